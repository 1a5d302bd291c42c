/**
 * The member's client seed, checked with the contract's ZClientSeed before it
 * is sent. Setting one ends the current seed (its server seed is revealed) so
 * a client seed can never steer a seed whose server half is known.
 */
import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { ZClientSeed } from '@shared/api/wheel.js';

export function ClientSeedForm({ current, pending, error, onSave }: { current: string; pending: boolean; error: string | null; onSave: (clientSeed: string) => void }) {
  const [value, setValue] = useState(current);
  const [localError, setLocalError] = useState<string | null>(null);
  const [lastCurrent, setLastCurrent] = useState(current);
  // The server's seed changed (a save, a rotation): the field shows it.
  if (current !== lastCurrent) {
    setLastCurrent(current);
    setValue(current);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZClientSeed.safeParse(value);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? 'client seed ไม่ถูกต้อง');
      return;
    }
    setLocalError(null);
    onSave(parsed.data);
  };

  const shown = localError ?? error;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="ตั้ง client seed">
      <Field.Root invalid={shown !== null}>
        <Field.Label fontSize="sm" color="fg.muted">
          Client seed (ของคุณ แก้ไขได้)
        </Field.Label>
        <HStack w="full" gap="2">
          <Input
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
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
          <Button type="submit" h="11" flexShrink={0} colorPalette="brand" loading={pending}>
            บันทึก
          </Button>
        </HStack>
        {shown && <Field.ErrorText data-testid="client-seed-error">{shown}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
