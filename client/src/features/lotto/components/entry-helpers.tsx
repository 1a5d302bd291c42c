import { useState } from 'react';
import { Box, Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { doubles, triples, winDigits } from '#shared/lotto/bet-helpers.js';
import { modeLabel, modesFor, type EntryMode } from '../bet-entry.js';

/** How the pad reads an entry: plain, 6 กลับ, กลับ 2 ตัว, 19 ประตู, รูดหน้า, รูดหลัง. */
export function EntryModePicker({
  digits,
  mode,
  disabled,
  onChange,
}: {
  digits: number;
  mode: EntryMode;
  disabled?: boolean;
  onChange: (mode: EntryMode) => void;
}) {
  const modes = modesFor(digits);
  if (modes.length < 2) return null;
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label="ตัวช่วยกดเลข">
      {modes.map((m) => (
        <Button
          key={m}
          size="sm"
          minH="11"
          px="4"
          rounded="full"
          variant={m === mode ? 'solid' : 'outline'}
          colorPalette={m === mode ? 'brand' : 'accent'}
          aria-pressed={m === mode}
          disabled={disabled}
          onClick={() => onChange(m)}
        >
          {modeLabel(m)}
        </Button>
      ))}
    </Flex>
  );
}

/** One-tap sets: เลขเบิ้ล for two digits, เลขตอง for three. */
export function QuickSets({ digits, disabled, onAdd }: { digits: number; disabled?: boolean; onAdd: (numbers: string[]) => void }) {
  if (digits === 1) return null;
  return (
    <Flex gap="2" wrap="wrap">
      {digits === 2 && (
        <Button size="sm" minH="11" variant="subtle" colorPalette="brand" disabled={disabled} onClick={() => onAdd(doubles())}>
          + เลขเบิ้ล (00–99)
        </Button>
      )}
      {digits === 3 && (
        <Button size="sm" minH="11" variant="subtle" colorPalette="brand" disabled={disabled} onClick={() => onAdd(triples())}>
          + เลขตอง (000–999)
        </Button>
      )}
    </Flex>
  );
}

const ALL_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** วิน: pick digits, get every number of this length made from them. */
export function WinPicker({ digits, disabled, onAdd }: { digits: number; disabled?: boolean; onAdd: (numbers: string[]) => void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const [withDoubles, setWithDoubles] = useState(false);
  if (digits !== 2 && digits !== 3) return null;
  const numbers = winDigits(picked, digits, { includeDoubles: withDoubles });
  return (
    <Stack gap="2" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="3">
      <Text fontWeight="medium">วินเลข {digits} ตัว</Text>
      <Text fontSize="sm" color="fg.muted">
        เลือกเลขที่ต้องการ ระบบจะจับคู่เป็นเลข {digits} หลักทุกแบบ
      </Text>
      <Box display="grid" gridTemplateColumns="repeat(5, 1fr)" gap="2" role="group" aria-label="เลขที่ใช้วิน">
        {ALL_DIGITS.map((d) => {
          const on = picked.includes(d);
          return (
            <Button
              key={d}
              minH="11"
              fontSize="lg"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'brand' : 'accent'}
              aria-pressed={on}
              aria-label={`วินเลข ${d}`}
              disabled={disabled}
              onClick={() => setPicked(on ? picked.filter((x) => x !== d) : [...picked, d])}
            >
              {d}
            </Button>
          );
        })}
      </Box>
      <Checkbox.Root checked={withDoubles} onCheckedChange={(e) => setWithDoubles(e.checked === true)} disabled={disabled} minH="11">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{digits === 2 ? 'รวมเลขเบิ้ล' : 'รวมเลขเบิ้ลและเลขตอง'}</Checkbox.Label>
      </Checkbox.Root>
      <Button
        minH="11"
        colorPalette="brand"
        variant="subtle"
        disabled={disabled || numbers.length === 0}
        onClick={() => {
          onAdd(numbers);
          setPicked([]);
        }}
      >
        เพิ่มเลขวิน {numbers.length > 0 ? `(${numbers.length} เลข)` : ''}
      </Button>
    </Stack>
  );
}
