/**
 * /member/withdraw: the registered account, the rules as they stand now
 * (limits, what is left today, a pending request, turnover, why a request
 * would be refused), the amount, and the member's requests with Thai statuses.
 */
import { useState } from 'react';
import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { WITHDRAW_PAGE_SIZE } from '@shared/api/withdraw.js';
import { LoadError } from '../../../components/load-error/load-error.js';
import { useWithdrawList } from '../api/get-withdraw-list.js';
import { WithdrawForm } from '../components/withdraw-form.js';
import { WithdrawList } from '../components/withdraw-list.js';
import { WithdrawAccount, WithdrawRulesPanel } from '../components/withdraw-rules.js';

export function WithdrawPage() {
  const [page, setPage] = useState(1);
  const list = useWithdrawList(page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / (list.data.page_size || WITHDRAW_PAGE_SIZE))) : 1;

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        ถอนเงิน
      </Heading>
      {list.isPending && (
        <Stack gap="3" aria-label="กำลังโหลด">
          <Skeleton h="20" rounded="lg" />
          <Skeleton h="32" rounded="lg" />
        </Stack>
      )}
      {list.isError && <LoadError message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data && (
        <>
          <WithdrawAccount bank={list.data.rules.bank} />
          <WithdrawRulesPanel rules={list.data.rules} />
          {list.data.rules.bank && <WithdrawForm rules={list.data.rules} />}
          <Stack gap="2" as="section" aria-labelledby="withdraw-history">
            <Heading as="h2" size="md" id="withdraw-history">
              รายการถอนเงิน
            </Heading>
            <WithdrawList items={list.data.items} />
            {pages > 1 && (
              <HStack justify="space-between" as="nav" aria-label="เลือกหน้า">
                <Button variant="outline" colorPalette="accent" minH="11" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <LuChevronLeft aria-hidden /> ก่อนหน้า
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  หน้า {page} / {pages}
                </Text>
                <Button variant="outline" colorPalette="accent" minH="11" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  ถัดไป <LuChevronRight aria-hidden />
                </Button>
              </HStack>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
