/**
 * The member's client seed for a provably fair game (the wheel, our slots),
 * checked with the game's own contract schema before it is sent: each game
 * words its rules in its own Thai, so the schema comes from the caller.
 * When the server's seed changes (a save, a rotation) the field shows it.
 */
import { useMemo, type ReactNode } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { z, type ZodType } from 'zod';
import { useContractForm } from '../ui/form/index.js';

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
  // When the server's seed changes (a save, a rotation), the field shows it.
  const form = useContractForm(
    useMemo(() => z.object({ client_seed: schema }), [schema]),
    { values: useMemo(() => ({ client_seed: current }), [current]) },
  );

  const onSubmit = form.handleSubmit(({ client_seed }) => onSave(client_seed));

  const shown = form.formState.errors.client_seed?.message ?? error;
  const seed = form.register('client_seed', { onChange: () => form.clearErrors('client_seed') });
  const input = <Input {...seed} autoComplete="off" autoCapitalize="off" spellCheck={false} fontFamily="mono" h="11" minW="0" />;
  const field = (control: ReactNode) => (
    <Field.Root invalid={Boolean(shown)}>
      <Field.Label fontSize="sm" color="fg.muted">
        {labels.field}
      </Field.Label>
      {control}
      {shown && <Field.ErrorText data-testid="client-seed-error">{shown}</Field.ErrorText>}
    </Field.Root>
  );

  if (layout === 'inline') {
    return (
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={labels.form}>
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
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={labels.form}>
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
