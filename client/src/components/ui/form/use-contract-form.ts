/**
 * One form over one call of the contract: react-hook-form checks with the call's
 * request schema (or a `.pick`/`.extend` of it), whose messages are Thai (the
 * shared schemas carry their own; `#shared/validation` sets zod's Thai locale for
 * the rest). Errors appear on submit, as the hand-made forms did, and typing in a
 * field clears its error and the form's message (the fields of this kit do that).
 */
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import '#shared/validation.js';

/** Where a refusal that belongs to no single field is kept (`errors.root.server`). */
export const FORM_ERROR = 'root.server';

export type ContractForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ContractForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // Checked on submit only; after a refusal the field's error stays until it is typed in.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * A form whose fields are not the request's (text typed for numbers, a date in
 * parts): its values read into the request with `toRequest`, which the call's
 * request schema checks, each Thai message at its path of the request. What is
 * sent is the request as read, not the schema's output (no defaults filled in).
 */
export function readInto<V extends FieldValues, R>(values: z.ZodType<V, V>, toRequest: (values: V) => R, request: z.ZodType) {
  return values.transform((typed, ctx): R => {
    const body = toRequest(typed);
    const checked = request.safeParse(body);
    if (checked.success) return body;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)) });
    return z.NEVER;
  });
}
