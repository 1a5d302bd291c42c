import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import liff from '@line/liff';
import { API } from '#shared/api/paths.js';
import { toaster } from '#client/components/ui/toaster.js';
import { inLineApp, liffMock, TEST_LIFF_ID } from '#client/test-support/liff-mock.js';
import { renderLiffRoute } from './liff-test-routes.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));
vi.mock('@line/liff', async (importOriginal) => (await import('#client/test-support/liff-mock.js')).mockedLiffModule(importOriginal));

const summary = { code: 'K7M2Q9XP', link_path: '/?ref=K7M2Q9XP', clicks: 0, signups: 0, levels: [], balance: 0, total_earned: 0, total_redeemed: 0, min_redeem: 100 };
const link = () => `${window.location.origin}/?ref=K7M2Q9XP`;

beforeEach(() => {
  window.__CONFIG__ = { liffId: TEST_LIFF_ID };
});
afterEach(() => {
  delete window.__CONFIG__;
  liffMock(liff).clear();
  toaster.remove();
});

describe('/liff pages with LIFF_ID set', () => {
  it('inside LINE: the SDK initialises, "ปิด" closes the window and the referral link goes to LINE’s share sheet', async () => {
    inLineApp(liff);
    const init = vi.spyOn(liff, 'init');
    const user = userEvent.setup();
    renderLiffRoute('/liff/affiliate', { member: true, answers: { [API.affiliate.summary]: { data: summary } } });

    const close = await screen.findByRole('button', { name: 'ปิด' });
    expect(init).toHaveBeenCalledWith({ liffId: TEST_LIFF_ID });
    const closeWindow = vi.spyOn(liff, 'closeWindow');
    await user.click(close);
    expect(closeWindow).toHaveBeenCalledTimes(1);

    const picker = vi.spyOn(liff, 'shareTargetPicker');
    const share = await screen.findByTestId('line-share');
    expect(share).not.toHaveAttribute('href');
    await user.click(share);
    expect(picker).toHaveBeenCalledWith([{ type: 'text', text: `สมัครสมาชิกผ่านลิงก์แนะนำของฉัน ${link()}` }]);
    expect(await screen.findByText('แชร์แล้ว')).toBeInTheDocument();
  });

  it('a refused share says so; the member can still copy the link', async () => {
    inLineApp(liff);
    vi.spyOn(liff, 'shareTargetPicker').mockRejectedValue(new Error('EXCEPTION_IN_SUBWINDOW'));
    const user = userEvent.setup();
    renderLiffRoute('/liff/affiliate', { member: true, answers: { [API.affiliate.summary]: { data: summary } } });
    await user.click(await screen.findByTestId('line-share'));
    expect(await screen.findByText('แชร์ไม่สำเร็จ กรุณาคัดลอกลิงก์แล้วส่งเอง')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'คัดลอกลิงก์' })).toBeInTheDocument();
  });

  it('in a browser without a LINE login: no close button, and the share stays LINE’s share page', async () => {
    renderLiffRoute('/liff/affiliate', { member: true, answers: { [API.affiliate.summary]: { data: summary } } });
    expect(await screen.findByTestId('line-share')).toHaveAttribute('href', expect.stringContaining('https://social-plugins.line.me/lineit/share'));
    await waitFor(() => expect(liff.isLoggedIn()).toBe(false));
    expect(screen.queryByRole('button', { name: 'ปิด' })).toBeNull();
  });
});
