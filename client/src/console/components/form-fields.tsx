import type { ComponentProps } from 'react';
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';

/** One labelled text input with its Thai error, as every console form lays them out. */
export function TextField({
  label,
  error,
  helper,
  value,
  onValue,
  multiline = false,
  ...input
}: {
  label: string;
  error?: string | undefined;
  helper?: string | undefined;
  value: string;
  onValue: (value: string) => void;
  multiline?: boolean;
} & Omit<ComponentProps<typeof Input>, 'value' | 'onChange'>) {
  return (
    <Field.Root invalid={Boolean(error)} required={input.required}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea name={input.name} rows={3} value={value} maxLength={input.maxLength} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <Input {...input} value={value} onChange={(e) => onValue(e.target.value)} />
      )}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** One labelled select over a Thai label map. */
export function SelectField<V extends string>({
  label,
  name,
  error,
  value,
  options,
  onValue,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  value: V;
  options: Record<V, string>;
  onValue: (value: V) => void;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onValue(e.currentTarget.value as V)}>
          {(Object.entries(options) as [V, string][]).map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
