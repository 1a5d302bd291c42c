/** An editable input of a checker (a seed, an id, a number): monospace, so a pasted hash reads as it is. */
import { Field, Input, Textarea } from '@chakra-ui/react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** several lines (the yeekee shots, one number a line) */
  multiline?: boolean;
}

export function CodeField({ label, value, onChange, multiline = false }: Props) {
  const common = { value, fontFamily: 'mono', fontSize: 'xs', bg: 'bg.surface', spellCheck: false, autoComplete: 'off' } as const;
  return (
    <Field.Root>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      {multiline ? (
        <Textarea {...common} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} size="sm" onChange={(event) => onChange(event.target.value)} />
      )}
    </Field.Root>
  );
}
