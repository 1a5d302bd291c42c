import { Box, Stack, Text } from '@chakra-ui/react';
import type { OperatorSlip } from '#shared/api/payment-slips.js';
import { bankNumberText } from '../format.js';

/** One side of the transfer as the service reported it; the bank masks the account. */
export function SlipParty({ title, party }: { title: string; party: OperatorSlip['sender'] }) {
  return (
    <Box as="section" aria-label={title} bg="bg.muted" rounded="md" px="3" py="2" fontSize="sm">
      <Text fontWeight="semibold">{title}</Text>
      {party ? (
        <Stack gap="0" wordBreak="break-all">
          <Text>ธนาคาร {bankNumberText(party.bank_code)}</Text>
          <Text>ชื่อ {party.name ?? '-'}</Text>
          {party.account ? <Text>บัญชี {party.account}</Text> : null}
          {party.proxy ? <Text>พร้อมเพย์ {party.proxy}</Text> : null}
          {party.account || party.proxy ? null : <Text>บัญชี -</Text>}
        </Stack>
      ) : (
        <Text color="fg.muted">บริการตรวจสลิปไม่ได้ระบุ</Text>
      )}
    </Box>
  );
}
