import { Button, Field, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import type { WheelPrizeKind } from '#shared/api/wheel.js';
import { percentText, PRIZE_KIND_TH } from '../format.js';
import { hasValue, type DraftPrize } from '../wheel-draft.js';

const VALUE_UNIT: Record<WheelPrizeKind, string> = {
  credit_bonus: 'บาท',
  credit_main: 'บาท',
  points: 'แต้ม',
  free_spin: 'ครั้ง',
  nothing: '-',
  item: '-',
};

/** One segment of the new table, with its probability as the weights stand now. */
export function WheelPrizeRow({
  index,
  row,
  probability,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  row: DraftPrize;
  probability: number | null;
  /** the field errors of this row: `name`, `kind`, `value`, `weight` */
  errors: Record<string, string | undefined>;
  canRemove: boolean;
  onChange: (row: DraftPrize) => void;
  onRemove: () => void;
}) {
  const set = (field: 'name' | 'value' | 'weight') => (value: string) => onChange({ ...row, [field]: value });
  return (
    <Stack as="fieldset" aria-label={`ช่อง ${index + 1}`} gap="2" borderWidth="1px" borderColor="border.subtle" rounded="lg" p="3">
      <Grid templateColumns={{ base: '1fr 1fr', md: '2fr 1.6fr 1fr 1fr auto' }} gap="2" alignItems="end">
        <Field.Root invalid={Boolean(errors.name)} gridColumn={{ base: 'span 2', md: 'auto' }}>
          <Field.Label>ช่อง {index + 1}: ชื่อรางวัล</Field.Label>
          <Input name="prize-name" size="sm" maxLength={40} value={row.name} onChange={(e) => set('name')(e.target.value)} />
          {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.kind)} gridColumn={{ base: 'span 2', md: 'auto' }}>
          <Field.Label>ประเภท</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="prize-kind"
              value={row.kind}
              onChange={(e) => {
                const kind = e.currentTarget.value as WheelPrizeKind;
                onChange({ ...row, kind, value: hasValue(kind) ? row.value : '0' });
              }}
            >
              {(Object.entries(PRIZE_KIND_TH) as [WheelPrizeKind, string][]).map(([kind, text]) => (
                <option key={kind} value={kind}>
                  {text}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.value)}>
          <Field.Label>มูลค่า ({VALUE_UNIT[row.kind]})</Field.Label>
          <Input name="prize-value" size="sm" inputMode="decimal" disabled={!hasValue(row.kind)} value={row.value} onChange={(e) => set('value')(e.target.value)} />
          {errors.value ? <Field.ErrorText>{errors.value}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.weight)}>
          <Field.Label>น้ำหนัก</Field.Label>
          <Input name="prize-weight" size="sm" inputMode="numeric" value={row.weight} onChange={(e) => set('weight')(e.target.value)} />
          {errors.weight ? <Field.ErrorText>{errors.weight}</Field.ErrorText> : null}
        </Field.Root>
        <Button size="sm" variant="ghost" colorPalette="red" aria-label={`ลบช่อง ${index + 1}`} disabled={!canRemove} onClick={onRemove} gridColumn={{ base: 'span 2', md: 'auto' }}>
          <LuTrash2 /> <Text as="span" hideFrom="md">ลบช่องนี้</Text>
        </Button>
      </Grid>
      <Text fontSize="sm" color="fg.muted" data-testid={`wheel-row-chance-${index + 1}`}>
        โอกาสได้ {probability === null ? '-' : percentText(probability)}
      </Text>
    </Stack>
  );
}
