import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACCARAT_API } from '#shared/games/baccarat-tables.js';
import { ErrorCode } from '#shared/errors.js';
import { SLOT_API } from '#shared/games/slot-api.js';
import { preferReducedMotion } from '#client/test-support/match-media.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { betAnswer, TABLE, tableAnswer, tableSession } from '../test-support/baccarat-fixtures.js';
import { GAME_SESSION } from '../test-support/fixtures.js';
import type { TableSnapshot } from '#shared/live/events.js';
import { tableTopic } from '#shared/live/topic-names.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { liveTableKey } from '#client/game-data/baccarat-live-table.js';
import { PlayPage } from './play-page.js';

// The table's topic as the page binds it: a test pushes `table:state` through the binding's reducer.
const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

// Reduced motion: cards are set face up or down at once, with no flip to wait for.
preferReducedMotion();

const ROUTE = `/play?game=${TABLE}&token=launch-abc`;

function renderTable(answers: Answers = {}) {
  const api = answerFetch({
    [SLOT_API.session]: { data: tableSession() },
    [BACCARAT_API.table]: { data: tableAnswer() },
    [BACCARAT_API.tables]: { status: 200, error: ErrorCode.UPSTREAM_DOWN, message: 'ยังไม่มีข้อมูลสด' },
    ...answers,
  });
  return { api, ...renderWithProviders(<PlayPage />, { route: ROUTE }) };
}

const area = (side: string) => screen.getByTestId(`area-${side}`);

describe('PlayPage, a baccarat table link', () => {
  let posted: unknown[][];
  beforeEach(() => {
    bindings.length = 0;
    posted = [];
    vi.spyOn(window.parent, 'postMessage').mockImplementation((...args: unknown[]) => {
      posted.push(args);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the session from the link and shows the table, not a slot: name, balance, hand, shoe, the last hand and the roads', async () => {
    const { api } = renderTable();
    expect(await screen.findByRole('heading', { level: 1, name: 'บาคาร่า โต๊ะ 1' })).toBeInTheDocument();
    expect(screen.getByTestId('baccarat-table')).toBeInTheDocument();
    expect(screen.queryByTestId('slot-machine')).not.toBeInTheDocument();
    expect(api.callsTo(SLOT_API.session)[0]?.body).toEqual({ game: TABLE, token: 'launch-abc' });
    const tableCall = api.spy.mock.calls.find((call) => String(call[0]) === BACCARAT_API.table)!;
    expect(JSON.parse((tableCall[1] as RequestInit).body as string)).toEqual({ table: TABLE });
    expect(((tableCall[1] as RequestInit).headers as Record<string, string>).authorization).toBe(`Bearer ${GAME_SESSION}`);

    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,000.00');
    expect(screen.getByTestId('hand-no')).toHaveTextContent('ตาที่ 12');
    expect(screen.getByTestId('shoe')).toHaveTextContent('ขอน shoe-7f3…');
    // The whole commitment, never cut, and the tie rule as settlement applies it.
    expect(screen.getByTestId('shoe-commitment-value').textContent).toBe('9b2e4f7a1c0d5e6f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f');
    expect(screen.getByRole('button', { name: 'คัดลอกค่าผูกมัด' })).toBeInTheDocument();
    expect(screen.getByTestId('tie-rule')).toHaveTextContent('เมื่อออกเสมอ เดิมพันฝั่งผู้เล่นและฝั่งเจ้ามือได้เงินเดิมพันคืนเต็มจำนวน');
    // Hand 11 whole: the player's 9 against the banker's 3.
    expect(within(screen.getByLabelText('ไพ่ผู้เล่น')).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['9♥', '10♠']);
    expect(screen.getByTestId('total-player')).toHaveTextContent('9 แต้ม');
    expect(screen.getByTestId('total-banker')).toHaveTextContent('3 แต้ม');
    expect(screen.getByRole('img', { name: 'เค้าไพ่ลูกปัด 5 ช่อง' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'เค้าไพ่ใหญ่ 4 ช่อง' })).toBeInTheDocument();
    expect(area('banker')).toHaveTextContent('รวม ฿3,200.00');
    expect(area('player_pair')).toHaveTextContent('รวม ฿0.00');
  });

  it('while hand 12 takes bets, hand 11 left on the felt is marked as the last hand and dimmed; the hand in play is not', async () => {
    const { unmount } = renderTable();
    expect(await screen.findByTestId('phase')).toHaveTextContent('เปิดรับแทง');
    const previous = screen.getByRole('group', { name: 'ไพ่ตาที่แล้ว' });
    expect(within(previous).getByTestId('previous-hand-label')).toHaveTextContent('ตาที่แล้ว (ตาที่ 11) · ผล: ผู้เล่นชนะ');
    expect(within(previous).getByTestId('hand')).toHaveStyle({ opacity: '0.5' });
    unmount();

    // Once hand 12 itself is dealt, its cards are the hand on the table: no such mark.
    renderTable({ [BACCARAT_API.table]: { data: tableAnswer('result', 3_000) } });
    expect(await screen.findByTestId('phase')).toHaveTextContent('ผล: เจ้ามือชนะ');
    expect(screen.getByTestId('hand')).toHaveAttribute('data-hand', '12');
    expect(screen.queryByRole('group', { name: 'ไพ่ตาที่แล้ว' })).toBeNull();
  });

  it('counts down to ends_at on the provider’s clock, whatever the phone’s clock says', async () => {
    // The server's clock is hours away from the phone's; only the difference to ends_at counts.
    renderTable();
    expect(await screen.findByTestId('phase')).toHaveTextContent('เปิดรับแทง 12 วินาที');
  });

  it('bets the chosen chip on a tapped area for the open hand, then shows the stake, the new balance and tells the header', async () => {
    const { api } = renderTable({ [BACCARAT_API.bet]: { data: betAnswer({ banker: 500 }, 500) } });
    await screen.findByTestId('bet-board');
    await userEvent.click(screen.getByRole('button', { name: 'ชิป 500 บาท' }));
    expect(screen.getByRole('button', { name: 'ชิป 500 บาท' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'แทงเจ้ามือ 1:1 หักค่าคอม 5%' }));

    await waitFor(() => expect(screen.getByTestId('my-banker')).toHaveTextContent('ของคุณ ฿500.00'));
    expect(api.callsTo(BACCARAT_API.bet).map((call) => call.body)).toEqual([{ table: TABLE, hand_no: 12, side: 'banker', amount: 500 }]);
    expect(screen.getByTestId('balance')).toHaveTextContent('฿500.00');
    expect(posted).toEqual([[{ type: 'huaydee:wallets' }, window.location.origin]]);
  });

  it('shows the provider’s Thai refusal and keeps the balance', async () => {
    renderTable({ [BACCARAT_API.bet]: { status: 200, error: ErrorCode.INSUFFICIENT_BALANCE, message: 'ยอดเงินไม่เพียงพอ' } });
    await screen.findByTestId('bet-board');
    await userEvent.click(area('tie'));
    expect(await screen.findByTestId('bet-error')).toHaveTextContent('ยอดเงินไม่เพียงพอ');
    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,000.00');
    expect(posted).toEqual([]);
  });

  it('closes the board while the hand is dealt and turns the cards over one by one', async () => {
    // A third of a 30 s deal gone: 4 cards, one every 7.5 s, so two are face up (a long deal keeps a slow test machine in that window).
    const dealing = tableAnswer('dealing', 20_000, { timing: { betting_ms: 15_000, dealing_ms: 30_000, result_ms: 4_000 } });
    const { api } = renderTable({ [BACCARAT_API.table]: { data: dealing } });
    expect(await screen.findByTestId('phase')).toHaveTextContent('กำลังแจกไพ่');
    expect(within(screen.getByLabelText('ไพ่ผู้เล่น')).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['2♥', 'ไพ่คว่ำ']);
    expect(within(screen.getByLabelText('ไพ่เจ้ามือ')).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual(['4♣', 'ไพ่คว่ำ']);
    expect(screen.getByTestId('total-player')).toHaveTextContent('2 แต้ม');
    for (const side of ['player', 'banker', 'tie', 'player_pair', 'banker_pair']) expect(area(side)).toBeDisabled();
    await userEvent.click(area('player'));
    expect(api.callsTo(BACCARAT_API.bet)).toEqual([]);
    expect(screen.queryByTestId('my-outcome')).not.toBeInTheDocument();
  });

  it('reads the member’s part again when the live table moves on: the settled hand, what the member got, and tells the header', async () => {
    let calls = 0;
    const { queryClient } = renderTable({
      [BACCARAT_API.table]: () => {
        calls += 1;
        // Before the push: dealt, not yet settled; after it: settled, ฿100 on the banker returned ฿195.
        const settled = calls > 1;
        return { data: tableAnswer(settled ? 'result' : 'dealing', 3_000, { my_last: settled ? { hand_no: 12, staked: 100, returned: 195 } : null, balance: settled ? 1_095 : 900 }) };
      },
    });
    expect(await screen.findByTestId('phase')).toHaveTextContent('กำลังแจกไพ่');
    expect(screen.queryByTestId('my-outcome')).not.toBeInTheDocument();

    const binding = bindings.find((b) => b.topic === tableTopic(TABLE))!;
    const reduce = binding.events['table:state']! as (current: unknown, event: TableSnapshot) => TableSnapshot;
    const { server_time, timing, table } = tableAnswer('result', 3_000);
    act(() => {
      queryClient.setQueryData(liveTableKey(TABLE), (current: unknown) => reduce(current, { server_time, timing, table }));
    });

    expect(await screen.findByTestId('phase')).toHaveTextContent('ผล: เจ้ามือชนะ');
    expect(await screen.findByTestId('my-outcome')).toHaveTextContent('ได้รับ 195.00 บาท');
    expect(screen.getByTestId('balance')).toHaveTextContent('฿1,095.00');
    expect(posted).toEqual([[{ type: 'huaydee:wallets' }, window.location.origin]]);
  });

  it('says what a lost hand cost', async () => {
    renderTable({ [BACCARAT_API.table]: { data: tableAnswer('result', 3_000, { my_last: { hand_no: 12, staked: 100, returned: 0 } }) } });
    expect(await screen.findByTestId('my-outcome')).toHaveTextContent('เสีย 100.00 บาท');
    // Old news when the page opens: the header is not told again.
    expect(posted).toEqual([]);
  });
});
