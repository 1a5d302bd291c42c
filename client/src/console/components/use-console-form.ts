import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerErrors, useContractForm } from '#client/components/ui/form/index.js';
import { ConsoleApiError } from '../api/console-client.js';
import type { Feedback } from './feedback.js';

/**
 * A console form: the form kit over what the agent types (text per field),
 * checked by a schema that reads it into the call's request and checks that with
 * the request schema; the last outcome is the panel's feedback. A refusal puts
 * the server's `fields` beside the fields and its Thai message in the feedback.
 */
export function useConsoleForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: z.input<S>) {
  const form = useContractForm(schema, { defaultValues: defaultValues as never });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const refused = (error: Error) => {
    if (error instanceof ConsoleApiError) placeServerErrors(form.setError, error, Object.keys(error.fields), { formLevel: false, fieldOfCode: {} });
    setFeedback({ status: 'error', text: error.message });
  };
  /** The form's submit: the feedback goes as the check starts, as before. */
  const submit = (onValid: (request: z.output<S>) => void) => {
    const handle = form.handleSubmit(onValid);
    return (event: React.FormEvent) => {
      setFeedback(null);
      void handle(event);
    };
  };
  return { form, feedback, setFeedback, refused, submit };
}
