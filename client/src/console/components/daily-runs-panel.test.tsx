import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DailyRun } from '#shared/api/daily-operator.js';
import { AGENT } from '#shared/api/paths.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const RUN: DailyRun = {
  id: 7,
  job: 'loss_refund',
  day: '2026-11-21',
  members: 1234,
  paid: 56,
  total: 7890.5,
  failures: 2,
  started_at: '2026-11-22T00:00:05+07:00',
  finished_at: '2026-11-22T00:00:09+07:00',
};
beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('daily runs', () => {
  it('lists each run: the job in Thai, the day in the Buddhist era, members, paid, total and failures', async () => {
    const { api, user } = renderConsole({ [AGENT.dailyRuns]: { data: { items: [RUN, { ...RUN, id: 8, job: 'turnover_cashback', failures: 0, finished_at: null }], page: 1, page_size: 20, total: 2 } } });
    await user.click(await screen.findByRole('tab', { name: 'รายงานประจำวัน' }));
    const table = await screen.findByRole('table', { name: 'รายงานงานประจำวัน' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('คืนยอดเสีย');
    expect(first).toHaveTextContent('21 พ.ย. 2569');
    expect(first).toHaveTextContent('1,234');
    expect(first).toHaveTextContent('56');
    expect(first).toHaveTextContent('฿7,890.50');
    expect(first).toHaveTextContent('22 พ.ย. 2569 00:00');
    expect(second).toHaveTextContent('คืนยอดเล่น');
    expect(second).toHaveTextContent('กำลังทำงาน');
    expect(api.callsTo(AGENT.dailyRuns)[0]).toMatchObject({ method: 'GET' });
  });

  it('says when no job has run yet', async () => {
    const { user } = renderConsole({ [AGENT.dailyRuns]: { data: { items: [], page: 1, page_size: 20, total: 0 } } });
    await user.click(await screen.findByRole('tab', { name: 'รายงานประจำวัน' }));
    expect(await screen.findByText('ยังไม่มีรายงาน')).toBeInTheDocument();
  });
});
