/**
 * The agent console at /agent (docs/design.md §4): sign-in with the agent key, then
 * deposits, transfer slips, bank notifications and withdrawals waiting, credit adjustments, broadcasts with a
 * preview of the member's dialog, password reset links, the rewards (quests,
 * the wheel's prize table, the point shop and its goods claims), polls, the
 * cashback and affiliate rates, the daily jobs' runs and the affiliate report,
 * the audit list, and live stats. Its own layout: no member header, menu or footer.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '#shared/errors.js';
import { isAgentError } from '../api/console-client.js';
import { agentKey, useAgentKey, useAgentKeyExpired, useOperatorName } from '../api/agent-key.js';
import { useAgentStats } from '../api/get-stats.js';
import { agentConsoleKeys } from '../api/keys.js';
import { AgentConsoleLayout } from '../components/agent-console-layout.js';
import { AffiliatePanel } from '../components/affiliate-panel.js';
import { AuditPanel } from '../components/audit-panel.js';
import { BankTransfersPanel } from '../components/bank-transfers-panel.js';
import { BroadcastPanel } from '../components/broadcast-panel.js';
import { ClaimsPanel } from '../components/claims-panel.js';
import { CreditPanel } from '../components/credit-panel.js';
import { DailyRunsPanel } from '../components/daily-runs-panel.js';
import { PaymentsPanel } from '../components/payments-panel.js';
import { PollsPanel } from '../components/polls-panel.js';
import { QuestsPanel } from '../components/quests-panel.js';
import { RatesPanel } from '../components/rates-panel.js';
import { ResetPanel } from '../components/reset-panel.js';
import { ShopPanel } from '../components/shop-panel.js';
import { SignInForm } from '../components/sign-in-form.js';
import { SlipsPanel } from '../components/slips-panel.js';
import { StatsPanel } from '../components/stats-panel.js';
import { WheelPanel } from '../components/wheel-panel.js';
import { WithdrawalsPanel } from '../components/withdrawals-panel.js';

const PANELS = [
  { value: 'payments', label: 'รายการฝาก', Panel: PaymentsPanel },
  { value: 'slips', label: 'สลิปโอนเงิน', Panel: SlipsPanel },
  { value: 'bank-transfers', label: 'เงินเข้าจากธนาคาร', Panel: BankTransfersPanel },
  { value: 'withdrawals', label: 'รายการถอน', Panel: WithdrawalsPanel },
  { value: 'credit', label: 'ปรับเครดิต', Panel: CreditPanel },
  { value: 'broadcast', label: 'ส่งประกาศ', Panel: BroadcastPanel },
  { value: 'reset', label: 'ตั้งรหัสผ่านใหม่', Panel: ResetPanel },
  { value: 'quests', label: 'ภารกิจ', Panel: QuestsPanel },
  { value: 'wheel', label: 'วงล้อ', Panel: WheelPanel },
  { value: 'shop', label: 'ร้านแลกแต้ม', Panel: ShopPanel },
  { value: 'claims', label: 'ของรางวัลรอจัดส่ง', Panel: ClaimsPanel },
  { value: 'polls', label: 'โพล', Panel: PollsPanel },
  { value: 'rates', label: 'อัตราคืนยอด/ค่าคอม', Panel: RatesPanel },
  { value: 'daily-runs', label: 'รายงานประจำวัน', Panel: DailyRunsPanel },
  { value: 'affiliate', label: 'แนะนำเพื่อน', Panel: AffiliatePanel },
  { value: 'audit', label: 'ประวัติการแก้ไข', Panel: AuditPanel },
  { value: 'stats', label: 'สถิติ', Panel: StatsPanel },
] as const;

export function AgentConsolePage() {
  const queryClient = useQueryClient();
  const key = useAgentKey();
  const operator = useOperatorName();
  const expired = useAgentKeyExpired();
  // With a key kept in the tab, one stats call tells where the console stands: signed in, key refused,
  // or the agent side off. Without one nothing is asked (a call could only be refused): the sign-in
  // form shows, and its own check says when the agent side is off.
  const status = useAgentStats(key);
  const [offAtSignIn, setOffAtSignIn] = useState(false);
  const disabled = offAtSignIn || isAgentError(status.error, ErrorCode.AGENT_DISABLED);
  const keyRefused = Boolean(key) && isAgentError(status.error, ErrorCode.AGENT_KEY_INVALID);

  useEffect(() => {
    if (keyRefused) agentKey.expire();
  }, [keyRefused]);

  useEffect(() => {
    document.title = 'คอนโซลเอเย่นต์';
  }, []);

  const signOut = () => {
    agentKey.clear();
    queryClient.removeQueries({ queryKey: agentConsoleKeys.all });
  };

  if (key && status.isPending) {
    return (
      <AgentConsoleLayout>
        <Text color="fg.muted">กำลังตรวจสอบ...</Text>
      </AgentConsoleLayout>
    );
  }
  if (disabled) {
    return (
      <AgentConsoleLayout>
        <Alert.Root status="warning" role="alert" maxW="2xl" mx="auto">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>ระบบเอเย่นต์ปิดอยู่</Alert.Title>
            <Alert.Description>
              เซิร์ฟเวอร์นี้ยังไม่ได้ตั้งค่า AGENT_API_KEY จึงใช้งานคอนโซลไม่ได้ ตั้งค่าแล้วเริ่มเซิร์ฟเวอร์ใหม่อีกครั้ง
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </AgentConsoleLayout>
    );
  }
  if (!key || isAgentError(status.error, ErrorCode.AGENT_KEY_INVALID)) {
    return (
      <AgentConsoleLayout>
        <SignInForm
          notice={expired || keyRefused ? 'รหัสเอเย่นต์ที่ใช้อยู่ไม่ถูกต้องแล้ว กรุณาเข้าสู่ระบบใหม่' : undefined}
          onAgentOff={() => setOffAtSignIn(true)}
        />
      </AgentConsoleLayout>
    );
  }
  if (status.isError) {
    return (
      <AgentConsoleLayout onSignOut={signOut} operator={operator}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">{status.error.message}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
            ลองใหม่
          </Button>
        </Alert.Root>
      </AgentConsoleLayout>
    );
  }

  return (
    <AgentConsoleLayout onSignOut={signOut} operator={operator}>
      <Stack gap="4">
        <Tabs.Root defaultValue="payments" lazyMount unmountOnExit variant="enclosed" fitted={false}>
          {/* Every panel's tab on screen at any width: a row that wraps, never one that hides tabs past the edge. */}
          <Tabs.List flexWrap="wrap" maxW="full" rowGap="1">
            {PANELS.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {PANELS.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value} pt="4">
              <Panel />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </AgentConsoleLayout>
  );
}
