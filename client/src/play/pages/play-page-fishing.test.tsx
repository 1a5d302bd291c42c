import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FISHING_API } from '#shared/games/fishing-games.js';
import { ErrorCode } from '#shared/errors.js';
import { SLOT_API } from '#shared/games/slot-api.js';
import { preferReducedMotion } from '#client/test-support/match-media.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { fairHistoryShot, FISHING_GAME, fishingInfoAnswer, fishingSession, shotAnswer, shotPages } from '../test-support/fishing-fixtures.js';
import { GAME_SESSION } from '../test-support/fixtures.js';
import { PlayPage } from './play-page.js';

// Reduced motion: the fish still swim (slower), and a catch shows without its coin burst.
preferReducedMotion();

const ROUTE = `/play?game=${FISHING_GAME.code}&token=launch-abc`;

function renderFishing(answers: Answers = {}, route = ROUTE) {
  const api = answerFetch({ [SLOT_API.session]: { data: fishingSession() }, [FISHING_API.info]: { data: fishingInfoAnswer() }, ...answers });
  return { api, ...renderWithProviders(<PlayPage />, { route }) };
}

describe('PlayPage, the fishing game', () => {
  let posted: unknown[][];
  beforeEach(() => {
    posted = [];
    vi.spyOn(window.parent, 'postMessage').mockImplementation((...args: unknown[]) => {
      posted.push(args);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the session from the link and shows the sea with every fish, the balance and the cannon bets, not a slot', async () => {
    const { api } = renderFishing();
    expect(await screen.findByRole('heading', { level: 1, name: FISHING_GAME.name })).toBeInTheDocument();
    expect(await screen.findByTestId('fishing-scene')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-machine')).not.toBeInTheDocument();
    expect(api.callsTo(SLOT_API.session)[0]?.body).toEqual({ game: FISHING_GAME.code, token: 'launch-abc' });
    const infoCall = api.spy.mock.calls.find((call) => String(call[0]) === FISHING_API.info)!;
    expect(((infoCall[1] as RequestInit).headers as Record<string, string>).authorization).toBe(`Bearer ${GAME_SESSION}`);
    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,000.00');
    expect(screen.getAllByRole('button', { name: /^ยิง/ })).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'ยิงมังกรทอง ×500' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'กระสุน 1 บาท' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('ทดลองเล่น')).not.toBeInTheDocument();
  });

  it('shoots the tapped fish with the chosen bet, then shows the catch on the fish, the win and the new balance, and tells the header', async () => {
    const { api } = renderFishing({ [FISHING_API.shot]: { data: shotAnswer() } });
    await screen.findByTestId('fishing-scene');
    await userEvent.click(screen.getByRole('button', { name: 'กระสุน 5 บาท' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยิงปลาทอง ×2.5' }));

    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('฿1,007.50'));
    expect(api.callsTo(FISHING_API.shot).map((call) => call.body)).toEqual([{ fish: 'goldfish', bet: 5 }]);
    expect(screen.getByTestId('shot-result')).toHaveTextContent('จับปลาทองได้! +฿12.50');
    expect(within(screen.getByRole('button', { name: 'ยิงปลาทอง ×2.5' })).getByTestId('fish-mark')).toHaveTextContent('+฿12.50');
    // reduced motion: no coin burst
    expect(screen.queryByTestId('coin')).not.toBeInTheDocument();
    expect(posted).toEqual([[{ type: 'huaydee:wallets' }, window.location.origin]]);
  });

  it('sends one shot for a burst of taps while the first is in flight', async () => {
    let release: (value: Response) => void = () => {};
    const { api } = renderFishing();
    const fetchSpy = api.spy;
    const plain = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) => {
      if (String(input) !== FISHING_API.shot) return plain(input, init);
      api.calls.push({ path: FISHING_API.shot, method: 'POST', body: JSON.parse(String(init?.body)) as unknown });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    await screen.findByTestId('fishing-scene');
    const shark = screen.getByRole('button', { name: 'ยิงฉลาม ×50' });
    await userEvent.click(shark);
    await waitFor(() => expect(shark).toBeDisabled());
    await userEvent.click(shark);
    await userEvent.click(screen.getByRole('button', { name: 'ยิงปลาการ์ตูน ×2' }));
    expect(screen.getByTestId('shot-result')).toHaveTextContent('กำลังยิง');
    release(new Response(JSON.stringify({ error: 0, data: shotAnswer({ fish: 'shark', bet: 1, caught: false, win: 0, balance: 999 }) })));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('฿999.00'));
    expect(api.callsTo(FISHING_API.shot).map((call) => call.body)).toEqual([{ fish: 'shark', bet: 1 }]);
    expect(screen.getByTestId('shot-result')).toHaveTextContent('พลาดฉลาม เสีย 1 บาท');
    expect(within(shark).getByTestId('fish-mark')).toHaveTextContent('พลาด');
    expect(shark).toBeEnabled();
  });

  it('shows the provider’s Thai refusal and keeps the balance', async () => {
    renderFishing({ [FISHING_API.shot]: { error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' } });
    await screen.findByTestId('fishing-scene');
    await userEvent.click(screen.getByRole('button', { name: 'ยิงปลาหมึก ×6' }));
    expect(await screen.findByTestId('shot-error')).toHaveTextContent('ยอดเงินไม่เพียงพอ');
    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,000.00');
    expect(posted).toEqual([]);
  });

  it('publishes every fish’s multiplier, exact chance and 96 % RTP with the formula and the seed pair', async () => {
    renderFishing();
    await screen.findByTestId('fishing-scene');
    await userEvent.click(screen.getByRole('button', { name: 'ข้อมูลเกม' }));
    const panel = await screen.findByTestId('fishing-info');
    const rows = within(panel).getAllByTestId('fish-row');
    expect(rows).toHaveLength(10);
    expect(rows[9]).toHaveTextContent('มังกรทอง');
    expect(rows[9]).toHaveTextContent('×500');
    expect(rows[9]).toHaveTextContent('6/3125');
    expect(rows[9]).toHaveTextContent('0.192%');
    for (const row of rows) expect(row).toHaveTextContent('96%');
    expect(within(panel).getByTestId('how-to-verify')).toHaveTextContent('HMAC-SHA256');
    expect(within(panel).getByTestId('nonce')).toHaveTextContent('0');
    expect(within(panel).getByRole('form', { name: 'เปลี่ยนเมล็ดสุ่ม' })).toBeInTheDocument();
  });

  it('lists all 90 shots of a revealed seed a page at a time, each checked ✓, and a tampered one ✗', async () => {
    const shots = Array.from({ length: 90 }, (_, i) => fairHistoryShot(89 - i));
    const tampered = { ...shots[60]!, caught: !shots[60]!.caught };
    const { api } = renderFishing({ [FISHING_API.shots]: shotPages(shots.map((shot, i) => (i === 60 ? tampered : shot))) });
    await screen.findByTestId('fishing-scene');
    await userEvent.click(screen.getByRole('button', { name: 'ข้อมูลเกม' }));
    const history = await screen.findByTestId('shot-history');
    expect(await within(history).findByTestId('shot-total')).toHaveTextContent('ทั้งหมด 90 นัด');
    await waitFor(() => expect(within(history).getAllByTestId('shot-verdict')).toHaveLength(50));
    const first = within(history).getAllByTestId('shot-check');
    for (const row of first) expect(within(row).getByTestId('shot-verdict')).toHaveAccessibleName('ตรวจสอบแล้ว ถูกต้อง');
    await userEvent.click(within(history).getByRole('button', { name: /ถัดไป/ }));
    expect(await within(history).findByText('หน้า 2 / 2')).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByTestId('shot-verdict')).toHaveLength(40));
    const second = within(history).getAllByTestId('shot-check');
    const verdicts = second.map((row) => within(row).getByTestId('shot-verdict').getAttribute('aria-label'));
    expect(verdicts.filter((verdict) => verdict === 'ไม่ตรงกัน')).toHaveLength(1);
    expect(second[10]).toHaveTextContent('ผลจับไม่ตรง');
    expect([...first, ...second].map((row) => Number(row.dataset.nonce))).toEqual(Array.from({ length: 90 }, (_, i) => 89 - i));
    expect(api.callsTo(FISHING_API.shots).map((call) => call.body)).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('plays a demo on play money with a demo badge and never tells the header', async () => {
    renderFishing(
      {
        [SLOT_API.session]: { data: fishingSession('demo', 10_000) },
        [FISHING_API.shot]: { data: shotAnswer({ balance: 10_007.5 }) },
      },
      `/play?game=${FISHING_GAME.code}&demo=1`,
    );
    await screen.findByTestId('fishing-scene');
    expect(screen.getByText('ทดลองเล่น')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ยิงปลาทอง ×2.5' }));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('฿10,007.50'));
    expect(posted).toEqual([]);
  });
});
