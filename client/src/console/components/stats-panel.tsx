import { Badge, HStack, SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { useAgentKey } from '../api/agent-key.js';
import { STATS_REFRESH_MS, useAgentStats } from '../api/get-stats.js';

/** What each topic and call group is, in the agent's words. */
const TOPIC_TH: Record<string, string> = {
  wallets: 'ยอดเงินสมาชิก',
  notifications: 'การแจ้งเตือน',
  announcements: 'ประกาศสำคัญ',
  yeekee: 'รายการรอบยี่กี',
  'yeekee:round': 'รอบยี่กีที่เปิดดู',
  'lotto:results': 'ผลหวย',
  payment: 'สถานะการฝากเงิน',
  auth: 'ตรวจสอบผู้ใช้',
  agent: 'คำสั่งเอเย่นต์',
  'write-through': 'อัปเดตทันทีหลังทำรายการ',
  settlements: 'ผลการจ่ายรางวัล',
};

function uptimeText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} ชม. ${minutes} นาที` : `${minutes} นาที`;
}

/** Live load: sockets per topic and upstream calls per minute, refreshed every few seconds. */
export function StatsPanel() {
  const key = useAgentKey();
  const stats = useAgentStats(key, { refresh: true });
  const data = stats.data;
  if (!data) return <Text color="fg.muted">{stats.isError ? stats.error.message : 'กำลังโหลด...'}</Text>;
  const names = [...new Set([...Object.keys(data.topics), ...Object.keys(data.upstream_calls_per_minute)])].sort();
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Stat.Root bg="bg.surface" rounded="lg" p="3">
          <Stat.Label>ผู้เชื่อมต่อทั้งหมด</Stat.Label>
          <Stat.ValueText data-testid="stats-sockets">{data.sockets}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root bg="bg.surface" rounded="lg" p="3">
          <Stat.Label>เซิร์ฟเวอร์</Stat.Label>
          <Stat.ValueText>{data.nodes}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root bg="bg.surface" rounded="lg" p="3">
          <Stat.Label>เปิดทำงานมาแล้ว</Stat.Label>
          <Stat.ValueText fontSize="lg">{uptimeText(data.uptime_s)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root bg="bg.surface" rounded="lg" p="3">
          <Stat.Label>เรียกระบบหลังบ้าน/นาที</Stat.Label>
          <Stat.ValueText>{Object.values(data.upstream_calls_per_minute).reduce((a, b) => a + b, 0)}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <Table.ScrollArea borderWidth="1px" rounded="lg">
        <Table.Root size="sm" aria-label="สถิติตามหัวข้อ">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>หัวข้อ</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">ผู้ติดตาม</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">เรียกหลังบ้าน/นาที</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {names.map((name) => (
              <Table.Row key={name} data-testid={`stats-row-${name}`}>
                <Table.Cell>
                  {TOPIC_TH[name] ?? name}{' '}
                  <Text as="span" fontSize="xs" color="fg.muted">
                    ({name})
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{data.topics[name]?.sockets ?? '-'}</Table.Cell>
                <Table.Cell textAlign="end">{data.upstream_calls_per_minute[name] ?? 0}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {data.unsupported_calls.length > 0 ? (
        <Stack gap="1">
          <Text fontSize="sm">คำสั่งที่ระบบหลังบ้านไม่รองรับ</Text>
          <HStack wrap="wrap" gap="1">
            {data.unsupported_calls.map((call) => (
              <Badge key={call} colorPalette="orange">
                {call}
              </Badge>
            ))}
          </HStack>
        </Stack>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        อัปเดตอัตโนมัติทุก {STATS_REFRESH_MS / 1000} วินาที
      </Text>
    </Stack>
  );
}
