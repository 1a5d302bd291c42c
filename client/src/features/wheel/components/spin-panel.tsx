/**
 * Spec §3 `tab`: tab 1 spins with a free spin (`spin`), tab 2 with points
 * (`spin_v2`). Each shows the balance it spends; a refusal is the server's
 * Thai message and changed nothing. The button waits while the wheel turns,
 * and stays off while the balance it spends is short, saying how to earn it
 * (a tap there could only be refused).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuCoins, LuTarget, LuTicket, LuWallet } from 'react-icons/lu';
import { bahtText, pointsText } from '#client/lib/money-text.js';
import type { WheelTab } from '../format.js';

export interface SpinPanelProps {
  tab: WheelTab;
  onTab: (tab: WheelTab) => void;
  freeSpins: number | undefined;
  points: number | undefined;
  /** points per spin on tab 2 */
  cost: number | undefined;
  /** THB deposited in a Bangkok day per free spin earned (config_v2 `free_spin_deposit`) */
  freeSpinDeposit: number | undefined;
  spinning: boolean;
  error: string | null;
  onSpin: () => void;
}

const count = (n: number | undefined) => (n === undefined ? '—' : pointsText(n));

export function SpinPanel({ tab, onTab, freeSpins, points, cost, freeSpinDeposit, spinning, error, onSpin }: SpinPanelProps) {
  // Unknown balances (still loading) leave the buttons on: the server decides.
  const noFreeSpin = freeSpins === 0;
  const pointsShort = points !== undefined && cost !== undefined && points < cost ? cost - points : 0;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" as="section" aria-label="หมุนวงล้อ">
      <Tabs.Root value={String(tab)} onValueChange={({ value }) => onTab(value === '2' ? 2 : 1)} variant="enclosed" fitted>
        <Tabs.List bg="bg.raised" rounded="lg">
          <Tabs.Trigger value="1" minH="11" color="fg.default" disabled={spinning} _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}>
            <LuTicket aria-hidden /> หมุนฟรี
          </Tabs.Trigger>
          <Tabs.Trigger value="2" minH="11" color="fg.default" disabled={spinning} _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}>
            <LuCoins aria-hidden /> ใช้แต้ม
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="1" pt="3">
          <Stack gap="3">
            <Balance label="สิทธิ์หมุนฟรีของคุณ" value={`${count(freeSpins)} ครั้ง`} testId="free-spins" />
            <SpinButton spinning={spinning} short={noFreeSpin} describedBy="wheel-no-free-spin" onSpin={onSpin}>
              หมุนฟรี 1 ครั้ง
            </SpinButton>
            {noFreeSpin ? (
              <Short id="wheel-no-free-spin" title="คุณยังไม่มีสิทธิ์หมุนฟรี" testId="no-free-spin">
                <Text>{freeSpinSource(freeSpinDeposit)} และจากภารกิจ</Text>
                <HStack gap="2" wrap="wrap">
                  <ShortLink to="/member/deposit" icon={<LuWallet aria-hidden />} label="ฝากเงิน" />
                  <ShortLink to="/member/creditfree" icon={<LuTarget aria-hidden />} label="ดูภารกิจ" />
                  {pointsShort === 0 && points !== undefined && cost !== undefined && (
                    <Button variant="ghost" size="sm" minH="11" color="brand.fg" onClick={() => onTab(2)}>
                      <LuCoins aria-hidden /> หมุนด้วยแต้มแทน
                    </Button>
                  )}
                </HStack>
              </Short>
            ) : (
              <Text fontSize="sm" color="fg.muted" data-testid="free-spin-source">
                {freeSpinSource(freeSpinDeposit)} และจากภารกิจ{' '}
                <Link asChild color="brand.fg" textDecoration="underline">
                  <RouterLink to="/member/creditfree">ดูภารกิจ</RouterLink>
                </Link>
              </Text>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="2" pt="3">
          <Stack gap="3">
            <HStack gap="3" align="stretch">
              <Balance label="แต้มของคุณ" value={`${count(points)} แต้ม`} testId="wheel-points" />
              <Balance label="ใช้ต่อการหมุน" value={`${count(cost)} แต้ม`} testId="spin-cost" />
            </HStack>
            <SpinButton spinning={spinning} short={pointsShort > 0} describedBy="wheel-points-short" onSpin={onSpin}>
              หมุนด้วย {count(cost)} แต้ม
            </SpinButton>
            {pointsShort > 0 ? (
              <Short id="wheel-points-short" title={`แต้มไม่พอ ขาดอีก ${pointsText(pointsShort)} แต้ม`} testId="points-short">
                <Text>{POINTS_SOURCE}</Text>
                <HStack gap="2" wrap="wrap">
                  <ShortLink to="/member/deposit" icon={<LuWallet aria-hidden />} label="ฝากเงิน" />
                  <ShortLink to="/member/creditfree" icon={<LuTarget aria-hidden />} label="ดูภารกิจ" />
                </HStack>
              </Short>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {POINTS_SOURCE}
              </Text>
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      {error && (
        <Alert.Root status="warning" rounded="lg" data-testid="spin-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

const POINTS_SOURCE = 'สะสมแต้มจากการฝากเงิน (100 บาทได้ 1 แต้ม) ยอดเล่น และภารกิจ';

const freeSpinSource = (deposit: number | undefined) =>
  deposit === undefined ? 'รับสิทธิ์หมุนฟรีจากการฝากเงิน' : `รับสิทธิ์หมุนฟรี 1 ครั้งทุกยอดฝาก ${bahtText(deposit)}ต่อวัน`;

/** Why the button is off and how to earn what it spends; the button points here (aria-describedby). */
function Short({ id, title, testId, children }: { id: string; title: string; testId: string; children: ReactNode }) {
  return (
    <Stack id={id} gap="2" p="3" rounded="lg" bg="bg.raised" borderWidth="1px" borderColor="brand.muted" fontSize="sm" data-testid={testId}>
      <Text fontWeight="bold" color="brand.fg">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function ShortLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Button asChild variant="outline" colorPalette="brand" size="sm" minH="11">
      <RouterLink to={to}>
        {icon}
        {label}
      </RouterLink>
    </Button>
  );
}

/** A spin button: waits while the wheel turns, and is off (pointing to why) when the member is short of what it spends. */
function SpinButton({ spinning, short, describedBy, onSpin, children }: { spinning: boolean; short: boolean; describedBy: string; onSpin: () => void; children: ReactNode }) {
  return (
    <Button
      minH="12"
      colorPalette="brand"
      fontSize="lg"
      loading={spinning}
      loadingText="กำลังหมุน…"
      disabled={spinning || short}
      aria-describedby={short ? describedBy : undefined}
      onClick={onSpin}
    >
      {children}
    </Button>
  );
}

function Balance({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap="0" flex="1" p="3" rounded="lg" bg="bg.raised">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" color="brand.fg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
