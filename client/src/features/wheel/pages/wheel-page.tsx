/**
 * /member/wheel: the fortune wheel (docs/domain.md "Promotions, coupons, quests, points, wheel"; decision 0030). The server
 * draws the prize before the wheel moves; the wheel then turns to it and the
 * prize shows once it stops; until then every balance on screen stays as it
 * was (the spin's answer and the live wallets push would tell the prize).
 * Tab 1 spends a free spin, tab 2 points (docs/product.md §3 `tab`, kept in the address
 * as ?tab=2). Beside it the published odds, the live board of wins, and the
 * fairness panel that recomputes past spins.
 */
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useReducedMotion } from 'framer-motion';
import type { WheelSpin } from '#shared/api/wheel.js';
import { isRefusal, newIdempotencyKey } from '#client/lib/api-client.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useBalanceHold } from '#client/member-data/balance-hold.js';
import { usePoints } from '#client/member-data/get-points.js';
import { useWallets } from '#client/member-data/get-wallets.js';
import { useWheelConfig } from '../api/get-wheel-config.js';
import { useSpinWheel } from '../api/spin-wheel.js';
import { ClaimButton } from '../components/claim-button.js';
import { FairnessPanel } from '../components/fairness-panel.js';
import { LiveBoard } from '../components/live-board.js';
import { PrizeTable } from '../components/prize-table.js';
import { SpinPanel } from '../components/spin-panel.js';
import { SpinResultDialog } from '../components/spin-result-dialog.js';
import { UnclaimedPrizes } from '../components/unclaimed-prizes.js';
import { WheelDisc, type WheelStop } from '../components/wheel-disc.js';
import { bySegment, type WheelTab } from '../format.js';

export function WheelPage() {
  const [params, setParams] = useSearchParams();
  const tab: WheelTab = params.get('tab') === '2' ? 2 : 1;

  const wheelConfig = useWheelConfig();
  const wallets = useWallets();
  const points = usePoints();
  const spin = useSpinWheel();
  const reducedMotion = useReducedMotion() ?? false;
  const balanceHold = useBalanceHold();

  const prizeList = bySegment(wheelConfig.data?.prizes ?? []);
  // The wallets topic carries free spins when the operator's API has a wheel; the config's copy covers the rest.
  const freeSpins = wallets.data?.free_spins ?? wheelConfig.data?.free_spins;

  /** the last spin's answer (docs/product.md §4: "wheel spin stores the prize") */
  const [prize, setPrize] = useState<WheelSpin | null>(null);
  const [stop, setStop] = useState<WheelStop | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [resultOpen, setResultOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** kept until the server answers, so a retry after a lost answer is the same spin */
  const attempt = useRef<{ tab: WheelTab; key: string } | null>(null);

  const onSpin = () => {
    if (spinning) return;
    if (attempt.current?.tab !== tab) attempt.current = { tab, key: newIdempotencyKey() };
    setError(null);
    setResultOpen(false);
    setSpinning(true);
    balanceHold.hold();
    spin.mutate(
      { tab, idempotencyKey: attempt.current.key },
      {
        onSuccess: (answer) => {
          attempt.current = null;
          setPrize(answer);
          const index = prizeList.findIndex((p) => p.segment === answer.segment);
          if (index < 0) {
            // The wheel on screen is another table's: show the prize without turning to a wrong slice.
            void wheelConfig.refetch();
            setSpinning(false);
            setResultOpen(true);
            return;
          }
          setStop({ spinId: answer.spin_id, segment: index });
        },
        onError: (err) => {
          if (isRefusal(err)) attempt.current = null;
          balanceHold.release();
          setError(err.message);
          setSpinning(false);
        },
      },
    );
  };

  const onStopped = () => {
    setSpinning(false);
    setResultOpen(true);
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          กงล้อนำโชค
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          หมุนวงล้อลุ้นเครดิต แต้ม และของรางวัล ผลสุ่มที่เซิร์ฟเวอร์ก่อนวงล้อหมุน และตรวจสอบย้อนหลังได้ทุกครั้ง
        </Text>
      </Stack>
      <QueryError query={wheelConfig} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
        templateAreas={{ base: '"wheel" "spin" "board" "prizes" "fair"', md: '"wheel spin" "wheel board" "prizes fair"' }}
        gap="4"
        alignItems="start"
      >
        <Stack gap="4" gridArea="wheel">
          {wheelConfig.isPending ? (
            <Skeleton w="full" maxW="340px" mx="auto" aspectRatio="1" rounded="full" aria-label="กำลังโหลด" />
          ) : (
            prizeList.length > 0 && <WheelDisc prizes={prizeList} stop={stop} reducedMotion={reducedMotion} onStopped={onStopped} />
          )}
          {prize?.claim_status === 'pending' && !resultOpen && !spinning && (
            <Alert.Root status="info" rounded="lg" flexDirection="column" alignItems="stretch" gap="2" data-testid="pending-claim">
              <Alert.Title>คุณได้รับ {prize.prize.name} กดรับรางวัลเพื่อให้ทีมงานจัดส่ง</Alert.Title>
              <ClaimButton spin={prize} onClaimed={setPrize} />
            </Alert.Root>
          )}
          {/* The spin on screen has its own button: listed twice, it could be claimed twice. */}
          <UnclaimedPrizes unclaimed={(wheelConfig.data?.unclaimed ?? []).filter((item) => item.spin_id !== prize?.spin_id)} />
        </Stack>
        <Box gridArea="spin">
          <SpinPanel
            tab={tab}
            onTab={(next) => {
              setError(null);
              setParams(next === 2 ? { tab: '2' } : {}, { replace: true });
            }}
            freeSpins={freeSpins}
            points={points.data?.point ?? wallets.data?.points}
            cost={wheelConfig.data?.setting.spin_cost_points}
            freeSpinDeposit={wheelConfig.data?.free_spin_deposit}
            spinning={spinning}
            error={error}
            onSpin={onSpin}
          />
        </Box>
        <Box gridArea="board">
          <LiveBoard paused={spinning} />
        </Box>
        <Box gridArea="prizes">{wheelConfig.data && <PrizeTable setting={wheelConfig.data.setting} prizeList={wheelConfig.data.prizes} />}</Box>
        <Box gridArea="fair">
          <FairnessPanel spinning={spinning} />
        </Box>
      </Grid>
      {/* The balances show what the spin did once its prize is on screen, not before. */}
      <SpinResultDialog prize={resultOpen ? prize : null} onClose={() => setResultOpen(false)} onClaimed={setPrize} onShown={balanceHold.release} />
    </Stack>
  );
}
