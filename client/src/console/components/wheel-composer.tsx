import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { ZWheelTableInput, type WheelTable } from '#shared/api/wheel.js';
import { fieldErrors } from '#shared/validation.js';
import { useAddWheelTable } from '../api/add-wheel-table.js';
import { ConsoleApiError } from '../api/console-client.js';
import { pointsText, thbText } from '../format.js';
import { TextField } from './form-fields.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { WheelPrizeRow } from './wheel-prize-row.js';
import { inputOf, newRow, previewOf, rowsOf, WHEEL_MAX_SEGMENTS, WHEEL_MIN_SEGMENTS, type DraftPrize } from '../wheel-draft.js';

/** The row's own errors out of `prizes.2.weight`-style keys. */
const rowErrors = (errors: Record<string, string>, index: number) =>
  Object.fromEntries(Object.entries(errors).flatMap(([key, text]) => (key.startsWith(`prizes.${index}.`) ? [[key.slice(`prizes.${index}.`.length), text]] : [])));

/**
 * A new version of the prize table, started from the current one: rows,
 * a live preview of each chance and the expected credit per spin, and a
 * confirm that says it applies from each member's next seed and is final.
 */
export function WheelComposer({ current, onPublished }: { current: WheelTable | undefined; onPublished: (table: WheelTable) => void }) {
  const [rows, setRows] = useState<DraftPrize[]>(() => rowsOf(current));
  const [spinCost, setSpinCost] = useState(String(current?.spin_cost_points ?? 10));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const publish = useAddWheelTable();
  const preview = previewOf(rows);
  const edit = (change: () => void) => {
    change();
    setConfirming(false);
    setErrors({});
  };

  const onReview = (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const checked = ZWheelTableInput.safeParse(inputOf(rows, spinCost));
    setErrors(checked.success ? {} : fieldErrors(checked.error).fields);
    setConfirming(checked.success);
  };
  const onConfirm = () =>
    publish.mutate(inputOf(rows, spinCost), {
      onSuccess: ({ table }) => onPublished(table),
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ConsoleApiError) setErrors(error.fields);
        setFeedback({ status: 'error', text: error.message });
      },
    });

  return (
    <Stack gap="3" asChild>
      <form onSubmit={onReview} noValidate aria-label="ตารางรางวัลฉบับใหม่">
        {rows.map((row, index) => (
          <WheelPrizeRow
            key={row.key}
            index={index}
            row={row}
            probability={preview.probabilities?.[index] ?? null}
            errors={rowErrors(errors, index)}
            canRemove={rows.length > WHEEL_MIN_SEGMENTS}
            onChange={(next) => edit(() => setRows(rows.map((r) => (r.key === row.key ? next : r))))}
            onRemove={() => edit(() => setRows(rows.filter((r) => r.key !== row.key)))}
          />
        ))}
        {errors.prizes ? <Text color="fg.error" fontSize="sm">{errors.prizes}</Text> : null}
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button size="sm" variant="outline" disabled={rows.length >= WHEEL_MAX_SEGMENTS} onClick={() => edit(() => setRows([...rows, newRow()]))}>
            <LuPlus /> เพิ่มช่อง
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {rows.length} ช่อง (ได้ {WHEEL_MIN_SEGMENTS}–{WHEEL_MAX_SEGMENTS} ช่อง)
          </Text>
        </HStack>
        <Box maxW={{ md: 'xs' }}>
          <TextField label="แต้มต่อการหมุน" name="spin-cost" inputMode="numeric" required value={spinCost} onValue={(value) => edit(() => setSpinCost(value))} error={errors.spin_cost_points} />
        </Box>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" aria-label="ตัวอย่างตารางใหม่" role="group">
          <Stat.Root bg="bg.surface" rounded="lg" p="3">
            <Stat.Label>มูลค่าเฉลี่ยต่อการหมุน</Stat.Label>
            <Stat.ValueText data-testid="wheel-expected-value">{preview.expectedSatang === null ? '-' : thbText(preview.expectedSatang / 100)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root bg="bg.surface" rounded="lg" p="3">
            <Stat.Label>ค่าหมุน</Stat.Label>
            <Stat.ValueText>{pointsText(Number(spinCost) || 0)} แต้ม</Stat.ValueText>
          </Stat.Root>
          <Stat.Root bg="bg.surface" rounded="lg" p="3">
            <Stat.Label>น้ำหนักรวม</Stat.Label>
            <Stat.ValueText>{pointsText(preview.totalWeight)}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted">
          มูลค่าเฉลี่ยนับเฉพาะรางวัลเครดิต (แต้ม หมุนฟรี และของรางวัลไม่นับเป็นเงิน)
        </Text>
        <FeedbackAlert feedback={feedback} />
        {confirming ? (
          <Alert.Root status="warning" role="alertdialog" aria-label="ยืนยันประกาศตารางรางวัล">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>ยืนยันประกาศตารางรางวัลฉบับใหม่?</Alert.Title>
              <Alert.Description>
                ตารางนี้มีผลตั้งแต่ seed ถัดไปของสมาชิกแต่ละคน (seed ที่ใช้อยู่ยังหมุนด้วยตารางเดิม) และแก้ไขไม่ได้หลังประกาศ หากต้องการเปลี่ยนต้องประกาศฉบับใหม่
              </Alert.Description>
              <HStack gap="2" mt="3" justify="flex-end">
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={publish.isPending}>
                  ยกเลิก
                </Button>
                <Button size="sm" colorPalette="brand" loading={publish.isPending} onClick={onConfirm}>
                  ยืนยันประกาศ
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand">
              ประกาศตารางใหม่
            </Button>
          </HStack>
        )}
      </form>
    </Stack>
  );
}
