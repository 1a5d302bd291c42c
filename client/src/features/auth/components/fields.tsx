/** Form fields of the auth pages: a label, the control, and the Thai error beside it. */
import { useState, type ReactNode } from 'react';
import { Alert, Field, Group, IconButton, Input, NativeSelect, type InputProps } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean;
}

export function TextField({ label, name, value, onValueChange, error, helper, required, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={name} value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function PasswordField(props: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const { label, name, value, onValueChange, error, helper, required, ...input } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Group attached w="full">
        <Input
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
        />
        <IconButton
          type="button"
          variant="outline"
          aria-label={visible ? 'ซ่อนรหัสผ่าน' : 'แสดงรหัสผ่าน'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      </Group>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
  required?: boolean;
  onBlur?: () => void;
}

export function SelectField({ label, name, value, onValueChange, options, placeholder, error, required, onBlur }: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          onBlur={onBlur}
          aria-label={label}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A refusal that belongs to no single field. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
