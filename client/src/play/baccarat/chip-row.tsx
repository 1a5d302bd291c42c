/** The chips (BACCARAT_CHIPS_THB): one is chosen at a time; a tap on an area bets it. */
import { chakra, Flex } from '@chakra-ui/react';
import { BACCARAT_CHIPS_THB } from '#shared/games/baccarat-api.js';
import { bahtText } from '#client/lib/money-text.js';
import { countText } from '#client/lib/thai/format.js';

export type Chip = (typeof BACCARAT_CHIPS_THB)[number];

const COLOUR: Record<Chip, string> = { 10: 'gray.500', 50: 'red.500', 100: 'blue.500', 500: 'purple.500', 1000: 'orange.500', 5000: 'teal.500' };

export function ChipRow({ value, onChange }: { value: Chip; onChange: (chip: Chip) => void }) {
  return (
    <Flex gap="1.5" justify="space-between" role="group" aria-label="เลือกชิป">
      {BACCARAT_CHIPS_THB.map((chip) => (
        <chakra.button
          type="button"
          key={chip}
          aria-label={`ชิป ${bahtText(chip)}`}
          aria-pressed={chip === value}
          onClick={() => onChange(chip)}
          w="12"
          h="12"
          flexShrink={0}
          rounded="full"
          bg={COLOUR[chip]}
          color="white"
          fontWeight="bold"
          fontSize={chip >= 1000 ? '2xs' : 'sm'}
          borderWidth="3px"
          borderStyle="dashed"
          borderColor={chip === value ? 'yellow.300' : 'whiteAlpha.700'}
          boxShadow={chip === value ? '0 0 0 3px rgba(250, 204, 21, 0.6)' : undefined}
          transform={chip === value ? 'translateY(-3px)' : undefined}
        >
          {countText(chip)}
        </chakra.button>
      ))}
    </Flex>
  );
}
