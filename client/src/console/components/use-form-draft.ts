import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@shared/validation.js';
import { AgentApiError } from '../api/agent-client.js';
import type { Feedback } from './feedback.js';

/**
 * A console form's state: the text typed per field, the Thai error per field
 * (from the request schema before sending, from the server's `fields` after),
 * and the last outcome. Typing in a field clears its error.
 */
export function useFormDraft<T extends Record<string, string>>(initial: T) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  /** A field kept outside the draft (a row of a list) was typed in: its error goes. */
  const clearError = (field: string) => setErrors(({ [field]: _dropped, ...rest }) => rest);
  const set = (field: keyof T & string) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  /** The request checked by its schema: true when it may go; otherwise the errors show. */
  const check = (schema: z.ZodType, body: unknown): boolean => {
    setFeedback(null);
    const checked = schema.safeParse(body);
    setErrors(checked.success ? {} : fieldErrors(checked.error).fields);
    return checked.success;
  };
  /** A refusal: the server's Thai message, and its field errors beside the fields. */
  const refused = (error: Error) => {
    if (error instanceof AgentApiError) setErrors(error.fields);
    setFeedback({ status: 'error', text: error.message });
  };
  return { draft, setDraft, set, clearError, errors, feedback, setFeedback, check, refused };
}
