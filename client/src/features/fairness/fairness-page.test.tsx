import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { FairnessLink } from '#client/components/fairness-link/fairness-link.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { FairnessPage } from './pages/fairness-page.js';
import { COMMITMENTS, commitmentsAnswer, DRAW_SEED, fairnessAnswers, MATCH, sha256, SHOE, SHOTS, WHEEL_PRIZES, YEEKEE_ROUND, YEEKEE_SEED } from './test-support/fixtures.js';

// The page's derivations, recomputed here from their published text with node:crypto only.
const digits = (label: string, seed: string, count: number) =>
  (BigInt(`0x${sha256(`${label}:${seed}:0`)}`) % 10n ** 70n).toString().padStart(70, '0').slice(0, count);
const bits52 = (key: string, message: string) => parseInt(createHmac('sha256', key).update(message, 'utf8').digest('hex').slice(0, 13), 16);
const draw = (key: string, message: string, outcomes: number) => Number((BigInt(bits52(key, message)) * BigInt(outcomes)) >> 52n);

/** The names a fairness write-up uses as they are (seed, nonce…), the values the formulas name, and card codes ("AS", "TC"). */
const TERMS = new Set(['seed', 'server', 'client', 'nonce', 'salt', 'commitment', 'shoe', 'id', 'match', 'home', 'away', 'double', 'bits', 'floor', 'ceil', 'mod', 'HMAC', 'goal']);
const isTermOrSymbol = (word: string) => TERMS.has(word) || /^[A-Z]{1,2}$/.test(word) || /^[a-z]$/.test(word);
/** Prose a formula never needs: the English that used to sit in the code blocks. */
const PROSE = /\b(the|of|and|or|with|as|is|are|by|for|until|each|every|then|else|from|to|when|whose|before|after|nothing|answer|shown|append|in|its|down|zeros|wrapping|won|listed|within|themselves|exact|above|below|at|on|if|only|more|last|three|all|e\.g)\b/i;

function renderPage(options: Parameters<typeof fairnessAnswers>[0] = {}, session?: ReturnType<typeof testSession>) {
  const api = answerFetch(fairnessAnswers(options));
  renderWithProviders(<FairnessPage />, { route: '/fairness', session });
  return api;
}

describe('FairnessPage', () => {
  it('works the latest yeekee round through: the hashed text, its SHA-256, the house number and the result, as node:crypto computes them', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ตรวจสอบความยุติธรรม' })).toBeInTheDocument();
    const example = await screen.findByTestId('yeekee-example');
    const house = digits('yeekee-house', YEEKEE_SEED, 5);
    const sum = SHOTS.reduce((total, shot) => total + Number(shot.number), 0);
    const back16 = Number(SHOTS[SHOTS.length - 16]!.number);
    const number = String((sum - back16 + Number(house)) % 100000).padStart(5, '0');

    expect(example).toHaveTextContent(`yeekee-house:${YEEKEE_SEED}:0`);
    expect(example).toHaveTextContent(sha256(`yeekee-house:${YEEKEE_SEED}:0`));
    expect(example).toHaveTextContent(sha256(YEEKEE_SEED));
    expect(within(example).getByTestId('seed-digits')).toHaveTextContent(house);
    expect(within(example).getByTestId('yeekee-sum')).toHaveTextContent(String(sum));
    expect(within(example).getByTestId('yeekee-back16')).toHaveTextContent(SHOTS[SHOTS.length - 16]!.number);
    expect(within(example).getByTestId('yeekee-number')).toHaveTextContent(number);
    expect(within(example).getByTestId('yeekee-hash-match')).toHaveTextContent('✓');
    expect(within(example).getByTestId('yeekee-number-match')).toHaveTextContent('✓');
    expect(within(example).getByTestId('example-source')).toHaveAttribute('data-source', 'real');
    // The revealed seed points at its entry in the log, further down this page.
    expect(within(example).getByRole('link', { name: `ลำดับในบันทึกค่าผูกมัด #${YEEKEE_ROUND.log_seq}` })).toHaveAttribute('href', '/fairness#commitments');
  });

  it('falls back to the newest resulted yeekee round of the results when no round today had shots', async () => {
    const api = renderPage({ shotToday: false });
    expect(within(await screen.findByTestId('yeekee-example')).getByTestId('yeekee-number-match')).toHaveTextContent('✓');
    expect(api.callsTo(API.lotto.results).length).toBeGreaterThan(0);
  });

  it('lets the member edit the yeekee checker and recomputes in the browser', async () => {
    renderPage();
    await screen.findByTestId('yeekee-example');
    const checker = screen.getByTestId('yeekee-checker');
    const shots = within(checker).getByLabelText(/เลขที่ยิง/);
    await userEvent.clear(shots);
    await userEvent.type(shots, '00001');
    const house = digits('yeekee-house', YEEKEE_SEED, 5);
    const number = String((1 + Number(house)) % 100000).padStart(5, '0');
    expect(within(checker).getByTestId('yeekee-checker-result')).toHaveTextContent(`ผล ${number}`);
  });

  it('works a demo draw, a wheel spin, a shoe and a football match through with the same numbers node:crypto gives', async () => {
    renderPage();
    const drawn = digits('draw', DRAW_SEED, 5);
    expect(await screen.findByTestId('draw-result')).toHaveTextContent(`3 ตัวบน ${drawn.slice(0, 3)} · 2 ตัวล่าง ${drawn.slice(3)}`);
    expect(screen.getByTestId('draw-result-match')).toHaveTextContent('✓');

    const wheel = await screen.findByTestId('wheel-example');
    const ticket = draw('example-server-seed', 'example-client-seed:1', 100);
    expect(within(wheel).getByTestId('fraction-result')).toHaveTextContent(String(ticket));
    expect(within(wheel).getByTestId('wheel-prize')).toHaveTextContent(ticket < WHEEL_PRIZES[0]!.weight ? WHEEL_PRIZES[0]!.name : WHEEL_PRIZES[1]!.name);
    expect(within(wheel).getByTestId('example-source')).toHaveAttribute('data-source', 'sample');

    const shoe = await screen.findByTestId('shoe-example');
    expect(within(shoe).getByTestId('fraction-result')).toHaveTextContent(String(draw(SHOE.server_seed, `${SHOE.shoe_id}:415`, 416)));
    expect(within(shoe).getByTestId('shoe-match')).toHaveTextContent('✓');
    expect(screen.getByTestId('shoe-tie-rule')).toHaveTextContent('เมื่อออกเสมอ เดิมพันฝั่งผู้เล่นและฝั่งเจ้ามือได้เงินเดิมพันคืนเต็มจำนวน');

    const match = await screen.findByTestId('football-example');
    const [home] = within(match).getAllByTestId('fraction-steps');
    expect(home).toHaveTextContent(`0x${createHmac('sha256', MATCH.server_seed).update(`${MATCH.match_id}:home`).digest('hex').slice(0, 13)} = ${bits52(MATCH.server_seed, `${MATCH.match_id}:home`)}`);
    expect(within(match).getByTestId('football-score')).toHaveTextContent(`ผลที่คำนวณได้ ${MATCH.score.home} – ${MATCH.score.away}`);
  });

  it('shows the sample slot and fishing draws with their 52-bit steps, and payouts floored to the satang', async () => {
    renderPage();
    const stops = [0, 1, 2, 3, 4].map((reel) => draw('example-server-seed', `example-client-seed:1:${reel}`, 30));
    expect(screen.getByTestId('slot-stops')).toHaveTextContent(stops.join(', '));
    const bits = bits52('example-server-seed', 'example-client-seed:1');
    expect(bits).toBe(1436673390664313); // shared/games/fishing-fair.ts's own worked example
    expect(screen.getByTestId('fishing-verdict')).toHaveTextContent('จับได้');
    // 3.33 THB at 3.2 is 1,065.6 satang: paid 10.65
    expect(screen.getByTestId('payout-checker-result')).toHaveTextContent('1065.6 สตางค์ → จ่าย ฿10.65');
  });

  it('states the shared draw F in whole numbers and works it so: bits × n, then ⌊… / 2^52⌋ (decision 0075)', async () => {
    renderPage();
    const slots = screen.getByRole('region', { name: 'สล็อต' });
    expect(slots).toHaveTextContent('F = ⌊bits × n / 2^52⌋ คิดด้วยจำนวนเต็มทั้งหมด');
    expect(within(slots).getAllByTestId('recipe')[0]).toHaveTextContent('F(message, n) = floor(bits * n / 2^52) = (bits * n) >> 52');
    const bits = bits52('example-server-seed', 'example-client-seed:1:0');
    const product = (BigInt(bits) * 30n).toString();
    const [reel0] = within(slots).getAllByTestId('fraction-steps');
    expect(reel0).toHaveTextContent(`${bits} × 30 = ${product}`);
    expect(within(reel0!).getByTestId('fraction-division')).toHaveTextContent(`⌊${product} / 2^52⌋ = ${draw('example-server-seed', 'example-client-seed:1:0', 30)}`);
  });

  it('publishes the slot line rule as the game pays it: the higher prize, a tie to the symbol, the label of what paid', () => {
    renderPage();
    const slots = screen.getByRole('region', { name: 'สล็อต' });
    expect(slots).toHaveTextContent('ถ้าได้รางวัลทั้งสองแบบ ไลน์จ่ายแบบที่อัตราจ่ายสูงกว่า ถ้าเท่ากันจ่ายเป็นสัญลักษณ์นั้น');
    expect(slots).toHaveTextContent('ผลของไลน์แสดงชื่อและจำนวนช่องของแบบที่จ่าย');
    expect(slots).toHaveTextContent('pay(s, c) > 0 && pay(s, c) >= pay(W, w) -> s, c');
    expect(slots).toHaveTextContent('pay(W, w) > pay(s, c) -> W, w');
  });

  it('publishes football’s odds formula, the over/under line and how it settles, and that the sides are drawn apart', () => {
    renderPage();
    const football = screen.getByRole('region', { name: 'ฟุตบอลเสมือนจริง' });
    expect(football).toHaveTextContent('สองฝั่งสุ่มแยกกันอย่างอิสระ');
    expect(football).toHaveTextContent('p(home) = SUM P_home(h) * P_away(a) h > a');
    expect(football).toHaveTextContent('p(over) = SUM P_home(h) * P_away(a) h + a >= 3');
    expect(football).toHaveTextContent('ราคา = 1 ÷ (p × 1.05)');
    expect(football).toHaveTextContent('x = 1 / (p * 1.05) odds = floor(x * 100) / 100');
    expect(football).toHaveTextContent('ปัดลงให้เหลือทศนิยม 2 ตำแหน่ง');
    expect(football).toHaveTextContent('สูง/ต่ำใช้เส้น 2.5 ประตู');
    expect(football).toHaveTextContent('ไม่มีทางเท่ากับเส้นพอดี ไม่มีกรณีคืนเงิน');
  });

  it('says no round today with shots has resulted yet, not a skeleton nor an empty sum, when the newest resulted round had no shots', async () => {
    answerFetch({
      ...fairnessAnswers({ shotToday: false }),
      [API.lotto.yeekeeLists]: { data: { round: { ...YEEKEE_ROUND, round_no: 20, shot_count: 0 }, shots: [], page: 1, page_size: 100, total: 0, sum: '0', last_seq: 0 } },
    });
    renderWithProviders(<FairnessPage />, { route: '/fairness' });
    const worked = screen.getByTestId('yeekee-worked');
    expect(await within(worked).findByTestId('no-round-yet')).toHaveTextContent('วันนี้ยังไม่มีรอบยี่กีที่มีคนยิงเลขและออกผลแล้ว');
    expect(within(worked).queryByLabelText('กำลังโหลด')).not.toBeInTheDocument();
    expect(within(worked).queryByTestId('yeekee-example')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('yeekee-checker')).getByLabelText(/เลขที่ยิง/)).toHaveValue('12345\n67890\n00042');
  });

  it('says so on a fresh site with nothing finished yet, and still shows every recipe and checker', async () => {
    renderPage({ fresh: true });
    await waitFor(() => expect(screen.getAllByTestId('no-round-yet')).toHaveLength(4));
    for (const id of ['yeekee-checker', 'draw-checker', 'shoe-checker', 'football-checker', 'slot-checker', 'fishing-checker']) {
      expect(screen.getByTestId(id)).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('recipe')).toHaveLength(8);
    expect(within(screen.getByTestId('commitment-head')).getByText('ยังไม่มีรายการ')).toBeInTheDocument();
  });

  it('says every word in Thai: the code type holds formulas only, and only names and symbols are Latin around them', async () => {
    renderPage();
    await screen.findByTestId('yeekee-example');
    await screen.findByTestId('shoe-example');
    await screen.findByTestId('football-example');
    const text = document.body.textContent ?? '';
    for (const phrase of ['the seed’s UTF-8 bytes', "the seed's UTF-8 bytes", 'nothing else', 'sum of all N shots', 'last three', 'shown before play', 'whose running']) {
      expect(text).not.toContain(phrase);
    }
    for (const code of document.querySelectorAll('[data-testid="recipe"] code')) expect(code.textContent).not.toMatch(PROSE);

    const latin = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('code, textarea')) continue;
      // A quoted text is a value to hash ("yeekee-house", "AS"), not a word.
      const words = (node.textContent ?? '').replace(/"[^"]*"/g, ' ').split(/[\s,;()·:=+×÷/<>]+/);
      for (const word of words) if (/^[A-Za-z]+$/.test(word) && !isTermOrSymbol(word)) latin.add(word);
    }
    expect([...latin]).toEqual([]);
  });

  it('shows a member their own wheel spin on a revealed seed, checked against the prize recorded', async () => {
    const api = answerFetch({
      ...fairnessAnswers(),
      [API.wheel.seed]: {
        data: {
          server_seed_hash: 'next',
          client_seed: 'mine',
          nonce: 0,
          table_version: 1,
          log_seq: 40,
          revealed: [
            {
              server_seed: 'revealed-seed-9',
              server_seed_hash: sha256('revealed-seed-9'),
              client_seed: 'lucky',
              table_version: 1,
              prizes: WHEEL_PRIZES,
              spins: [{ spin_id: 5, nonce: 3, prize_id: draw('revealed-seed-9', 'lucky:3', 100) < 60 ? 1 : 2, created_at: '2026-11-23T09:00:00+07:00' }],
              revealed_at: '2026-11-23T09:10:00+07:00',
              log_seq: 39,
            },
          ],
        },
      },
    });
    renderWithProviders(<FairnessPage />, { route: '/fairness', session: testSession() });
    const wheel = await screen.findByText('ข้อมูลจริงของคุณ');
    expect(wheel).toBeInTheDocument();
    const example = screen.getByTestId('wheel-example');
    expect(example).toHaveTextContent('ตรงกับค่าแฮชที่แสดงก่อนหมุน');
    expect(example).toHaveTextContent('✓ ตรงกับรางวัลที่บันทึกไว้');
    expect(api.callsTo(API.wheel.seed)).toHaveLength(1);
  });
});

describe('the public log of commitments', () => {
  it("says plainly what a yeekee round's commitment proves and what it does not, and where each round's shots are listed", async () => {
    renderPage();
    const limits = await screen.findByTestId('yeekee-limits');
    expect(limits).toHaveTextContent('ยังพิสูจน์ไม่ได้');
    expect(limits).toHaveTextContent('เว็บรู้ seed ของรอบอยู่แล้ว');
    expect(limits).toHaveTextContent(`${API.lotto.yeekeeLists}?round_id=`);
  });

  it('shows the head and the newest entries, newest first, and links the download', async () => {
    renderPage();
    const head = await screen.findByTestId('commitment-head');
    const last = COMMITMENTS.at(-1)!;
    expect(await within(head).findByText(`รายการล่าสุด #${last.seq}`)).toBeInTheDocument();
    expect(head).toHaveTextContent(last.hash);
    const shown = within(screen.getByTestId('commitment-entries')).getAllByRole('listitem');
    expect(shown).toHaveLength(10);
    expect(shown[0]).toHaveTextContent(`#${last.seq}`);
    expect(shown[0]).toHaveTextContent('เลขลับฝั่งเว็บของวงล้อ');
    expect(shown[9]).toHaveTextContent('#3');
    expect(screen.getByRole('link', { name: 'ดาวน์โหลดทั้งบันทึก' })).toHaveAttribute('href', '/fairness/commitments.jsonl');
  });

  it('rechecks the whole chain in the browser, page by page, and names the first entry changed after the fact', async () => {
    const api = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'ตรวจทั้งบันทึกในเครื่องนี้' }));
    expect(await screen.findByTestId('commitment-check-result')).toHaveTextContent('✓ ครบ 12 รายการ');
    expect(api.callsTo(API.fairness.commitments).length).toBeGreaterThan(0);

    const tampered = COMMITMENTS.map((entry) => (entry.seq === 5 ? { ...entry, commitment: sha256('another seed') } : entry));
    answerFetch({ ...fairnessAnswers(), [API.fairness.commitments]: commitmentsAnswer(tampered) });
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจทั้งบันทึกในเครื่องนี้' }));
    await waitFor(() => expect(screen.getByTestId('commitment-check-result')).toHaveTextContent('✗ บันทึกขาดตอนที่รายการ #5'));
  });
});

describe('FairnessLink', () => {
  it('points at its section, in this tab on the site and in a new tab from a game frame', () => {
    renderWithProviders(
      <>
        <FairnessLink section="wheel" />
        <FairnessLink section="football" newTab />
      </>,
    );
    const [wheel, football] = screen.getAllByTestId('fairness-link');
    expect(wheel).toHaveAttribute('href', '/fairness#wheel');
    expect(wheel).not.toHaveAttribute('target');
    expect(football).toHaveAttribute('href', '/fairness#football');
    expect(football).toHaveAttribute('target', '_blank');
  });
});
