/** The total bet: − / + through the offered bets (SLOT_BETS_THB), or straight from the list. */
import { Flex, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { bahtText } from '#client/lib/money-text.js';

export function BetChooser({ bets, value, disabled, onChange }: { bets: readonly number[]; value: number; disabled: boolean; onChange: (thb: number) => void }) {
  const index = bets.indexOf(value);
  return (
    <Flex direction="column" gap="1" minW="0">
      <Text fontSize="xs" color="fg.muted" textAlign="center">
        เดิมพันต่อครั้ง (20 ไลน์)
      </Text>
      <Flex align="center" gap="1">
        <IconButton aria-label="ลดเดิมพัน" variant="outline" size="lg" disabled={disabled || index <= 0} onClick={() => onChange(bets[index - 1] ?? value)}>
          <LuMinus />
        </IconButton>
        <NativeSelect.Root size="lg" disabled={disabled} minW="0" flex="1">
          <NativeSelect.Field
            aria-label="เลือกเดิมพัน"
            value={String(value)}
            onChange={(event) => onChange(Number(event.currentTarget.value))}
            textAlign="center"
            fontWeight="bold"
            data-testid="bet"
          >
            {bets.map((bet) => (
              <option key={bet} value={bet}>
                {bahtText(bet)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <IconButton aria-label="เพิ่มเดิมพัน" variant="outline" size="lg" disabled={disabled || index >= bets.length - 1} onClick={() => onChange(bets[index + 1] ?? value)}>
          <LuPlus />
        </IconButton>
      </Flex>
    </Flex>
  );
}
