import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { API } from '#shared/api/paths.js';
import type { PaymentSnapshot } from '#shared/live/events.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { toaster } from '#client/components/ui/toaster.js';
import { bankInfo, depositStatus, qrDeposit } from '../test-support/fixtures.js';
import { promotionListQueryKey, WALLETS_QUERY_KEY } from '../api/keys.js';
import { PaymentPage } from './payment-page.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

/** Delivers a pushed `payment:status` the way the socket helper does: through the binding into the cache. */
function push(queryClient: QueryClient, event: PaymentSnapshot) {
  const binding = bindings.filter((b) => b.topic === `payment:${event.ref}`).at(-1)!;
  const reduce = binding.events['payment:status'] as (current: unknown, e: PaymentSnapshot) => unknown;
  act(() => {
    queryClient.setQueryData(binding.queryKey, (current: unknown) => reduce(current, event));
  });
}

const PROMOTIONS_LIST_KEY = promotionListQueryKey('0812345678');

function renderPayment(route: string, answers: Answers) {
  const api = answerFetch(answers);
  const result = renderWithProviders(<PaymentPage />, { route, session: testSession() });
  return { api, ...result };
}

describe('PaymentPage', () => {
  beforeEach(() => {
    bindings.length = 0;
    toaster.remove();
  });

  it('shows the PromptPay QR with its amount, a countdown to expiry and a save button, and listens on payment:<ref>', async () => {
    const { api } = renderPayment('/member/payment?ref=DP12345678', {
      [API.payment.qrcodeInfo]: { data: qrDeposit() },
      [API.payment.inquiryStatus]: { data: depositStatus() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'ชำระเงินผ่านคิวอาร์โค้ด' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'คิวอาร์โค้ดพร้อมเพย์ ยอด ฿500.00' });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent('฿500.00');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^(10:0\d|09:\d\d)$/);
    const save = screen.getByRole('link', { name: 'บันทึกรูปคิวอาร์โค้ด' });
    expect(save).toHaveAttribute('href', 'data:image/png;base64,iVBORw0KGgo=');
    expect(save).toHaveAttribute('download', 'promptpay-DP12345678.png');
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('รอชำระเงิน');
    expect(api.callsTo(API.payment.qrcodeInfo)[0]).toMatchObject({ method: 'GET' });
    expect(bindings.some((b) => b.topic === 'payment:DP12345678')).toBe(true);
  });

  it('turns paid on a pushed event: success toast, wallets refreshed, a link back', async () => {
    const create = vi.spyOn(toaster, 'create');
    const { queryClient } = renderPayment('/member/payment?ref=DP12345678', {
      [API.payment.qrcodeInfo]: { data: qrDeposit() },
      [API.payment.inquiryStatus]: { data: depositStatus() },
      [API.member.wallets]: { data: { wallets: [], total: 500, points: 5 } },
    });
    await screen.findByTestId('countdown');
    queryClient.setQueryData(WALLETS_QUERY_KEY, { wallets: [], total: 0, points: 0 });
    push(queryClient, depositStatus({ status: 'paid', bonus: 250, points: 5, paid_at: new Date().toISOString() }));
    expect(await screen.findByTestId('deposit-paid')).toHaveTextContent('โบนัส ฿250.00');
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('ฝากเงินสำเร็จ');
    expect(screen.queryByRole('img')).toBeNull();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'ฝากเงินสำเร็จ ฿500.00' }));
    expect(queryClient.getQueryState(WALLETS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/');
  });

  it('a paid deposit whose promotion paid no bonus says why, and the promotions are read again', async () => {
    const note = 'ไม่ได้รับโบนัสโปรโมชั่น “สมาชิกใหม่ รับโบนัส 100%”: โปรโมชั่นนี้สำหรับยอดฝากครั้งแรกเท่านั้น บัญชีของคุณมียอดฝากเข้าแล้ว โปรโมชั่นนี้จึงถูกยกเลิก';
    const { queryClient } = renderPayment('/member/payment?ref=DP12345678', {
      [API.payment.qrcodeInfo]: { data: qrDeposit() },
      [API.payment.inquiryStatus]: { data: depositStatus() },
      [API.member.wallets]: { data: { wallets: [], total: 500, points: 5 } },
    });
    await screen.findByTestId('countdown');
    queryClient.setQueryData(PROMOTIONS_LIST_KEY, []);
    push(queryClient, depositStatus({ status: 'paid', paid_at: new Date().toISOString(), promotion_note: note }));
    expect(await screen.findByTestId('deposit-paid')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-promotion-note')).toHaveTextContent(`ยอดฝากนี้ไม่ได้รับโบนัสโปรโมชั่น${note}`);
    expect(queryClient.getQueryState(PROMOTIONS_LIST_KEY)?.isInvalidated).toBe(true);
  });

  it('turns paid from an inquiry_status answer when nothing is pushed', async () => {
    const create = vi.spyOn(toaster, 'create');
    let status: 'pending' | 'paid' = 'pending';
    const { queryClient } = renderPayment('/member/payment?ref=DP12345678', {
      [API.payment.qrcodeInfo]: { data: qrDeposit() },
      [API.payment.inquiryStatus]: (_body, url) => {
        expect(url.searchParams.get('ref')).toBe('DP12345678');
        return { data: depositStatus({ status }) };
      },
    });
    await screen.findByTestId('countdown');
    status = 'paid';
    await act(() => queryClient.refetchQueries({ queryKey: ['payment', 'status', 'DP12345678'] }));
    await waitFor(() => expect(screen.getByTestId('deposit-status')).toHaveTextContent('ฝากเงินสำเร็จ'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
  });

  it('a deposit past its expiry on the server clock shows as expired, with a way to start again', async () => {
    renderPayment('/member/payment?ref=DP12345678', {
      [API.payment.qrcodeInfo]: { data: qrDeposit({ expires_at: new Date(Date.now() - 1000).toISOString() }) },
      [API.payment.inquiryStatus]: { data: depositStatus() },
    });
    expect(await screen.findByTestId('deposit-expired')).toHaveTextContent('หมดเวลาชำระแล้ว');
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('หมดเวลาชำระ');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'สร้างรายการฝากใหม่' })).toHaveAttribute('href', '/member/deposit');
  });

  it('a rejected deposit shows the agent’s reason', async () => {
    renderPayment('/member/payment?ref=DP12345678', {
      [API.payment.qrcodeInfo]: { data: qrDeposit() },
      [API.payment.inquiryStatus]: { data: depositStatus({ status: 'rejected', reason: 'ยอดโอนไม่ตรงกับรายการ' }) },
    });
    expect(await screen.findByTestId('deposit-rejected')).toHaveTextContent('ยอดโอนไม่ตรงกับรายการ');
  });

  it('a bank deposit shows the deposit notice with the agent’s account and copy buttons', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment('/member/payment?ref=DP12345678', {
      [API.payment.qrcodeInfo]: { data: qrDeposit({ channel_id: 2, channel_code: 'bank', payload: null, qr_image: null, amount: 1000 }) },
      [API.payment.inquiryStatus]: { data: depositStatus({ amount: 1000 }) },
      [API.payment.info]: { data: bankInfo },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'แจ้งโอนเงิน' })).toBeInTheDocument();
    const account = await screen.findByTestId('agent-account');
    expect(account).toHaveTextContent('ธนาคารกสิกรไทย');
    expect(account).toHaveTextContent('123-4-56789-0');
    expect(account).toHaveTextContent('บจก. หวยดี');
    expect(api.callsTo(API.payment.info)[0]?.path).toBe(API.payment.info);
    await user.click(within(account).getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    expect(await navigator.clipboard.readText()).toBe('1234567890');
    expect(screen.getByTestId('deposit-ref')).toHaveTextContent('DP12345678');
  });

  it('without a ref, shows the latest pending deposit, or says there is none', async () => {
    const { api } = renderPayment('/member/payment', { [API.payment.qrcodeInfo]: { data: null } });
    expect(await screen.findByText('ไม่มีรายการฝากที่รอชำระ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/member/deposit');
    expect(api.calls[0]?.path).toBe(API.payment.qrcodeInfo);
  });
});
