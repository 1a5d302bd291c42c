import { useState } from 'react';
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Pager } from '#client/components/pager/pager.js';
import { useAudit } from '../api/get-audit.js';
import { AuditEntryRow } from './audit-entry.js';
import { ListState } from './list-state.js';

/** Who changed what on the agent side, newest first: every write the console (or a script with the key) made. */
export function AuditPanel() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const items = audit.data?.items;
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.page_size)) : 1;
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Text fontWeight="semibold">ประวัติการแก้ไข</Text>
        {audit.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        ทุกการเปลี่ยนแปลงที่สำเร็จจะถูกบันทึกพร้อมชื่อผู้ใช้งานคอนโซลที่กรอกตอนเข้าสู่ระบบ และแก้ไขหรือลบไม่ได้
      </Text>
      <ListState query={audit} rows={items} empty="ยังไม่มีประวัติการแก้ไข" />
      <Stack as="ul" gap="2" aria-label="รายการแก้ไข" m="0" p="0">
        {(items ?? []).map((entry) => (
          <AuditEntryRow key={entry.id} entry={entry} />
        ))}
      </Stack>
      <Pager page={audit.data?.page ?? page} pages={pages} onPage={setPage} />
    </Stack>
  );
}
