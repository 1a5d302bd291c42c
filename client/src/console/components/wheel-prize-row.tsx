import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import type { WheelPrizeKind } from '#shared/api/wheel.js';
import { optionsOf, SelectField, TextField } from '#client/components/ui/form/index.js';
import { percentText, PRIZE_KIND_TH } from '../format.js';
import { hasValue, type WheelDraft } from '../wheel-draft.js';

const VALUE_UNIT: Record<WheelPrizeKind, string> = {
  credit_bonus: 'บาท',
  credit_main: 'บาท',
  points: 'แต้ม',
  free_spin: 'ครั้ง',
  nothing: '-',
  item: '-',
};

/** One segment of the new table (the composer's `prizes.<index>`), with its probability as the weights stand now. */
export function WheelPrizeRow({ index, probability, canRemove, onRemove }: { index: number; probability: number | null; canRemove: boolean; onRemove: () => void }) {
  const { control, setValue } = useFormContext<WheelDraft>();
  const kind = useWatch({ control, name: `prizes.${index}.kind` });
  const wide = { base: 'span 2', md: 'auto' };
  return (
    <Stack as="fieldset" aria-label={`ช่อง ${index + 1}`} gap="2" borderWidth="1px" borderColor="border.subtle" rounded="lg" p="3">
      <Grid templateColumns={{ base: '1fr 1fr', md: '2fr 1.6fr 1fr 1fr auto' }} gap="2" alignItems="end">
        <Box gridColumn={wide}>
          <TextField label={`ช่อง ${index + 1}: ชื่อรางวัล`} name={`prizes.${index}.name`} htmlName="prize-name" size="sm" maxLength={40} />
        </Box>
        <Box gridColumn={wide}>
          <SelectField
            label="ประเภท"
            name={`prizes.${index}.kind`}
            htmlName="prize-kind"
            size="sm"
            options={optionsOf(PRIZE_KIND_TH)}
            // A kind without a figure is worth 0.
            onValueChange={(next) => {
              if (!hasValue(next as WheelPrizeKind)) setValue(`prizes.${index}.value`, '0');
            }}
          />
        </Box>
        <TextField label={`มูลค่า (${VALUE_UNIT[kind]})`} name={`prizes.${index}.value`} htmlName="prize-value" size="sm" inputMode="decimal" disabled={!hasValue(kind)} />
        <TextField label="น้ำหนัก" name={`prizes.${index}.weight`} htmlName="prize-weight" size="sm" inputMode="numeric" />
        <Button size="sm" variant="ghost" colorPalette="red" aria-label={`ลบช่อง ${index + 1}`} disabled={!canRemove} onClick={onRemove} gridColumn={wide}>
          <LuTrash2 /> <Text as="span" hideFrom="md">ลบช่องนี้</Text>
        </Button>
      </Grid>
      <Text fontSize="sm" color="fg.muted" data-testid={`wheel-row-chance-${index + 1}`}>
        โอกาสได้ {probability === null ? '-' : percentText(probability)}
      </Text>
    </Stack>
  );
}
