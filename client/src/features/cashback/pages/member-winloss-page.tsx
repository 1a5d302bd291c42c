/**
 * /member/winloss: the member's loss refund (docs/decisions/0034). The refund
 * claimable now with how it was computed, its claim (one idempotency key per
 * refund, kept until the server answers, so a retry after a lost answer never
 * pays twice), the history by date range and the rules in force.
 */
import { useRef, useState } from 'react';
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LossRefund } from '#shared/api/cashback.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { notify } from '#client/components/ui/toaster.js';
import { isRefusal, newIdempotencyKey } from '#client/lib/api-client.js';
import { thbText } from '#client/lib/money-text.js';
import { useClaimLossRefund } from '../api/claim-loss-refund.js';
import { FIRST_PAGE } from '../api/filter.js';
import { useLossHistory } from '../api/get-loss-history.js';
import { CurrentRefund } from '../components/current-refund.js';
import { LossHistory } from '../components/loss-history.js';
import { LossRules } from '../components/loss-rules.js';
import { useHistoryFilter } from '../components/use-history-filter.js';

export function MemberWinlossPage() {
  const { filter, rangeError, go } = useHistoryFilter();
  // The claimable refund comes with every page; the first page's answer is the one kept fresh after a claim.
  const head = useLossHistory(FIRST_PAGE);
  const history = useLossHistory(filter, { enabled: rangeError === null });
  const claim = useClaimLossRefund();
  const key = useRef<string | null>(null);
  const [claimed, setClaimed] = useState<LossRefund | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onClaim = () => {
    key.current ??= newIdempotencyKey();
    setError(null);
    claim.mutate(key.current, {
      onSuccess: (answer) => {
        key.current = null;
        setClaimed(answer.refund);
        notify.success(`รับเงินคืน ${thbText(answer.refund.amount)} เข้ากระเป๋าหลักแล้ว`);
      },
      onError: (failure) => {
        // A refusal changed nothing: the next tap is a new claim. A lost answer keeps its key.
        if (isRefusal(failure)) key.current = null;
        setError(failure.message);
      },
    });
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          รับคืนยอดเสีย
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          ยอดเสียของเมื่อวานคืนให้เป็นเงินเข้ากระเป๋าหลัก กดรับได้ถึงสิ้นวันนี้
        </Text>
      </Stack>
      <Stack gap="4" display={{ base: 'flex', lg: 'grid' }} gridTemplateColumns={{ lg: '2fr 3fr' }} alignItems={{ lg: 'start' }}>
        <Stack gap="4">
          {head.isPending && <Skeleton h="64" rounded="xl" aria-label="กำลังโหลด" />}
          <QueryError query={head} />
          {head.data && <CurrentRefund refund={head.data.current} claimed={claimed} claiming={claim.isPending} error={error} onClaim={onClaim} />}
          {head.data && <LossRules rates={head.data.rates} />}
        </Stack>
        <LossHistory filter={filter} rangeError={rangeError} history={history} onFilter={go} />
      </Stack>
    </Stack>
  );
}
