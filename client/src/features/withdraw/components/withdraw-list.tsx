/** The member's withdraw requests with their Thai statuses and Buddhist-era dates. */
import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { WITHDRAW_STATUS_TH, type Withdrawal, type WithdrawStatus } from '#shared/api/withdraw.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { thbText } from '#client/lib/money-text.js';

const PALETTE: Record<WithdrawStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

export function WithdrawList({ items }: { items: readonly Withdrawal[] }) {
  if (items.length === 0) return <Text color="fg.muted">ยังไม่มีรายการถอนเงิน</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {items.map((item) => (
        <Box as="li" key={item.id} p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="withdraw-row">
          <Flex justify="space-between" align="center" gap="2">
            <Text fontWeight="bold">{thbText(item.amount)}</Text>
            <Badge colorPalette={PALETTE[item.status]} variant="solid">
              {WITHDRAW_STATUS_TH[item.status]}
            </Badge>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {formatThaiDateTime(item.created_at)} น. · {item.bank_name} {item.account_no}
          </Text>
          {item.reason && (
            <Text fontSize="sm" color="red.300">
              เหตุผล: {item.reason}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
