import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { SoothBaccaratResponse } from '#shared/api/sooth.js';
import type { SoothHandEvent } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { soothKeys } from '../api/keys.js';
import { handOf, nextHand, RUN_1, tableOf, tables } from '../test-support/fixtures.js';
import { SoothPage } from './sooth-page.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

function renderPage(answer: () => SoothBaccaratResponse = tables) {
  const api = answerFetch({ [API.sooth.baccarat]: () => ({ data: answer() }) });
  return { api, ...renderWithProviders(<SoothPage />, { route: '/sooth' }) };
}

/** Pushes `event` the way the socket does: through the topic binding's reducer into the cache. */
function push(queryClient: ReturnType<typeof renderPage>['queryClient'], event: SoothHandEvent) {
  const binding = bindings.find((b) => b.topic === Topic.sooth)!;
  expect(binding.queryKey).toEqual(soothKeys.tables());
  const reduce = binding.events['sooth:hand'] as (current: SoothBaccaratResponse | undefined, event: SoothHandEvent) => SoothBaccaratResponse;
  act(() => {
    queryClient.setQueryData<SoothBaccaratResponse>(soothKeys.tables(), (current) => reduce(current, event));
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('SoothPage', () => {
  beforeEach(() => {
    bindings.length = 0;
  });

  it('says first that hands are independent and that only what was measured is shown, with the exact odds of an 8-deck shoe', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'สูตรบาคาร่า' })).toBeInTheDocument();
    const note = screen.getByTestId('independence-note');
    expect(note).toHaveTextContent('ทุกตาเป็นอิสระต่อกัน');
    expect(note).toHaveTextContent('ผลของตาที่ผ่านมาไม่เปลี่ยนโอกาสของตาถัดไป');
    expect(note).toHaveTextContent('แสดงเฉพาะสิ่งที่วัดได้จริงจากขอนไพ่ของโต๊ะเราเอง');
    expect(await screen.findByTestId('theoretical-summary')).toHaveTextContent('เจ้ามือ 45.86% · ผู้เล่น 44.62% · เสมอ 9.52%');
  });

  it('renders every table: name, shoe commitment, last hand, counts and its five roads', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findAllByTestId('sooth-table')).toHaveLength(2);
    const one = card('บาคาร่า 1');
    expect(within(one).getByRole('link', { name: 'บาคาร่า 1' })).toHaveAttribute('href', '/sooth/1');
    expect(within(one).getByRole('link', { name: 'ดูเค้าไพ่และสถิติทั้งหมดของโต๊ะนี้' })).toHaveAttribute('href', '/sooth/1');

    const commitment = within(one).getByTestId('shoe-commitment');
    const full = tables().tables[0]!.shoe.commitment;
    // The whole hash, never shortened, and copyable as it is.
    expect(within(commitment).getByTestId('shoe-commitment-value').textContent).toBe(full);
    await user.click(within(commitment).getByRole('button', { name: 'คัดลอกค่าผูกมัด' }));
    expect(await navigator.clipboard.readText()).toBe(full);

    expect(within(one).getByTestId('last-hand')).toHaveTextContent('ตาล่าสุด ตาที่ 11 · เจ้ามือชนะ');
    expect(within(one).getByRole('list', { name: 'ไพ่เจ้ามือ' })).toHaveTextContent('9♠K♥');
    expect(within(one).getByTestId('count-banker')).toHaveTextContent('เจ้ามือ6');
    expect(within(one).getByTestId('count-player')).toHaveTextContent('ผู้เล่น3');
    expect(within(one).getByTestId('count-tie')).toHaveTextContent('เสมอ2');
    expect(within(one).getByTestId('count-banker_pair')).toHaveTextContent('คู่เจ้ามือ1');
    expect(within(one).getByTestId('count-hands')).toHaveTextContent('รวม11 ตา');
    expect(within(one).getByRole('img', { name: 'เค้าไพ่ลูกปัด 11 ช่อง' })).toBeInTheDocument();
    expect(within(one).getByRole('img', { name: 'เค้าไพ่ใหญ่ 9 ช่อง' })).toBeInTheDocument();
    for (const name of ['บิ๊กอายบอย', 'สมอลโร้ด', 'ค็อกโครชพิก']) expect(within(one).getByRole('img', { name: new RegExp(`^${name} \\d+ ช่อง$`) })).toBeInTheDocument();

    const two = card('บาคาร่า 2');
    expect(within(two).getByTestId('last-hand')).toHaveTextContent('ขอนใหม่ ยังไม่ได้แจกตาแรก');
    expect(within(two).getByRole('img', { name: 'เค้าไพ่ใหญ่ 0 ช่อง' })).toBeInTheDocument();
  });

  it('shows the theory beside the shares measured in this shoe, each with its hands; none before a hand was dealt', async () => {
    renderPage();
    await screen.findAllByTestId('sooth-table');
    const banker = within(card('บาคาร่า 1')).getByTestId('odds-banker');
    expect(banker).toHaveTextContent('เจ้ามือ45.86%54.55%6/11 ตา');
    expect(within(card('บาคาร่า 1')).getByTestId('odds-tie')).toHaveTextContent('เสมอ9.52%18.18%2/11 ตา');
    expect(within(card('บาคาร่า 1')).getByTestId('odds-player_pair')).toHaveTextContent('คู่ผู้เล่น7.47%9.09%1/11 ตา');
    expect(within(card('บาคาร่า 2')).getByTestId('odds-player')).toHaveTextContent('ผู้เล่น44.62%ยังไม่มีข้อมูล');
  });

  it('a sooth:hand updates that table’s roads, counts and last hand without asking the server again', async () => {
    const { api, queryClient } = renderPage();
    await screen.findAllByTestId('sooth-table');
    push(queryClient, nextHand(RUN_1, 'player'));
    const one = card('บาคาร่า 1');
    await waitFor(() => expect(within(one).getByTestId('last-hand')).toHaveTextContent('ตาล่าสุด ตาที่ 12 · ผู้เล่นชนะ'));
    expect(within(one).getByTestId('count-player')).toHaveTextContent('ผู้เล่น4');
    expect(within(one).getByTestId('count-hands')).toHaveTextContent('รวม12 ตา');
    expect(within(one).getByRole('img', { name: 'เค้าไพ่ลูกปัด 12 ช่อง' })).toBeInTheDocument();
    expect(within(one).getByRole('img', { name: 'เค้าไพ่ใหญ่ 10 ช่อง' })).toBeInTheDocument();
    // The other table is as it was.
    expect(within(card('บาคาร่า 2')).getByTestId('count-hands')).toHaveTextContent('รวม0 ตา');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.callsTo(API.sooth.baccarat)).toHaveLength(1);
  });

  it('a first hand of a new shoe asks again: the event does not carry the new shoe’s commitment', async () => {
    let shoe = 1;
    const { api, queryClient } = renderPage(() => {
      const answer = tables();
      if (shoe === 2) answer.tables[0] = tableOf(1, 'P', { shoe: { shoe_id: 's1-0002', commitment: 'f'.repeat(64), started_at: '2026-11-23T17:00:00+07:00' } });
      return answer;
    });
    await screen.findAllByTestId('sooth-table');
    shoe = 2;
    push(queryClient, { ...nextHand('', 'player'), hand: handOf(1, 'player') });
    await waitFor(() => expect(api.callsTo(API.sooth.baccarat)).toHaveLength(2));
    await waitFor(() => expect(within(card('บาคาร่า 1')).getByTestId('shoe-commitment')).toHaveTextContent('ขอน s1-0002'));
  });

  it('says so when no table is dealing', async () => {
    renderPage(() => ({ ...tables(), tables: [] }));
    expect(await screen.findByTestId('sooth-empty')).toHaveTextContent('ยังไม่มีโต๊ะที่กำลังแจกไพ่');
  });
});
