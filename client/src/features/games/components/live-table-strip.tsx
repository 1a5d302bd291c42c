/**
 * A live table on its lobby or home tile (docs/decisions/0040): its phase with the
 * countdown on the provider's clock, and its last results as a bead strip,
 * kept live by the table's topic. A table nobody looks at costs nothing: the
 * strip subscribes only while its tile is on screen.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import type { BaccaratTable } from '#shared/games/baccarat-api.js';
import { useLiveTable } from '#client/game-data/baccarat-live-table.js';
import { phaseText } from '#client/game-data/baccarat-phase.js';
import { useTableNow } from '#client/game-data/use-table-now.js';

/** Enough for a tile's width at 390 px, two columns. */
const SHOWN_RESULTS = 10;

const BEAD = {
  banker: { letter: 'จ', bg: 'red.500', name: 'เจ้ามือ' },
  player: { letter: 'ผ', bg: 'blue.500', name: 'ผู้เล่น' },
  tie: { letter: 'ส', bg: 'green.500', name: 'เสมอ' },
} as const;

function BeadStrip({ results }: { results: BaccaratTable['results'] }) {
  const shown = results.slice(-SHOWN_RESULTS);
  const spoken = shown.map((result) => BEAD[result.winner].name).join(' ');
  return (
    <HStack gap="0.5" aria-label={shown.length > 0 ? `ผลล่าสุด ${spoken}` : 'ยังไม่มีผลในขอนนี้'} role="img" minH="4">
      {shown.map((result, index) => (
        <Box
          key={index}
          aria-hidden
          boxSize="4"
          rounded="full"
          bg={BEAD[result.winner].bg}
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="1"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {BEAD[result.winner].letter}
        </Box>
      ))}
    </HStack>
  );
}

export function LiveTableStrip({ code }: { code: string }) {
  const live = useLiveTable(code).data;
  const now = useTableNow(live?.offsetMs ?? 0, live?.server_time);
  if (!live) return null;
  const betting = live.table.phase === 'betting';
  return (
    <Box px="0.5" data-testid="live-table-strip">
      <HStack gap="1" mb="1">
        <Box boxSize="2" rounded="full" bg={betting ? 'green.500' : 'orange.400'} aria-hidden />
        <Text fontSize="xs" fontWeight="medium" color={betting ? 'green.fg' : 'fg.muted'} data-testid="live-table-phase">
          {phaseText(live.table, now)}
        </Text>
      </HStack>
      <BeadStrip results={live.table.results} />
    </Box>
  );
}
