/**
 * The match being played: both teams, the minute and the score, and each goal
 * as it comes. It plays back a result drawn at the commitment, one match
 * minute a second; between matches the last result stays on screen.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { LuGoal } from 'react-icons/lu';
import type { FootballMatch } from '#shared/games/football-api.js';
import { minuteText } from './format.js';

export function LiveMatch({ match }: { match: FootballMatch | null }) {
  if (!match) {
    return (
      <Box rounded="xl" bg="blackAlpha.400" p="4" textAlign="center" data-testid="live-match">
        <Text color="whiteAlpha.800">ยังไม่มีคู่ที่กำลังแข่ง รอคู่ถัดไปเริ่ม</Text>
      </Box>
    );
  }
  const score = match.score ?? { home: 0, away: 0 };
  const scorer = (side: 'home' | 'away') => (side === 'home' ? match.home.name : match.away.name);
  return (
    <Stack gap="2" rounded="xl" bg="blackAlpha.400" p="3" data-testid="live-match" aria-live="polite">
      <Text textAlign="center" fontSize="sm" color={match.status === 'live' ? 'yellow.300' : 'whiteAlpha.800'} fontWeight="bold" data-testid="live-minute">
        {match.status === 'live' ? 'กำลังแข่ง · ' : ''}
        {minuteText(match)}
      </Text>
      <Flex align="center" gap="2">
        <Text flex="1" textAlign="right" fontWeight="bold" lineClamp={2}>
          {match.home.name}
        </Text>
        <Text fontSize="3xl" fontWeight="black" fontVariantNumeric="tabular-nums" px="2" data-testid="live-score">
          {score.home} - {score.away}
        </Text>
        <Text flex="1" fontWeight="bold" lineClamp={2}>
          {match.away.name}
        </Text>
      </Flex>
      {match.events.length > 0 && (
        <Stack as="ol" gap="0.5" fontSize="sm" aria-label="ประตูที่ทำได้" data-testid="live-events">
          {match.events.map((event, i) => (
            <Text as="li" key={`${event.minute}-${event.side}-${i}`} listStyleType="none" textAlign={event.side === 'home' ? 'left' : 'right'}>
              <LuGoal aria-label="ประตู" style={{ display: 'inline', verticalAlign: '-0.125em', marginInlineEnd: '0.25rem' }} />
              นาทีที่ {event.minute} {scorer(event.side)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
