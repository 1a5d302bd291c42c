/**
 * Our fishing game in the launcher frame, phone first: the name, a demo
 * badge and the balance on top, the sea with its swimming fish in the middle
 * (tap a fish to shoot it once), the last shot's result, and the cannon bets
 * at thumb reach. The provider decides each shot from the member's seed pair
 * and moves the money through the wallet before the page shows it.
 */
import { useState } from 'react';
import { Alert, Badge, Flex, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useReducedMotion } from 'framer-motion';
import { LuInfo } from 'react-icons/lu';
import type { LiveGameSession } from '#shared/games/slot-api.js';
import { bahtText, thbText } from '#client/lib/money-text.js';
import { useFishingInfo } from '../api/fishing-info.js';
import { CannonBets } from './cannon-bets.js';
import { FishScene } from './fish-scene.js';
import { FishingInfoPanel } from './fishing-info-panel.js';
import { useFishingPlay } from './use-fishing-play.js';

/** The bet a new page starts with: 1 THB when offered, else the smallest. */
const startingBet = (bets: readonly number[]) => (bets.includes(1) ? 1 : (bets[0] ?? 1));

export function FishingGame({ session }: { session: LiveGameSession }) {
  const reducedMotion = useReducedMotion() ?? false;
  const info = useFishingInfo(session.session);
  const play = useFishingPlay(session);
  const [panel, setPanel] = useState(false);
  const demo = session.mode === 'demo';
  const bet = play.bet ?? startingBet(info.data?.bets ?? []);

  return (
    <Flex direction="column" flex="1" minH="0" bg="linear-gradient(180deg, #083344 0%, #020617 100%)" color="white" data-testid="fishing-game">
      <Flex align="center" gap="2" px="3" py="2">
        <Stack gap="0" flex="1" minW="0">
          <Flex align="center" gap="2">
            <Text as="h1" fontWeight="bold" fontSize="lg" truncate>
              {session.game.name}
            </Text>
            {demo && <Badge colorPalette="yellow">ทดลองเล่น</Badge>}
          </Flex>
          <Text fontSize="sm" color="whiteAlpha.800">
            {demo ? 'เครดิตทดลอง' : 'ยอดเงิน'}{' '}
            <Text as="b" color="white" fontVariantNumeric="tabular-nums" data-testid="balance">
              {thbText(play.balance)}
            </Text>
          </Text>
        </Stack>
        <IconButton aria-label="ข้อมูลเกม" variant="ghost" color="white" size="lg" onClick={() => setPanel(true)} disabled={!info.data}>
          <LuInfo />
        </IconButton>
      </Flex>

      {!info.data ? (
        info.isError ? (
          <Alert.Root status="error" m="3" rounded="lg" w="auto" data-testid="fishing-error">
            <Alert.Indicator />
            <Alert.Title>{info.error.message}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="3" p="3" flex="1" aria-busy="true" aria-label="กำลังโหลดเกม">
            <Skeleton flex="1" minH="60" rounded="xl" />
            <Skeleton h="24" rounded="lg" />
          </Stack>
        )
      ) : (
        <>
          <Flex direction="column" flex="1" minH="0" px="2" w="full" maxW="520px" mx="auto">
            <FishScene
              species={info.data.species}
              disabled={play.shooting}
              reducedMotion={reducedMotion}
              mark={play.mark}
              onShoot={(fish) => play.shoot(fish, bet)}
            />
          </Flex>
          <Stack gap="2" px="3" pt="2" pb="max(12px, env(safe-area-inset-bottom))" w="full" maxW="520px" mx="auto">
            <Text textAlign="center" fontWeight="bold" minH="6" role="status" data-testid="shot-result" color={play.last?.shot.caught ? 'yellow.300' : 'whiteAlpha.800'}>
              {play.shooting
                ? 'กำลังยิง…'
                : play.last
                  ? play.last.shot.caught
                    ? `จับ${play.last.name}ได้! +${thbText(play.last.shot.win)}`
                    : `พลาด${play.last.name} เสีย ${bahtText(play.last.shot.bet)}`
                  : 'แตะปลาเพื่อยิง'}
            </Text>
            {play.refusal && (
              <Alert.Root status="error" rounded="lg" py="2" size="sm" data-testid="shot-error">
                <Alert.Indicator />
                <Alert.Title>{play.refusal}</Alert.Title>
              </Alert.Root>
            )}
            <CannonBets bets={info.data.bets} value={bet} onChange={play.setBet} />
          </Stack>
          <FishingInfoPanel
            session={session.session}
            info={info.data}
            fairness={play.fairness}
            last={play.last?.shot ?? null}
            shooting={play.shooting}
            open={panel}
            onClose={() => setPanel(false)}
            onRotated={play.setFairness}
          />
        </>
      )}
    </Flex>
  );
}
