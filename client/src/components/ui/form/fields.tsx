/**
 * The fields of the form kit: Chakra's `Field` (label, helper, Thai error) over a
 * react-hook-form controller of the surrounding `<FormProvider>`. The controls
 * stay controlled, as the hand-made forms were; typing clears the field's error
 * and the form-level message.
 */
import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { Alert, Field, Group, HStack, IconButton, Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import { get, useController, useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { FORM_ERROR } from './use-contract-form.js';

function useKitField(name: string, keep?: (value: string) => string, onBlur?: InputProps['onBlur']) {
  const { control, clearErrors } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
  const onValue = (next: string) => {
    field.onChange(keep ? keep(next) : next);
    clearErrors([name, FORM_ERROR]);
  };
  /** What an `<Input>` of the field takes: its value, typing kept, and the blur told to the form and the caller. */
  const inputProps = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      field.onBlur();
      onBlur?.(event);
    },
  };
  return { field, value, onValue, inputProps, error: fieldState.error?.message };
}

/** Chakra's `Field` around a control: the label (with `*` when required), then the helper or the Thai error. */
function FieldFrame({
  label,
  required,
  requiredIndicator = true,
  helper,
  error,
  errorTestId,
  children,
}: {
  label: string;
  required?: boolean | undefined;
  requiredIndicator?: boolean;
  helper?: ReactNode;
  error: string | undefined;
  errorTestId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && requiredIndicator && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText data-testid={errorTestId}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value' | 'name'> {
  label: string;
  name: string;
  helper?: ReactNode;
  required?: boolean;
  /** e.g. digits only: what is typed is changed before it is kept */
  keep?: (value: string) => string;
  /** a textarea instead of an input, of `rows` rows (three unless set) */
  multiline?: boolean;
  rows?: number;
  /** the `*` after the label of a required field */
  requiredIndicator?: boolean;
  /** shown when the form holds no error for the field (e.g. a check made as the page opens) */
  error?: string | undefined;
  /** the control's `name` when it is not the form's field name (e.g. `ends-at` for `ends_at`) */
  htmlName?: string;
  /** the error text's `data-testid`, where a page's tests find it by one */
  errorTestId?: string;
  /** a control in the input's row (e.g. a button that fills the field) */
  beside?: ReactNode;
}

export function TextField({
  label,
  name,
  htmlName = name,
  helper,
  required,
  keep,
  multiline = false,
  rows = 3,
  requiredIndicator = true,
  onBlur,
  error: otherError,
  errorTestId,
  beside,
  ...input
}: TextFieldProps) {
  const { field, value, onValue, inputProps, error: formError } = useKitField(name, keep, onBlur);
  const error = formError ?? otherError;
  const control = <Input name={htmlName} {...inputProps} {...input} />;
  return (
    <FieldFrame label={label} required={required} requiredIndicator={requiredIndicator} helper={helper} error={error} errorTestId={errorTestId}>
      {multiline ? (
        <Textarea name={htmlName} rows={rows} value={value} maxLength={input.maxLength} onChange={(event) => onValue(event.target.value)} onBlur={field.onBlur} />
      ) : beside ? (
        <HStack w="full">
          {control}
          {beside}
        </HStack>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

export function PasswordField({ label, name, helper, required, keep, onBlur, ...input }: Omit<TextFieldProps, 'multiline' | 'rows' | 'error' | 'htmlName' | 'errorTestId' | 'beside'>) {
  const [visible, setVisible] = useState(false);
  const { inputProps, error } = useKitField(name, keep, onBlur);
  return (
    <FieldFrame label={label} required={required} helper={helper} error={error}>
      <Group attached w="full">
        <Input name={name} type={visible ? 'text' : 'password'} {...inputProps} {...input} />
        <IconButton
          type="button"
          variant="outline"
          aria-label={visible ? 'ซ่อนรหัสผ่าน' : 'แสดงรหัสผ่าน'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      </Group>
    </FieldFrame>
  );
}

interface SelectFieldProps {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  /** the first, empty option; none when every value is a choice */
  placeholder?: string;
  required?: boolean;
  /** the `*` after the label of a required field */
  requiredIndicator?: boolean;
  /** a select names itself with its label (aria-label) */
  ariaLabel?: boolean;
  onValueChange?: (value: string) => void;
  /** the control's height, where a form sets one */
  h?: string;
  /** the control's size, where a form sets one (e.g. `sm` in a table's row) */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** the control's `name` when it is not the form's field name */
  htmlName?: string;
  /** shown when the form holds no error for the field (e.g. one at the request's path `reward.type`) */
  error?: string | undefined;
}

export function SelectField({
  label,
  name,
  htmlName = name,
  options,
  placeholder,
  required,
  requiredIndicator = true,
  ariaLabel = true,
  onValueChange,
  h,
  size,
  error: otherError,
}: SelectFieldProps) {
  const { field, value, onValue, error: formError } = useKitField(name);
  const error = formError ?? otherError;
  return (
    <FieldFrame label={label} required={required} requiredIndicator={requiredIndicator} error={error}>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          name={htmlName}
          value={value}
          onChange={(event) => {
            onValue(event.currentTarget.value);
            onValueChange?.(event.currentTarget.value);
          }}
          onBlur={field.onBlur}
          aria-label={ariaLabel ? label : undefined}
          h={h}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/** The options of a select from a Thai label map (value → text), in its order. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The Thai error at a path of the request that no single field of the form holds (e.g. `reward.type`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error: unknown = get(errors, path);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

/** A refusal that belongs to no single field: the message given, or the form's `root.server`. */
export function FormError({ message }: { message?: string | undefined }) {
  const form = useFormContext<FieldValues>();
  const shown = message ?? form.formState.errors.root?.server?.message;
  if (!shown) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{shown}</Alert.Title>
    </Alert.Root>
  );
}
