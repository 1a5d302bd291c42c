/** A shoe's counts (or every shoe's): hands, each result and the pairs. */
import { Box, Flex, Text } from '@chakra-ui/react';
import type { SoothCounts } from '#shared/api/sooth.js';
import { ROAD_COLOUR } from './road-cells.js';

const ITEMS: { key: keyof SoothCounts; label: string; colour?: string }[] = [
  { key: 'banker', label: 'เจ้ามือ', colour: ROAD_COLOUR.red },
  { key: 'player', label: 'ผู้เล่น', colour: ROAD_COLOUR.blue },
  { key: 'tie', label: 'เสมอ', colour: ROAD_COLOUR.green },
  { key: 'banker_pair', label: 'คู่เจ้ามือ' },
  { key: 'player_pair', label: 'คู่ผู้เล่น' },
  { key: 'hands', label: 'รวม' },
];

export function ShoeCounts({ counts, label }: { counts: SoothCounts; label: string }) {
  return (
    <Flex as="dl" gap="1.5" wrap="wrap" aria-label={label} data-testid="shoe-counts">
      {ITEMS.map(({ key, label: name, colour }) => (
        <Flex key={key} align="baseline" gap="1" px="2" py="1" rounded="md" bg="bg.raised" fontSize="sm" data-testid={`count-${key}`}>
          {colour && <Box w="2" h="2" rounded="full" flexShrink={0} style={{ background: colour }} aria-hidden />}
          <Text as="dt" color="fg.muted">
            {name}
          </Text>
          <Text as="dd" fontWeight="bold" fontVariantNumeric="tabular-nums">
            {counts[key]}
            {key === 'hands' ? ' ตา' : ''}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
