import { useMemo } from 'react';
import { z } from 'zod';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ZCashbackSettingsInput, type CashbackSettingsInput, type DailySettings } from '#shared/api/daily-operator.js';
import { useSetDailySettings } from '../api/set-daily-settings.js';
import { numberOf, textOf } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { errorAt, FormProvider, readInto, TextField } from '#client/components/ui/form/index.js';
import { useConsoleForm } from './use-console-form.js';

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

const text = z.string();
const ZRatesDraft = z.object({
  turnover_rate: text,
  loss_rate: text,
  min_loss: text,
  max_refund: text,
  level1: text,
  level2: text,
  level3: text,
  affiliate_min_redeem: text,
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
  // What the agent changed, read into the call's request and checked with ZCashbackSettingsInput.
  const schema = useMemo(() => {
    const current = draftOf(settings);
    return readInto(ZRatesDraft, (draft) => changesOf(draft, current), ZCashbackSettingsInput);
  }, [settings]);
  const { form, feedback, setFeedback, refused, submit } = useConsoleForm(schema, before);
  const save = useSetDailySettings();
  const { errors } = form.formState;

  const onSubmit = submit((body) => {
    if (Object.keys(body).length === 0) return setFeedback({ status: 'error', text: 'ยังไม่ได้เปลี่ยนอัตราใด' });
    save.mutate(body, { onSuccess: onDone, onError: refused });
  });
  const levelError = (index: number) => errorAt(errors, `affiliate_rates.${index}`) ?? (index === 0 ? errorAt(errors, 'affiliate_rates') : undefined);

  return (
    <FormProvider {...form}>
      <Stack gap="3" asChild bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
        <form onSubmit={onSubmit} noValidate aria-label="เปลี่ยนอัตรา">
          <Text fontWeight="semibold">เปลี่ยนอัตรา</Text>
          <Text fontSize="sm" color="fg.muted">
            อัตราใหม่มีผลตั้งแต่ยอดของวันพรุ่งนี้ ยอดของวันนี้และวันที่คำนวณไปแล้วยังใช้อัตราเดิม
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField label="คืนยอดเล่น (%)" name="turnover_rate" htmlName="turnover-rate" inputMode="decimal" />
            <TextField label="คืนยอดเสีย (%)" name="loss_rate" htmlName="loss-rate" inputMode="decimal" />
            <TextField label="ยอดเสียขั้นต่ำ (บาท)" name="min_loss" htmlName="min-loss" inputMode="decimal" />
            <TextField label="คืนยอดเสียสูงสุดต่อวัน (บาท)" name="max_refund" htmlName="max-refund" inputMode="decimal" />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
            <TextField label="ค่าคอมขั้นที่ 1 (%)" name="level1" htmlName="level-1" inputMode="decimal" error={levelError(0)} />
            <TextField label="ค่าคอมขั้นที่ 2 (%)" name="level2" htmlName="level-2" inputMode="decimal" error={levelError(1)} />
            <TextField label="ค่าคอมขั้นที่ 3 (%)" name="level3" htmlName="level-3" inputMode="decimal" error={levelError(2)} />
            <TextField label="ถอนค่าคอมขั้นต่ำ (บาท)" name="affiliate_min_redeem" htmlName="affiliate-min-redeem" inputMode="decimal" />
          </SimpleGrid>
          <FeedbackAlert feedback={feedback} />
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
    </FormProvider>
  );
}
