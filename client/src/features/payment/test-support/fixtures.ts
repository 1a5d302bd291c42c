/** Answers of the payment calls shaped like the contract in shared/src/api/payment.ts. */
import type { DepositStatusResponse, GenerateQrResponse, PaymentChannel, PaymentInfoResponse } from '#shared/api/payment.js';
import type { DemoSlipResponse, MemberSlip } from '#shared/api/payment-slips.js';
import type { Promotion } from '#shared/api/promotion.js';

export const channels: PaymentChannel[] = [
  { channel_id: 1, code: 'promptpay', name: 'PromptPay', min_amount: 100, max_amount: 50000, quick_amounts: [100, 300, 500, 1000], sub_channels: [] },
  {
    channel_id: 2,
    code: 'bank',
    name: 'Bank',
    min_amount: 200,
    max_amount: 100000,
    quick_amounts: [500, 1000],
    sub_channels: [
      { sub_channel_id: 11, name: 'กสิกรไทย' },
      { sub_channel_id: 12, name: 'ไทยพาณิชย์' },
    ],
  },
  { channel_id: 3, code: 'truemoney', name: 'TrueMoney', min_amount: 50, max_amount: 10000, quick_amounts: [], sub_channels: [{ sub_channel_id: 21, name: 'วอลเล็ท 1' }] },
];

export const promotion: Promotion = {
  promotion_id: 5,
  title: 'สมาชิกใหม่รับ 50%',
  description: 'โบนัส 50% สำหรับการฝากครั้งแรก',
  image: '/assets/promotions/new-member.svg',
  bonus_percent: 50,
  max_bonus: 500,
  min_deposit: 300,
  turnover_multiple: 5,
  withdraw_cap: 3000,
  terms: ['ฝากขั้นต่ำ 300 บาท', 'ทำยอดเทิร์น 5 เท่า'],
  free_spin_offer: null,
  eligibility: { rule: 'first_deposit', new_member_days: null, text: 'เฉพาะยอดฝากครั้งแรกของสมาชิก' },
  unavailable_reason: null,
};

export const promotions: Promotion[] = [
  promotion,
  {
    ...promotion,
    promotion_id: 6,
    title: 'ฝากทั้งวันรับ 10%',
    bonus_percent: 10,
    max_bonus: 1000,
    min_deposit: 100,
    eligibility: { rule: 'any_deposit', new_member_days: null, text: 'รับได้ทุกยอดฝาก' },
  },
];

export function qrDeposit(overrides: Partial<GenerateQrResponse> = {}): GenerateQrResponse {
  return {
    ref: 'DP12345678',
    channel_id: 1,
    channel_code: 'promptpay',
    sub_channel_id: null,
    payload: '00020101021229370016A000000677010111',
    qr_image: 'data:image/png;base64,iVBORw0KGgo=',
    amount: 500,
    status: 'pending',
    created_at: new Date(Date.now() - 60_000).toISOString(),
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    ...overrides,
  };
}

export function depositStatus(overrides: Partial<DepositStatusResponse> = {}): DepositStatusResponse {
  return {
    ref: 'DP12345678',
    status: 'pending',
    amount: 500,
    bonus: 0,
    points: 0,
    free_spins: 0,
    expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
    paid_at: null,
    reason: null,
    promotion_note: null,
    ...overrides,
  };
}

export const bankInfo: PaymentInfoResponse = {
  channel: channels[1]!,
  bank_accounts: [{ id: 1, bank_code: 'KBANK', bank_name: 'ธนาคารกสิกรไทย', account_no: '123-4-56789-0', account_name: 'บจก. หวยดี' }],
  true_money_accounts: [],
  promptpay: null,
  member_bank: { bank_code: 'SCB', bank_name: 'ธนาคารไทยพาณิชย์', account_no: 'xxx-x-x6789-0' },
};

export function memberSlip(overrides: Partial<MemberSlip> = {}): MemberSlip {
  return {
    id: 41,
    trans_ref: '016330155431CTF07953',
    status: 'credited',
    reason: null,
    amount: 1000,
    paid_at: '2026-11-28T10:15:00+07:00',
    deposit_ref: 'DP12345678',
    created_at: '2026-11-28T10:16:00+07:00',
    decided_at: '2026-11-28T10:16:01+07:00',
    ...overrides,
  };
}

export const demoSlip: DemoSlipResponse = {
  trans_ref: 'DEMO0123456789',
  amount: 1000,
  // "slip" in bytes: enough for the Blob it turns into
  image: 'data:image/png;base64,c2xpcA==',
};

/** The headers a mocked fetch call was made with. */
export function headersOf(spy: { mock: { calls: unknown[][] } }, index: number): Record<string, string> {
  const init = spy.mock.calls[index]?.[1] as RequestInit | undefined;
  return { ...(init?.headers as Record<string, string> | undefined) };
}
