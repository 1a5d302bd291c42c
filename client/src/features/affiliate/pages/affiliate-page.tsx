/**
 * /affiliate: the three-level referral scheme (docs/domain.md "Cashback, refunds, affiliate, polls"; docs/decisions/0035).
 * Everyone reads the scheme from the agent's configs; a visitor gets the way
 * to register, a member their link and code to share, each level's figures,
 * the commission balance with its redeem (one idempotency key per redeem,
 * kept until the server answers), and the downline, per-day commission and
 * entries in tabs.
 */
import { useRef, useState } from 'react';
import { Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { JoinCta } from '#client/components/join-cta/join-cta.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { notify } from '#client/components/ui/toaster.js';
import { isRefusal, newIdempotencyKey } from '#client/lib/api-client.js';
import { thbText } from '#client/lib/money-text.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useAffiliateSummary } from '../api/get-affiliate-summary.js';
import { useRedeemCommission } from '../api/redeem-commission.js';
import { CommissionDays } from '../components/commission-days.js';
import { CommissionTransactions } from '../components/commission-transactions.js';
import { CommissionWallet } from '../components/commission-wallet.js';
import { DownlineTable } from '../components/downline-table.js';
import { LevelFigures } from '../components/level-figures.js';
import { ReferralLink } from '../components/referral-link.js';
import { Scheme } from '../components/scheme.js';

export function AffiliatePage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          แนะนำเพื่อน
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          ชวนเพื่อนมาเล่น รับค่าคอมมิชชั่นจากยอดเล่นของเพื่อนทุกวัน 3 ระดับ
        </Text>
      </Stack>
      {loggedIn ? (
        <MemberAffiliate />
      ) : (
        <>
          <Scheme />
          <JoinCta text="สมัครสมาชิกเพื่อรับลิงก์แนะนำของคุณ แล้วเริ่มรับค่าคอมได้ทันที" />
        </>
      )}
    </Stack>
  );
}

function MemberAffiliate() {
  const summary = useAffiliateSummary();
  const redeem = useRedeemCommission();
  const key = useRef<string | null>(null);
  const [redeemed, setRedeemed] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onRedeem = () => {
    key.current ??= newIdempotencyKey();
    setError(null);
    setRedeemed(null);
    redeem.mutate(key.current, {
      onSuccess: (answer) => {
        key.current = null;
        setRedeemed(answer.redeemed);
        notify.success(`ถอนค่าคอม ${thbText(answer.redeemed)} เข้ากระเป๋าหลักแล้ว`);
      },
      onError: (failure) => {
        // A refusal changed nothing: the next tap is a new redeem. A lost answer keeps its key.
        if (isRefusal(failure)) key.current = null;
        setError(failure.message);
      },
    });
  };

  if (summary.isPending) return <Skeleton h="64" rounded="xl" aria-label="กำลังโหลด" />;
  if (summary.isError) return <QueryError query={summary} />;
  return (
    <Stack gap="4">
      <Stack gap="4" display={{ base: 'flex', lg: 'grid' }} gridTemplateColumns={{ lg: '3fr 2fr' }} alignItems={{ lg: 'start' }}>
        <ReferralLink summary={summary.data} />
        <CommissionWallet summary={summary.data} redeeming={redeem.isPending} redeemed={redeemed} error={error} onRedeem={onRedeem} />
      </Stack>
      <LevelFigures levels={summary.data.levels} />
      <Tabs.Root defaultValue="network" variant="enclosed" fitted lazyMount unmountOnExit>
        <Tabs.List bg="bg.surface" rounded="lg">
          {[
            ['network', 'เพื่อนที่แนะนำ'],
            ['days', 'ค่าคอมรายวัน'],
            ['transactions', 'รายการค่าคอม'],
          ].map(([value, label]) => (
            <Tabs.Trigger key={value} value={value!} minH="11" px="2" fontSize={{ base: 'sm', md: 'md' }} color="fg.default" _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="network" pt="3">
          <DownlineTable />
        </Tabs.Content>
        <Tabs.Content value="days" pt="3">
          <CommissionDays />
        </Tabs.Content>
        <Tabs.Content value="transactions" pt="3">
          <CommissionTransactions />
        </Tabs.Content>
      </Tabs.Root>
      <Scheme />
    </Stack>
  );
}
