import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { API } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import type { SoothBaccaratResponse } from '#shared/api/sooth.js';
import type { SoothHandEvent } from '#shared/live/events.js';
import { Topic } from '#shared/live/topic-names.js';
import type { TopicBinding } from '#client/lib/socket.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { soothKeys } from '../api/keys.js';
import { detailOf, nextHand, RUN_1, tableOf, tables } from '../test-support/fixtures.js';
import { SoothTablePage } from './sooth-table-page.js';

const bindings: TopicBinding<unknown>[] = [];
vi.mock('#client/lib/socket.js', () => ({
  useLiveTopic: (binding: TopicBinding<unknown>) => {
    bindings.push(binding);
  },
  getSocket: () => null,
}));

function renderDetail(route = '/sooth/1', answers: Answers = {}) {
  const api = answerFetch({
    [API.sooth.baccarat]: { data: tables() },
    [API.sooth.detail]: { data: detailOf(tableOf(1, RUN_1)) },
    ...answers,
  });
  const page = (
    <Routes>
      <Route path="/sooth/:tableId" element={<SoothTablePage />} />
    </Routes>
  );
  return { api, ...renderWithProviders(page, { route }) };
}

describe('SoothTablePage', () => {
  beforeEach(() => {
    bindings.length = 0;
  });

  it('shows the five roads larger, counts of this shoe and of all shoes beside the theory', async () => {
    const { api } = renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'บาคาร่า 1' })).toBeInTheDocument();
    expect(api.callsTo(API.sooth.detail)[0]!.body).toEqual({ table_id: 1 });
    expect(screen.getByTestId('independence-note')).toHaveTextContent('ทุกตาเป็นอิสระต่อกัน');
    expect(screen.getByRole('img', { name: 'เค้าไพ่ลูกปัด 11 ช่อง' })).toHaveAttribute('height', String(6 * 26 + 1));
    expect(screen.getByRole('img', { name: 'เค้าไพ่ใหญ่ 9 ช่อง' })).toBeInTheDocument();
    expect(screen.getByLabelText('จำนวนผลทุกขอน')).toHaveTextContent('รวม240 ตา');
    expect(screen.getByTestId('odds-banker')).toHaveTextContent('เจ้ามือ45.86%54.55%6/11 ตา45.83%110/240 ตา');
  });

  it('each pattern shows "x/y ตา" for this shoe and all shoes, "ยังไม่มีข้อมูล" when it never named a side, and that past hits say nothing of the next hand', async () => {
    renderDetail();
    const rows = await screen.findAllByTestId('pattern-row');
    expect(rows[0]).toHaveTextContent('แทงเจ้ามือทุกตา');
    expect(within(rows[0]!).getByTestId('pattern-shoe')).toHaveTextContent('ขอนนี้6/10 ตา (60.00%)');
    expect(within(rows[0]!).getByTestId('pattern-all')).toHaveTextContent('ทุกขอน110/217 ตา (50.69%)');
    expect(within(rows[1]!).getByTestId('pattern-shoe')).toHaveTextContent('ขอนนี้ยังไม่มีข้อมูล');
    expect(within(rows[1]!).getByTestId('pattern-all')).toHaveTextContent('12/25 ตา (48.00%)');
    const note = screen.getByTestId('pattern-note');
    expect(note).toHaveTextContent('ผลที่ผ่านมาของสูตรใดก็ตามไม่ได้บอกอะไรเกี่ยวกับตาถัดไป');
    // Ties left out: banker 0.458597 / (0.458597 + 0.446247).
    expect(note).toHaveTextContent('เจ้ามือออก 50.68% และผู้เล่นออก 49.32%');
  });

  it('lists the revealed shoes with their seed and salt, checked, and how to check them', async () => {
    renderDetail();
    const shoe = await screen.findByTestId('revealed-shoe');
    expect(shoe).toHaveTextContent('ขอน s1-0000 · 78 ตา');
    expect(shoe).toHaveTextContent('seed-of-shoe-0');
    expect(shoe).toHaveTextContent('salt-0');
    expect(within(shoe).getByTestId('revealed-verified')).toHaveTextContent('ตรวจแล้ว ✓');
    expect(within(shoe).getByRole('button', { name: 'ตรวจสอบขอนนี้ในเครื่องนี้' })).toBeInTheDocument();
    expect(within(shoe).getByRole('button', { name: 'คัดลอกค่าผูกมัด' })).toBeInTheDocument();
    const how = screen.getByTestId('how-to-verify');
    expect(how).toHaveTextContent('SHA-256');
    expect(how).toHaveTextContent('HMAC-SHA256(key = server_seed, message = shoe_id + ":" + i)');
  });

  it('shows the whole commitment of the shoe being dealt, and what each bet pays: a tie refunds player and banker bets', async () => {
    renderDetail();
    const commitment = await screen.findByTestId('shoe-commitment');
    expect(within(commitment).getByTestId('shoe-commitment-value').textContent).toBe(tables().tables[0]!.shoe.commitment);
    const rules = screen.getByTestId('payout-rules');
    expect(rules).toHaveTextContent('เสมอ จ่าย 8 ต่อ 1');
    expect(rules).toHaveTextContent('เจ้ามือชนะ จ่าย 1 ต่อ 1 หักค่าคอมมิชชัน 5%');
    expect(within(rules).getByTestId('tie-rule')).toHaveTextContent('เมื่อออกเสมอ เดิมพันฝั่งผู้เล่นและฝั่งเจ้ามือได้เงินเดิมพันคืนเต็มจำนวน (ไม่ได้ไม่เสีย)');
  });

  it('follows its table live and asks again once when the table deals a hand the answer does not have', async () => {
    let detailRun = RUN_1;
    const { api, queryClient } = renderDetail('/sooth/1', {
      [API.sooth.detail]: () => ({ data: detailOf(tableOf(1, detailRun)) }),
    });
    await screen.findAllByTestId('pattern-row');
    await waitFor(() => expect(queryClient.getQueryData(soothKeys.tables())).toBeDefined());
    expect(api.callsTo(API.sooth.detail)).toHaveLength(1);

    detailRun = `${RUN_1}B`;
    const binding = bindings.find((b) => b.topic === Topic.sooth)!;
    const reduce = binding.events['sooth:hand'] as (current: SoothBaccaratResponse | undefined, event: SoothHandEvent) => SoothBaccaratResponse;
    act(() => {
      queryClient.setQueryData<SoothBaccaratResponse>(soothKeys.tables(), (current) => reduce(current, nextHand(RUN_1, 'banker')));
    });
    // The shoe's roads move at once, from the event.
    expect(await screen.findByRole('img', { name: 'เค้าไพ่ลูกปัด 12 ช่อง' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(API.sooth.detail)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo(API.sooth.detail)).toHaveLength(2);
  });

  it('an unknown table says so', async () => {
    renderDetail('/sooth/9', { [API.sooth.detail]: { error: ErrorCode.SOOTH_TABLE_NOT_FOUND, message: 'ไม่พบโต๊ะบาคาร่านี้' } });
    expect(await screen.findByTestId('sooth-not-found')).toHaveTextContent('ไม่พบโต๊ะบาคาร่านี้');
  });

  it('does not call for an address that cannot be a table', async () => {
    const { api } = renderDetail('/sooth/abc');
    expect(await screen.findByTestId('sooth-not-found')).toBeInTheDocument();
    expect(api.callsTo(API.sooth.detail)).toHaveLength(0);
  });
});
