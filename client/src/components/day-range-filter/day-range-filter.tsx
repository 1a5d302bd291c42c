/**
 * A list's date range (statement, cashback histories): two lists of Thai
 * Buddhist-era days (lib/thai-days.ts) and the range in words, or why it is
 * wrong. The range itself lives with the caller (in the address).
 */
import { Button, Field, Flex, NativeSelect, Stack, Text, type StackProps } from '@chakra-ui/react';
import { formatThaiDate } from '#shared/dates.js';
import { thaiDayOptions } from '#client/lib/thai-days.js';

/** How many past days the pickers offer (the rows are kept longer; the address may name an older day). */
const PICKER_DAYS = 90;

function DaySelect({ label, value, invalid, onChange }: { label: string; value: string | undefined; invalid?: boolean; onChange: (day: string) => void }) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)} h="11">
          <option value="">ไม่กำหนด</option>
          {thaiDayOptions(PICKER_DAYS, value).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface Props extends Omit<StackProps, 'filter' | 'onChange'> {
  filter: { from?: string; to?: string };
  rangeError: string | null;
  onChange: (patch: { from?: string | null; to?: string | null }) => void;
  /** Offer "ทุกวันที่" beside the pickers once a day is set; the statement has its own among its quick ranges. */
  clearable?: boolean;
}

export function DayRangeFilter({ filter, rangeError, onChange, clearable = false, ...rest }: Props) {
  return (
    <Stack gap="2" {...rest}>
      <Flex gap="2" align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <DaySelect label="ตั้งแต่วันที่" value={filter.from} invalid={rangeError !== null} onChange={(from) => onChange({ from })} />
        <DaySelect label="ถึงวันที่" value={filter.to} onChange={(to) => onChange({ to })} />
        {clearable && (filter.from || filter.to) && (
          <Button size="sm" minH="11" variant="ghost" colorPalette="accent" flexShrink={0} onClick={() => onChange({ from: null, to: null })}>
            ทุกวันที่
          </Button>
        )}
      </Flex>
      {rangeError ? (
        <Text fontSize="sm" color="red.300" role="alert">
          {rangeError}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="range-text">
          {filter.from || filter.to
            ? `ช่วงวันที่ ${filter.from ? formatThaiDate(filter.from) : 'เริ่มต้น'} ถึง ${filter.to ? formatThaiDate(filter.to) : 'ปัจจุบัน'}`
            : 'แสดงทุกวันที่'}
        </Text>
      )}
    </Stack>
  );
}
