import { useState } from 'react';
import { HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Pager } from '#client/components/pager/pager.js';
import { useDailyRuns } from '../api/get-daily-runs.js';
import { DAILY_JOB_TH, dateTimeText, dayText, pointsText, thbText } from '../format.js';
import { ListState } from './list-state.js';

/** The daily jobs' runs, newest first: which job, for which Bangkok day, how many members measured and paid, the total, the failures. */
export function DailyRunsPanel() {
  const [page, setPage] = useState(1);
  const runs = useDailyRuns(page);
  const items = runs.data?.items;
  const pages = runs.data ? Math.max(1, Math.ceil(runs.data.total / runs.data.page_size)) : 1;
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">รายงานงานประจำวัน</Text>
        {runs.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        งานแต่ละงานทำงานหลังเที่ยงคืนเวลาไทย สำหรับยอดของวันที่เพิ่งจบ และทำครั้งเดียวต่อสมาชิกต่อวัน
      </Text>
      <ListState query={runs} rows={items} empty="ยังไม่มีรายงาน" />
      {items && items.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="lg">
          <Table.Root size="sm" aria-label="รายงานงานประจำวัน">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>งาน</Table.ColumnHeader>
                <Table.ColumnHeader>ยอดของวันที่</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">สมาชิก</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">จ่ายแล้ว</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ยอดรวม</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">ล้มเหลว</Table.ColumnHeader>
                <Table.ColumnHeader>เสร็จเมื่อ</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((run) => (
                <Table.Row key={run.id}>
                  <Table.Cell>{DAILY_JOB_TH[run.job]}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{dayText(run.day)}</Table.Cell>
                  <Table.Cell textAlign="end">{pointsText(run.members)}</Table.Cell>
                  <Table.Cell textAlign="end">{pointsText(run.paid)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {thbText(run.total)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" color={run.failures > 0 ? 'fg.error' : undefined} fontWeight={run.failures > 0 ? 'semibold' : undefined}>
                    {pointsText(run.failures)}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{run.finished_at ? dateTimeText(run.finished_at) : 'กำลังทำงาน'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      <Pager page={runs.data?.page ?? page} pages={pages} onPage={setPage} />
    </Stack>
  );
}
