/** The commission balance's entries, newest first and paged: earned per day and level, redeemed to the main wallet. */
import { useState } from 'react';
import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AffiliateTransaction } from '#shared/api/affiliate.js';
import { formatThaiDate, formatThaiDateTime } from '#shared/dates.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { Pager } from '#client/components/pager/pager.js';
import { thbText } from '#client/lib/money-text.js';
import { useAffiliateTransactions } from '../api/get-affiliate-transactions.js';
import { LEVEL_TH, TX_KIND_TH } from '../format.js';

export function CommissionTransactions() {
  const [page, setPage] = useState(1);
  const transactions = useAffiliateTransactions(page);
  const pages = transactions.data ? Math.max(1, Math.ceil(transactions.data.total / (transactions.data.page_size || 1))) : 1;
  return (
    <Stack gap="3">
      {transactions.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
      <QueryError query={transactions} />
      {transactions.data?.items.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6" data-testid="transactions-empty">
          ยังไม่มีรายการค่าคอม
        </Text>
      )}
      {transactions.data && transactions.data.items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" opacity={transactions.isPlaceholderData ? 0.6 : 1}>
          {transactions.data.items.map((tx) => (
            <TransactionRow key={tx.id} tx={tx} />
          ))}
        </Stack>
      )}
      {transactions.data && <Pager page={page} pages={pages} onPage={setPage} />}
    </Stack>
  );
}

function TransactionRow({ tx }: { tx: AffiliateTransaction }) {
  const what = tx.kind === 'commission' && tx.day && tx.level ? `${TX_KIND_TH.commission} ${LEVEL_TH[tx.level]} วันที่ ${formatThaiDate(tx.day)}` : TX_KIND_TH[tx.kind];
  return (
    <Box as="li" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="transaction-row">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Text fontWeight="medium">{what}</Text>
        <Text fontWeight="bold" flexShrink={0} color={tx.amount < 0 ? 'red.300' : 'green.300'} fontVariantNumeric="tabular-nums">
          {tx.amount < 0 ? '-' : '+'}
          {thbText(Math.abs(tx.amount))}
        </Text>
      </Flex>
      <Flex justify="space-between" gap="2" mt="1" fontSize="sm" color="fg.muted">
        <Text>{formatThaiDateTime(tx.created_at)} น.</Text>
        <Text fontVariantNumeric="tabular-nums">คงเหลือ {thbText(tx.balance_after)}</Text>
      </Flex>
    </Box>
  );
}
