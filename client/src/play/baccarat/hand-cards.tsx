/**
 * The hand on the table: the player's cards on the left (blue), the banker's
 * on the right (red), each side's total under them. `turned` says how many
 * cards (in dealing order) are face up; each turns over as it comes, or
 * appears at once when the member prefers reduced motion. While the next
 * hand takes bets the felt still holds the hand before it: `previous` says
 * so in words and dims it, so it is never read as the hand being bet on.
 */
import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { BaccaratHand } from '#shared/games/baccarat-api.js';
import { resultText } from '#client/game-data/baccarat-phase.js';
import { cardText } from '#client/game-data/card-text.js';
import { dealOrder, shownTotal, type DealSide } from './deal-order.js';

const SIDE = {
  player: { label: 'ผู้เล่น', colour: 'blue.300', edge: '#2563eb' },
  banker: { label: 'เจ้ามือ', colour: 'red.300', edge: '#dc2626' },
} as const;

export function HandCards({ hand, turned, reducedMotion, previous = false }: { hand: BaccaratHand | null; turned: number; reducedMotion: boolean; previous?: boolean }) {
  if (!hand) {
    return (
      <Text textAlign="center" color="whiteAlpha.700" fontSize="sm" py="6" data-testid="hand">
        ขอนใหม่ ยังไม่ได้แจกตาแรก
      </Text>
    );
  }
  const up = new Set(dealOrder(hand).slice(0, turned).map(([side, i]) => `${side}:${i}`));
  const felt = (
    <Grid templateColumns="1fr 1fr" gap="3" data-testid="hand" data-hand={hand.hand_no} opacity={previous ? 0.5 : 1}>
      {(['player', 'banker'] as const).map((side) => {
        const cards = side === 'player' ? hand.player_cards : hand.banker_cards;
        const shown = cards.filter((_, i) => up.has(`${side}:${i}`));
        const won = shown.length === cards.length && turned >= dealOrder(hand).length && hand.winner === side;
        return (
          <Stack key={side} gap="1" align="center" p="2" rounded="lg" borderWidth="2px" borderColor={won ? 'yellow.300' : SIDE[side].edge} bg="blackAlpha.400">
            <Text fontSize="sm" fontWeight="bold" color={SIDE[side].colour}>
              {SIDE[side].label}
            </Text>
            <Flex gap="1" minH="14" as="ul" listStyleType="none" aria-label={`ไพ่${SIDE[side].label}`}>
              {cards.map((card, i) => (
                <PlayingCard key={`${hand.hand_no}:${i}`} card={card} up={up.has(`${side}:${i}`)} side={side} reducedMotion={reducedMotion} />
              ))}
            </Flex>
            <Text fontVariantNumeric="tabular-nums" fontSize="lg" fontWeight="bold" data-testid={`total-${side}`}>
              {shown.length > 0 ? `${shownTotal(shown)} แต้ม` : '-'}
            </Text>
          </Stack>
        );
      })}
    </Grid>
  );
  if (!previous) return felt;
  return (
    <Stack gap="1.5" role="group" aria-label="ไพ่ตาที่แล้ว" data-testid="previous-hand">
      <Text textAlign="center" fontSize="sm" color="whiteAlpha.800" data-testid="previous-hand-label">
        ตาที่แล้ว (ตาที่ {hand.hand_no}) · {resultText(hand.winner)}
      </Text>
      {felt}
    </Stack>
  );
}

function PlayingCard({ card, up, side, reducedMotion }: { card: string; up: boolean; side: DealSide; reducedMotion: boolean }) {
  const { text, red } = cardText(card);
  return (
    <Box as="li" w="9" h="14" style={{ perspective: 400 }} aria-label={up ? text : 'ไพ่คว่ำ'}>
      {/* A CSS transition, not a motion component: the face a card ends on must never depend on an animation having run. */}
      <div
        style={{
          width: '100%',
          height: '100%',
          transformStyle: 'preserve-3d',
          position: 'relative',
          transform: `rotateY(${up ? 0 : 180}deg)`,
          transition: reducedMotion ? 'none' : 'transform 0.4s ease-out',
        }}
      >
        <Flex
          position="absolute"
          inset="0"
          align="center"
          justify="center"
          rounded="md"
          bg="white"
          color={red ? 'red.600' : 'gray.900'}
          fontWeight="bold"
          fontSize="sm"
          style={{ backfaceVisibility: 'hidden' }}
          aria-hidden
        >
          {up ? text : ''}
        </Flex>
        <Box
          position="absolute"
          inset="0"
          rounded="md"
          borderWidth="2px"
          borderColor="whiteAlpha.700"
          bg={side === 'player' ? 'blue.800' : 'red.800'}
          style={{ backfaceVisibility: 'hidden', transform: 'rotateY(180deg)' }}
          aria-hidden
        />
      </div>
    </Box>
  );
}
