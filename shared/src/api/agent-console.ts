/**
 * The gateway's own `/agent/*` calls (docs/design.md §4): the agent console's API,
 * behind the agent key. Most forward to an operator call of the upstream
 * (operator.ts, lotto/operator.ts) with the same request and answer, and then
 * push what changed to the members' sockets; stats is the gateway's own.
 * `AGENT` (paths.ts) is a view of these paths.
 */
import { FORWARDED, UPSTREAM_FAULTS } from './agent-console-forward.js';
import { dailyConsoleCalls } from './agent-console-daily.js';
import { rewardsConsoleCalls } from './agent-console-rewards.js';
import { depositConsoleCalls } from './agent-console-deposits.js';
import { defineCall } from './call.js';
import { lottoOperatorCalls } from './lotto/operator.js';
import { operatorCalls, ZAgentBroadcastResponse, ZAgentStats } from './operator.js';


const { broadcast, credit, members, payments, paymentConfirm, paymentReject, withdrawals, withdrawalApprove, withdrawalReject } = operatorCalls;
const { lottoResult, lottoCancel } = lottoOperatorCalls;
const { resetLink, smsOutbox } = operatorCalls;

export const consoleCalls = {
  broadcast: defineCall({
    method: 'POST',
    path: '/agent/broadcast',
    access: 'agent',
    summary: {
      th: 'ส่งการแจ้งเตือนหรือประกาศถึงสมาชิกทันที (บันทึกไว้ที่ระบบหลังบ้านเมื่อรองรับ)',
      en: 'Push a notification or an announcement live (stored upstream when it can)',
    },
    body: broadcast.body,
    data: ZAgentBroadcastResponse,
    // An upstream without the call still gets the push: `stored: false`, never AGENT_CALL_UNSUPPORTED.
    errors: [...UPSTREAM_FAULTS, ...broadcast.errors],
  }),
  credit: defineCall({
    method: 'POST',
    path: '/agent/credit',
    access: 'agent',
    summary: { th: 'เติมหรือหักเงินสมาชิก กระเป๋าเงินของสมาชิกอัปเดตทันที', en: "Credit or debit a member; their wallets push at once" },
    body: credit.body,
    data: credit.data,
    // The agent's Idempotency-Key is passed on: a credit resent after a lost answer is made once.
    moneyMoving: true,
    errors: [...FORWARDED, ...credit.errors],
  }),
  members: defineCall({
    method: 'GET',
    path: '/agent/members',
    access: 'agent',
    summary: { th: 'ค้นหาสมาชิกด้วยเบอร์โทรศัพท์', en: 'Search members by phone number prefix' },
    query: members.query,
    data: members.data,
    errors: [...FORWARDED, ...members.errors],
  }),
  stats: defineCall({
    method: 'GET',
    path: '/agent/stats',
    access: 'agent',
    summary: { th: 'สถิติเกตเวย์: ซ็อกเก็ตต่อหัวข้อ การเรียกระบบหลังบ้านต่อนาที', en: 'Gateway figures: sockets per topic, upstream calls per minute' },
    data: ZAgentStats,
    errors: [],
  }),
  payments: defineCall({
    method: 'GET',
    path: '/agent/payments',
    access: 'agent',
    summary: payments.summary,
    query: payments.query,
    data: payments.data,
    errors: [...FORWARDED, ...payments.errors],
  }),
  paymentConfirm: defineCall({
    method: 'POST',
    path: '/agent/payments/:ref/confirm',
    access: 'agent',
    summary: { th: 'ยืนยันรายการฝาก สมาชิกเห็นผลทันที', en: 'Confirm a deposit; the member sees it live' },
    params: paymentConfirm.params,
    body: paymentConfirm.body,
    data: paymentConfirm.data,
    errors: [...FORWARDED, ...paymentConfirm.errors],
  }),
  paymentReject: defineCall({
    method: 'POST',
    path: '/agent/payments/:ref/reject',
    access: 'agent',
    summary: { th: 'ไม่อนุมัติรายการฝาก สมาชิกเห็นผลทันที', en: 'Reject a deposit; the member sees it live' },
    params: paymentReject.params,
    body: paymentReject.body,
    data: paymentReject.data,
    errors: [...FORWARDED, ...paymentReject.errors],
  }),
  withdrawals: defineCall({
    method: 'GET',
    path: '/agent/withdrawals',
    access: 'agent',
    summary: withdrawals.summary,
    query: withdrawals.query,
    data: withdrawals.data,
    errors: [...FORWARDED, ...withdrawals.errors],
  }),
  withdrawalApprove: defineCall({
    method: 'POST',
    path: '/agent/withdrawals/:id/approve',
    access: 'agent',
    summary: { th: 'อนุมัติรายการถอน กระเป๋าเงินของสมาชิกอัปเดตทันที', en: "Approve a withdrawal; the member's wallets push" },
    params: withdrawalApprove.params,
    body: withdrawalApprove.body,
    data: withdrawalApprove.data,
    errors: [...FORWARDED, ...withdrawalApprove.errors],
  }),
  withdrawalReject: defineCall({
    method: 'POST',
    path: '/agent/withdrawals/:id/reject',
    access: 'agent',
    summary: { th: 'ไม่อนุมัติรายการถอน คืนเงินให้สมาชิกทันที', en: "Reject a withdrawal; the refund pushes to the member's wallets" },
    params: withdrawalReject.params,
    body: withdrawalReject.body,
    data: withdrawalReject.data,
    errors: [...FORWARDED, ...withdrawalReject.errors],
  }),
  lottoResult: defineCall({
    method: 'POST',
    path: '/agent/lotto/rounds/:round_id/result',
    access: 'agent',
    summary: {
      th: 'บันทึกผลหวยของงวด จ่ายโพยทุกใบ แล้วส่งผลและยอดเงินถึงสมาชิกทันที',
      en: "Enter a round's result, settle every bill, push the result and the winners' wallets",
    },
    params: lottoResult.params,
    body: lottoResult.body,
    data: lottoResult.data,
    errors: [...FORWARDED, ...lottoResult.errors],
  }),
  lottoCancel: defineCall({
    method: 'POST',
    path: '/agent/lotto/rounds/:round_id/cancel',
    access: 'agent',
    summary: { th: 'ยกเลิกงวด คืนเงินทุกโพย แล้วแจ้งสมาชิกทันที', en: 'Cancel a round, refund every bill, push the refunds' },
    params: lottoCancel.params,
    data: lottoCancel.data,
    errors: [...FORWARDED, ...lottoCancel.errors],
  }),
  resetLink: defineCall({
    method: 'POST',
    path: '/agent/reset_link',
    access: 'agent',
    summary: resetLink.summary,
    body: resetLink.body,
    data: resetLink.data,
    errors: [...FORWARDED, ...resetLink.errors],
  }),
  smsOutbox: defineCall({
    method: 'GET',
    path: '/agent/sms_outbox',
    access: 'agent',
    summary: smsOutbox.summary,
    data: smsOutbox.data,
    errors: [...FORWARDED, ...smsOutbox.errors],
  }),
  ...rewardsConsoleCalls,
  ...dailyConsoleCalls,
  ...depositConsoleCalls,
};
