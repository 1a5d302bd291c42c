/**
 * The game screen, phone first: the title and balance on top, the reels, the
 * spin's result, and the controls at thumb reach (bet, a big spin button,
 * auto-play, off by default). While the launch's free-spin credit has spins,
 * the spin button plays them ("หมุนฟรี (N)") and the bet is the credit's.
 * Sound is left out on purpose: a toggle that did nothing would be worse than none.
 */
import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useReducedMotion } from 'framer-motion';
import { LuInfo, LuShieldCheck } from 'react-icons/lu';
import type { SlotSession } from '#shared/games/slot-api.js';
import { formatThb } from '#shared/money-format.js';
import { thbText } from '#client/lib/money-text.js';
import { winningCells } from '../reel-window.js';
import { BetChooser } from './bet-chooser.js';
import { FreeSpinBanner } from './free-spin-banner.js';
import { InfoPanel } from './info-panel.js';
import { Reels } from './reels.js';
import { SpinResult } from './spin-result.js';
import { useSlotPlay } from './use-slot-play.js';
import { VerifyPanel } from './verify-panel.js';

export function SlotMachine({ session }: { session: SlotSession }) {
  const reducedMotion = useReducedMotion() ?? false;
  const play = useSlotPlay(session, reducedMotion);
  const { info } = play;
  const [panel, setPanel] = useState<'info' | 'verify' | null>(null);
  const winning = useMemo(() => (play.landed ? winningCells(play.landed, info.paylines) : new Set<string>()), [play.landed, info.paylines]);
  const demo = session.mode === 'demo';
  const spinLabel = play.freeMode ? `หมุนฟรี (${play.freeSpin?.spins_left ?? 0})` : 'หมุน';

  return (
    <Flex direction="column" flex="1" minH="0" bg="linear-gradient(180deg, #2a0610 0%, #0d0206 100%)" color="white" data-testid="slot-machine">
      <Flex align="center" gap="2" px="3" py="2">
        <Stack gap="0" flex="1" minW="0">
          <Flex align="center" gap="2">
            <Text as="h1" fontWeight="bold" fontSize="lg" truncate>
              {info.name}
            </Text>
            {demo && <Badge colorPalette="yellow">ทดลองเล่น</Badge>}
          </Flex>
          <Text fontSize="sm" color="whiteAlpha.800">
            {demo ? 'เครดิตทดลอง' : 'ยอดเงิน'}{' '}
            <Text as="b" color="white" fontVariantNumeric="tabular-nums" data-testid="balance">
              {formatThb(play.balance)}
            </Text>
          </Text>
        </Stack>
        <IconButton aria-label="ข้อมูลเกม" variant="ghost" color="white" size="lg" onClick={() => setPanel('info')}>
          <LuInfo />
        </IconButton>
        <IconButton aria-label="ตรวจสอบความยุติธรรม" variant="ghost" color="white" size="lg" onClick={() => setPanel('verify')}>
          <LuShieldCheck />
        </IconButton>
      </Flex>

      <Flex direction="column" justify="center" flex="1" minH="0" overflowY="auto" px="2">
        <Box w="full" maxW="520px" mx="auto">
          <Reels code={info.code} grid={play.idleGrid} landing={play.landing} winning={winning} reducedMotion={reducedMotion} onLanded={play.onLanded} />
          <SpinResult round={play.round} landed={play.landed} freeWon={play.freeWon} />
        </Box>
      </Flex>

      <Stack gap="2" px="3" pt="2" pb="max(12px, env(safe-area-inset-bottom))" bg="blackAlpha.500" w="full" maxW="520px" mx="auto" roundedTop="xl">
        <FreeSpinBanner freeSpin={play.freeSpin} />
        {play.error && (
          <Alert.Root status="error" rounded="lg" py="2" data-testid="play-error">
            <Alert.Indicator />
            <Alert.Title>{play.error}</Alert.Title>
          </Alert.Root>
        )}
        <Flex justify="space-between" fontSize="sm" color="whiteAlpha.800">
          <Text>
            ชนะล่าสุด{' '}
            <Text as="b" color="yellow.300" data-testid="last-win">
              {play.lastWin === null ? '-' : thbText(play.lastWin)}
            </Text>
          </Text>
          {play.autoLeft > 0 && <Text>ออโต้เหลือ {play.autoLeft} ครั้ง</Text>}
        </Flex>
        {/* A free spin stakes the credit's bet (the banner says it): the member's own bet waits until they are used. */}
        {!play.freeMode && <BetChooser bets={play.bets} value={play.bet} disabled={play.busy || play.autoLeft > 0} onChange={play.setBet} />}
        <Flex align="center" justify="space-between" gap="3">
          <Button
            variant={play.autoLeft > 0 ? 'solid' : 'outline'}
            colorPalette={play.autoLeft > 0 ? 'red' : 'gray'}
            color={play.autoLeft > 0 ? undefined : 'white'}
            minH="12"
            w="24"
            onClick={play.autoLeft > 0 ? play.stopAuto : play.startAuto}
            disabled={play.autoLeft === 0 && play.busy}
          >
            {play.autoLeft > 0 ? 'หยุดออโต้' : 'ออโต้ 10'}
          </Button>
          <Button
            aria-label={spinLabel}
            rounded="full"
            w="20"
            h="20"
            fontSize={play.freeMode ? 'sm' : 'xl'}
            whiteSpace="normal"
            lineHeight="short"
            fontWeight="bold"
            colorPalette="yellow"
            bg="linear-gradient(180deg, #ffe066 0%, #e0a91c 100%)"
            color="black"
            boxShadow="0 4px 18px rgba(224, 169, 28, 0.55)"
            loading={play.busy}
            disabled={play.busy || play.autoLeft > 0}
            onClick={play.start}
            data-testid="spin"
          >
            {spinLabel}
          </Button>
          <Box w="24" />
        </Flex>
      </Stack>

      <InfoPanel info={info} open={panel === 'info'} onClose={() => setPanel(null)} />
      <VerifyPanel
        session={session.session}
        info={info}
        fairness={play.fairness}
        spinning={play.busy}
        open={panel === 'verify'}
        onClose={() => setPanel(null)}
        onRotated={play.setFairness}
      />
    </Flex>
  );
}
