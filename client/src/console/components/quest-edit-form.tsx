import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { ZQuestEdit, type OperatorQuest, type QuestEdit } from '#shared/api/quest-operator.js';
import { FormProvider, readInto, TextField } from '#client/components/ui/form/index.js';
import { useEditQuest } from '../api/edit-quest.js';
import { fromBangkokInput, toBangkokInput } from '../format.js';
import { numberOf, numberOrNull, textOf, textOrNull } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { useConsoleForm } from './use-console-form.js';

/** What the agent types, read into the call's request and checked with ZQuestEdit. */
const ZQuestEditForm = readInto(
  z.object({ title: z.string(), description: z.string(), quota: z.string(), ends_at: z.string(), sort: z.string() }),
  (draft): QuestEdit => ({
    title: draft.title,
    description: textOrNull(draft.description),
    quota: numberOrNull(draft.quota),
    ends_at: fromBangkokInput(draft.ends_at),
    sort: numberOf(draft.sort),
  }),
  ZQuestEdit,
);

/** The parts of a quest that may change: its words, quota, end and order. */
export function QuestEditForm({ quest, onDone, onCancel }: { quest: OperatorQuest; onDone: () => void; onCancel: () => void }) {
  const { form, feedback, refused, submit } = useConsoleForm(ZQuestEditForm, {
    title: quest.title,
    description: quest.description ?? '',
    quota: textOf(quest.quota),
    ends_at: toBangkokInput(quest.ends_at),
    sort: String(quest.sort),
  });
  const edit = useEditQuest();

  const onSubmit = submit((body) => edit.mutate({ id: quest.id, ...body }, { onSuccess: onDone, onError: refused }));

  return (
    <FormProvider {...form}>
      <Stack gap="3" asChild>
        <form onSubmit={onSubmit} noValidate aria-label={`แก้ไขภารกิจ ${quest.title}`}>
          <TextField label="ชื่อภารกิจ" name="title" required requiredIndicator={false} maxLength={100} />
          <TextField label="รายละเอียด" name="description" multiline maxLength={500} />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField label="จำนวนสิทธิ์ต่อรอบ" name="quota" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" />
            <TextField label="สิ้นสุด (เวลาไทย)" name="ends_at" htmlName="ends-at" type="datetime-local" />
            <TextField label="ลำดับการแสดง" name="sort" inputMode="numeric" />
          </SimpleGrid>
          <FeedbackAlert feedback={feedback} />
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
    </FormProvider>
  );
}
