/**
 * /member/withdraw: the registered account, the rules as they stand now
 * (limits, what is left today, a pending request, turnover, why a request
 * would be refused), the amount, and the member's requests with Thai statuses.
 */
import { useState } from 'react';
import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { WITHDRAW_PAGE_SIZE } from '#shared/api/withdraw.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useWithdrawList } from '../api/get-withdraw-list.js';
import { WithdrawForm } from '../components/withdraw-form.js';
import { WithdrawList } from '../components/withdraw-list.js';
import { WithdrawAccount, WithdrawRulesPanel } from '../components/withdraw-rules.js';
import { Pager } from '#client/components/pager/pager.js';

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
      <QueryError query={list} />
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
            <Pager page={page} pages={pages} onPage={setPage} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
