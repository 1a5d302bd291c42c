/**
 * A home section of games in one horizontal row: a CSS scroll-snap strip
 * (lighter than a carousel library, and swipes natively on a phone).
 */
import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Game } from '#shared/api/games.js';
import { useLaunchGame } from '../launcher/use-launch-game.js';
import { GameTile } from './game-tile.js';

export function GameRow({ title, games, source, action }: { title: string; games: Game[]; source: string; action?: ReactNode }) {
  const launch = useLaunchGame();
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {action}
      </HStack>
      <HStack
        as="ul"
        listStyleType="none"
        gap="2"
        // Every tile as tall as the tallest (a live table's strip, a demo button, a two-line phase):
        // their tops, names and buttons line up.
        alignItems="stretch"
        overflowX="auto"
        pb="1"
        css={{ scrollSnapType: 'x mandatory', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {games.map((game) => (
          <Box as="li" key={game.id} display="flex" flexDirection="column" flex="0 0 auto" w={{ base: '30%', sm: '22%', md: '16%', lg: '13%' }} minW="28" css={{ scrollSnapAlign: 'start' }}>
            <GameTile
              game={game}
              onPlay={() => launch(game, { source })}
              onDemo={() => launch(game, { source, demo: true })}
            />
          </Box>
        ))}
      </HStack>
    </Stack>
  );
}
