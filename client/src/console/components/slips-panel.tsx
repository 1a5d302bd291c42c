import { useState } from 'react';
import { Button, Group, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { SLIP_STATUSES, SLIP_STATUS_TH, type OperatorSlip, type SlipStatus } from '#shared/api/payment-slips.js';
import { useSlips } from '../api/get-slips.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { SlipCard } from './slip-card.js';
import { SlipDialog } from './slip-dialog.js';

/**
 * Transfer slips by status, those the service left to the agent first: open one
 * to read its image and the service's answer, then confirm with the amount that
 * arrived (the member's main wallet is credited) or reject with a reason.
 */
export function SlipsPanel() {
  const [status, setStatus] = useState<SlipStatus>('review');
  const slips = useSlips(status);
  const [open, setOpen] = useState<OperatorSlip | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const onDecided = (text: string) => {
    setOpen(null);
    setFeedback({ status: 'success', text });
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">สลิปโอนเงิน</Text>
        {slips.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
      </HStack>
      <Group attached flexWrap="wrap" role="group" aria-label="สถานะสลิป">
        {SLIP_STATUSES.map((option) => (
          <Button key={option} size="sm" variant={status === option ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={status === option} onClick={() => setStatus(option)}>
            {SLIP_STATUS_TH[option]}
          </Button>
        ))}
      </Group>
      <FeedbackAlert feedback={feedback} />
      <ListState query={slips} empty={`ไม่มีสลิปสถานะ "${SLIP_STATUS_TH[status]}"`} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(slips.data ?? []).map((slip) => (
          <SlipCard key={slip.id} slip={slip} onOpen={() => setOpen(slip)} />
        ))}
      </SimpleGrid>
      <SlipDialog slip={open} onClose={() => setOpen(null)} onDecided={onDecided} />
    </Stack>
  );
}
