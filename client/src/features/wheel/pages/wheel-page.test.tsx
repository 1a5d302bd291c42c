import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { toaster } from '#client/components/ui/toaster.js';
import { preferReducedMotion } from '#client/test-support/match-media.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers, type DataAt } from '#client/test-support/fetch-mock.js';
import type { WheelBoard, WheelBoardEntry, WheelConfigV2 } from '#shared/api/wheel.js';
import { Topic } from '#shared/live/topic-names.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { wheelKeys, WALLETS_QUERY_KEY } from '../api/keys.js';
import { BOARD, config, PRIZES, revealedSeed, seedState, spinAnswer, TABLES, wallets } from '../test-support/fixtures.js';
import { WheelPage } from './wheel-page.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

// The member prefers reduced motion: the wheel is set on the prize at once, no four-second turn to wait for.
preferReducedMotion();

function renderWheel(answers: Answers = {}, route = '/member/wheel') {
  const api = answerFetch({
    [API.wheel.configV2]: { data: config() },
    [API.wheel.board]: { data: { items: BOARD } },
    ...seedAnswers(() => seedState()),
    [API.wheel.tables]: { data: { tables: TABLES } },
    [API.member.wallets]: { data: wallets() },
    [API.member.points]: { data: { point: 100 } },
    ...answers,
  });
  return { api, ...renderWithProviders(<WheelPage />, { route, session: testSession() }) };
}

/** GET and POST /api/wheel/seed share a path: a GET has no body. */
const seedAnswers = (get: () => DataAt<typeof API.wheel.seed>, post: (body: unknown) => DataAt<typeof API.wheel.seed> = get): Answers => ({
  [API.wheel.seed]: (body) => ({ data: body === undefined ? get() : post(body) }),
});

const posts = (api: ReturnType<typeof answerFetch>) => api.callsTo(API.wheel.seedSet).filter((call) => call.method === 'POST');

const keyOf = (api: ReturnType<typeof answerFetch>, path: string, n = 0) => {
  const call = api.spy.mock.calls.filter((c) => String(c[0]) === path)[n];
  return ((call?.[1] as RequestInit).headers as Record<string, string>)[IDEMPOTENCY_HEADER];
};

describe('WheelPage', () => {
  beforeEach(() => {
    toaster.remove();
    bindings.length = 0;
  });

  it('draws the wheel and publishes each prize’s probability, the expected value, the spin cost and the table versions', async () => {
    renderWheel();
    expect(await screen.findByRole('heading', { level: 1, name: 'กงล้อนำโชค' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('wheel-slice')).toHaveLength(8));
    expect(screen.getByRole('img', { name: /วงล้อรางวัล 8 ช่อง/ })).toBeInTheDocument();

    const rows = screen.getAllByTestId('prize-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'เสียใจด้วยไม่ได้รับรางวัล35.00%',
      'โบนัส 5 บาทเครดิตโบนัส25.00%',
      '10 แต้มแต้ม20.00%',
      'หมุนฟรี 1 ครั้งหมุนฟรี10.00%',
      'โบนัส 20 บาทเครดิตโบนัส6.00%',
      '50 แต้มแต้ม3.00%',
      'เครดิต 100 บาทเครดิต0.90%',
      'เสื้อยืดลิมิเต็ดของรางวัล0.10%',
    ]);
    expect(screen.getByTestId('expected-value')).toHaveTextContent('฿3.35');
    expect(screen.getByTestId('table-spin-cost')).toHaveTextContent('20 แต้ม');
    expect(screen.getByTestId('table-version')).toHaveTextContent('ตารางรางวัลฉบับที่ 1 ใช้กับ seed ปัจจุบันของคุณ');

    const history = await screen.findAllByTestId('table-history-row');
    expect(history[0]).toHaveTextContent('ฉบับที่ 2');
    expect(history[0]).toHaveTextContent('ประกาศ 20 พ.ย. 2569');
    expect(history[1]).toHaveTextContent('ฉบับที่ 1ใช้อยู่');
    expect(history[1]).toHaveTextContent('ประกาศ 5 ม.ค. 2569');
    expect(screen.getByTestId('table-history')).toHaveTextContent('ตารางใหม่มีผลตั้งแต่ seed ถัดไปของคุณ');

    const board = await screen.findAllByTestId('board-row');
    expect(board[0]).toHaveTextContent('089****999');
    expect(board[0]).toHaveTextContent('เครดิต ฿20.00 เข้ากระเป๋าโบนัส');
    expect(board[1]).toHaveTextContent('เสื้อยืดลิมิเต็ด');

    expect(await screen.findByTestId('free-spins')).toHaveTextContent('2 ครั้ง');
    expect(within(screen.getByTestId('free-spin-source')).getByRole('link', { name: 'ดูภารกิจ' })).toHaveAttribute('href', '/member/creditfree');
  });

  it('the board follows the wheel:board topic: a pushed win goes on top, the list stays capped', async () => {
    const { queryClient } = renderWheel();
    await screen.findAllByTestId('board-row');
    const binding = bindings.find((b) => b.topic === Topic.wheelBoard)!;
    expect(binding.queryKey).toEqual(wheelKeys.board());
    const reduce = binding.events['wheel:win'] as (current: WheelBoard | undefined, win: WheelBoardEntry) => WheelBoard;
    const win = (id: number): WheelBoardEntry => ({ ...BOARD[0]!, id, name: `09${id}****000`, prize: '50 แต้ม', kind: 'points', value: 50 });
    act(() => {
      for (let id = 13; id <= 32; id++) queryClient.setQueryData<WheelBoard>(wheelKeys.board(), (current) => reduce(current, win(id)));
    });
    await waitFor(() => expect(screen.getAllByTestId('board-row')).toHaveLength(20));
    const rows = screen.getAllByTestId('board-row');
    expect(rows[0]).toHaveTextContent('0932****000');
    expect(rows[0]).toHaveTextContent('50 แต้ม');
    expect(screen.queryByText('081****123')).toBeNull();
  });

  it('a free spin posts with an idempotency key, the wheel stops on the server’s prize and the balances follow the answer', async () => {
    const user = userEvent.setup();
    const won = PRIZES[4]!;
    const { api, queryClient } = renderWheel({ [API.wheel.spin]: { data: spinAnswer(won) } });
    const button = await screen.findByRole('button', { name: 'หมุนฟรี 1 ครั้ง' });
    await waitFor(() => expect(screen.getByTestId('free-spins')).toHaveTextContent('2 ครั้ง'));
    await user.click(button);

    const result = await screen.findByTestId('spin-result');
    expect(within(result).getByTestId('spin-prize')).toHaveTextContent('โบนัส 20 บาท');
    expect(result).toHaveTextContent('คุณได้รับ เครดิต ฿20.00 เข้ากระเป๋าโบนัส');
    expect(api.callsTo(API.wheel.spin)).toHaveLength(1);
    expect(keyOf(api, API.wheel.spin)).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo(API.wheel.spinV2)).toHaveLength(0);
    expect(screen.getByTestId('free-spins')).toHaveTextContent('1 ครั้ง');
    expect(queryClient.getQueryData(WALLETS_QUERY_KEY)).toMatchObject({ free_spins: 1, points: 100 });
  });

  it('with reduced motion the wheel is set at once with the pointer on the prize’s segment', async () => {
    const user = userEvent.setup();
    const won = PRIZES[6]!;
    renderWheel({ [API.wheel.spin]: { data: spinAnswer(won) } });
    await user.click(await screen.findByRole('button', { name: 'หมุนฟรี 1 ครั้ง' }));
    await screen.findByTestId('spin-result');
    // The disc's drawn rotation, as the browser applies it; the pointer is at 12 o'clock and slices run clockwise from it.
    const disc = screen.getByTestId('wheel-disc');
    await waitFor(() => expect(disc.style.transform).toMatch(/rotate\(/));
    const degrees = Number(/rotate\((-?[\d.]+)deg\)/.exec(disc.style.transform)?.[1]);
    const underPointer = Math.floor((((-degrees % 360) + 360) % 360) / (360 / PRIZES.length));
    expect(underPointer).toBe(won.segment);
  });

  it('a prize of game free spins is listed with its offer, and winning it links to /freespin', async () => {
    const user = userEvent.setup();
    const offer = { id: 3, spins: 10, bet: 1, valid_hours: 24, game_id: 2, game_name: 'มังกรทอง' };
    const slots = { ...PRIZES[0]!, name: 'ฟรีสปินสล็อต 10 ครั้ง', free_spin_offer: offer };
    const prizes = [slots, ...PRIZES.slice(1)];
    renderWheel({ [API.wheel.configV2]: { data: config(2, { prizes }) }, [API.wheel.spin]: { data: spinAnswer(slots) } });

    const row = (await screen.findAllByTestId('prize-row'))[0]!;
    expect(row).toHaveTextContent('ฟรีสปินสล็อต 10 ครั้งฟรีสปิน');
    expect(within(row).getByTestId('free-spin-offer')).toHaveTextContent('รับฟรีสปินสล็อต 10 ครั้ง เดิมพันครั้งละ 1.00 บาท ใช้ได้ภายใน 1 วัน · เกม มังกรทอง');

    await user.click(await screen.findByRole('button', { name: 'หมุนฟรี 1 ครั้ง' }));
    const result = await screen.findByTestId('spin-result');
    expect(within(result).getByText('ยินดีด้วย!')).toBeInTheDocument();
    expect(result).not.toHaveTextContent('ไม่ได้รับรางวัล');
    expect(within(result).getByTestId('spin-free-spins')).toHaveTextContent('ได้รับฟรีสปิน 10 ครั้ง');
    expect(within(result).getByRole('link', { name: 'เล่นฟรีสปิน' })).toHaveAttribute('href', '/freespin');
  });

  it('a refusal shows the server’s Thai message, changes nothing, and the next tap is a new request', async () => {
    const user = userEvent.setup();
    const timeOut = 'บัญชีของคุณอยู่ในช่วงพักการเล่น ถอนเงินและดูยอดเงินได้เท่านั้น';
    const { api } = renderWheel({ [API.wheel.spin]: { error: ErrorCode.PLAY_TIMEOUT, message: timeOut } });
    await waitFor(() => expect(screen.getByTestId('free-spins')).toHaveTextContent('2 ครั้ง'));
    await user.click(await screen.findByRole('button', { name: 'หมุนฟรี 1 ครั้ง' }));
    expect(await screen.findByTestId('spin-error')).toHaveTextContent(timeOut);
    expect(screen.queryByTestId('spin-result')).toBeNull();
    expect(screen.getByTestId('free-spins')).toHaveTextContent('2 ครั้ง');
    const button = screen.getByRole('button', { name: 'หมุนฟรี 1 ครั้ง' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(api.callsTo(API.wheel.spin)).toHaveLength(2));
    expect(keyOf(api, API.wheel.spin, 0)).not.toEqual(keyOf(api, API.wheel.spin, 1));
  });

  it('with no free spin the free-spin button is off and says how to earn one, or to spin with points', async () => {
    const user = userEvent.setup();
    const { api } = renderWheel({ [API.wheel.configV2]: { data: config(0) }, [API.member.wallets]: { data: wallets(100, 0) } });
    await waitFor(() => expect(screen.getByTestId('free-spins')).toHaveTextContent('0 ครั้ง'));
    const button = screen.getByRole('button', { name: 'หมุนฟรี 1 ครั้ง' });
    expect(button).toBeDisabled();
    const why = screen.getByTestId('no-free-spin');
    expect(button).toHaveAttribute('aria-describedby', why.id);
    expect(why).toHaveTextContent('คุณยังไม่มีสิทธิ์หมุนฟรี');
    expect(why).toHaveTextContent('รับสิทธิ์หมุนฟรี 1 ครั้งทุกยอดฝาก 500 บาทต่อวัน และจากภารกิจ');
    expect(within(why).getByRole('link', { name: 'ฝากเงิน' })).toHaveAttribute('href', '/member/deposit');
    expect(within(why).getByRole('link', { name: 'ดูภารกิจ' })).toHaveAttribute('href', '/member/creditfree');
    await user.click(button);
    expect(api.callsTo(API.wheel.spin)).toHaveLength(0);

    // 100 points cover a 20-point spin: the way there is one tap.
    await user.click(within(why).getByRole('button', { name: 'หมุนด้วยแต้มแทน' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'ใช้แต้ม' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('button', { name: 'หมุนด้วย 20 แต้ม' })).toBeEnabled();
  });

  it('with fewer points than a spin costs the points button is off and says how many are missing', async () => {
    const user = userEvent.setup();
    const { api } = renderWheel({ [API.member.wallets]: { data: wallets(5, 0) }, [API.member.points]: { data: { point: 5 } }, [API.wheel.configV2]: { data: config(0) } }, '/member/wheel?tab=2');
    await waitFor(() => expect(screen.getByTestId('wheel-points')).toHaveTextContent('5 แต้ม'));
    const button = screen.getByRole('button', { name: 'หมุนด้วย 20 แต้ม' });
    expect(button).toBeDisabled();
    const why = screen.getByTestId('points-short');
    expect(button).toHaveAttribute('aria-describedby', why.id);
    expect(why).toHaveTextContent('แต้มไม่พอ ขาดอีก 15 แต้ม');
    expect(why).toHaveTextContent('สะสมแต้มจากการฝากเงิน (100 บาทได้ 1 แต้ม) ยอดเล่น และภารกิจ');
    expect(within(why).getByRole('link', { name: 'ดูภารกิจ' })).toHaveAttribute('href', '/member/creditfree');
    await user.click(button);
    expect(api.callsTo(API.wheel.spinV2)).toHaveLength(0);

    // Without a free spin either, the free tab offers no way round to points.
    await user.click(screen.getByRole('tab', { name: 'หมุนฟรี' }));
    expect(await screen.findByTestId('no-free-spin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'หมุนด้วยแต้มแทน' })).toBeNull();
  });

  it('the last free spin used, the button goes off once the prize has shown', async () => {
    const user = userEvent.setup();
    renderWheel({
      [API.wheel.configV2]: { data: config(1) },
      [API.member.wallets]: { data: wallets(100, 1) },
      [API.wheel.spin]: { data: spinAnswer(PRIZES[0]!, { free_spins: 0, wallets: wallets(100, 0) }) },
    });
    await waitFor(() => expect(screen.getByTestId('free-spins')).toHaveTextContent('1 ครั้ง'));
    await user.click(screen.getByRole('button', { name: 'หมุนฟรี 1 ครั้ง' }));
    const result = await screen.findByTestId('spin-result');
    await user.click(within(result).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.getByTestId('free-spins')).toHaveTextContent('0 ครั้ง'));
    expect(screen.getByRole('button', { name: 'หมุนฟรี 1 ครั้ง' })).toBeDisabled();
    expect(screen.getByTestId('no-free-spin')).toBeInTheDocument();
  });

  it('tab 2 shows the points and the cost and spins with spin_v2', async () => {
    const user = userEvent.setup();
    const { api } = renderWheel({
      [API.wheel.spinV2]: { data: spinAnswer(PRIZES[5]!, { paid_with: 'points', cost: 20, wallets: wallets(80, 2), free_spins: 2 }) },
    });
    await user.click(await screen.findByRole('tab', { name: 'ใช้แต้ม' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'ใช้แต้ม' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByTestId('wheel-points')).toHaveTextContent('100 แต้ม'));
    expect(screen.getByTestId('spin-cost')).toHaveTextContent('20 แต้ม');
    await user.click(await screen.findByRole('button', { name: 'หมุนด้วย 20 แต้ม' }));
    expect(await screen.findByTestId('spin-prize')).toHaveTextContent('50 แต้ม');
    expect(api.callsTo(API.wheel.spinV2)).toHaveLength(1);
    expect(keyOf(api, API.wheel.spinV2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo(API.wheel.spin)).toHaveLength(0);
    expect(screen.getByTestId('wheel-points')).toHaveTextContent('80 แต้ม');
  });

  it('?tab=2 opens on the points tab', async () => {
    renderWheel({}, '/member/wheel?tab=2');
    expect(await screen.findByRole('tab', { name: 'ใช้แต้ม' })).toHaveAttribute('aria-selected', 'true');
  });

  it('an item prize is claimed with an idempotency key', async () => {
    const user = userEvent.setup();
    const shirt = PRIZES[7]!;
    const { api } = renderWheel({
      [API.wheel.spin]: { data: spinAnswer(shirt) },
      [API.wheel.reward]: { data: spinAnswer(shirt, { claim_status: 'claimed' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'หมุนฟรี 1 ครั้ง' }));
    const result = await screen.findByTestId('spin-result');
    await user.click(within(result).getByRole('button', { name: 'กดรับรางวัล' }));
    expect(await within(result).findByTestId('claim-done')).toHaveTextContent('รับรางวัลแล้ว');
    expect(api.callsTo(API.wheel.reward)[0]?.body).toEqual({ spin_id: 77 });
    expect(keyOf(api, API.wheel.reward)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says how much a day’s deposit earns a free spin, from the member’s wheel config', async () => {
    renderWheel();
    const source = await screen.findByTestId('free-spin-source');
    await waitFor(() => expect(source).toHaveTextContent('รับสิทธิ์หมุนฟรี 1 ครั้งทุกยอดฝาก 500 บาทต่อวัน และจากภารกิจ'));
  });

  it('prints the deposit per free spin with satang only when it has them', async () => {
    renderWheel({ [API.wheel.configV2]: { data: config(2, { free_spin_deposit: 1250.5 }) } });
    const source = await screen.findByTestId('free-spin-source');
    await waitFor(() => expect(source).toHaveTextContent('ทุกยอดฝาก 1,250.50 บาทต่อวัน'));
  });

  it('lists item prizes not claimed yet; a claim posts with a key and the list follows the config', async () => {
    const user = userEvent.setup();
    const shirt = PRIZES[7]!;
    let unclaimed = [{ spin_id: 55, prize: shirt, created_at: '2026-11-22T19:05:00+07:00' }];
    const { api } = renderWheel({
      [API.wheel.configV2]: () => ({ data: config(2, { unclaimed }) }),
      [API.wheel.reward]: () => {
        unclaimed = [];
        return { data: spinAnswer(shirt, { spin_id: 55, claim_status: 'claimed' }) };
      },
    });
    const list = await screen.findByRole('region', { name: 'ของรางวัลที่ยังไม่ได้กดรับ' });
    const item = within(list).getByRole('listitem', { name: 'เสื้อยืดลิมิเต็ด' });
    expect(item).toHaveTextContent('ได้รับเมื่อ');
    const configReads = api.callsTo(API.wheel.configV2).length;

    await user.click(within(item).getByRole('button', { name: 'กดรับรางวัล' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'ของรางวัลที่ยังไม่ได้กดรับ' })).toBeNull());
    expect(api.callsTo(API.wheel.reward)[0]?.body).toEqual({ spin_id: 55 });
    expect(keyOf(api, API.wheel.reward)).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.callsTo(API.wheel.configV2).length).toBeGreaterThan(configReads);
  });

  it('shows no list when nothing waits, and never lists the prize just won beside its own button', async () => {
    const user = userEvent.setup();
    const shirt = PRIZES[7]!;
    let unclaimed: WheelConfigV2['unclaimed'] = [];
    renderWheel({
      [API.wheel.configV2]: () => ({ data: config(2, { unclaimed }) }),
      [API.wheel.spin]: () => {
        unclaimed = [{ spin_id: 77, prize: shirt, created_at: '2026-11-23T15:30:00+07:00' }];
        return { data: spinAnswer(shirt) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'หมุนฟรี 1 ครั้ง' }));
    const result = await screen.findByTestId('spin-result');
    await user.click(within(result).getByRole('button', { name: 'ปิด' }));
    expect(await screen.findByTestId('pending-claim')).toHaveTextContent('คุณได้รับ เสื้อยืดลิมิเต็ด');
    expect(screen.getAllByRole('button', { name: 'กดรับรางวัล' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'ของรางวัลที่ยังไม่ได้กดรับ' })).toBeNull();
  });

  it('changing seed reveals the old server seed and every spin is recomputed here and verified', async () => {
    const user = userEvent.setup();
    const { api } = renderWheel(seedAnswers(
      () => seedState(),
      () => seedState([revealedSeed()]),
    ));
    expect(await screen.findByTestId('seed-hash')).toHaveTextContent(seedState().server_seed_hash);
    expect(screen.getByTestId('seed-nonce')).toHaveTextContent('5');
    await user.click(screen.getByRole('button', { name: 'เปลี่ยน seed' }));

    expect(await screen.findByTestId('seed-verdict')).toHaveTextContent('✓ ตรวจสอบแล้ว ถูกต้องทั้งหมด 5 ครั้ง');
    expect(posts(api)[0]?.body).toEqual({ rotate: true });
    expect(screen.getByTestId('hash-check')).toHaveTextContent('✓ hash ตรงกับที่แสดงก่อนหมุน');
    const checks = screen.getAllByTestId('spin-check');
    expect(checks).toHaveLength(5);
    for (const check of checks) expect(within(check).getByLabelText('ตรงกัน')).toHaveTextContent('✓');
    expect(screen.getByTestId('seed-hash')).toHaveTextContent('f'.repeat(64));
    // The revealed seed points at its entry in the public log of commitments.
    expect(within(screen.getByTestId('revealed-seed')).getByRole('link', { name: 'ลำดับในบันทึกค่าผูกมัด #40' })).toHaveAttribute('href', '/fairness#commitments');
  });

  it('a spin recorded with another prize than the seed draws shows ✗', async () => {
    const tampered = revealedSeed();
    const third = tampered.spins[2]!;
    third.prize_id = third.prize_id === 8 ? 7 : 8;
    renderWheel(seedAnswers(() => seedState([tampered])));
    expect(await screen.findByTestId('seed-verdict')).toHaveTextContent('✗ ไม่ตรงกัน 1 ครั้ง');
    const checks = screen.getAllByTestId('spin-check');
    expect(within(checks[2]!).getByLabelText('ไม่ตรงกัน')).toHaveTextContent('✗');
    expect(within(checks[0]!).getByLabelText('ตรงกัน')).toBeInTheDocument();
    expect(screen.getByTestId('hash-check')).toHaveTextContent('✓');
  });

  it('explains the recomputation in Thai around a formula of symbols', async () => {
    const user = userEvent.setup();
    renderWheel();
    await user.click(await screen.findByRole('button', { name: 'วิธีคำนวณซ้ำด้วยตัวเอง' }));
    const how = await screen.findByTestId('how-to-verify');
    const formula = how.querySelector('code')!.textContent!;
    expect(formula).toContain('HMAC-SHA256(key = server_seed');
    expect(formula).toContain('min { i : weight[0] + weight[1]\n         + ... + weight[i] > ticket }');
    // Words belong in the Thai text, not in the code font.
    expect(formula).not.toMatch(/\b(the|first|whose|running|hex|by|segment)\b/i);
    expect(how).toHaveTextContent('ช่องแรกที่ผลรวมเกิน ticket คือรางวัล');
    expect(how).toHaveTextContent('เรียงรางวัล (prizes) ตามช่องบนวงล้อ 0, 1, 2, …');
  });

  it('a revealed seed that does not hash to its commitment shows ✗', async () => {
    const forged = { ...revealedSeed(), server_seed: 'another-seed' };
    renderWheel(seedAnswers(() => seedState([forged])));
    expect(await screen.findByTestId('hash-check')).toHaveTextContent('✗ hash ไม่ตรงกับที่แสดงก่อนหมุน');
    expect(screen.getByTestId('seed-verdict')).toHaveTextContent('✗');
  });

  it('the client seed is checked with the contract before it is sent', async () => {
    const user = userEvent.setup();
    const { api } = renderWheel(seedAnswers(
      () => seedState(),
      (body) => ({ ...seedState(), client_seed: (body as { client_seed: string }).client_seed }),
    ));
    const input = await screen.findByRole('textbox', { name: /Client seed/ });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByTestId('client-seed-error')).toHaveTextContent('กรุณากรอก client seed');
    await user.type(input, 'เลขนำโชค');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByTestId('client-seed-error')).toHaveTextContent('client seed ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และเครื่องหมาย');
    expect(posts(api)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'lucky-777');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(posts(api)[0]?.body).toEqual({ client_seed: 'lucky-777' }));
    expect(screen.queryByTestId('client-seed-error')).toBeNull();
  });
});
