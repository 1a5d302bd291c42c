import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AffiliateReport } from '#shared/api/daily-operator.js';
import { AGENT } from '#shared/api/paths.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const REPORT: AffiliateReport = {
  top: [{ username: '0811111111', level1: 12, level2: 30, level3: 4, earned: 2500.25, balance: 300 }],
  flagged: [{ username: '0822222222', referrer: '0811111111', reason: 'บัญชีธนาคารตรงกับผู้แนะนำ', level: 1, registered_at: '2026-11-21T14:30:00+07:00' }],
};

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('affiliate report', () => {
  it('lists the top referrers and the flagged sign-ups with their reason', async () => {
    const { user } = renderConsole({ [AGENT.affiliateReport]: { data: REPORT } });
    await user.click(await screen.findByRole('tab', { name: 'แนะนำเพื่อน' }));
    const table = await screen.findByRole('table', { name: 'ผู้แนะนำสูงสุด' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('0811111111');
    expect(row).toHaveTextContent('฿2,500.25');
    expect(row).toHaveTextContent('฿300.00');
    const flagged = screen.getByRole('list', { name: 'การสมัครที่ถูกทำเครื่องหมาย' });
    expect(flagged).toHaveTextContent('0822222222');
    expect(flagged).toHaveTextContent('ผู้แนะนำ 0811111111 · เหตุผล: บัญชีธนาคารตรงกับผู้แนะนำ');
    expect(flagged).toHaveTextContent('ตรงกับสายงานขั้นที่ 1');
    expect(flagged).toHaveTextContent('สมัครเมื่อ 21 พ.ย. 2569 14:30');
  });

  it('says when nothing is flagged', async () => {
    const { user } = renderConsole({ [AGENT.affiliateReport]: { data: { top: [], flagged: [] } } });
    await user.click(await screen.findByRole('tab', { name: 'แนะนำเพื่อน' }));
    expect(await screen.findByText('ยังไม่มีผู้แนะนำ')).toBeInTheDocument();
    expect(screen.getByText('ไม่มีการสมัครที่ถูกทำเครื่องหมาย')).toBeInTheDocument();
  });
});
