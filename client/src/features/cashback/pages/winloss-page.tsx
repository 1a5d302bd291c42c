/**
 * /winloss: how the loss refund works (docs/domain.md "Cashback, refunds, affiliate, polls"; docs/decisions/0034), with
 * the rates in force today (GET /api/cashback/rates), and the way on: claim for a member, log in or register for a
 * visitor.
 */
import { Link } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuHandCoins } from 'react-icons/lu';
import { JoinCta } from '#client/components/join-cta/join-cta.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { FIRST_PAGE } from '../api/filter.js';
import { useLossHistory } from '../api/get-loss-history.js';
import { useCashbackRates } from '../api/get-rates.js';
import { LossRules } from '../components/loss-rules.js';

export function WinlossPage() {
  const loggedIn = useIsLoggedIn();
  const history = useLossHistory(FIRST_PAGE, { enabled: loggedIn });
  const rates = useCashbackRates();
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          คืนยอดเสีย
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          เสียแล้วได้คืน รับเงินคืนจากยอดเสียของเมื่อวานทุกวัน
        </Text>
      </Stack>
      {rates.data ? <LossRules rates={rates.data} /> : <Stack h="48" rounded="xl" bg="bg.surface" aria-hidden />}
      {loggedIn ? (
        <Button asChild colorPalette="brand" size="lg" minH="12" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to="/member/winloss">
            <LuHandCoins aria-hidden />
            {history.data?.current?.status === 'claimable' ? 'มีเงินคืนรอคุณอยู่ ไปกดรับ' : 'ดูยอดเสียและรับเงินคืน'}
          </Link>
        </Button>
      ) : (
        <JoinCta text="เข้าสู่ระบบหรือสมัครสมาชิก เพื่อรับเงินคืนยอดเสียทุกวัน" />
      )}
    </Stack>
  );
}
