/** The last hand dealt: both sides' cards and totals, and who won. */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { SoothHand } from '#shared/api/sooth.js';
import { cardText } from '#client/game-data/card-text.js';
import { WINNER_TH } from '#client/game-data/baccarat-phase.js';

export function LastHand({ hand }: { hand: SoothHand | null }) {
  if (!hand) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="last-hand">
        ขอนใหม่ ยังไม่ได้แจกตาแรก
      </Text>
    );
  }
  const result = hand.winner === 'tie' ? 'เสมอ' : `${WINNER_TH[hand.winner]}ชนะ`;
  return (
    <Stack gap="1" fontSize="sm" data-testid="last-hand">
      <Text fontWeight="bold">
        ตาล่าสุด ตาที่ <Box as="span" fontVariantNumeric="tabular-nums">{hand.hand_no}</Box> · {result}
      </Text>
      <Side label="ผู้เล่น" cards={hand.player_cards} total={hand.player_total} colour="blue.300" won={hand.winner === 'player'} />
      <Side label="เจ้ามือ" cards={hand.banker_cards} total={hand.banker_total} colour="red.300" won={hand.winner === 'banker'} />
    </Stack>
  );
}

/** `colour`: a light shade of the side's road colour, readable on the dark card. */
function Side({ label, cards, total, colour, won }: { label: string; cards: string[]; total: number; colour: string; won: boolean }) {
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid="last-hand-side">
      <Text w="14" flexShrink={0} color={colour} fontWeight={won ? 'bold' : 'normal'}>
        {label}
      </Text>
      <Flex gap="1" as="ul" listStyleType="none" aria-label={`ไพ่${label}`}>
        {cards.map((card, i) => {
          const { text, red } = cardText(card);
          return (
            <Box as="li" key={i} px="1.5" py="0.5" rounded="sm" bg="white" color={red ? 'red.600' : 'gray.900'} fontWeight="bold" fontVariantNumeric="tabular-nums">
              {text}
            </Box>
          );
        })}
      </Flex>
      <Text fontVariantNumeric="tabular-nums" fontWeight={won ? 'bold' : 'normal'}>
        = {total} แต้ม
      </Text>
    </Flex>
  );
}
