/**
 * The member's client seed for a provably fair game (the wheel, our slots),
 * checked with the game's own contract schema before it is sent: each game
 * words its rules in its own Thai, so the schema comes from the caller.
 * When the server's seed changes (a save, a rotation) the field shows it.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ZodType } from 'zod';

export type ClientSeedLabels = {
  /** the form's accessible name */
  form: string;
  field: string;
  submit: ReactNode;
  /** under the button, stacked layout only */
  hint?: string;
};

export function ClientSeedForm({
  current,
  schema,
  pending,
  disabled = false,
  error,
  onSave,
  labels,
  layout,
}: {
  current: string;
  schema: ZodType<string, string>;
  pending: boolean;
  disabled?: boolean;
  /** the server's refusal of the last save */
  error: string | null;
  onSave: (clientSeed: string) => void;
  labels: ClientSeedLabels;
  /** inline: a save button beside the field; stacked: a full-width action under it, the hint below */
  layout: 'inline' | 'stacked';
}) {
  const [value, setValue] = useState(current);
  const [localError, setLocalError] = useState<string | null>(null);
  const [lastCurrent, setLastCurrent] = useState(current);
  if (current !== lastCurrent) {
    setLastCurrent(current);
    setValue(current);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? 'client seed ไม่ถูกต้อง');
      return;
    }
    setLocalError(null);
    onSave(parsed.data);
  };

  const shown = localError ?? error;
  const input = (
    <Input
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        setLocalError(null);
      }}
      name="client_seed"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      fontFamily="mono"
      h="11"
      minW="0"
    />
  );
  const field = (control: ReactNode) => (
    <Field.Root invalid={shown !== null}>
      <Field.Label fontSize="sm" color="fg.muted">
        {labels.field}
      </Field.Label>
      {control}
      {shown && <Field.ErrorText data-testid="client-seed-error">{shown}</Field.ErrorText>}
    </Field.Root>
  );

  if (layout === 'inline') {
    return (
      <form onSubmit={onSubmit} noValidate aria-label={labels.form}>
        {field(
          <HStack w="full" gap="2">
            {input}
            <Button type="submit" h="11" flexShrink={0} colorPalette="brand" loading={pending} disabled={disabled}>
              {labels.submit}
            </Button>
          </HStack>,
        )}
      </form>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={labels.form}>
      <Stack gap="2">
        {field(input)}
        <Button type="submit" variant="outline" colorPalette="brand" minH="11" loading={pending} disabled={disabled}>
          {labels.submit}
        </Button>
        {labels.hint && (
          <Text fontSize="xs" color="fg.muted">
            {labels.hint}
          </Text>
        )}
      </Stack>
    </form>
  );
}
