import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { FreeSpinCredit } from '#shared/api/games.js';
import { API } from '#shared/api/paths.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { GameLauncher } from '../launcher/game-launcher.js';
import { FreespinPage } from '../pages/freespin-page.js';
import { freeSpinCreditOf, GAME_PATHS, gameOf, gamesFrom, lobbyConfigOf, mainWallet, pageOf } from '../test-support/fixtures.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const anyGame = freeSpinCreditOf({ id: 9, source: 'promotion', title: 'โปรฝากแรกรับฟรีสปิน', spins_total: 10, spins_left: 10, bet: 1, game: null });

function renderFreespin(credits: FreeSpinCredit[] | (() => FreeSpinCredit[]), { member = true } = {}) {
  const api = answerFetch({
    [API.member.wallets]: { data: { wallets: [mainWallet(0)], total: 0, points: 0 } },
    [GAME_PATHS.lobbyConfigs]: { data: { config: lobbyConfigOf({ lobby_key: 'freespin', title: 'ฟรีสปิน', category: null, free_spins_only: true }) } },
    [GAME_PATHS.list]: { data: pageOf([gameOf(), ...gamesFrom(20, 2)], 3) },
    [GAME_PATHS.freeSpins]: () => ({ data: { credits: typeof credits === 'function' ? credits() : credits } }),
    [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(0)] } },
    [GAME_PATHS.link]: { data: { link: '/play?game=g&token=t', expires_at: '2026-11-23T20:00:00+07:00' } },
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/freespin"
        element={
          <>
            <FreespinPage />
            <GameLauncher />
          </>
        }
      />
    </Routes>,
    { route: '/freespin', session: member ? testSession() : undefined },
  );
  return api;
}

const linkBodies = (api: ReturnType<typeof answerFetch>) => api.callsTo(GAME_PATHS.link).map((call) => call.body);

describe('/freespin credits', () => {
  it('lists each credit with its source, spins left, bet, game and expiry, and plays one on its game with its id', async () => {
    const user = userEvent.setup();
    const api = renderFreespin([freeSpinCreditOf(), anyGame]);
    const section = await screen.findByRole('region', { name: 'สิทธิ์ฟรีสปินของฉัน' });
    const [quest, promotion] = await within(section).findAllByTestId('free-spin-credit');
    expect(quest).toHaveTextContent('ภารกิจเข้าสู่ระบบครั้งแรก');
    expect(within(quest!).getByTestId('free-spin-source')).toHaveTextContent('ภารกิจ');
    expect(within(quest!).getByTestId('free-spin-left')).toHaveTextContent('เหลือ 3/5 ครั้ง');
    expect(within(quest!).getByTestId('free-spin-bet')).toHaveTextContent('เดิมพันครั้งละ 2.00 บาท');
    expect(within(quest!).getByTestId('free-spin-game')).toHaveTextContent('เกม พญานาคทองคำ');
    expect(within(quest!).getByTestId('free-spin-expiry')).toHaveTextContent('ใช้ได้ถึง 29 พ.ย. 2569 10:30 น.');
    expect(within(promotion!).getByTestId('free-spin-source')).toHaveTextContent('โปรโมชั่น');
    expect(within(promotion!).getByTestId('free-spin-bet')).toHaveTextContent('เดิมพันครั้งละ 1.00 บาท');
    expect(within(promotion!).getByTestId('free-spin-game')).toHaveTextContent('ใช้ได้กับทุกเกมที่มีฟรีสปิน');

    await user.click(within(quest!).getByRole('button', { name: 'เล่นฟรีสปิน ภารกิจเข้าสู่ระบบครั้งแรก' }));
    expect(await screen.findByTitle('หน้าจอเกม')).toHaveAttribute('src', '/play?game=g&token=t');
    expect(linkBodies(api)).toEqual([{ wallet_id: 1, game_id: 11, provider_id: 1, is_mobile: false, source: 'freespin', free_spin_id: 7 }]);
  });

  it('a credit good on any game lets the member pick a free-spin game first', async () => {
    const user = userEvent.setup();
    const api = renderFreespin([anyGame]);
    await user.click(await screen.findByRole('button', { name: 'เล่นฟรีสปิน โปรฝากแรกรับฟรีสปิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'เลือกเกมที่จะเล่นฟรีสปิน' });
    const choices = await within(dialog).findAllByTestId('free-spin-game-choice');
    expect(choices).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: /เกมที่ 21/ }));
    await screen.findByTitle('หน้าจอเกม');
    expect(linkBodies(api)).toEqual([{ wallet_id: 1, game_id: 21, provider_id: 1, is_mobile: false, source: 'freespin', free_spin_id: 9 }]);
  });

  it('the credits are asked again when the launcher closes, so the spins left follow play', async () => {
    const user = userEvent.setup();
    let left = 3;
    const api = renderFreespin(() => [freeSpinCreditOf({ spins_left: left })]);
    await user.click(await screen.findByRole('button', { name: /^เล่นฟรีสปิน / }));
    await screen.findByTitle('หน้าจอเกม');
    left = 1;
    await user.click(screen.getByRole('button', { name: 'ปิดเกม' }));
    await waitFor(() => expect(screen.getByTestId('free-spin-left')).toHaveTextContent('เหลือ 1/5 ครั้ง'));
    expect(api.callsTo(GAME_PATHS.freeSpins)).toHaveLength(2);
  });

  it('without credits says where they come from, with links', async () => {
    renderFreespin([]);
    const none = await screen.findByTestId('free-spin-none');
    expect(none).toHaveTextContent('ยังไม่มีสิทธิ์ฟรีสปิน');
    expect(within(none).getByRole('link', { name: 'โปรโมชั่น' })).toHaveAttribute('href', '/promotions');
    expect(within(none).getByRole('link', { name: 'ภารกิจ' })).toHaveAttribute('href', '/member/creditfree');
    expect(within(none).getByRole('link', { name: 'กงล้อนำโชค' })).toHaveAttribute('href', '/member/wheel');
  });

  it('a visitor is asked to log in and nothing is fetched for them', async () => {
    const api = renderFreespin([freeSpinCreditOf()], { member: false });
    await screen.findAllByTestId('game-tile');
    const section = screen.getByRole('region', { name: 'สิทธิ์ฟรีสปินของฉัน' });
    expect(within(section).getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(api.callsTo(GAME_PATHS.freeSpins)).toHaveLength(0);
  });
});
