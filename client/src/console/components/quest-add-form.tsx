import type { FormEvent } from 'react';
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { QuestMetric, QuestPeriod, QuestReward } from '@shared/api/quest.js';
import { ZQuestInput, type QuestInput } from '@shared/api/quest-operator.js';
import { useAddQuest } from '../api/add-quest.js';
import { fromBangkokInput, METRIC_TH, PERIOD_TH, QUEST_REWARD_TH } from '../format.js';
import { numberOf, numberOrNull, textOrNull } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { SelectField, TextField } from './form-fields.js';
import { useFormDraft } from './use-form-draft.js';

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

const isMoney = (metric: QuestMetric) => metric === 'deposit_total' || metric === 'lotto_turnover';

/** A new quest: its rule (metric, period, target, reward) cannot change once it is added. */
export function QuestAddForm({ onDone }: { onDone: (title: string) => void }) {
  const form = useFormDraft(EMPTY);
  const add = useAddQuest();
  const { draft, set, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: QuestInput = {
      title: draft.title,
      description: textOrNull(draft.description),
      metric: draft.metric,
      period: draft.period,
      target: numberOf(draft.target),
      reward: { type: draft.reward_type, value: numberOf(draft.reward_value) },
      quota: numberOrNull(draft.quota),
      event_id: numberOrNull(draft.event_id),
      ends_at: fromBangkokInput(draft.ends_at),
    };
    if (!form.check(ZQuestInput, body)) return;
    add.mutate(body, { onSuccess: ({ quest }) => onDone(quest.title), onError: form.refused });
  };

  return (
    <Stack gap="3" asChild bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <form onSubmit={onSubmit} noValidate aria-label="เพิ่มภารกิจ">
        <Text fontWeight="semibold">เพิ่มภารกิจใหม่</Text>
        <Text fontSize="sm" color="fg.muted">
          ประเภท รอบ เป้าหมาย และรางวัล แก้ไขไม่ได้หลังเพิ่มแล้ว หากต้องการเปลี่ยนให้ปิดภารกิจเดิมแล้วเพิ่มใหม่
        </Text>
        <TextField label="ชื่อภารกิจ" name="title" required maxLength={100} value={draft.title} onValue={set('title')} error={errors.title} />
        <TextField label="รายละเอียด" name="description" multiline maxLength={500} value={draft.description} onValue={set('description')} error={errors.description} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField label="ประเภทภารกิจ" name="metric" options={METRIC_TH} value={draft.metric} onValue={set('metric')} error={errors.metric} />
          <SelectField label="รอบ" name="period" options={PERIOD_TH} value={draft.period} onValue={set('period')} error={errors.period} />
          <TextField
            label={isMoney(draft.metric) ? 'เป้าหมาย (บาท)' : draft.metric === 'login_streak' ? 'เป้าหมาย (วัน)' : 'เป้าหมาย (ครั้ง)'}
            name="target"
            inputMode="decimal"
            required
            value={draft.target}
            onValue={set('target')}
            error={errors.target}
          />
          <SelectField label="ประเภทรางวัล" name="reward-type" options={QUEST_REWARD_TH} value={draft.reward_type} onValue={set('reward_type')} error={errors['reward.type']} />
          <TextField
            label={draft.reward_type === 'credit' ? 'มูลค่ารางวัล (บาท)' : draft.reward_type === 'points' ? 'มูลค่ารางวัล (แต้ม)' : 'มูลค่ารางวัล (ครั้ง)'}
            name="reward-value"
            inputMode="decimal"
            required
            value={draft.reward_value}
            onValue={set('reward_value')}
            error={errors['reward.value']}
          />
          <TextField label="จำนวนสิทธิ์ต่อรอบ" name="quota" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" value={draft.quota} onValue={set('quota')} error={errors.quota} />
          <TextField label="สิ้นสุด (เวลาไทย)" name="ends-at" type="datetime-local" helper="เว้นว่างหากไม่มีวันสิ้นสุด" value={draft.ends_at} onValue={set('ends_at')} error={errors.ends_at} />
          <TextField label="รหัสกิจกรรม" name="event-id" inputMode="numeric" helper="ไม่บังคับ สำหรับภารกิจของกิจกรรม" value={draft.event_id} onValue={set('event_id')} error={errors.event_id} />
        </SimpleGrid>
        <FeedbackAlert feedback={form.feedback} />
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={add.isPending}>
            เพิ่มภารกิจ
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
