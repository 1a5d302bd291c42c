import type { FormEvent } from 'react';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ZCashbackSettingsInput, type CashbackSettingsInput, type DailySettings } from '@shared/api/daily-operator.js';
import { useSetDailySettings } from '../api/set-daily-settings.js';
import { numberOf, textOf } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { TextField } from './form-fields.js';
import { useFormDraft } from './use-form-draft.js';

type Draft = Record<'turnover_rate' | 'loss_rate' | 'min_loss' | 'max_refund' | 'level1' | 'level2' | 'level3' | 'affiliate_min_redeem', string>;

const draftOf = (settings: DailySettings): Draft => ({
  turnover_rate: textOf(settings.turnover_rate),
  loss_rate: textOf(settings.loss_rate),
  min_loss: textOf(settings.min_loss),
  max_refund: textOf(settings.max_refund),
  level1: textOf(settings.affiliate_rates[0]),
  level2: textOf(settings.affiliate_rates[1]),
  level3: textOf(settings.affiliate_rates[2]),
  affiliate_min_redeem: textOf(settings.affiliate_min_redeem),
});

/** Only what the agent changed goes: a field left as it stands keeps any change already waiting for it. */
function changesOf(draft: Draft, before: Draft): CashbackSettingsInput {
  const changed = (...fields: (keyof Draft)[]) => fields.some((field) => draft[field].trim() !== before[field]);
  const body: CashbackSettingsInput = {};
  for (const field of ['turnover_rate', 'loss_rate', 'min_loss', 'max_refund', 'affiliate_min_redeem'] as const) {
    if (changed(field)) body[field] = numberOf(draft[field]);
  }
  if (changed('level1', 'level2', 'level3')) body.affiliate_rates = [numberOf(draft.level1), numberOf(draft.level2), numberOf(draft.level3)];
  return body;
}

/** New rates, started from those in force; they measure from tomorrow's activity on, never a day already measured. */
export function RatesForm({ settings, onDone, onCancel }: { settings: DailySettings; onDone: (saved: DailySettings) => void; onCancel: () => void }) {
  const before = draftOf(settings);
  const form = useFormDraft(before);
  const save = useSetDailySettings();
  const { draft, set, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = changesOf(draft, before);
    if (Object.keys(body).length === 0) {
      form.setFeedback({ status: 'error', text: 'ยังไม่ได้เปลี่ยนอัตราใด' });
      return;
    }
    if (!form.check(ZCashbackSettingsInput, body)) return;
    save.mutate(body, { onSuccess: onDone, onError: form.refused });
  };
  const levelError = (index: number) => errors[`affiliate_rates.${index}`] ?? (index === 0 ? errors.affiliate_rates : undefined);

  return (
    <Stack gap="3" asChild bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <form onSubmit={onSubmit} noValidate aria-label="เปลี่ยนอัตรา">
        <Text fontWeight="semibold">เปลี่ยนอัตรา</Text>
        <Text fontSize="sm" color="fg.muted">
          อัตราใหม่มีผลตั้งแต่ยอดของวันพรุ่งนี้ ยอดของวันนี้และวันที่คำนวณไปแล้วยังใช้อัตราเดิม
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label="คืนยอดเล่น (%)" name="turnover-rate" inputMode="decimal" value={draft.turnover_rate} onValue={set('turnover_rate')} error={errors.turnover_rate} />
          <TextField label="คืนยอดเสีย (%)" name="loss-rate" inputMode="decimal" value={draft.loss_rate} onValue={set('loss_rate')} error={errors.loss_rate} />
          <TextField label="ยอดเสียขั้นต่ำ (บาท)" name="min-loss" inputMode="decimal" value={draft.min_loss} onValue={set('min_loss')} error={errors.min_loss} />
          <TextField label="คืนยอดเสียสูงสุดต่อวัน (บาท)" name="max-refund" inputMode="decimal" value={draft.max_refund} onValue={set('max_refund')} error={errors.max_refund} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
          <TextField label="ค่าคอมขั้นที่ 1 (%)" name="level-1" inputMode="decimal" value={draft.level1} onValue={set('level1')} error={levelError(0)} />
          <TextField label="ค่าคอมขั้นที่ 2 (%)" name="level-2" inputMode="decimal" value={draft.level2} onValue={set('level2')} error={levelError(1)} />
          <TextField label="ค่าคอมขั้นที่ 3 (%)" name="level-3" inputMode="decimal" value={draft.level3} onValue={set('level3')} error={levelError(2)} />
          <TextField
            label="ถอนค่าคอมขั้นต่ำ (บาท)"
            name="affiliate-min-redeem"
            inputMode="decimal"
            value={draft.affiliate_min_redeem}
            onValue={set('affiliate_min_redeem')}
            error={errors.affiliate_min_redeem}
          />
        </SimpleGrid>
        <FeedbackAlert feedback={form.feedback} />
        <HStack justify="flex-end" gap="2">
          <Button variant="ghost" onClick={onCancel} disabled={save.isPending}>
            ยกเลิก
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            บันทึก (มีผลพรุ่งนี้)
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
