import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Game } from '#shared/api/games.js';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { Toaster, toaster } from '#client/components/ui/toaster.js';
import { readLobbyState } from '#client/lib/persisted-state.js';
import { useUiState } from '#client/lib/ui-state.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { bonusWallet, GAME_PATHS, gameOf, mainWallet } from '../test-support/fixtures.js';
import { GameLauncher } from './game-launcher.js';
import { GAME_FRAME_SANDBOX } from './game-frame.js';
import { rememberPendingGame, takePendingGame } from './pending-game.js';
import { useLaunchGame } from './use-launch-game.js';
import { LoginModalStandIn } from '#client/test-support/login-modal.js';
import { WALLETS_MESSAGE } from '#client/game-data/wallets-message.js';
import { findAlertDialog } from '#client/test-support/dialogs.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const memberWallets = { wallets: [mainWallet(100)], total: 100, points: 0 };

function Opener({ game, demo = false, freeSpinId = null }: { game: Game; demo?: boolean; freeSpinId?: number | null }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(game, { source: freeSpinId ? 'freespin' : 'lobby_slot', demo, freeSpinId })}>
      {demo ? 'เปิดทดลอง' : freeSpinId ? 'เปิดฟรีสปิน' : 'เปิดเกม'}
    </button>
  );
}

function SelectedProbe() {
  const [ui] = useUiState();
  return <output data-testid="selected">{ui.selectedGame ? `${ui.selectedGame.game_id}:${ui.selectedGame.is_demo}` : 'none'}</output>;
}

function renderLauncher(answers: Answers, { member = true, game = gameOf() }: { member?: boolean; game?: Game } = {}) {
  const api = answerFetch({ [API.member.wallets]: { data: memberWallets }, ...answers });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/slot"
        element={
          <>
            <Opener game={game} />
            <Opener game={game} demo />
            <Opener game={game} freeSpinId={7} />
            <SelectedProbe />
            <GameLauncher />
            <LoginModalStandIn />
          </>
        }
      />
      <Route path="/login" element={<h1>เข้าสู่ระบบ</h1>} />
    </Routes>,
    { route: '/slot', session: member ? testSession() : undefined },
  );
  renderWithToaster();
  return { api, ...view };
}

function renderWithToaster() {
  // The toaster is a portal of its own; one is enough for the page.
  renderWithProviders(<Toaster />);
}

const frame = () => screen.findByTitle('หน้าจอเกม');

describe('GameLauncher', () => {
  beforeEach(() => toaster.remove());

  it('a demo fetches a demo link and the frame loads it, with the frame permissions of a game', async () => {
    const user = userEvent.setup();
    const { api } = renderLauncher({ [GAME_PATHS.demo]: { data: { link: '/play?game=naga-gold&demo=1' } } }, { member: false });
    await user.click(screen.getByRole('button', { name: 'เปิดทดลอง' }));
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', '/play?game=naga-gold&demo=1');
    expect(iframe).toHaveAttribute('allow', 'fullscreen; autoplay');
    expect(iframe).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    expect(api.callsTo(GAME_PATHS.demo)).toHaveLength(1);
    expect(api.callsTo(GAME_PATHS.demo)[0]!.body).toMatchObject({ game_id: 11, provider_id: 1, source: 'lobby_slot', is_mobile: false });
    expect(api.callsTo(GAME_PATHS.wallets)).toHaveLength(0);
  });

  it('a demo failure is a toast with the server message, and the sheet closes', async () => {
    const user = userEvent.setup();
    renderLauncher({ [GAME_PATHS.demo]: { status: 409, error: ErrorCode.GAME_DEMO_UNAVAILABLE, message: 'เกมนี้ไม่มีโหมดทดลองเล่น' } });
    await user.click(screen.getByRole('button', { name: 'เปิดทดลอง' }));
    expect(await screen.findByText('เกมนี้ไม่มีโหมดทดลองเล่น')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('none'));
    expect(screen.queryByTestId('game-launcher')).toBeNull();
  });

  it('keeps wallets with money or of the main type; with two the member picks, and the pick fetches the link', async () => {
    const user = userEvent.setup();
    const { api } = renderLauncher({
      [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(0), bonusWallet(0), { ...bonusWallet(250.5), id: 3, wallet_name: 'กระเป๋าฟรีเครดิต' }] } },
      [GAME_PATHS.link]: { data: { link: '/play?game=naga-gold&token=abc', expires_at: '2026-11-23T20:00:00+07:00' } },
    });
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    const sheet = await screen.findByTestId('game-launcher');
    const cards = await within(sheet).findAllByTestId('wallet-card');
    expect(cards.map((card) => card.textContent)).toEqual(['กระเป๋าหลัก฿0.00', 'กระเป๋าฟรีเครดิต฿250.50']);
    expect(api.callsTo(GAME_PATHS.wallets)[0]!.body).toEqual({ game_id: '11', provider_id: '1', sub_provider_id: null });
    expect(api.callsTo(GAME_PATHS.link)).toHaveLength(0);

    await user.click(cards[1]!);
    expect(await frame()).toHaveAttribute('src', '/play?game=naga-gold&token=abc');
    expect(api.callsTo(GAME_PATHS.link)).toHaveLength(1);
    expect(api.callsTo(GAME_PATHS.link)[0]!.body).toEqual({ wallet_id: 3, game_id: 11, provider_id: 1, is_mobile: false, source: 'lobby_slot' });
  });

  it('auto-selects the only wallet left and goes straight to the game', async () => {
    const user = userEvent.setup();
    const { api } = renderLauncher({
      [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(80), bonusWallet(0)] } },
      [GAME_PATHS.link]: { data: { link: 'https://provider.example/launch?token=t1', expires_at: '2026-11-23T20:00:00+07:00' } },
    });
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    expect(await frame()).toHaveAttribute('src', 'https://provider.example/launch?token=t1');
    expect(screen.queryByTestId('wallet-card')).toBeNull();
    expect(api.callsTo(GAME_PATHS.link)).toHaveLength(1);
    expect(api.callsTo(GAME_PATHS.link)[0]!.body).toMatchObject({ wallet_id: 1 });
  });

  it('a link failure opens the dialog "พบบางอย่างผิดปกติ" with the server message; with two wallets the member may pick again', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { api } = renderLauncher({
      [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(10), bonusWallet(20)] } },
      [GAME_PATHS.link]: () =>
        refuse
          ? { status: 403, error: ErrorCode.GAME_WALLET_NOT_ALLOWED, message: 'เกมนี้ใช้กระเป๋าโบนัสไม่ได้' }
          : { data: { link: '/play?game=naga-gold&token=ok', expires_at: '2026-11-23T20:00:00+07:00' } },
    });
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    await user.click((await screen.findAllByTestId('wallet-card'))[1]!);
    const dialog = await findAlertDialog();
    expect(within(dialog).getByText('พบบางอย่างผิดปกติ')).toBeInTheDocument();
    expect(within(dialog).getByTestId('link-error')).toHaveTextContent('เกมนี้ใช้กระเป๋าโบนัสไม่ได้');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 15_000 });
    await user.click((await screen.findAllByTestId('wallet-card'))[0]!);
    expect(await frame()).toHaveAttribute('src', '/play?game=naga-gold&token=ok');
    expect(api.callsTo(GAME_PATHS.link).map((call) => (call.body as { wallet_id: number }).wallet_id)).toEqual([2, 1]);
  });

  it('a wallet fetch failure is a toast and the sheet closes', async () => {
    const user = userEvent.setup();
    renderLauncher({ [GAME_PATHS.wallets]: { status: 404, error: ErrorCode.GAME_NOT_FOUND, message: 'ไม่พบเกมนี้' } });
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    expect(await screen.findByText('ไม่พบเกมนี้')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('none'));
  });

  it('closing clears link, wallet and game and refreshes the balance; the next opening starts over', async () => {
    const user = userEvent.setup();
    const { api } = renderLauncher({
      [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(10), bonusWallet(20)] } },
      [GAME_PATHS.link]: { data: { link: '/play?game=naga-gold&token=one', expires_at: '2026-11-23T20:00:00+07:00' } },
    });
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    await user.click((await screen.findAllByTestId('wallet-card'))[0]!);
    await frame();
    const walletReads = api.callsTo(API.member.wallets).length;

    await user.click(screen.getByRole('button', { name: 'ปิดเกม' }));
    await waitFor(() => expect(screen.queryByTestId('game-launcher')).toBeNull());
    expect(screen.getByTestId('selected')).toHaveTextContent('none');
    await waitFor(() => expect(api.callsTo(API.member.wallets).length).toBeGreaterThan(walletReads));

    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    // A fresh session: the wallets are asked again and nothing is picked or framed yet.
    const cards = await screen.findAllByTestId('wallet-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByTitle('หน้าจอเกม')).toBeNull();
    expect(api.callsTo(GAME_PATHS.wallets)).toHaveLength(2);
    expect(api.callsTo(GAME_PATHS.link)).toHaveLength(1);
  });

  it('the balance follows the game: a same-origin "huaydee:wallets" message refetches, another origin does not', async () => {
    const user = userEvent.setup();
    const { api } = renderLauncher({
      [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(80)] } },
      [GAME_PATHS.link]: { data: { link: '/play?game=naga-gold&token=t', expires_at: '2026-11-23T20:00:00+07:00' } },
    });
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    await frame();
    expect(await screen.findByTestId('launcher-balance')).toHaveTextContent('฿100.00');
    await waitFor(() => expect(api.callsTo(API.member.wallets).length).toBeGreaterThan(0));
    const before = api.callsTo(API.member.wallets).length;

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: WALLETS_MESSAGE }, origin: 'https://evil.example' }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(API.member.wallets)).toHaveLength(before);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: WALLETS_MESSAGE }, origin: window.location.origin }));
    });
    await waitFor(() => expect(api.callsTo(API.member.wallets).length).toBe(before + 1));
  });

  it('the bar names the wallet the game plays with and shows its balance, not the total of all wallets', async () => {
    const user = userEvent.setup();
    renderLauncher({
      [API.member.wallets]: { data: { wallets: [mainWallet(580), bonusWallet(160)], total: 740, points: 0 } },
      [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(580), bonusWallet(160)] } },
      [GAME_PATHS.link]: { data: { link: '/play?game=naga-gold&token=t', expires_at: '2026-11-23T20:00:00+07:00' } },
    });
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    // While the member picks, the cards say what each wallet holds: the bar shows no figure of its own.
    await screen.findAllByTestId('wallet-card');
    expect(screen.queryByTestId('launcher-balance')).toBeNull();
    await user.click(screen.getAllByTestId('wallet-card')[0]!);
    await frame();
    // The game shows its wallet's ฿580.00; the bar beside it says the same, and which wallet it is.
    const bar = await screen.findByTestId('launcher-wallet');
    expect(bar).toHaveTextContent('กระเป๋าหลัก฿580.00');
    expect(bar).toHaveAccessibleName('ยอดเงินในกระเป๋าหลักที่ใช้เล่น');
    expect(screen.getByTestId('game-launcher')).not.toHaveTextContent('฿740.00');
  });

  it('a visitor choosing real money logs in in place, and the game opens right after', async () => {
    const user = userEvent.setup();
    const { api } = renderLauncher(
      {
        [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(10)] } },
      },
      { member: false },
    );
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ (ทดสอบ)' });
    expect(screen.getByText('กรุณาเข้าสู่ระบบก่อนเล่นเกม')).toBeInTheDocument();
    expect(api.callsTo(GAME_PATHS.wallets)).toHaveLength(0);
    expect(readLobbyState().pendingGame).toMatchObject({ game: { game_id: '11', provider_id: '1', is_demo: false } });

    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบเป็นสมาชิกทดสอบ' }));

    // Still on the lobby: the sheet opens on the game that was tapped.
    expect(await screen.findAllByTestId('wallet-card')).toHaveLength(1);
    expect(api.callsTo(GAME_PATHS.wallets)[0]!.body).toEqual({ game_id: '11', provider_id: '1', sub_provider_id: null });
  });

  it('a game kept before logging in opens for the member, once', async () => {
    rememberPendingGame({ game_id: '11', provider_id: '1', sub_provider_id: null, source: 'lobby_slot', is_demo: false });
    const { api } = renderLauncher({ [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(10), bonusWallet(20)] } } });
    expect(await screen.findAllByTestId('wallet-card')).toHaveLength(2);
    expect(api.callsTo(GAME_PATHS.wallets)[0]!.body).toEqual({ game_id: '11', provider_id: '1', sub_provider_id: null });
    expect(takePendingGame()).toBeNull();
  });

  it('a launch with a free-spin credit sends its id with the link request, and a login in between keeps it', async () => {
    const user = userEvent.setup();
    const { api } = renderLauncher({
      [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(0)] } },
      [GAME_PATHS.link]: { data: { link: '/play?game=naga-gold&token=fs', expires_at: '2026-11-23T20:00:00+07:00' } },
    });
    await user.click(screen.getByRole('button', { name: 'เปิดฟรีสปิน' }));
    expect(await frame()).toHaveAttribute('src', '/play?game=naga-gold&token=fs');
    expect(screen.getByText('เล่นฟรีสปิน')).toBeInTheDocument();
    expect(api.callsTo(GAME_PATHS.link)[0]!.body).toEqual({ wallet_id: 1, game_id: 11, provider_id: 1, is_mobile: false, source: 'freespin', free_spin_id: 7 });

    rememberPendingGame({ game_id: '11', provider_id: '1', sub_provider_id: null, source: 'freespin', is_demo: false, free_spin_id: 7 });
    expect(takePendingGame()).toMatchObject({ game_id: '11', free_spin_id: 7 });
  });

  it('with one wallet a link failure has nothing else to offer: the dialog closes the sheet', async () => {
    const user = userEvent.setup();
    renderLauncher({
      [GAME_PATHS.wallets]: { data: { wallets: [mainWallet(10)] } },
      [GAME_PATHS.link]: { status: 403, error: ErrorCode.SELF_EXCLUDED, message: 'บัญชีของคุณอยู่ในช่วงพักการเล่น' },
    });
    await user.click(screen.getByRole('button', { name: 'เปิดเกม' }));
    const dialog = await findAlertDialog();
    expect(within(dialog).getByTestId('link-error')).toHaveTextContent('บัญชีของคุณอยู่ในช่วงพักการเล่น');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(screen.getByTestId('selected')).toHaveTextContent('none'), { timeout: 15_000 });
  });

  it('the fullscreen toggle falls back to hiding the bar where the Fullscreen API is missing', async () => {
    const user = userEvent.setup();
    renderLauncher({ [GAME_PATHS.demo]: { data: { link: '/play?game=naga-gold&demo=1' } } });
    await user.click(screen.getByRole('button', { name: 'เปิดทดลอง' }));
    await frame();
    await user.click(screen.getByRole('button', { name: 'เต็มจอ' }));
    expect(screen.queryByRole('button', { name: 'ปิดเกม' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ออกจากเต็มจอ' }));
    expect(screen.getByRole('button', { name: 'ปิดเกม' })).toBeInTheDocument();
  });
});
