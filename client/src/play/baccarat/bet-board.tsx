/**
 * The five betting areas: the pairs and the tie on top, player and banker
 * big at thumb reach. Each shows its odds, everyone's stake on the hand
 * (amounts only) and the member's own; a tap bets the chosen chip there.
 */
import { chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { BET_SIDE_TH } from '#shared/games/baccarat-api.js';
import type { BetSide } from '#shared/games/baccarat/payouts.js';
import { thbText } from '#client/lib/money-text.js';

const ODDS: Record<BetSide, string> = {
  player: '1:1',
  tie: '8:1',
  banker: '1:1 หักค่าคอม 5%',
  player_pair: '11:1',
  banker_pair: '11:1',
};

const TINT: Record<BetSide, string> = {
  player: 'blue.700',
  banker: 'red.700',
  tie: 'green.700',
  player_pair: 'blue.900',
  banker_pair: 'red.900',
};

type Stakes = Partial<Record<BetSide, number>>;

export function BetBoard({ totals, mine, disabled, onBet }: { totals: Stakes; mine: Stakes; disabled: boolean; onBet: (side: BetSide) => void }) {
  const area = (side: BetSide, big: boolean) => (
    <Area key={side} side={side} big={big} total={totals[side] ?? 0} mine={mine[side] ?? 0} disabled={disabled} onBet={onBet} />
  );
  return (
    <Stack gap="2" data-testid="bet-board">
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
        {area('player_pair', false)}
        {area('tie', false)}
        {area('banker_pair', false)}
      </Grid>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
        {area('player', true)}
        {area('banker', true)}
      </Grid>
    </Stack>
  );
}

function Area({ side, big, total, mine, disabled, onBet }: { side: BetSide; big: boolean; total: number; mine: number; disabled: boolean; onBet: (side: BetSide) => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={`แทง${BET_SIDE_TH[side]} ${ODDS[side]}`}
      disabled={disabled}
      onClick={() => onBet(side)}
      data-testid={`area-${side}`}
      minH={big ? '24' : '20'}
      p="2"
      rounded="lg"
      borderWidth="2px"
      borderColor={mine > 0 ? 'yellow.300' : 'whiteAlpha.400'}
      bg={TINT[side]}
      color="white"
      textAlign="center"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
      _active={disabled ? undefined : { transform: 'scale(0.97)' }}
    >
      <Text fontWeight="bold" fontSize={big ? 'lg' : 'sm'}>
        {BET_SIDE_TH[side]}
      </Text>
      <Text fontSize="xs" color="whiteAlpha.800">
        {ODDS[side]}
      </Text>
      <Text fontSize="xs" color="whiteAlpha.800" fontVariantNumeric="tabular-nums" data-testid={`total-bets-${side}`}>
        รวม {thbText(total)}
      </Text>
      <Text fontSize="sm" fontWeight="bold" color="yellow.300" fontVariantNumeric="tabular-nums" data-testid={`my-${side}`}>
        {mine > 0 ? `ของคุณ ${thbText(mine)}` : '\u00a0'}
      </Text>
    </chakra.button>
  );
}
