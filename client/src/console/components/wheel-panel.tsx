import { useState } from 'react';
import { Alert, Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useWheelTables } from '../api/get-wheel-tables.js';
import { dateTimeText, pointsText, thbText } from '../format.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { WheelComposer } from './wheel-composer.js';
import { WheelHistory } from './wheel-history.js';
import { WheelTableView } from './wheel-table-view.js';

/** The wheel's prize table: the current version, the ones before it, and a composer for the next. */
export function WheelPanel() {
  const tables = useWheelTables();
  const [feedback, setFeedback] = useState<Feedback>(null);
  if (tables.isPending) return <Text color="fg.muted">กำลังโหลด...</Text>;
  if (tables.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title flex="1">{tables.error.message}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void tables.refetch()}>
          ลองใหม่
        </Button>
      </Alert.Root>
    );
  }
  const [current, ...past] = tables.data.tables;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="3" as="section" aria-label="ตารางรางวัลปัจจุบัน">
        <HStack justify="space-between">
          <Text fontWeight="semibold">ตารางรางวัลปัจจุบัน{current ? ` (ฉบับที่ ${current.version})` : ''}</Text>
          {tables.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
        </HStack>
        {current ? (
          <>
            <Text fontSize="sm" color="fg.muted">
              ประกาศเมื่อ {dateTimeText(current.created_at)} · ค่าหมุน {pointsText(current.spin_cost_points)} แต้ม · มูลค่าเฉลี่ยต่อการหมุน{' '}
              {thbText(current.expected_value)}
            </Text>
            <WheelTableView table={current} label="ตารางรางวัลปัจจุบัน" />
          </>
        ) : (
          <Text color="fg.muted">ยังไม่มีตารางรางวัล</Text>
        )}
        <WheelHistory tables={past} />
      </Stack>
      <Stack gap="3" as="section" aria-label="ประกาศตารางรางวัลฉบับใหม่">
        <Text fontWeight="semibold">ประกาศตารางรางวัลฉบับใหม่</Text>
        <Text fontSize="sm" color="fg.muted">
          เริ่มจากตารางปัจจุบัน แก้ไขช่องรางวัลและน้ำหนัก แล้วดูโอกาสและมูลค่าเฉลี่ยก่อนประกาศ
        </Text>
        <FeedbackAlert feedback={feedback} />
        <Box>
          {/* A new version remounts the composer, prefilled from it. */}
          <WheelComposer
            key={current?.version ?? 0}
            current={current}
            onPublished={(table) => setFeedback({ status: 'success', text: `ประกาศตารางรางวัลฉบับที่ ${table.version} แล้ว มีผลตั้งแต่ seed ถัดไปของสมาชิกแต่ละคน` })}
          />
        </Box>
      </Stack>
    </SimpleGrid>
  );
}
