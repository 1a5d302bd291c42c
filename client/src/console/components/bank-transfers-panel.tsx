import { useState } from 'react';
import { Button, Group, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { BankTransferStatus } from '#shared/api/bank-transfers.js';
import { useBankTransfers } from '../api/get-bank-transfers.js';
import { BANK_TRANSFER_STATUS_TH } from '../format.js';
import { BankTransferCard } from './bank-transfer-card.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';

/** Those waiting for the agent first. */
const FILTERS: readonly BankTransferStatus[] = ['waiting', 'credited'];

/**
 * Incoming transfers the statement feed reported, by status, those it could not
 * match to a member first: the agent matches one to the member it is from, and
 * the amount is credited to their main wallet.
 */
export function BankTransfersPanel() {
  const [status, setStatus] = useState<BankTransferStatus>('waiting');
  const transfers = useBankTransfers(status);
  const [feedback, setFeedback] = useState<Feedback>(null);

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">เงินเข้าจากธนาคาร</Text>
        {transfers.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
      </HStack>
      <Group attached flexWrap="wrap" role="group" aria-label="สถานะรายการเงินเข้า">
        {FILTERS.map((option) => (
          <Button key={option} size="sm" variant={status === option ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={status === option} onClick={() => setStatus(option)}>
            {BANK_TRANSFER_STATUS_TH[option]}
          </Button>
        ))}
      </Group>
      <FeedbackAlert feedback={feedback} />
      <ListState query={transfers} empty={`ไม่มีรายการเงินเข้าสถานะ "${BANK_TRANSFER_STATUS_TH[status]}"`} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(transfers.data ?? []).map((transfer) => (
          <BankTransferCard key={transfer.id} transfer={transfer} onMatched={(text) => setFeedback({ status: 'success', text })} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
