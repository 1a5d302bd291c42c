/** Commission per day and level with how it was computed (active friends, their turnover × the rate), paged. */
import { useState } from 'react';
import { Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatThaiDate } from '#shared/dates.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { Pager } from '#client/components/pager/pager.js';
import { thbText } from '#client/lib/money-text.js';
import { useAffiliateDays } from '../api/get-affiliate-days.js';
import { countText, rateText } from '../format.js';

export function CommissionDays() {
  const [page, setPage] = useState(1);
  const days = useAffiliateDays(page);
  const pages = days.data ? Math.max(1, Math.ceil(days.data.total / (days.data.page_size || 1))) : 1;
  return (
    <Stack gap="3">
      {days.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
      <QueryError query={days} />
      {days.data?.items.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6" data-testid="days-empty">
          ยังไม่มีค่าคอมรายวัน
        </Text>
      )}
      {days.data && days.data.items.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderColor="border.subtle" rounded="lg" opacity={days.isPlaceholderData ? 0.6 : 1}>
          <Table.Root size="sm" variant="line" data-testid="commission-days">
            <Table.Header>
              <Table.Row bg="bg.raised">
                <Table.ColumnHeader color="fg.muted">วันที่</Table.ColumnHeader>
                <Table.ColumnHeader color="fg.muted" textAlign="center">
                  ระดับ
                </Table.ColumnHeader>
                <Table.ColumnHeader color="fg.muted" textAlign="end">
                  เพื่อนที่เล่น
                </Table.ColumnHeader>
                <Table.ColumnHeader color="fg.muted" textAlign="end">
                  ยอดเล่น × อัตรา
                </Table.ColumnHeader>
                <Table.ColumnHeader color="fg.muted" textAlign="end">
                  ค่าคอม
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {days.data.items.map((day) => (
                <Table.Row key={`${day.day}-${day.level}`} bg="transparent" data-testid="day-row">
                  <Table.Cell whiteSpace="nowrap">{formatThaiDate(day.day)}</Table.Cell>
                  <Table.Cell textAlign="center">{day.level}</Table.Cell>
                  <Table.Cell textAlign="end">{countText(day.active)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {thbText(day.turnover)} × {rateText(day.rate)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums">
                    {thbText(day.commission)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {days.data && <Pager page={page} pages={pages} onPage={setPage} />}
    </Stack>
  );
}
