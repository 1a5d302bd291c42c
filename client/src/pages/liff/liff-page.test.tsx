import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API } from '#shared/api/paths.js';
import { TH } from '#shared/messages.th.js';
import { liffModuleLoads } from '#client/test-support/liff-mock.js';
import { renderLiffRoute } from './liff-test-routes.js';
import { LIFF_PAGES } from './liff-pages.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));
vi.mock('@line/liff', async (importOriginal) => (await import('#client/test-support/liff-mock.js')).mockedLiffModule(importOriginal));

/** Each LIFF page name with the heading of the site page it shows. */
const HEADINGS: Record<keyof typeof LIFF_PAGES, string> = {
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  lotto: 'แทงหวย',
  yeekee: 'หวยยี่กี',
  bills: 'โพยหวยของฉัน',
  promotions: 'โปรโมชั่น',
  profile: 'โปรไฟล์',
  statement: 'รายการเดินบัญชี',
  affiliate: 'แนะนำเพื่อน',
};

afterEach(() => {
  delete window.__CONFIG__;
});

describe('/liff/{name} without a LIFF id (a plain browser)', () => {
  it.each(Object.entries(HEADINGS))('/liff/%s shows the site page for a member, without header or footer', async (name, heading) => {
    const { router } = renderLiffRoute(`/liff/${name}`, { member: true });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/liff/${name}`);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByTestId('liff-bar')).toBeNull();
  });

  it.each(['deposit', 'withdraw', 'profile', 'statement', 'bills'])('a visitor on /liff/%s gets the login, as on the site', async (name) => {
    const { router } = renderLiffRoute(`/liff/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['lotto', 'yeekee', 'promotions'])('a visitor may browse /liff/%s', async (name) => {
    renderLiffRoute(`/liff/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[name as keyof typeof HEADINGS] })).toBeInTheDocument();
  });

  it.each(['/liff/nope', '/liff/constructor', '/liff/deposit/extra'])('%s shows the 404 page', async (path) => {
    renderLiffRoute(path, { member: true });
    expect(await screen.findByText(TH.errorPage.notFound)).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
  });

  it('/liff lists every page LINE can open', async () => {
    renderLiffRoute('/liff');
    expect(await screen.findByRole('heading', { level: 1, name: 'บริการผ่านไลน์' })).toBeInTheDocument();
    for (const [name, { title }] of Object.entries(LIFF_PAGES)) {
      expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', `/liff/${name}`);
    }
  });

  it('the referral link is shared with LINE’s share page, and the SDK never loads', async () => {
    renderLiffRoute('/liff/affiliate', {
      member: true,
      answers: { [API.affiliate.summary]: { data: { code: 'K7M2Q9XP', link_path: '/?ref=K7M2Q9XP', clicks: 0, signups: 0, levels: [], balance: 0, total_earned: 0, total_redeemed: 0, min_redeem: 100 } } },
    });
    const share = await screen.findByTestId('line-share');
    expect(share).toHaveAttribute('href', expect.stringContaining('https://social-plugins.line.me/lineit/share?url='));
    await waitFor(() => expect(liffModuleLoads.count).toBe(0));
  });
});
