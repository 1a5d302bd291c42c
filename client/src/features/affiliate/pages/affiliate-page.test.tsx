import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AffiliateConfig, AffiliateDownline, AffiliateSummary } from '#shared/api/affiliate.js';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import type { WalletsResponse } from '#shared/api/member.js';
import { ErrorCode } from '#shared/errors.js';
import { WALLETS_QUERY_KEY } from '#client/member-data/get-wallets.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { FLAGGED_NOTE } from '../components/downline-table.js';
import { AffiliatePage } from './affiliate-page.js';
import { LoginModalStandIn } from '#client/test-support/login-modal.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const configs: AffiliateConfig = {
  agent_id: 1,
  levels: [
    { level: 1, rate: 1 },
    { level: 2, rate: 0.5 },
    { level: 3, rate: 0.3 },
  ],
  min_redeem: 100,
  products: ['lotto', 'yeekee', 'games'],
};

const summary: AffiliateSummary = {
  code: 'K7M2Q9XP',
  link_path: '/?ref=K7M2Q9XP',
  clicks: 1234,
  signups: 12,
  levels: [
    { level: 1, rate: 1, members: 8, active: 5, turnover: 50000, commission: 500 },
    { level: 2, rate: 0.5, members: 3, active: 2, turnover: 10000, commission: 50 },
    { level: 3, rate: 0.3, members: 1, active: 0, turnover: 0, commission: 0 },
  ],
  balance: 150.25,
  total_earned: 550,
  total_redeemed: 399.75,
  min_redeem: 100,
};

const friend = (overrides: Partial<AffiliateDownline> = {}): AffiliateDownline => ({
  name: '089****999',
  level: 1,
  registered_at: '2026-11-01T10:00:00+07:00',
  turnover_30d: 1200.5,
  active: true,
  flagged: false,
  ...overrides,
});

const wallets: WalletsResponse = {
  wallets: [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 1150.25, wallet_type_id: 1 }],
  total: 1150.25,
  points: 0,
};

function renderMember(answers: Answers = {}) {
  const api = answerFetch({
    [API.affiliate.configs]: { data: configs },
    [API.affiliate.summary]: { data: summary },
    [API.affiliate.network]: (body) =>
      (body as { level: number }).level === 2
        ? { data: { items: [friend({ level: 2, name: '081****111', flagged: true })], page: 1, page_size: 20, total: 1 } }
        : { data: { items: [friend(), friend({ name: '062****222', active: false, turnover_30d: 0 })], page: 1, page_size: 20, total: 2 } },
    [API.affiliate.transactionsV2]: { data: { items: [{ day: '2026-11-21', level: 1, active: 5, turnover: 20000, rate: 1, commission: 200 }], page: 1, page_size: 20, total: 1 } },
    [API.affiliate.transactions]: {
      data: {
        items: [
          { id: 2, kind: 'redeem', day: null, level: null, amount: -399.75, balance_after: 0, created_at: '2026-11-20T12:00:00+07:00' },
          { id: 1, kind: 'commission', day: '2026-11-19', level: 1, amount: 399.75, balance_after: 399.75, created_at: '2026-11-20T00:10:00+07:00' },
        ],
        page: 1,
        page_size: 20,
        total: 2,
      },
    },
    ...answers,
  });
  const result = renderWithProviders(<AffiliatePage />, { route: '/affiliate', session: testSession() });
  return { api, ...result };
}

const redeemKeys = (api: ReturnType<typeof answerFetch>) =>
  api.spy.mock.calls
    .filter((call) => String(call[0]) === API.affiliate.redeem)
    .map((call) => ((call[1] as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_HEADER]);

describe('AffiliatePage', () => {
  it('a visitor reads the three levels from the configs and is offered to register', async () => {
    const api = answerFetch({ [API.affiliate.configs]: { data: configs } });
    renderWithProviders(
      <>
        <AffiliatePage />
        <LoginModalStandIn />
      </>,
      { route: '/affiliate' },
    );
    const levels = await screen.findAllByTestId('scheme-level');
    expect(levels.map((l) => l.textContent)).toEqual([
      'ระดับ 11%เพื่อนที่สมัครผ่านลิงก์ของคุณ',
      'ระดับ 20.5%เพื่อนของเพื่อนระดับ 1',
      'ระดับ 30.3%เพื่อนของเพื่อนระดับ 2',
    ]);
    expect(screen.getByTestId('scheme-min-redeem')).toHaveTextContent('ถอนค่าคอมเข้ากระเป๋าหลักได้เมื่อครบ 100 บาท');
    expect(screen.getByText(/นับจากหวย หวยยี่กี เกม/)).toBeInTheDocument();
    // Log in (and register) open in place, over the page the visitor reads.
    expect(screen.getByRole('button', { name: 'สมัครสมาชิก' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ (ทดสอบ)' })).toBeInTheDocument();
    expect(screen.getByTestId('scheme-min-redeem')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual([API.affiliate.configs]);
  });

  it('a member sees the link and code to copy and share on LINE, and each level’s figures', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMember();
    const link = `${window.location.origin}/?ref=K7M2Q9XP`;
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(link);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('K7M2Q9XP');
    expect(screen.getByTestId('line-share')).toHaveAttribute('href', `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`);
    expect(screen.getByTestId('clicks')).toHaveTextContent('1,234');
    expect(screen.getByTestId('signups')).toHaveTextContent('12');
    await user.click(screen.getByRole('button', { name: 'คัดลอกลิงก์' }));
    await user.click(screen.getByRole('button', { name: 'คัดลอกรหัส' }));
    expect(writeText.mock.calls).toEqual([[link], ['K7M2Q9XP']]);
    const figures = screen.getAllByTestId('level-figures');
    expect(figures[0]).toHaveTextContent('ระดับ 1 · 1%');
    expect(figures[0]).toHaveTextContent('เพื่อนทั้งหมด8 คน');
    expect(figures[0]).toHaveTextContent('เล่นใน 30 วัน5 คน');
    expect(figures[0]).toHaveTextContent('ยอดเล่นของเพื่อน฿50,000.00');
    expect(figures[0]).toHaveTextContent('ค่าคอมที่ได้฿500.00');
    expect(screen.getByTestId('commission-balance')).toHaveTextContent('฿150.25');
  });

  it('the downline table pages by level and says why a flagged sign-up earns nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderMember();
    const rows = await screen.findAllByTestId('downline-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('089****999');
    expect(rows[0]).toHaveTextContent('เล่นอยู่');
    expect(rows[0]).toHaveTextContent('สมัคร 1 พ.ย. 2569');
    expect(rows[0]).toHaveTextContent('ยอดเล่น 30 วัน ฿1,200.50');
    expect(rows[1]).toHaveTextContent('ไม่ได้เล่น');
    await user.click(screen.getByRole('button', { name: 'ระดับ 2' }));
    await waitFor(() => expect(screen.getByTestId('downline-row')).toHaveTextContent('081****111'));
    expect(screen.getByTestId('flagged-note')).toHaveTextContent(FLAGGED_NOTE);
    expect(screen.getByTestId('downline-row')).toHaveTextContent('ไม่คิดค่าคอม');
    expect(api.callsTo(API.affiliate.network).map((c) => c.body)).toEqual([
      { level: 1, page: 1 },
      { level: 2, page: 1 },
    ]);
  });

  it('the per-day table shows how each commission was computed; the entries show earned and redeemed', async () => {
    const user = userEvent.setup();
    renderMember();
    await user.click(await screen.findByRole('tab', { name: 'ค่าคอมรายวัน' }));
    const day = await screen.findByTestId('day-row');
    expect(day).toHaveTextContent('21 พ.ย. 2569');
    expect(day).toHaveTextContent('฿20,000.00 × 1%');
    expect(day).toHaveTextContent('฿200.00');
    await user.click(screen.getByRole('tab', { name: 'รายการค่าคอม' }));
    const entries = await screen.findAllByTestId('transaction-row');
    expect(entries[0]).toHaveTextContent('ถอนเข้ากระเป๋าหลัก');
    expect(entries[0]).toHaveTextContent('-฿399.75');
    expect(entries[1]).toHaveTextContent('ค่าคอมมิชชั่น ระดับ 1 วันที่ 19 พ.ย. 2569');
    expect(entries[1]).toHaveTextContent('+฿399.75');
    expect(entries[1]).toHaveTextContent('คงเหลือ ฿399.75');
  });

  it('redeems with an idempotency key, writes the wallets and the balance from the answer', async () => {
    const user = userEvent.setup();
    let redeemed = false;
    const { api, queryClient } = renderMember({
      [API.affiliate.redeem]: () => ((redeemed = true), { data: { redeemed: 150.25, balance: 0, wallets } }),
      [API.affiliate.summary]: () => ({ data: redeemed ? { ...summary, balance: 0, total_redeemed: 550 } : summary }),
    });
    await user.click(await screen.findByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }));
    expect(await screen.findByTestId('redeem-success')).toHaveTextContent('ถอนค่าคอม ฿150.25 เข้ากระเป๋าหลักแล้ว');
    expect(redeemKeys(api)[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryData(WALLETS_QUERY_KEY)).toEqual(wallets);
    expect(screen.getByTestId('commission-balance')).toHaveTextContent('฿0.00');
    expect(screen.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' })).toBeDisabled();
  });

  it('a lost answer keeps the key; the server’s refusal is shown in Thai; below the minimum the button is off', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { api } = renderMember({
      [API.affiliate.redeem]: () =>
        ++attempt === 1 ? { status: 503, error: ErrorCode.UPSTREAM_DOWN, message: 'ระบบขัดข้องชั่วคราว' } : { error: ErrorCode.AFFILIATE_BELOW_MIN, message: 'ยอดค่าคอมยังไม่ถึงขั้นต่ำที่ถอนได้' },
    });
    await user.click(await screen.findByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }));
    expect(await screen.findByTestId('redeem-error')).toHaveTextContent('ระบบขัดข้องชั่วคราว');
    await user.click(screen.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }));
    await waitFor(() => expect(screen.getByTestId('redeem-error')).toHaveTextContent('ยอดค่าคอมยังไม่ถึงขั้นต่ำที่ถอนได้'));
    const keys = redeemKeys(api);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('below the minimum the redeem is off and says how much is missing', async () => {
    renderMember({ [API.affiliate.summary]: { data: { ...summary, balance: 40.5 } } });
    expect(await screen.findByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' })).toBeDisabled();
    expect(screen.getByTestId('redeem-hint')).toHaveTextContent('ถอนได้เมื่อครบ ฿100.00 (ขาดอีก ฿59.50)');
    const section = screen.getByRole('region', { name: 'ค่าคอมมิชชั่นของคุณ' });
    expect(within(section).queryByTestId('redeem-error')).toBeNull();
  });
});
