import { useState } from 'react';
import { Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { AuditEntry } from '#shared/api/audit.js';
import { dateTimeText, prettyJson } from '../format.js';

/** One change on the agent side: when, who, what, and on demand the call with its params and body. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="li" listStyleType="none" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="lg" p="3" aria-label={`รายการแก้ไข ${entry.id}`}>
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{entry.summary}</Text>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            {dateTimeText(entry.created_at)}
          </Text>
        </HStack>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="sm">
            โดย {entry.actor ?? 'ไม่ระบุชื่อ'}
            {entry.ip ? (
              <Text as="span" color="fg.muted">
                {' '}
                · {entry.ip}
              </Text>
            ) : null}
          </Text>
          <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'ซ่อนรายละเอียด' : 'ดูรายละเอียด'}
          </Button>
        </HStack>
        {open ? (
          <Stack gap="1" fontSize="sm">
            <Text color="fg.muted">คำสั่ง</Text>
            <Code>{entry.call}</Code>
            <Text color="fg.muted">พารามิเตอร์</Text>
            <Code as="pre" whiteSpace="pre-wrap" wordBreak="break-all" p="2">
              {prettyJson(entry.params)}
            </Code>
            <Text color="fg.muted">ข้อมูลที่ส่ง</Text>
            <Code as="pre" whiteSpace="pre-wrap" wordBreak="break-all" p="2">
              {prettyJson(entry.body)}
            </Code>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
