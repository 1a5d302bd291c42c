import { Badge, Box, Button, CloseButton, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { BET_TYPE_INFO, BET_TYPES } from '#shared/api/lotto/rounds.js';
import { itemKey, type PickedItem, type RestrictedIndex } from '../bet-entry.js';
import { rateText } from '../format.js';

/** The numbers picked so far, by bet type, each removable; reduced numbers show their rate. */
export function PickedList({
  items,
  restricted,
  onRemove,
  onClear,
}: {
  items: readonly PickedItem[];
  restricted: RestrictedIndex;
  onRemove: (key: string) => void;
  onClear: () => void;
}) {
  const groups = BET_TYPES.map((type) => ({ type, list: items.filter((i) => i.bet_type === type) })).filter((g) => g.list.length > 0);
  return (
    <Stack gap="3" as="section" aria-labelledby="picked-heading">
      <HStack justify="space-between">
        <Text id="picked-heading" fontWeight="bold">
          เลขที่เลือก ({items.length} รายการ)
        </Text>
        {items.length > 0 && (
          <Button size="sm" variant="ghost" colorPalette="red" minH="11" onClick={onClear}>
            ล้างทั้งหมด
          </Button>
        )}
      </HStack>
      {items.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          ยังไม่ได้เลือกเลข กดตัวเลขด้านบนเพื่อเพิ่ม
        </Text>
      )}
      {groups.map(({ type, list }) => (
        <Box key={type}>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {BET_TYPE_INFO[type].label} ({list.length})
          </Text>
          <Flex gap="2" wrap="wrap" as="ul" listStyleType="none">
            {list.map((item) => {
              const reduced = restricted.get(itemKey(item));
              return (
                <Flex as="li" key={item.number} align="center" gap="1" pl="3" rounded="full" bg="bg.raised" borderWidth="1px" borderColor="border.subtle">
                  <Text as="span" fontWeight="bold" fontSize="lg">
                    {item.number}
                  </Text>
                  {reduced?.kind === 'reduced' && (
                    <Badge colorPalette="orange" size="sm">
                      {reduced.rate !== null ? `จ่าย ${rateText(reduced.rate)}` : 'จ่ายลดลง'}
                    </Badge>
                  )}
                  <CloseButton
                    color="fg.muted"
                    size="sm"
                    minW="11"
                    minH="11"
                    rounded="full"
                    aria-label={`ลบเลข ${item.number} ${BET_TYPE_INFO[type].label}`}
                    onClick={() => onRemove(itemKey(item))}
                  />
                </Flex>
              );
            })}
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
