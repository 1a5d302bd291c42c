/** Birth date as three selects: day, Thai month, Buddhist-era year. */
import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { BE_OFFSET, birthYearOptions, daysInMonth, THAI_MONTHS, type BirthDateParts } from './birth-date.js';

interface BirthDateFieldProps {
  value: BirthDateParts;
  onChange: (value: BirthDateParts) => void;
  error?: string | undefined;
  label?: string;
}

function PartSelect({
  label,
  value,
  placeholder,
  options,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root flex="1">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function BirthDateField({ value, onChange, error, label = 'วันเกิด' }: BirthDateFieldProps) {
  const days = daysInMonth(value.month, value.year);
  const years = birthYearOptions();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack w="full" gap="2">
        <PartSelect
          label="วันที่เกิด"
          placeholder="วัน"
          value={value.day}
          options={Array.from({ length: days }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
          onChange={(day) => onChange({ ...value, day })}
        />
        <PartSelect
          label="เดือนเกิด"
          placeholder="เดือน"
          value={value.month}
          options={THAI_MONTHS.map((name, index) => ({ value: String(index + 1), label: name }))}
          onChange={(month) => onChange({ ...value, month })}
        />
        <PartSelect
          label="ปีเกิด (พ.ศ.)"
          placeholder="ปี พ.ศ."
          value={value.year}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          onChange={(year) => onChange({ ...value, year })}
        />
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>ปีเกิดเป็นปีพุทธศักราช (ค.ศ. + {BE_OFFSET})</Field.HelperText>
      )}
    </Field.Root>
  );
}
