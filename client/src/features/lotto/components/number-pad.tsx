import { Box, Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { LuDelete } from 'react-icons/lu';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * Big-button pad: the entry so far in boxes, digits, erase and clear. The
 * parent decides what a complete entry does (it adds numbers and empties it).
 */
export function NumberPad({
  entry,
  length,
  disabled,
  onDigit,
  onErase,
  onClear,
}: {
  entry: string;
  length: number;
  disabled?: boolean;
  onDigit: (digit: string) => void;
  onErase: () => void;
  onClear: () => void;
}) {
  const key = (digit: string) => (
    <Button
      key={digit}
      onClick={() => onDigit(digit)}
      disabled={disabled}
      h="14"
      fontSize="2xl"
      fontWeight="bold"
      variant="outline"
      colorPalette="accent"
      bg="bg.raised"
      color="fg.default"
      _active={{ bg: 'brand.subtle' }}
      aria-label={`เลข ${digit}`}
    >
      {digit}
    </Button>
  );
  return (
    <Box>
      <Flex justify="center" gap="2" mb="3" aria-live="polite" aria-label={`เลขที่กำลังกด ${entry || 'ยังไม่มี'}`} data-testid="pad-entry">
        {Array.from({ length }, (_, i) => (
          <Flex
            key={i}
            w="12"
            h="14"
            align="center"
            justify="center"
            rounded="lg"
            borderWidth="2px"
            borderColor={i === entry.length ? 'brand.solid' : 'border.subtle'}
            bg="bg.raised"
          >
            <Text fontSize="3xl" fontWeight="bold" color="brand.fg">
              {entry[i] ?? ''}
            </Text>
          </Flex>
        ))}
      </Flex>
      <SimpleGrid columns={3} gap="2">
        {KEYS.map(key)}
        <Button onClick={onClear} disabled={disabled || entry.length === 0} h="14" variant="outline" colorPalette="red" fontSize="md">
          ล้าง
        </Button>
        {key('0')}
        <Button onClick={onErase} disabled={disabled || entry.length === 0} h="14" variant="outline" colorPalette="accent" aria-label="ลบตัวเลขล่าสุด" fontSize="xl">
          <LuDelete />
        </Button>
      </SimpleGrid>
    </Box>
  );
}
