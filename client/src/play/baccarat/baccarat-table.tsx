/**
 * A live baccarat table in the launcher frame, phone first: the table's name,
 * balance and shoe on top, the countdown and the hand, the member's outcome,
 * the roads, the shoe's whole commitment and the payout rules, the revealed
 * shoes to check (loaded when opened), then the chips and the betting areas
 * at thumb reach. The table deals on the provider's clock whether anyone
 * watches or not; this page only shows it (refreshed every second) and places
 * bets on the hand open.
 */
import { Alert, Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useReducedMotion } from 'framer-motion';
import { thbText } from '#client/lib/money-text.js';
import { BetBoard } from './bet-board.js';
import { ChipRow } from './chip-row.js';
import { phaseText } from '#client/game-data/baccarat-phase.js';
import { short } from './format.js';
import { HandCards } from './hand-cards.js';
import { RevealedShoesPanel } from './revealed-shoes-panel.js';
import { ShoeRules } from './shoe-rules.js';
import { TableRoads } from './table-roads.js';
import { useTablePlay, type TableSession } from './use-table-play.js';

export function BaccaratTable({ session, code }: { session: TableSession; code: string }) {
  const reducedMotion = useReducedMotion() ?? false;
  const play = useTablePlay(session, code);
  const demo = session.mode === 'demo';
  const view = play.view;

  return (
    <Flex direction="column" flex="1" minH="0" bg="linear-gradient(180deg, #062a14 0%, #02100a 100%)" color="white" data-testid="baccarat-table">
      <Flex align="center" gap="2" px="3" py="2">
        <Stack gap="0" flex="1" minW="0">
          <Flex align="center" gap="2">
            <Text as="h1" fontWeight="bold" fontSize="lg" truncate>
              {view?.table.name ?? 'บาคาร่า'}
            </Text>
            {demo && <Badge colorPalette="yellow">ทดลองเล่น</Badge>}
          </Flex>
          <Text fontSize="sm" color="whiteAlpha.800">
            {demo ? 'เครดิตทดลอง' : 'ยอดเงิน'}{' '}
            <Text as="b" color="white" fontVariantNumeric="tabular-nums" data-testid="balance">
              {thbText(view?.balance ?? session.balance)}
            </Text>
          </Text>
        </Stack>
        {view && (
          <Stack gap="0" align="end" fontSize="xs" color="whiteAlpha.700" fontVariantNumeric="tabular-nums" minW="0">
            <Text color="white" fontWeight="bold" data-testid="hand-no">
              ตาที่ {view.table.hand_no}
            </Text>
            <Text data-testid="shoe">
              ขอน {short(view.table.shoe.id)}
            </Text>
          </Stack>
        )}
      </Flex>

      {!view ? (
        play.query.isError ? (
          <Alert.Root status="error" m="3" rounded="lg" w="auto" data-testid="table-error">
            <Alert.Indicator />
            <Alert.Title>{play.query.error.message}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="3" p="3" aria-busy="true" aria-label="กำลังโหลดโต๊ะ">
            <Skeleton h="8" rounded="lg" />
            <Skeleton h="32" rounded="xl" />
            <Skeleton h="40" rounded="lg" />
          </Stack>
        )
      ) : (
        <>
          <Stack gap="3" flex="1" minH="0" overflowY="auto" px="3" pb="2" w="full" maxW="520px" mx="auto">
            <Text textAlign="center" fontWeight="bold" fontSize="lg" color={play.open ? 'yellow.300' : 'white'} role="status" data-testid="phase">
              {phaseText(view.table, play.now)}
            </Text>
            <HandCards
              hand={view.table.last_hand}
              turned={play.turned}
              reducedMotion={reducedMotion}
              previous={view.table.last_hand !== null && view.table.last_hand.hand_no !== view.table.hand_no}
            />
            {play.outcome && (
              <Text textAlign="center" fontWeight="bold" fontSize="lg" color={play.outcome.startsWith('ได้รับ') ? 'green.300' : 'red.300'} data-testid="my-outcome">
                {play.outcome}
              </Text>
            )}
            <Box rounded="lg" bg="blackAlpha.400" p="2">
              <TableRoads results={view.table.results} />
            </Box>
            <ShoeRules commitment={view.table.shoe.commitment} />
            <RevealedShoesPanel code={code} shoe={view.table.shoe.id} />
          </Stack>

          <Stack gap="2" px="3" pt="2" pb="max(12px, env(safe-area-inset-bottom))" bg="blackAlpha.500" w="full" maxW="520px" mx="auto" roundedTop="xl">
            {play.refusal && (
              <Alert.Root status="error" rounded="lg" py="2" size="sm" data-testid="bet-error">
                <Alert.Indicator />
                <Alert.Title>{play.refusal}</Alert.Title>
              </Alert.Root>
            )}
            <ChipRow value={play.chip} onChange={play.setChip} />
            <BetBoard totals={view.table.totals} mine={play.mine} disabled={!play.open || play.betting} onBet={play.place} />
          </Stack>
        </>
      )}
    </Flex>
  );
}
