import type { FormEvent } from 'react';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { ZQuestEdit, type OperatorQuest, type QuestEdit } from '@shared/api/quest-operator.js';
import { useEditQuest } from '../api/edit-quest.js';
import { fromBangkokInput, toBangkokInput } from '../format.js';
import { numberOf, numberOrNull, textOf, textOrNull } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { TextField } from './form-fields.js';
import { useFormDraft } from './use-form-draft.js';

/** The parts of a quest that may change: its words, quota, end and order. */
export function QuestEditForm({ quest, onDone, onCancel }: { quest: OperatorQuest; onDone: () => void; onCancel: () => void }) {
  const form = useFormDraft({
    title: quest.title,
    description: quest.description ?? '',
    quota: textOf(quest.quota),
    ends_at: toBangkokInput(quest.ends_at),
    sort: String(quest.sort),
  });
  const edit = useEditQuest();
  const { draft, set, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: QuestEdit = {
      title: draft.title,
      description: textOrNull(draft.description),
      quota: numberOrNull(draft.quota),
      ends_at: fromBangkokInput(draft.ends_at),
      sort: numberOf(draft.sort),
    };
    if (!form.check(ZQuestEdit, body)) return;
    edit.mutate({ id: quest.id, ...body }, { onSuccess: onDone, onError: form.refused });
  };

  return (
    <Stack gap="3" asChild>
      <form onSubmit={onSubmit} noValidate aria-label={`แก้ไขภารกิจ ${quest.title}`}>
        <TextField label="ชื่อภารกิจ" name="title" required maxLength={100} value={draft.title} onValue={set('title')} error={errors.title} />
        <TextField label="รายละเอียด" name="description" multiline maxLength={500} value={draft.description} onValue={set('description')} error={errors.description} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField label="จำนวนสิทธิ์ต่อรอบ" name="quota" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" value={draft.quota} onValue={set('quota')} error={errors.quota} />
          <TextField label="สิ้นสุด (เวลาไทย)" name="ends-at" type="datetime-local" value={draft.ends_at} onValue={set('ends_at')} error={errors.ends_at} />
          <TextField label="ลำดับการแสดง" name="sort" inputMode="numeric" value={draft.sort} onValue={set('sort')} error={errors.sort} />
        </SimpleGrid>
        <FeedbackAlert feedback={form.feedback} />
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={edit.isPending}>
            ยกเลิก
          </Button>
          <Button size="sm" type="submit" colorPalette="brand" loading={edit.isPending}>
            บันทึก
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
