import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOT_API } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { preferReducedMotion } from '#client/test-support/match-media.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import {
  CLIENT_SEED,
  fairSpin,
  firstNonce,
  GAME_SESSION,
  hasFreeSpins,
  history,
  historyPages,
  isPlainWin,
  SERVER_SEED,
  session,
  spinAnswer,
} from '../test-support/fixtures.js';
import { serverSeedHash } from '#shared/games/slot-fair.js';
import { PlayPage } from './play-page.js';

// The member prefers reduced motion: the reels are set on the outcome at once, with no pauses to wait for.
preferReducedMotion();

const REAL = '/play?game=thai-temple&token=launch-abc';

function renderPlay(answers: Answers = {}, route = REAL) {
  const api = answerFetch({ [SLOT_API.session]: { data: session() }, ...answers });
  return { api, ...renderWithProviders(<PlayPage />, { route }) };
}

/** The symbols on the reels' three visible rows, grid[reel][row]. */
const shownGrid = () => screen.getAllByTestId('reel').map((reel) => within(reel).getAllByTestId('cell').map((cell) => cell.firstElementChild?.getAttribute('data-symbol')));

const authOf = (api: ReturnType<typeof answerFetch>, path: string) =>
  api.spy.mock.calls.filter((call) => String(call[0]) === path).map((call) => ((call[1] as RequestInit).headers as Record<string, string>).authorization);

describe('PlayPage', () => {
  let posted: unknown[][];
  beforeEach(() => {
    posted = [];
    vi.spyOn(window.parent, 'postMessage').mockImplementation((...args: unknown[]) => {
      posted.push(args);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('exchanges the launch token for a game session and shows the title, the real balance and the reels', async () => {
    const { api } = renderPlay();
    expect(await screen.findByRole('heading', { level: 1, name: 'วัดทองมหาโชค' })).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,000.00');
    expect(screen.getByText('ยอดเงิน')).toBeInTheDocument();
    expect(screen.queryByText('ทดลองเล่น')).not.toBeInTheDocument();
    expect(api.callsTo(SLOT_API.session)).toEqual([{ path: SLOT_API.session, method: 'POST', body: { game: 'thai-temple', token: 'launch-abc' } }]);
    // The reels rest on every strip's first position, drawn with the title's own art.
    expect(shownGrid()).toEqual(session().game.base_strips.map((strip) => strip.slice(0, 3)));
    expect(screen.getAllByTestId('cell')[0]!.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'หมุน' })).toBeEnabled();
    expect(screen.getByTestId('bet')).toHaveValue('1');
  });

  it('starts a demo with play money and never tells the site’s header that money moved', async () => {
    const { api } = renderPlay(
      {
        [SLOT_API.session]: { data: session('demo', 10_000) },
        [SLOT_API.spin]: { data: spinAnswer(fairSpin(0), 10_000) },
      },
      '/play?game=thai-temple&demo=1',
    );
    expect(await screen.findByText('ทดลองเล่น')).toBeInTheDocument();
    expect(screen.getByText('เครดิตทดลอง')).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('฿10,000.00');
    expect(api.callsTo(SLOT_API.session)[0]?.body).toEqual({ game: 'thai-temple', demo: true });
    await userEvent.click(screen.getByRole('button', { name: 'หมุน' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'หมุน' })).toBeEnabled());
    expect(posted).toEqual([]);
  });

  it('in the launcher’s frame, says in Thai that a used or expired launch cannot start, and points to the sheet’s ปิดเกม', async () => {
    // The launcher's sheet is the page around the frame.
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    renderPlay({ [SLOT_API.session]: { error: ErrorCode.LAUNCH_TOKEN_INVALID, message: 'ลิงก์เข้าเกมหมดอายุหรือถูกใช้แล้ว กรุณาเปิดเกมใหม่' } });
    const alert = await screen.findByTestId('cannot-start');
    expect(alert).toHaveTextContent('ลิงก์เข้าเกมหมดอายุหรือถูกใช้แล้ว กรุณาเปิดเกมใหม่');
    expect(alert).toHaveTextContent('กด “ปิดเกม” แล้วเปิดเกมใหม่');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('กำลังเข้าเกม')).not.toBeInTheDocument();
  });

  it('refuses a link without a token or demo without asking the provider', async () => {
    const { api } = renderPlay({}, '/play?game=thai-temple');
    expect(await screen.findByTestId('cannot-start')).toHaveTextContent('ลิงก์เข้าเกมไม่ถูกต้อง');
    expect(api.calls).toEqual([]);
  });

  it('opened on its own (no frame, no parameters), offers the way back instead of a ปิดเกม it does not have', async () => {
    renderPlay({}, '/play');
    const alert = await screen.findByTestId('cannot-start');
    expect(alert).toHaveTextContent('ลิงก์เข้าเกมไม่ถูกต้อง');
    expect(alert).not.toHaveTextContent('ปิดเกม');
    expect(within(alert).getByRole('link', { name: 'ไปหน้ารวมเกม' })).toHaveAttribute('href', '/lobby');
    expect(within(alert).getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });

  it('spins with the game session, lands on the server’s grid, lights the win and tells the header that money moved', async () => {
    const spin = fairSpin(firstNonce(isPlainWin), 5);
    const { api } = renderPlay({ [SLOT_API.spin]: { data: spinAnswer(spin) } });
    await screen.findByRole('heading', { level: 1, name: 'วัดทองมหาโชค' });
    await userEvent.selectOptions(screen.getByTestId('bet'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'หมุน' }));

    expect(await screen.findByTestId('win')).toHaveTextContent(`ชนะ ฿${spin.base.win.toFixed(2)}`);
    expect(shownGrid()).toEqual(spin.base.grid);
    expect(api.callsTo(SLOT_API.spin)[0]?.body).toEqual({ bet: 5, free_spin: false });
    expect(authOf(api, SLOT_API.spin)).toEqual([`Bearer ${GAME_SESSION}`]);
    // The first line win's run is lit.
    const first = spin.base.line_wins[0]!;
    const row = session().game.paylines[first.line - 1]![0]!;
    expect(within(screen.getAllByTestId('reel')[0]!).getAllByTestId('cell')[row]).toHaveAttribute('data-win', 'true');
    expect(screen.getByTestId('win-lines')).toHaveTextContent(`ไลน์ ${first.line}`);

    const after = 1000 - 5 + spin.total_win;
    expect(screen.getByTestId('balance')).toHaveTextContent(`฿${after.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(screen.getByTestId('last-win')).toHaveTextContent(`฿${spin.total_win.toFixed(2)}`);
    expect(posted).toEqual([[{ type: 'huaydee:wallets' }, window.location.origin]]);
    expect(screen.getByRole('button', { name: 'หมุน' })).toBeEnabled();
  });

  it('plays the awarded free spins one after another on the free-spin strips, counting them and their total', async () => {
    const spin = fairSpin(firstNonce(hasFreeSpins));
    renderPlay({ [SLOT_API.spin]: { data: spinAnswer(spin) } });
    await screen.findByRole('heading', { level: 1, name: 'วัดทองมหาโชค' });

    // Every grid the reels land on, in order.
    const landed: string[] = [];
    const reels = screen.getByTestId('reels');
    const observer = new MutationObserver(() => {
      const grid = JSON.stringify(shownGrid());
      if (landed.at(-1) !== grid) landed.push(grid);
    });
    observer.observe(reels, { subtree: true, childList: true, attributes: true });
    await userEvent.click(screen.getByRole('button', { name: 'หมุน' }));

    const count = spin.free_spins.length;
    // The free spins play one after another on timers: a busy machine takes longer than the default wait.
    expect(await screen.findByTestId('total-win', {}, { timeout: 15_000 })).toHaveTextContent(`ชนะรวม ฿${spin.total_win.toFixed(2)}`);
    observer.disconnect();
    expect(screen.getByTestId('free-spin-counter')).toHaveTextContent(`ฟรีสปิน ${count}/${count}`);
    const freeTotal = spin.free_spins.reduce((sum, free) => sum + Math.round(free.win * 100), 0) / 100;
    expect(screen.getByTestId('free-spin-counter')).toHaveTextContent(`รวมฟรีสปิน ฿${freeTotal.toFixed(2)}`);
    expect(landed).toEqual([spin.base, ...spin.free_spins].map((outcome) => JSON.stringify(outcome.grid)).filter((grid, i, all) => grid !== all[i - 1]));
    expect(posted).toHaveLength(1);
  });

  it('shows the provider’s refusal (insufficient balance) in the page and gives the spin button back', async () => {
    renderPlay({ [SLOT_API.spin]: { error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' } });
    await screen.findByRole('heading', { level: 1, name: 'วัดทองมหาโชค' });
    await userEvent.click(screen.getByRole('button', { name: 'หมุน' }));
    expect(await screen.findByTestId('play-error')).toHaveTextContent('ยอดเงินไม่เพียงพอ');
    expect(screen.getByRole('button', { name: 'หมุน' })).toBeEnabled();
    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,000.00');
    expect(posted).toEqual([]);
  });

  it('plays the launch’s free spins first at the credit’s bet, counting down, then spins for money again', async () => {
    const credit = (left: number) => ({ spins_left: left, bet: 2 });
    const answers = [
      spinAnswer(fairSpin(1, 2, undefined, true), 1000, credit(1)),
      spinAnswer(fairSpin(2, 2, undefined, true), 1000 + fairSpin(1, 2).total_win, credit(0)),
    ];
    let asked = 0;
    const { api } = renderPlay({
      [SLOT_API.session]: { data: session('real', 1000, credit(2)) },
      [SLOT_API.spin]: () => ({ data: answers[asked++] ?? spinAnswer(fairSpin(3), answers[1]!.balance, credit(0)) }),
    });
    expect(await screen.findByTestId('free-spin-banner')).toHaveTextContent('ฟรีสปิน เหลือ 2 ครั้ง · เดิมพันครั้งละ 2.00 บาท');
    expect(screen.queryByTestId('bet')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'หมุนฟรี (2)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'หมุนฟรี (1)' })).toBeEnabled());
    expect(screen.getByTestId('free-spin-banner')).toHaveTextContent('ฟรีสปิน เหลือ 1 ครั้ง');
    // Nothing was staked from the balance: only the win is added.
    expect(screen.getByTestId('balance')).toHaveTextContent(`฿${(1000 + fairSpin(1, 2).total_win).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    await userEvent.click(screen.getByRole('button', { name: 'หมุนฟรี (1)' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'หมุน' })).toBeEnabled());
    expect(screen.getByTestId('free-spin-used-up')).toHaveTextContent('ใช้ฟรีสปินครบแล้ว');
    expect(screen.queryByTestId('free-spin-banner')).toBeNull();
    expect(screen.getByTestId('bet')).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'หมุน' }));
    await waitFor(() => expect(api.callsTo(SLOT_API.spin)).toHaveLength(3));
    expect(api.callsTo(SLOT_API.spin).map((call) => call.body)).toEqual([
      { bet: 1, free_spin: true },
      { bet: 1, free_spin: true },
      { bet: 1, free_spin: false },
    ]);
  });

  it('a credit the provider finds used up elsewhere turns the page back to paid spins', async () => {
    renderPlay({
      [SLOT_API.session]: { data: session('real', 1000, { spins_left: 1, bet: 2 }) },
      [SLOT_API.spin]: { error: ErrorCode.FREE_SPIN_NOT_USABLE, message: 'ใช้สิทธิ์ฟรีสปินนี้ไม่ได้' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'หมุนฟรี (1)' }));
    expect(await screen.findByTestId('play-error')).toHaveTextContent('ใช้สิทธิ์ฟรีสปินนี้ไม่ได้');
    expect(screen.getByRole('button', { name: 'หมุน' })).toBeEnabled();
    expect(screen.getByTestId('free-spin-used-up')).toBeInTheDocument();
  });

  it('publishes the figures, the pay table and the 20 paylines in the info panel', async () => {
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'ข้อมูลเกม' }));
    const panel = await screen.findByTestId('info-panel');
    const info = session().game;
    expect(within(panel).getByTestId('rtp')).toHaveTextContent('96.3424%');
    expect(within(panel).getByTestId('rtp-fraction')).toHaveTextContent(info.rtp_fraction);
    expect(within(panel).getByTestId('hit-frequency')).toHaveTextContent(`${info.hit_frequency.toFixed(4)}%`);
    expect(within(panel).getByTestId('free-spins-one-in')).toHaveTextContent(`1 ใน ${info.free_spins_one_in} สปิน`);
    expect(within(panel).getByTestId('max-win')).toHaveTextContent('×1,543.65');
    expect(within(panel).getByTestId('volatility')).toHaveTextContent('ต่ำ');
    expect(within(panel).getByTestId('exact-note')).toHaveTextContent('ไล่ครบทุกตำแหน่งหยุด');
    expect(within(panel).getAllByTestId('pay-row')).toHaveLength(Object.keys(info.line_pays).length);
    expect(within(panel).getAllByTestId('pay-row')[0]).toHaveTextContent('ไวลด์×25×100×500');
    // The line rule as games/src/slots/line-pay.ts pays it, not just "one prize per line".
    const rule = within(panel).getByTestId('line-rule');
    expect(rule).toHaveTextContent('ถ้าได้รางวัลทั้งสองแบบ ไลน์จ่ายแบบที่อัตราจ่ายสูงกว่า ถ้าเท่ากันจ่ายเป็นสัญลักษณ์นั้น');
    expect(rule).toHaveTextContent('ผลของไลน์แสดงชื่อและจำนวนช่องของแบบที่จ่าย เช่น ไวลด์ ไวลด์ ไวลด์ A A จ่ายเป็น "A 5 ช่อง" หรือ "ไวลด์ 3 ช่อง"');
    expect(within(panel).getByTestId('scatter-pays')).toHaveTextContent('3 ตัวที่ใดก็ได้: ×3 ของเดิมพันรวม และฟรีสปิน 10 ครั้ง');
    expect(within(panel).getAllByTestId('payline')).toHaveLength(20);
    // Every strip position and the file are on the member site's page, opened beside the game.
    const strips = within(panel).getByTestId('strips-link');
    expect(strips).toHaveAttribute('href', '/fairness/slots/thai-temple');
    expect(strips).toHaveAttribute('target', '_blank');
    expect(strips).toHaveTextContent('ดูแถบวงล้อทุกตำแหน่งและดาวน์โหลดไฟล์');
  });

  describe('verify panel', () => {
    it('recomputes every revealed spin in the browser: ✓ for a true one, ✗ for a tampered one, and waits for a secret seed', async () => {
      const good = { ...fairSpin(firstNonce(hasFreeSpins)), server_seed: SERVER_SEED };
      const plain = fairSpin(1);
      const tampered = { ...plain, base: { ...plain.base, grid: plain.base.grid.map((column, reel) => (reel === 2 ? ['W', 'W', 'W'] : column)) }, server_seed: SERVER_SEED };
      const secret = { ...fairSpin(0, 1, { server: 'next-seed', client: CLIENT_SEED }), round_id: 'r-secret', server_seed: null };
      renderPlay({ [SLOT_API.history]: { data: history(secret, tampered, good) } });
      await userEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบความยุติธรรม' }));
      const panel = await screen.findByTestId('verify-panel');
      expect(within(panel).getByText(serverSeedHash(SERVER_SEED))).toBeInTheDocument();
      expect(within(panel).getByTestId('nonce')).toHaveTextContent('0');

      const rows = await within(panel).findAllByTestId('spin-check');
      expect(rows).toHaveLength(3);
      await waitFor(() => expect(within(rows[2]!).getByTestId('spin-verdict')).toHaveAccessibleName('ตรวจสอบแล้ว ถูกต้อง'));
      expect(within(rows[1]!).getByTestId('spin-verdict')).toHaveAccessibleName('ไม่ตรงกัน');
      expect(rows[1]).toHaveTextContent('สัญลักษณ์ไม่ตรงกับแถบ');
      expect(rows[0]).toHaveTextContent('รอเปิดเผยเมล็ดสุ่ม');
      expect(within(panel).getByTestId('how-to-verify')).toHaveTextContent('HMAC-SHA256');
      expect(within(panel).getByRole('link', { name: /วิธีตรวจสอบ/ })).toHaveAttribute('href', '/fairness');
    });

    it('pages through all 90 spins of a revealed seed, and every one of them checks ✓', async () => {
      const spins = Array.from({ length: 90 }, (_, i) => ({ ...fairSpin(89 - i), server_seed: SERVER_SEED }));
      const { api } = renderPlay({ [SLOT_API.history]: historyPages(spins) });
      await userEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบความยุติธรรม' }));
      const panel = await screen.findByTestId('verify-panel');
      expect(await within(panel).findByTestId('spin-total')).toHaveTextContent('ทั้งหมด 90 สปิน');
      const seen: number[] = [];
      for (const [page, count] of [
        [1, 50],
        [2, 40],
      ] as const) {
        expect(within(panel).getByText(`หน้า ${page} / 2`)).toBeInTheDocument();
        await waitFor(() => expect(within(panel).getAllByTestId('spin-verdict')).toHaveLength(count));
        const rows = within(panel).getAllByTestId('spin-check');
        expect(rows).toHaveLength(count);
        for (const row of rows) expect(within(row).getByTestId('spin-verdict')).toHaveAccessibleName('ตรวจสอบแล้ว ถูกต้อง');
        seen.push(...rows.map((row) => Number(row.dataset.nonce)));
        if (page === 1) await userEvent.click(within(panel).getByRole('button', { name: /ถัดไป/ }));
      }
      expect(seen).toEqual(Array.from({ length: 90 }, (_, i) => 89 - i));
      expect(api.callsTo(SLOT_API.history).map((call) => call.body)).toEqual([{ page: 1 }, { page: 2 }]);
    });

    it('marks a spin ✗ when its stops are not the seeds’ even if grid and stops agree with each other', async () => {
      const plain = fairSpin(2);
      const forged = { ...fairSpin(3), nonce: 2, round_id: 'r-forged', server_seed: SERVER_SEED };
      renderPlay({ [SLOT_API.history]: { data: history(forged, { ...plain, server_seed: SERVER_SEED }) } });
      await userEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบความยุติธรรม' }));
      const rows = await screen.findAllByTestId('spin-check');
      await waitFor(() => expect(within(rows[1]!).getByTestId('spin-verdict')).toHaveAccessibleName('ตรวจสอบแล้ว ถูกต้อง'));
      expect(within(rows[0]!).getByTestId('spin-verdict')).toHaveAccessibleName('ไม่ตรงกัน');
      expect(rows[0]).toHaveTextContent('ตำแหน่งหยุดไม่ตรง');
    });

    it('changes the seed with the member’s client seed: the old server seed is revealed and the new hash shown', async () => {
      const next = serverSeedHash('the-next-seed');
      const { api } = renderPlay({
        [SLOT_API.history]: { data: history() },
        [SLOT_API.rotate]: {
          data: {
            revealed: { server_seed: SERVER_SEED, server_seed_hash: serverSeedHash(SERVER_SEED), client_seed: CLIENT_SEED, spins: 0, log_seq: 41 },
            fairness: { server_seed_hash: next, client_seed: 'my-new-seed', nonce: 0 },
          },
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบความยุติธรรม' }));
      const panel = await screen.findByTestId('verify-panel');
      expect(await within(panel).findByText('ยังไม่มีสปิน')).toBeInTheDocument();
      const field = within(panel).getByRole('textbox', { name: /เมล็ดสุ่มของคุณ/ });
      await userEvent.clear(field);
      await userEvent.type(field, 'my new seed');
      await userEvent.click(within(panel).getByRole('button', { name: 'เปลี่ยนเมล็ดสุ่ม' }));
      expect(await within(panel).findByText('เมล็ดสุ่มใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และสัญลักษณ์')).toBeInTheDocument();
      expect(api.callsTo(SLOT_API.rotate)).toEqual([]);

      await userEvent.clear(field);
      await userEvent.type(field, 'my-new-seed');
      await userEvent.click(within(panel).getByRole('button', { name: 'เปลี่ยนเมล็ดสุ่ม' }));
      expect(await within(panel).findByTestId('revealed')).toHaveTextContent(SERVER_SEED);
      // The revealed seed points at its entry in the public log, in a new tab (the game stays).
      const logLink = within(panel).getByRole('link', { name: 'ลำดับในบันทึกค่าผูกมัด #41' });
      expect(logLink).toHaveAttribute('href', '/fairness#commitments');
      expect(logLink).toHaveAttribute('target', '_blank');
      expect(within(panel).getByText(next)).toBeInTheDocument();
      expect(api.callsTo(SLOT_API.rotate)[0]?.body).toEqual({ client_seed: 'my-new-seed' });
      expect(authOf(api, SLOT_API.rotate)).toEqual([`Bearer ${GAME_SESSION}`]);
      expect(field).toHaveValue('my-new-seed');
    });
  });
});
