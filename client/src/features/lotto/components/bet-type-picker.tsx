import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BET_TYPE_INFO, type BetType } from '#shared/api/lotto/rounds.js';
import { rateText } from '../format.js';

const GROUP_LABEL: Record<number, string> = { 3: 'สามตัว', 2: 'สองตัว', 1: 'เลขวิ่ง' };

/**
 * The category's bet types as toggles, grouped by digit count. Several types
 * of the same length can be on at once (a number goes in under each); picking
 * a type of another length starts a new selection.
 */
export function BetTypePicker({
  betTypes,
  selected,
  rates,
  onChange,
}: {
  betTypes: readonly BetType[];
  selected: readonly BetType[];
  rates: ReadonlyMap<BetType, number>;
  onChange: (next: BetType[]) => void;
}) {
  const groups = [3, 2, 1]
    .map((digits) => ({ digits, types: betTypes.filter((t) => BET_TYPE_INFO[t].digits === digits) }))
    .filter((g) => g.types.length > 0);

  const toggle = (type: BetType) => {
    const digits = BET_TYPE_INFO[type].digits;
    const sameLength = selected.filter((t) => BET_TYPE_INFO[t].digits === digits);
    if (sameLength.length !== selected.length || sameLength.length === 0) return onChange([type]);
    if (selected.includes(type)) {
      if (selected.length > 1) onChange(selected.filter((t) => t !== type));
      return;
    }
    onChange(betTypes.filter((t) => t === type || selected.includes(t)));
  };

  return (
    <Stack gap="3" role="group" aria-label="ประเภทการแทง">
      {groups.map(({ digits, types }) => (
        <Stack key={digits} gap="1.5">
          <Text fontSize="sm" color="fg.muted">
            {GROUP_LABEL[digits]}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
            {types.map((type) => {
              const on = selected.includes(type);
              const rate = rates.get(type);
              return (
                <Button
                  key={type}
                  aria-pressed={on}
                  onClick={() => toggle(type)}
                  variant={on ? 'solid' : 'outline'}
                  colorPalette="brand"
                  minH="12"
                  flexDirection="column"
                  gap="0"
                  py="1.5"
                  h="auto"
                >
                  <Text as="span" fontWeight="bold">
                    {BET_TYPE_INFO[type].label}
                  </Text>
                  {rate !== undefined && (
                    <Text as="span" fontSize="xs" fontWeight="normal" opacity={0.85}>
                      บาทละ {rateText(rate)}
                    </Text>
                  )}
                </Button>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
