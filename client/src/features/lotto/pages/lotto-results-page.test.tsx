import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { LottoRound } from '#shared/api/lotto/rounds.js';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { seedHash } from '#shared/lotto/seed.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { hanoiCategory, round, thaiCategory } from '../test-support/lotto-fixtures.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { LottoResultsPage } from './lotto-results-page.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

const seed = 'b7c1e0f4a9d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a';

const thaiRound: LottoRound = round({
  round_id: 101,
  status: 'resulted',
  closes_at: '2026-11-16T15:00:00.000+07:00',
  result: { first_prize: '123456', top3: '456', bottom2: '78', front3: ['012', '345'], back3: ['678', '901'] },
});
const hanoiRound: LottoRound = round({
  round_id: 301,
  category_id: 3,
  name: 'ฮานอย 16 พ.ย.',
  status: 'resulted',
  closes_at: '2026-11-16T18:00:00.000+07:00',
  seed,
  seed_hash: seedHash(seed),
  result: drawFromSeed(seed, 'standard'),
  log_seq: 77,
});

function api(results: LottoRound[]) {
  return answerFetch({
    [API.lotto.lobby]: { data: {
      server_time: new Date().toISOString(),
      categories: [
        { ...thaiCategory, rounds: [] },
        { ...hanoiCategory, rounds: [] },
      ],
    } },
    [API.lotto.results]: (_body, url) => ({
      data: { results: results.filter((r) => !url.searchParams.get('category_id') || String(r.category_id) === url.searchParams.get('category_id')), page: 1, page_size: 20, total: results.length },
    }),
  });
}

describe('LottoResultsPage', () => {
  it('shows the chosen day and each result’s day in the Buddhist era, and asks for that day', async () => {
    const calls = api([thaiRound, hanoiRound]);
    renderWithProviders(<LottoResultsPage />, { route: '/lotto/results?date=2026-11-16' });

    expect(screen.getByTestId('results-date-th')).toHaveTextContent('ผลวันที่ 16 พ.ย. 2569');
    // The picker writes days in the Buddhist era; the chosen one is selected.
    const picker = screen.getByLabelText('วันที่ออกผล');
    expect(picker).toHaveValue('2026-11-16');
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent('16 พ.ย. 2569');
    expect(within(picker).getAllByRole('option')[1]).toHaveTextContent(/^\d{1,2} \S+ 25\d\d \(วันนี้\)$/);
    const cards = await screen.findAllByTestId('result-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('result-date')).toHaveTextContent('16 พ.ย. 2569');
    const query = calls.urlsTo(API.lotto.results)[0]!.searchParams;
    expect(query.get('date')).toBe('2026-11-16');
    expect(query.get('agent_id')).toBe('1');
  });

  it('shows the Thai lottery’s first prize, front and back threes, and 3 top / 2 bottom for the others', async () => {
    api([thaiRound, hanoiRound]);
    renderWithProviders(<LottoResultsPage />, { route: '/lotto/results' });
    const [thai, hanoi] = await screen.findAllByTestId('result-card');
    expect(thai).toHaveTextContent('หวยรัฐบาลไทย');
    expect(within(thai!).getByText('รางวัลที่ 1').parentElement).toHaveTextContent('123456');
    expect(within(thai!).getByText('3 ตัวหน้า').parentElement).toHaveTextContent('012345');
    expect(within(thai!).getByText('3 ตัวท้าย').parentElement).toHaveTextContent('678901');
    expect(within(thai!).getByText('3 ตัวบน').parentElement).toHaveTextContent('456');
    expect(within(thai!).getByText('2 ตัวล่าง').parentElement).toHaveTextContent('78');
    expect(within(hanoi!).queryByText('รางวัลที่ 1')).toBeNull();
    expect(within(hanoi!).getByText('3 ตัวบน').parentElement).toHaveTextContent(hanoiRound.result!.top3);
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    const calls = api([thaiRound, hanoiRound]);
    renderWithProviders(<LottoResultsPage />, { route: '/lotto/results' });
    await screen.findAllByTestId('result-card');
    await screen.findByRole('option', { name: 'ฮานอยปกติ' });
    await user.selectOptions(screen.getByLabelText('หมวดหวย'), '3');
    await waitFor(() => expect(screen.getAllByTestId('result-card')).toHaveLength(1));
    expect(calls.urlsTo(API.lotto.results).at(-1)?.searchParams.get('category_id')).toBe('3');
  });

  it('checks a seeded draw in the browser: the hash and the digits drawn from the revealed seed', async () => {
    const user = userEvent.setup();
    api([hanoiRound]);
    renderWithProviders(<LottoResultsPage />, { route: '/lotto/results' });
    const card = await screen.findByTestId('result-card');
    await user.click(within(card).getByRole('button', { name: 'ตรวจสอบผล' }));
    expect(within(card).getByTestId('seed-hash')).toHaveTextContent(seedHash(seed));
    expect(within(card).getByTestId('seed')).toHaveTextContent(seed);
    expect(within(card).getByRole('link', { name: 'ลำดับในบันทึกค่าผูกมัด #77' })).toHaveAttribute('href', '/fairness#commitments');
    await user.click(within(card).getByRole('button', { name: 'คำนวณตรวจสอบในเครื่องนี้' }));
    expect(within(card).getByText('แฮชของเลขสุ่มตรงกับที่ประกาศไว้')).toBeInTheDocument();
    expect(within(card).getByText(/ผลที่คำนวณจากเลขสุ่มตรงกับผลที่ประกาศ/)).toBeInTheDocument();
  });

  it('says so when a published result does not match its seed', async () => {
    const user = userEvent.setup();
    api([{ ...hanoiRound, result: { top3: hanoiRound.result!.top3 === '000' ? '111' : '000', bottom2: '00' } }]);
    renderWithProviders(<LottoResultsPage />, { route: '/lotto/results' });
    const card = await screen.findByTestId('result-card');
    await user.click(within(card).getByRole('button', { name: 'ตรวจสอบผล' }));
    await user.click(within(card).getByRole('button', { name: 'คำนวณตรวจสอบในเครื่องนี้' }));
    expect(within(card).getByText(/ผลที่คำนวณจากเลขสุ่มไม่ตรงกับผลที่ประกาศ/)).toBeInTheDocument();
  });

  it('a visitor’s page listens to lotto:results itself', async () => {
    bindings.length = 0;
    api([]);
    renderWithProviders(<LottoResultsPage />, { route: '/lotto/results' });
    await screen.findByText('ไม่มีผลหวย');
    expect(bindings.at(-1)?.topic).toBe('lotto:results');
  });
});
