import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '#shared/api/audit.js';
import { AGENT } from '#shared/api/paths.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const entry = (id: number, actor: string | null, summary: string): AuditEntry => ({
  id,
  actor,
  call: 'POST /operator/quests/:id',
  summary,
  params: '{"id":3}',
  body: '{"enabled":false}',
  ip: '203.0.113.7',
  created_at: '2026-11-22T10:30:00+07:00',
});

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('audit list', () => {
  it('shows when, who and what, opens the details, and pages', async () => {
    const { api, user } = renderConsole({
      [AGENT.audit]: (_body, url) =>
        url.searchParams.get('page') === '2'
          ? { data: { items: [entry(1, null, 'เพิ่มภารกิจ')], page: 2, page_size: 20, total: 21 } }
          : { data: { items: [entry(21, 'สมศรี', 'แก้ไขหรือปิดภารกิจ (เงื่อนไขและรางวัลแก้ไม่ได้)')], page: 1, page_size: 20, total: 21 } },
    });
    await user.click(await screen.findByRole('tab', { name: 'ประวัติการแก้ไข' }));
    const row = await screen.findByRole('listitem', { name: 'รายการแก้ไข 21' });
    expect(row).toHaveTextContent('แก้ไขหรือปิดภารกิจ');
    expect(row).toHaveTextContent('22 พ.ย. 2569 10:30');
    expect(row).toHaveTextContent('โดย สมศรี');
    expect(row).toHaveTextContent('203.0.113.7');
    expect(row).not.toHaveTextContent('"enabled"');

    await user.click(within(row).getByRole('button', { name: 'ดูรายละเอียด' }));
    expect(row).toHaveTextContent('POST /operator/quests/:id');
    expect(row).toHaveTextContent('"enabled": false');
    expect(row).toHaveTextContent('"id": 3');

    expect(screen.getByText('หน้า 1 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /ถัดไป/ }));
    const older = await screen.findByRole('listitem', { name: 'รายการแก้ไข 1' });
    expect(older).toHaveTextContent('โดย ไม่ระบุชื่อ');
    expect(screen.getByText('หน้า 2 / 2')).toBeInTheDocument();
    expect(api.spy.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(AGENT.audit))).toEqual([`${AGENT.audit}?page=1`, `${AGENT.audit}?page=2`]);
  });
});
