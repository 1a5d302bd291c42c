import { useState } from 'react';
import { Alert, Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { DailySettings } from '#shared/api/daily-operator.js';
import { useDailySettings } from '../api/get-daily-settings.js';
import { dayText, rateText, thbText } from '../format.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { RatesForm } from './rates-form.js';

/** One figure of the rates in force. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="lg" p="3">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Box>
  );
}

/** Cashback, loss refund and affiliate rates: those in force and since when, a change waiting for its day, and the form to change them. */
export function RatesPanel() {
  const settings = useDailySettings();
  const [editing, setEditing] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const data = settings.data;

  const onSaved = (saved: DailySettings) => {
    setEditing(false);
    const from = saved.pending ? dayText(saved.pending.effective_from) : 'วันพรุ่งนี้';
    setFeedback({ status: 'success', text: `บันทึกอัตราใหม่แล้ว มีผลตั้งแต่ยอดของวันที่ ${from}` });
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <HStack gap="2">
          <Text fontWeight="semibold">อัตราคืนยอดและค่าคอมที่ใช้อยู่</Text>
          {settings.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
        </HStack>
        {data && !editing ? (
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => {
              setFeedback(null);
              setEditing(true);
            }}
          >
            เปลี่ยนอัตรา
          </Button>
        ) : null}
      </HStack>
      <ListState query={settings} empty="" />
      <FeedbackAlert feedback={feedback} />
      {data ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            ใช้ตั้งแต่ยอดของวันที่ {dayText(data.effective_from)}
          </Text>
          {data.pending ? (
            <Alert.Root status="info" role="status" aria-label="อัตราที่รอมีผล">
              <Alert.Indicator />
              <Alert.Title>มีอัตราใหม่รอมีผลตั้งแต่ยอดของวันที่ {dayText(data.pending.effective_from)}</Alert.Title>
            </Alert.Root>
          ) : null}
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" aria-label="อัตราที่ใช้อยู่">
            <Figure label="คืนยอดเล่น" value={rateText(data.turnover_rate)} />
            <Figure label="คืนยอดเสีย" value={rateText(data.loss_rate)} />
            <Figure label="ยอดเสียขั้นต่ำ" value={thbText(data.min_loss)} />
            <Figure label="คืนยอดเสียสูงสุดต่อวัน" value={thbText(data.max_refund)} />
            {data.affiliate_rates.map((rate, index) => (
              <Figure key={index} label={`ค่าคอมขั้นที่ ${index + 1}`} value={rateText(rate)} />
            ))}
            <Figure label="ถอนค่าคอมขั้นต่ำ" value={thbText(data.affiliate_min_redeem)} />
          </SimpleGrid>
          {editing ? <RatesForm settings={data} onDone={onSaved} onCancel={() => setEditing(false)} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
