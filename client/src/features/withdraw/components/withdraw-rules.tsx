/** What the withdraw page explains before the member types: the account, the rules as numbers and what is left today. */
import { Alert, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { WithdrawRules } from '#shared/api/withdraw.js';
import { thbText } from '#client/lib/money-text.js';
import { TurnoverProgress } from './turnover-progress.js';

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Flex justify="space-between" gap="2" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

export function WithdrawAccount({ bank }: { bank: WithdrawRules['bank'] }) {
  if (!bank) {
    return (
      <Alert.Root status="warning" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>ยังไม่มีบัญชีรับเงิน กรุณาติดต่อเจ้าหน้าที่</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Box p="3" rounded="lg" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" data-testid="withdraw-account">
      <Text fontSize="sm" color="fg.muted">
        บัญชีรับเงิน (บัญชีที่ลงทะเบียนไว้)
      </Text>
      <Text fontWeight="bold">{bank.bank_name}</Text>
      <Text fontVariantNumeric="tabular-nums">{bank.account_no}</Text>
      <Text fontSize="sm">{bank.account_name}</Text>
    </Box>
  );
}

export function WithdrawRulesPanel({ rules }: { rules: WithdrawRules }) {
  return (
    <Stack gap="2" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="withdraw-rules">
      {/* While a rule refuses a withdrawal, the wallet's balance is not "withdrawable": say what it is. */}
      <Line
        label={rules.blocked_reason ? 'ยอดในกระเป๋าหลัก (ยังถอนไม่ได้)' : 'ยอดที่ถอนได้ (กระเป๋าหลัก)'}
        value={thbText(rules.withdrawable)}
        testId="withdrawable"
      />
      <Line label="ถอนขั้นต่ำ / สูงสุดต่อครั้ง" value={`${thbText(rules.min_amount)} / ${thbText(rules.max_amount)}`} testId="withdraw-range" />
      <Line label="จำนวนครั้งที่ถอนได้วันนี้" value={`เหลือ ${rules.remaining_today} จาก ${rules.per_day} ครั้ง`} testId="remaining-today" />
      {rules.has_pending && (
        <Text fontSize="sm" color="orange.300" data-testid="has-pending">
          มีรายการถอนที่รอตรวจสอบ ถอนได้ครั้งละหนึ่งรายการ
        </Text>
      )}
      {rules.turnover && <TurnoverProgress done={rules.turnover.done} required={rules.turnover.required} />}
      {rules.blocked_reason && (
        <Alert.Root status="warning" rounded="md" data-testid="blocked-reason">
          <Alert.Indicator />
          <Alert.Title>{rules.blocked_reason}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
