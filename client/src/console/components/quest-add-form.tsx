import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { QuestMetric, QuestPeriod, QuestReward } from '#shared/api/quest.js';
import { ZQuestInput, type QuestInput } from '#shared/api/quest-operator.js';
import { useAddQuest } from '../api/add-quest.js';
import { fromBangkokInput, METRIC_TH, PERIOD_TH, QUEST_REWARD_TH } from '../format.js';
import { numberOf, numberOrNull, textOrNull } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { errorAt, FormProvider, readInto, optionsOf, SelectField, TextField } from '#client/components/ui/form/index.js';
import { useConsoleForm } from './use-console-form.js';

const EMPTY = {
  title: '',
  description: '',
  metric: 'deposit_total' as QuestMetric,
  period: 'daily' as QuestPeriod,
  target: '',
  reward_type: 'credit' as QuestReward,
  reward_value: '',
  quota: '',
  ends_at: '',
  event_id: '',
};

const text = z.string();

/** What the agent types, read into the call's request and checked with ZQuestInput. */
const ZQuestAddForm = readInto(
  z.object({
    title: text,
    description: text,
    metric: text,
    period: text,
    target: text,
    reward_type: text,
    reward_value: text,
    quota: text,
    ends_at: text,
    event_id: text,
  }),
  (draft): QuestInput => ({
    title: draft.title,
    description: textOrNull(draft.description),
    metric: draft.metric as QuestMetric,
    period: draft.period as QuestPeriod,
    target: numberOf(draft.target),
    reward: { type: draft.reward_type as QuestReward, value: numberOf(draft.reward_value) },
    quota: numberOrNull(draft.quota),
    event_id: numberOrNull(draft.event_id),
    ends_at: fromBangkokInput(draft.ends_at),
  }),
  ZQuestInput,
);

const isMoney = (metric: QuestMetric) => metric === 'deposit_total' || metric === 'lotto_turnover';

/** A new quest: its rule (metric, period, target, reward) cannot change once it is added. */
export function QuestAddForm({ onDone }: { onDone: (title: string) => void }) {
  const { form, feedback, refused, submit } = useConsoleForm(ZQuestAddForm, EMPTY);
  const add = useAddQuest();
  const metric = useWatch({ control: form.control, name: 'metric' }) as QuestMetric;
  const rewardType = useWatch({ control: form.control, name: 'reward_type' }) as QuestReward;
  const { errors } = form.formState;

  const onSubmit = submit((body) => add.mutate(body, { onSuccess: ({ quest }) => onDone(quest.title), onError: refused }));

  return (
    <FormProvider {...form}>
      <Stack gap="3" asChild bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
        <form onSubmit={onSubmit} noValidate aria-label="เพิ่มภารกิจ">
          <Text fontWeight="semibold">เพิ่มภารกิจใหม่</Text>
          <Text fontSize="sm" color="fg.muted">
            ประเภท รอบ เป้าหมาย และรางวัล แก้ไขไม่ได้หลังเพิ่มแล้ว หากต้องการเปลี่ยนให้ปิดภารกิจเดิมแล้วเพิ่มใหม่
          </Text>
          <TextField label="ชื่อภารกิจ" name="title" required requiredIndicator={false} maxLength={100} />
          <TextField label="รายละเอียด" name="description" multiline maxLength={500} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <SelectField label="ประเภทภารกิจ" name="metric" options={optionsOf(METRIC_TH)} ariaLabel={false} />
            <SelectField label="รอบ" name="period" options={optionsOf(PERIOD_TH)} ariaLabel={false} />
            <TextField
              label={isMoney(metric) ? 'เป้าหมาย (บาท)' : metric === 'login_streak' ? 'เป้าหมาย (วัน)' : 'เป้าหมาย (ครั้ง)'}
              name="target"
              inputMode="decimal"
              required
              requiredIndicator={false}
            />
            <SelectField
              label="ประเภทรางวัล"
              name="reward_type"
              htmlName="reward-type"
              options={optionsOf(QUEST_REWARD_TH)}
              ariaLabel={false}
              error={errorAt(errors, 'reward.type')}
            />
            <TextField
              label={rewardType === 'credit' ? 'มูลค่ารางวัล (บาท)' : rewardType === 'points' ? 'มูลค่ารางวัล (แต้ม)' : 'มูลค่ารางวัล (ครั้ง)'}
              name="reward_value"
              htmlName="reward-value"
              inputMode="decimal"
              required
              requiredIndicator={false}
              error={errorAt(errors, 'reward.value')}
            />
            <TextField label="จำนวนสิทธิ์ต่อรอบ" name="quota" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" />
            <TextField label="สิ้นสุด (เวลาไทย)" name="ends_at" htmlName="ends-at" type="datetime-local" helper="เว้นว่างหากไม่มีวันสิ้นสุด" />
            <TextField label="รหัสกิจกรรม" name="event_id" htmlName="event-id" inputMode="numeric" helper="ไม่บังคับ สำหรับภารกิจของกิจกรรม" />
          </SimpleGrid>
          <FeedbackAlert feedback={feedback} />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={add.isPending}>
              เพิ่มภารกิจ
            </Button>
          </HStack>
        </form>
      </Stack>
    </FormProvider>
  );
}
