import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';

/**
 * The reason for a refusal, asked inline under the row (optional, at most 200
 * characters like the contract). A goods claim's fulfil note is asked the same
 * way, with its own words and colour.
 */
export function RejectReason({
  label,
  pending,
  onSubmit,
  onCancel,
  fieldLabel = 'เหตุผล (สมาชิกจะเห็นข้อความนี้)',
  submitText = 'ยืนยันไม่อนุมัติ',
  palette = 'red',
}: {
  label: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  fieldLabel?: string;
  submitText?: string;
  palette?: string;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason.trim());
  };
  return (
    <Stack gap="2" asChild>
      <form onSubmit={submit} aria-label={label}>
        <Field.Root>
          <Field.Label>{fieldLabel}</Field.Label>
          <Input name="reason" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} autoFocus />
        </Field.Root>
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={pending}>
            ยกเลิก
          </Button>
          <Button size="sm" type="submit" colorPalette={palette} loading={pending}>
            {submitText}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
