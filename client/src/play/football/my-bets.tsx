/** The member's bets, newest first: match, selection and price, stake, and open / won / lost with what it returned. */
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { FootballBet } from '#shared/games/football-api.js';
import { thbText } from '#client/lib/money-text.js';
import { BET_STATUS_TH, oddsText, SELECTION_SHORT } from './format.js';

const TINT: Record<FootballBet['status'], string> = { open: 'gray', won: 'green', lost: 'red' };

export function MyBets({ bets }: { bets: readonly FootballBet[] | undefined }) {
  return (
    <Stack gap="2" as="section" aria-labelledby="football-my-bets" data-testid="my-bets">
      <Text as="h2" id="football-my-bets" fontWeight="bold">
        เดิมพันของฉัน
      </Text>
      {!bets || bets.length === 0 ? (
        <Text fontSize="sm" color="whiteAlpha.700">
          ยังไม่มีเดิมพัน
        </Text>
      ) : (
        <Stack as="ul" gap="1.5">
          {bets.map((bet) => (
            <Flex as="li" key={bet.bet_id} listStyleType="none" gap="2" align="center" rounded="lg" bg="blackAlpha.400" px="3" py="2" fontSize="sm">
              <Stack gap="0" flex="1" minW="0">
                <Text lineClamp={1}>
                  {bet.home} พบ {bet.away}
                </Text>
                <Text color="whiteAlpha.800">
                  {SELECTION_SHORT[bet.selection]} @ {oddsText(bet.odds)} · แทง {thbText(bet.stake)}
                </Text>
              </Stack>
              <Stack gap="0" align="end">
                <Badge colorPalette={TINT[bet.status]}>{BET_STATUS_TH[bet.status]}</Badge>
                {bet.returned !== null && bet.returned > 0 && <Text color="green.300">ได้รับ {thbText(bet.returned)}</Text>}
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
