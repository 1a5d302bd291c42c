import { useState } from 'react';
import { Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import type { OperatorPoll } from '#shared/api/poll.js';
import { useClosePoll } from '../api/close-poll.js';
import { usePolls } from '../api/get-polls.js';
import { thbText } from '../format.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { PollAddForm } from './poll-add-form.js';
import { PollCard } from './poll-card.js';

/** Polls: each with its status and votes (read every few seconds while one is open); create one, or close an open one early. */
export function PollsPanel() {
  const polls = usePolls();
  const close = useClosePoll();
  const [adding, setAdding] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const onClose = (poll: OperatorPoll) => {
    setFeedback(null);
    close.mutate(poll.id, {
      onSuccess: ({ poll: closed }) =>
        setFeedback({
          status: 'success',
          text:
            closed.winning_choice_ids.length > 0
              ? `ปิดโพล ${closed.title} แล้ว แบ่งรางวัล ${thbText(closed.prize)} ให้ผู้โหวตตัวเลือกที่ชนะแล้ว`
              : `ปิดโพล ${closed.title} แล้ว ไม่มีผู้โหวต จึงไม่มีการจ่ายรางวัล`,
        }),
      onError: (error) => setFeedback({ status: 'error', text: error.message }),
    });
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <HStack gap="2">
          <Text fontWeight="semibold">โพลทั้งหมด</Text>
          {polls.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
        </HStack>
        <Button size="sm" colorPalette="brand" variant={adding ? 'outline' : 'solid'} onClick={() => setAdding(!adding)}>
          {adding ? 'ปิดฟอร์ม' : <><LuPlus /> สร้างโพล</>}
        </Button>
      </HStack>
      {adding ? (
        <PollAddForm
          onDone={(title) => {
            setAdding(false);
            setFeedback({ status: 'success', text: `สร้างโพล ${title} แล้ว` });
          }}
        />
      ) : null}
      <FeedbackAlert feedback={feedback} />
      <ListState query={polls} empty="ยังไม่มีโพล" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(polls.data ?? []).map((poll) => (
          <PollCard key={poll.id} poll={poll} closing={close.isPending && close.variables === poll.id} onClose={() => onClose(poll)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
