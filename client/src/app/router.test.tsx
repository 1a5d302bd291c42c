import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { API } from '#shared/api/paths.js';
import { TH } from '#shared/messages.th.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { appRoutes } from './test-support/app-routes.js';
import { readLocalState, rememberAgentCode } from '#client/lib/persisted-state.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

function renderRoute(path: string, { member = false, answers = {} as Answers } = {}) {
  answerFetch(answers);
  let router!: ReturnType<typeof createMemoryRouter>;
  const result = renderWithProviders(null, {
    session: member ? testSession() : undefined,
    router: (queryClient) => (router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] })),
  });
  return { ...result, router };
}

/** Every route of docs/product.md §2 with the heading its page shows (member pages are rendered for a member). */
const PUBLIC: [string, string][] = [
  ['/', 'หน้าหลัก'],
  ['/affiliate', 'แนะนำเพื่อน'],
  ['/fairness', 'ตรวจสอบความยุติธรรม'],
  ['/fairness/slots/thai-temple', 'แถบวงล้อและอัตราจ่าย'],
  ['/cashback', 'คืนยอดเล่นรายวัน'],
  ['/casino', 'คาสิโน'],
  ['/fishing', 'ยิงปลา'],
  ['/freespin', 'ฟรีสปิน'],
  ['/promotions', 'โปรโมชั่น'],
  ['/redeem', 'แลกของรางวัลด้วยแต้ม'],
  ['/slot', 'สล็อต'],
  ['/sooth', 'สูตรบาคาร่า'],
  ['/sooth/1', 'สูตรบาคาร่า'],
  ['/sport', 'กีฬา'],
  ['/winloss', 'คืนยอดเสีย'],
  ['/lotto/lobby', 'แทงหวย'],
  ['/lotto/rates', 'อัตราจ่ายหวย'],
  ['/lotto/results', 'ตรวจผลหวย'],
  ['/lotto/yeekee', 'หวยยี่กี'],
  ['/lotto', 'แทงหวย'],
  ['/liff', 'บริการผ่านไลน์'],
  ['/liff/lotto', 'แทงหวย'],
  ['/lobby', 'ล็อบบี้เกม'],
  ['/lobby/pgsoft', 'ล็อบบี้เกม'],
  ['/poll', 'โพลร่วมสนุก'],
  ['/poll/1', 'โพลร่วมสนุก'],
];
const GUEST: [string, string][] = [
  ['/login', 'เข้าสู่ระบบ'],
  ['/login_box', 'เข้าสู่ระบบ'],
  ['/register', 'สมัครสมาชิก'],
  ['/register_box', 'สมัครสมาชิก'],
  ['/forgot', 'ลืมรหัสผ่าน'],
];
const MEMBER: [string, string][] = [
  ['/member', 'สวัสดี คุณสมชาย ใจดี'],
  ['/member/coupon', 'ใช้คูปอง'],
  ['/member/creditfree', 'ภารกิจรับเครดิตฟรี'],
  ['/member/deposit', 'ฝากเงิน'],
  ['/member/payment', 'ชำระเงินผ่านคิวอาร์โค้ด'],
  ['/member/profile', 'โปรไฟล์'],
  ['/member/promotions', 'โปรโมชั่นของฉัน'],
  ['/member/statement', 'รายการเดินบัญชี'],
  ['/member/wheel', 'กงล้อนำโชค'],
  ['/member/winloss', 'รับคืนยอดเสีย'],
  ['/member/withdraw', 'ถอนเงิน'],
  ['/liff/deposit', 'ฝากเงิน'],
  ['/lotto/bills', 'โพยหวยของฉัน'],
  ['/lotto/42', 'แทงหวยงวดนี้'],
];

describe('routes of product §2', () => {
  it.each([...PUBLIC, ...GUEST])('%s resolves for a visitor', async (path, heading) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText(TH.errorPage.notFound)).not.toBeInTheDocument();
  });

  it.each(MEMBER)('%s resolves for a member', async (path, heading) => {
    const { router } = renderRoute(path, { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText(TH.errorPage.notFound)).not.toBeInTheDocument();
  });

  // /agent and /play are apps of their own (client/src/console, client/src/play): the member site has no such page.
  it.each(['/nope', '/member/nope', '/lotto/1/2', '/login/extra', '/agent', '/play'])('%s shows the 404 page', async (path) => {
    renderRoute(path);
    expect(await screen.findByText(TH.errorPage.notFound)).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByText(TH.errorPage.pageNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TH.errorPage.goHome })).toHaveAttribute('href', '/');
  });
});

describe('route guards', () => {
  it.each(MEMBER.map(([path]) => path))('a visitor on %s goes to /login when no agent code is known', async (path) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a visitor on a member page goes to the index with ?ag= when the agent code is known', async () => {
    rememberAgentCode('AG77');
    const { router } = renderRoute('/member/deposit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?ag=AG77');
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้าหลัก' })).toBeInTheDocument();
  });

  it.each(GUEST.map(([path]) => path))('a member on %s goes to /member', async (path) => {
    const { router } = renderRoute(path, { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'สวัสดี คุณสมชาย ใจดี' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member');
  });

  it('the index keeps ?ag= as the agent code in local state', async () => {
    renderRoute('/?ag=AG01');
    expect(await screen.findByRole('heading', { level: 1, name: 'หน้าหลัก' })).toBeInTheDocument();
    expect(readLocalState().agentCode).toBe('AG01');
    expect(JSON.parse(localStorage.getItem('local')!)).toEqual({ agentCode: 'AG01' });
  });
});

describe('layouts', () => {
  it("the member panel's deposit button opens the deposit dialog the layout mounts, with the deposit form", async () => {
    renderRoute('/member', {
      member: true,
      answers: {
        [API.member.wallets]: { data: { wallets: [], total: 1, points: 0 } },
        [API.payment.channels]: {
          data: [{ channel_id: 1, code: 'promptpay', name: 'PromptPay', min_amount: 100, max_amount: 50000, quick_amounts: [100], sub_channels: [] }],
        },
        [API.promotion.list]: { data: [] },
        [API.promotion.active]: { data: null },
      },
    });
    const panel = await screen.findByRole('region', { name: 'ข้อมูลสมาชิก' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: /ฝากเงิน/, hidden: true }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'ฝากเงิน' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'พร้อมเพย์ (QR)' })).toBeInTheDocument();
  });
});
