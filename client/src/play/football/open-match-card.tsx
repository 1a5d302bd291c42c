/** A match open for bets: its teams, the countdown to kick-off and the five prices, each a button that picks it for the slip. */
import { Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { FOOTBALL_SELECTION_TH, type FootballMatch, type FootballSelection } from '#shared/games/football-api.js';
import { kickoffText, oddsText, PRICE_BUTTONS } from './format.js';

export interface PricePick {
  match: FootballMatch;
  selection: FootballSelection;
}

export function OpenMatchCard({ match, now, picked, onPick }: { match: FootballMatch; now: number; picked: FootballSelection | null; onPick: (pick: PricePick) => void }) {
  const closed = now >= Date.parse(match.kickoff_at);
  return (
    <Stack as="article" gap="2" rounded="xl" bg="blackAlpha.400" p="3" data-testid={`match-${match.match_id}`}>
      <Flex justify="space-between" align="baseline" gap="2">
        <Text fontWeight="bold" lineClamp={2}>
          {match.home.name} <Text as="span" color="whiteAlpha.700">พบ</Text> {match.away.name}
        </Text>
        <Text fontSize="sm" color="yellow.300" flexShrink={0} fontVariantNumeric="tabular-nums" data-testid="kickoff-countdown">
          {kickoffText(match, now)}
        </Text>
      </Flex>
      <Grid templateColumns="repeat(5, minmax(0, 1fr))" gap="1.5">
        {PRICE_BUTTONS.map(({ selection, label }) => (
          <Button
            key={selection}
            minH="11"
            h="auto"
            py="1"
            px="1"
            flexDirection="column"
            gap="0"
            variant={picked === selection ? 'solid' : 'subtle'}
            colorPalette={picked === selection ? 'yellow' : 'gray'}
            disabled={closed}
            aria-pressed={picked === selection}
            aria-label={`${FOOTBALL_SELECTION_TH[selection]} ราคา ${oddsText(match.odds[selection])}`}
            onClick={() => onPick({ match, selection })}
          >
            <Text as="span" fontSize="xs">
              {label}
            </Text>
            <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {oddsText(match.odds[selection])}
            </Text>
          </Button>
        ))}
      </Grid>
    </Stack>
  );
}
