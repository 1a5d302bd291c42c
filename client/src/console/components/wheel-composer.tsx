import { useEffect, useState } from 'react';
import { Alert, Box, Button, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { LuPlus } from 'react-icons/lu';
import type { WheelTable, WheelTableInput } from '#shared/api/wheel.js';
import { errorAt, FormProvider, TextField } from '#client/components/ui/form/index.js';
import { useAddWheelTable } from '../api/add-wheel-table.js';
import { pointsText, thbText } from '../format.js';
import { numberOf } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { useConsoleForm } from './use-console-form.js';
import { WheelPrizeRow } from './wheel-prize-row.js';
import { draftOf, newRow, previewOf, WHEEL_MAX_SEGMENTS, WHEEL_MIN_SEGMENTS, ZWheelTableDraft } from '../wheel-draft.js';

/**
 * A new version of the prize table, started from the current one: rows,
 * a live preview of each chance and the expected credit per spin, and a
 * confirm that says it applies from each member's next seed and is final.
 */
export function WheelComposer({ current, onPublished }: { current: WheelTable | undefined; onPublished: (table: WheelTable) => void }) {
  const { form, feedback, refused, submit } = useConsoleForm(ZWheelTableDraft, draftOf(current));
  const { fields: rows, append, remove } = useFieldArray({ control: form.control, name: 'prizes' });
  const prizes = useWatch({ control: form.control, name: 'prizes' });
  const spinCost = useWatch({ control: form.control, name: 'spin_cost_points' });
  /** The checked request awaiting the agent's confirm; any edit takes it back. */
  const [reviewed, setReviewed] = useState<WheelTableInput | null>(null);
  const publish = useAddWheelTable();
  const preview = previewOf(prizes);
  const tableError = errorAt(form.formState.errors, 'prizes.root') ?? errorAt(form.formState.errors, 'prizes');

  useEffect(() => {
    const watching = form.watch(() => {
      setReviewed(null);
      form.clearErrors('prizes');
    });
    return () => watching.unsubscribe();
  }, [form]);

  const onReview = submit(setReviewed);
  const onConfirm = () => {
    if (!reviewed) return;
    publish.mutate(reviewed, {
      onSuccess: ({ table }) => onPublished(table),
      onError: (error) => {
        setReviewed(null);
        refused(error);
      },
    });
  };

  return (
    <FormProvider {...form}>
      <Stack gap="3" asChild>
        <form onSubmit={onReview} noValidate aria-label="ตารางรางวัลฉบับใหม่">
          {rows.map((row, index) => (
            <WheelPrizeRow key={row.id} index={index} probability={preview.probabilities?.[index] ?? null} canRemove={rows.length > WHEEL_MIN_SEGMENTS} onRemove={() => remove(index)} />
          ))}
          {tableError ? (
            <Text color="fg.error" fontSize="sm">
              {tableError}
            </Text>
          ) : null}
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button size="sm" variant="outline" disabled={rows.length >= WHEEL_MAX_SEGMENTS} onClick={() => append(newRow())}>
              <LuPlus /> เพิ่มช่อง
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {rows.length} ช่อง (ได้ {WHEEL_MIN_SEGMENTS}–{WHEEL_MAX_SEGMENTS} ช่อง)
            </Text>
          </HStack>
          <Box maxW={{ md: 'xs' }}>
            <TextField label="แต้มต่อการหมุน" name="spin_cost_points" htmlName="spin-cost" inputMode="numeric" required requiredIndicator={false} />
          </Box>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap="3" aria-label="ตัวอย่างตารางใหม่" role="group">
            <Stat.Root bg="bg.surface" rounded="lg" p="3">
              <Stat.Label>มูลค่าเฉลี่ยต่อการหมุน</Stat.Label>
              <Stat.ValueText data-testid="wheel-expected-value">{preview.expectedSatang === null ? '-' : thbText(preview.expectedSatang / 100)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root bg="bg.surface" rounded="lg" p="3">
              <Stat.Label>ค่าหมุน</Stat.Label>
              <Stat.ValueText>{pointsText(numberOf(spinCost) || 0)} แต้ม</Stat.ValueText>
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
          {reviewed ? (
            <Alert.Root status="warning" role="alertdialog" aria-label="ยืนยันประกาศตารางรางวัล">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>ยืนยันประกาศตารางรางวัลฉบับใหม่?</Alert.Title>
                <Alert.Description>
                  ตารางนี้มีผลตั้งแต่ seed ถัดไปของสมาชิกแต่ละคน (seed ที่ใช้อยู่ยังหมุนด้วยตารางเดิม) และแก้ไขไม่ได้หลังประกาศ หากต้องการเปลี่ยนต้องประกาศฉบับใหม่
                </Alert.Description>
                <HStack gap="2" mt="3" justify="flex-end">
                  <Button size="sm" variant="ghost" onClick={() => setReviewed(null)} disabled={publish.isPending}>
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
    </FormProvider>
  );
}
