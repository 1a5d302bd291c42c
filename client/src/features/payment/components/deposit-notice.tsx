/**
 * The deposit notice of docs/product.md §2 ("shows the agent's bank information"): where
 * the member transfers on a bank or TrueMoney deposit, each number with a copy
 * button, and the member's own account the transfer must come from.
 */
import { Box, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PaymentChannelCode } from '#shared/api/payment.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { usePaymentInfo } from '../api/get-payment-info.js';
import { CopyButton } from '#client/components/copy-button/copy-button.js';

function Row({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <Flex justify="space-between" align="center" gap="2">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <HStack gap="1">
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
          {value}
        </Text>
        {copyLabel && <CopyButton value={value.replace(/-/g, '')} label={copyLabel} />}
      </HStack>
    </Flex>
  );
}

export function DepositNotice({
  channelId,
  channelCode,
  subChannelId,
}: {
  channelId: number;
  channelCode: PaymentChannelCode;
  /** the account the member chose; every account of the channel when none was chosen */
  subChannelId: number | null;
}) {
  const info = usePaymentInfo(channelId);
  if (info.isPending) return <Skeleton h="32" rounded="lg" />;
  if (info.isError) return <QueryError query={info} />;

  const chosen = <T extends { id: number }>(rows: T[]) => (subChannelId === null ? rows : rows.filter((row) => row.id === subChannelId));
  const accounts =
    channelCode === 'truemoney'
      ? chosen(info.data.true_money_accounts).map((a) => ({ key: `tm-${a.id}`, title: 'ทรูมันนี่ วอลเล็ท', number: a.phone, name: a.account_name, numberLabel: 'เบอร์วอลเล็ท' }))
      : chosen(info.data.bank_accounts).map((a) => ({ key: `bank-${a.id}`, title: a.bank_name, number: a.account_no, name: a.account_name, numberLabel: 'เลขบัญชี' }));

  return (
    <Stack gap="3" data-testid="deposit-notice">
      <Text fontWeight="medium">โอนเงินมาที่บัญชีนี้</Text>
      {accounts.length === 0 && <Text color="fg.muted">ยังไม่มีบัญชีรับโอน กรุณาติดต่อเจ้าหน้าที่</Text>}
      {accounts.map((account) => (
        <Box key={account.key} p="3" rounded="lg" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" data-testid="agent-account">
          <Text fontWeight="bold" color="brand.fg" mb="1">
            {account.title}
          </Text>
          <Row label={account.numberLabel} value={account.number} copyLabel={account.numberLabel} />
          <Row label="ชื่อบัญชี" value={account.name} />
        </Box>
      ))}
      {channelCode === 'bank' && info.data.member_bank && (
        <Text fontSize="sm" color="fg.muted">
          กรุณาโอนจากบัญชีที่ลงทะเบียนไว้เท่านั้น: {info.data.member_bank.bank_name} {info.data.member_bank.account_no}
        </Text>
      )}
    </Stack>
  );
}
