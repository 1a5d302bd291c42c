import { useState } from 'react';
import { Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import type { OperatorQuest } from '#shared/api/quest-operator.js';
import { useEditQuest } from '../api/edit-quest.js';
import { useQuests } from '../api/get-quests.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { QuestAddForm } from './quest-add-form.js';
import { QuestCard } from './quest-card.js';

/** Quests: every one with its rule and redeem count; switch on/off, edit the words and limits, add a new one. */
export function QuestsPanel() {
  const quests = useQuests();
  const onOff = useEditQuest();
  const [adding, setAdding] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const onSwitch = (quest: OperatorQuest, enabled: boolean) => {
    setFeedback(null);
    onOff.mutate(
      { id: quest.id, enabled },
      {
        onSuccess: () => setFeedback({ status: 'success', text: `${enabled ? 'เปิด' : 'ปิด'}ภารกิจ ${quest.title} แล้ว` }),
        onError: (error) => setFeedback({ status: 'error', text: error.message }),
      },
    );
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <HStack gap="2">
          <Text fontWeight="semibold">ภารกิจทั้งหมด</Text>
          {quests.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
        </HStack>
        <Button size="sm" colorPalette="brand" variant={adding ? 'outline' : 'solid'} onClick={() => setAdding(!adding)}>
          {adding ? 'ปิดฟอร์ม' : <><LuPlus /> เพิ่มภารกิจ</>}
        </Button>
      </HStack>
      {adding ? (
        <QuestAddForm
          onDone={(title) => {
            setAdding(false);
            setFeedback({ status: 'success', text: `เพิ่มภารกิจ ${title} แล้ว` });
          }}
        />
      ) : null}
      <FeedbackAlert feedback={feedback} />
      <ListState query={quests} empty="ยังไม่มีภารกิจ" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(quests.data ?? []).map((quest) => (
          <QuestCard
            key={quest.id}
            quest={quest}
            switching={onOff.isPending && onOff.variables?.id === quest.id}
            onSwitch={(enabled) => onSwitch(quest, enabled)}
            onEdited={() => setFeedback({ status: 'success', text: `บันทึกภารกิจ ${quest.title} แล้ว` })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
