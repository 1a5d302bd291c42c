import { Badge, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useAffiliateReport } from '../api/get-affiliate-report.js';
import { dateTimeText, pointsText, thbText } from '../format.js';
import { ListState } from './list-state.js';

/**
 * The affiliate report: the top referrers with their downline per level and
 * commission, and the sign-ups flagged for sharing a bank account or phone
 * with their upline (registered, but earning nobody commission).
 */
export function AffiliatePanel() {
  const report = useAffiliateReport();
  const top = report.data?.top;
  const flagged = report.data?.flagged;
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text fontWeight="semibold">ผู้แนะนำสูงสุด</Text>
        {report.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
      </HStack>
      <ListState query={report} rows={top} empty="ยังไม่มีผู้แนะนำ" />
      {top && top.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="lg">
          <Table.Root size="sm" aria-label="ผู้แนะนำสูงสุด">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>สมาชิก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ขั้นที่ 1</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ขั้นที่ 2</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ขั้นที่ 3</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ค่าคอมสะสม</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยังไม่ถอน</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {top.map((row) => (
                <Table.Row key={row.username}>
                  <Table.Cell>{row.username}</Table.Cell>
                  <Table.Cell textAlign="end">{pointsText(row.level1)}</Table.Cell>
                  <Table.Cell textAlign="end">{pointsText(row.level2)}</Table.Cell>
                  <Table.Cell textAlign="end">{pointsText(row.level3)}</Table.Cell>
                  <Table.Cell textAlign="end">{thbText(row.earned)}</Table.Cell>
                  <Table.Cell textAlign="end">{thbText(row.balance)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}

      <Stack gap="1">
        <Text fontWeight="semibold">การสมัครที่ถูกทำเครื่องหมาย</Text>
        <Text fontSize="sm" color="fg.muted">
          สมัครได้ตามปกติ แต่ไม่มีผู้แนะนำคนใดได้ค่าคอมจากสมาชิกเหล่านี้ เพราะบัญชีธนาคารหรือเบอร์โทรตรงกับผู้แนะนำในสายงาน
        </Text>
      </Stack>
      {report.data && flagged?.length === 0 ? <Text color="fg.muted">ไม่มีการสมัครที่ถูกทำเครื่องหมาย</Text> : null}
      {flagged && flagged.length > 0 ? (
        <Stack as="ul" gap="2" m="0" p="0" aria-label="การสมัครที่ถูกทำเครื่องหมาย">
          {flagged.map((signup) => (
            <Stack as="li" key={signup.username} listStyleType="none" gap="1" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="lg" p="3">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{signup.username}</Text>
                <Badge colorPalette="orange">ตรงกับสายงานขั้นที่ {signup.level}</Badge>
              </HStack>
              <Text fontSize="sm">ผู้แนะนำ {signup.referrer} · เหตุผล: {signup.reason}</Text>
              <Text fontSize="xs" color="fg.muted">
                สมัครเมื่อ {dateTimeText(signup.registered_at)}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
