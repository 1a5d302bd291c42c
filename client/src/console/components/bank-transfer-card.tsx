import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BankTransfer } from '#shared/api/bank-transfers.js';
import { BANK_TRANSFER_STATUS_PALETTE, BANK_TRANSFER_STATUS_TH, bankNumberText, dateTimeText, thbText } from '../format.js';
import { BankTransferMatch } from './bank-transfer-match.js';
import { Fact } from './fact.js';

/**
 * One transfer the statement feed reported: the amount, when it was paid, into
 * which of the site's accounts and from whose (masked), why it waits; the member
 * and deposit it paid once credited, else the agent's match.
 */
export function BankTransferCard({ transfer, onMatched }: { transfer: BankTransfer; onMatched: (text: string) => void }) {
  return (
    <Box as="article" aria-label={`รายการเงินเข้า ${transfer.reference}`} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontSize="xl" fontWeight="bold" color="brand.fg">
              {thbText(transfer.amount)}
            </Text>
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              เลขอ้างอิง {transfer.reference}
            </Text>
          </Stack>
          <Badge colorPalette={BANK_TRANSFER_STATUS_PALETTE[transfer.status]}>{BANK_TRANSFER_STATUS_TH[transfer.status]}</Badge>
        </HStack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" fontSize="sm">
          <Fact label="เวลาโอน">{dateTimeText(transfer.paid_at)}</Fact>
          <Fact label="รับแจ้งเมื่อ">{dateTimeText(transfer.received_at)}</Fact>
          <Fact label="เข้าบัญชี">
            {bankNumberText(transfer.bank_code)} บัญชี {transfer.account_no}
          </Fact>
          <Fact label="ผู้โอน">
            {bankNumberText(transfer.sender_bank)} บัญชี {transfer.sender_account ?? '-'}
          </Fact>
          {transfer.status === 'credited' ? (
            <>
              <Fact label="สมาชิก">{transfer.username ?? '-'}</Fact>
              <Fact label="รายการฝาก">{transfer.deposit_ref ?? '-'}</Fact>
            </>
          ) : null}
        </SimpleGrid>
        {transfer.reason ? <Text fontSize="sm">เหตุผล: {transfer.reason}</Text> : null}
        {transfer.status === 'waiting' ? <BankTransferMatch transfer={transfer} onMatched={onMatched} /> : null}
      </Stack>
    </Box>
  );
}
