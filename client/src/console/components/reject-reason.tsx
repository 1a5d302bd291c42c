import { Button, HStack, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { ZOperatorDecisionRequest } from '#shared/api/operator.js';
import { FormProvider, TextField, useContractForm } from '#client/components/ui/form/index.js';

/**
 * The reason for a refusal, asked inline under the row (optional, checked by the
 * call's own schema: at most 200 characters, trimmed). A goods claim's fulfil
 * note is asked the same way, with its call's `note` schema, words and colour.
 */
export function RejectReason({
  label,
  pending,
  onSubmit,
  onCancel,
  schema = ZOperatorDecisionRequest.shape.reason,
  fieldLabel = 'เหตุผล (สมาชิกจะเห็นข้อความนี้)',
  submitText = 'ยืนยันไม่อนุมัติ',
  palette = 'red',
}: {
  label: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** the request's text field: the decision call's `reason` or `note` */
  schema?: z.ZodType<string | undefined, string | undefined>;
  fieldLabel?: string;
  submitText?: string;
  palette?: string;
}) {
  const form = useContractForm(z.object({ reason: schema }), { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => onSubmit(reason ?? ''));
  return (
    <FormProvider {...form}>
      <Stack gap="2" asChild>
        <form onSubmit={(event) => void submit(event)} aria-label={label}>
          <TextField label={fieldLabel} name="reason" maxLength={200} autoFocus />
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
    </FormProvider>
  );
}
