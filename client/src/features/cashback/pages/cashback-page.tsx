/**
 * /cashback: turnover cashback (docs/domain.md "Cashback, refunds, affiliate, polls"; docs/decisions/0034). Everyone
 * reads how it works; a member also sees yesterday's cashback with how it was
 * computed per product, and the history by date range (?from&to&page).
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { JoinCta } from '#client/components/join-cta/join-cta.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useCashbackRates } from '../api/get-rates.js';
import { useTurnoverHistory } from '../api/get-turnover-history.js';
import { TurnoverHistory } from '../components/turnover-history.js';
import { TurnoverRules } from '../components/turnover-rules.js';
import { useHistoryFilter } from '../components/use-history-filter.js';
import { YesterdayTurnover } from '../components/yesterday-turnover.js';

export function CashbackPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          คืนยอดเล่นรายวัน
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          เล่นมากได้คืนมาก รับเงินคืนจากยอดเล่นทุกวัน เข้ากระเป๋าหลักอัตโนมัติ
        </Text>
      </Stack>
      {loggedIn ? (
        <MemberCashback />
      ) : (
        <>
          <Rules />
          <JoinCta text="เข้าสู่ระบบหรือสมัครสมาชิก เพื่อรับเงินคืนยอดเล่นทุกวัน" />
        </>
      )}
    </Stack>
  );
}

function MemberCashback() {
  const { filter, rangeError, go } = useHistoryFilter();
  const history = useTurnoverHistory(filter, { enabled: rangeError === null });
  return (
    <Stack gap="4" display={{ base: 'flex', lg: 'grid' }} gridTemplateColumns={{ lg: '2fr 3fr' }} alignItems={{ lg: 'start' }}>
      <Stack gap="4">
        {history.data ? (
          <YesterdayTurnover day={history.data.yesterday} />
        ) : (
          history.isPending && !rangeError && <Stack h="48" rounded="xl" bg="bg.surface" aria-hidden />
        )}
        <Rules />
      </Stack>
      <TurnoverHistory filter={filter} rangeError={rangeError} history={history} onFilter={go} />
    </Stack>
  );
}

function Rules() {
  const rates = useCashbackRates();
  return rates.data ? <TurnoverRules rate={rates.data.turnover_rate} /> : <Stack h="40" rounded="xl" bg="bg.surface" aria-hidden />;
}
