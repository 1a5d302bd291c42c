import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { OPERATOR_NAME_HEADER } from '#shared/api/audit.js';
import type { OperatorQuest } from '#shared/api/quest-operator.js';
import { AGENT } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { agentKey } from '../api/agent-key.js';
import { NO_AUDIT } from '../test-support/fixtures.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const QUEST: OperatorQuest = {
  id: 3,
  event_id: null,
  title: 'ฝากครบ 500 รับ 50',
  description: 'ฝากรวมในวันเดียว',
  metric: 'deposit_total',
  period: 'daily',
  target: 500,
  reward: { type: 'credit', value: 50, free_spin_offer: null },
  quota: 100,
  starts_at: '2026-11-01T00:00:00+07:00',
  ends_at: null,
  enabled: true,
  sort: 0,
  claims: 12,
};

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('quests', () => {
  it('lists a quest in Thai words and switches it off, then reads the list and the audit again', async () => {
    const { api, user } = renderConsole({
      [AGENT.quests]: { data: [QUEST] },
      [`${AGENT.quests}/3`]: (body) => ({ data: { quest: { ...QUEST, ...(body as object) } } }),
      [AGENT.audit]: { data: NO_AUDIT },
    });
    await user.click(await screen.findByRole('tab', { name: 'ประวัติการแก้ไข' }));
    expect(await screen.findByText('ยังไม่มีประวัติการแก้ไข')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ภารกิจ' }));
    const card = await screen.findByRole('article', { name: `ภารกิจ ${QUEST.title}` });
    expect(card).toHaveTextContent('ยอดฝากรวม');
    expect(card).toHaveTextContent('รายวัน');
    expect(card).toHaveTextContent('เป้าหมาย ฿500.00 · รางวัล เครดิตฟรี ฿50.00');
    expect(card).toHaveTextContent('รับรางวัลแล้ว 12 ครั้ง');

    await user.click(within(card).getByRole('button', { name: 'ปิดภารกิจ' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`ปิดภารกิจ ${QUEST.title} แล้ว`);
    expect(api.callsTo(`${AGENT.quests}/3`)).toEqual([{ path: `${AGENT.quests}/3`, method: 'POST', body: { enabled: false } }]);
    // The write names who made it, for the audit list.
    const write = api.spy.mock.calls.find(([input]) => String(input) === `${AGENT.quests}/3`);
    expect((write?.[1]?.headers as Record<string, string>)[OPERATOR_NAME_HEADER]).toBe(encodeURIComponent('สมศรี'));
    await waitFor(() => expect(api.callsTo(AGENT.quests).length).toBeGreaterThanOrEqual(2));
    // The audit list, read before the write, is read again: the write is its newest entry.
    await user.click(screen.getByRole('tab', { name: 'ประวัติการแก้ไข' }));
    await waitFor(() => expect(api.callsTo(AGENT.audit)).toHaveLength(2));
  });

  it('edits the words and limits only, saying the rule is fixed', async () => {
    const { api, user } = renderConsole({
      [AGENT.quests]: { data: [QUEST] },
      [`${AGENT.quests}/3`]: (body) => ({ data: { quest: { ...QUEST, ...(body as object) } } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'ภารกิจ' }));
    const card = await screen.findByRole('article', { name: `ภารกิจ ${QUEST.title}` });
    await user.click(within(card).getByRole('button', { name: 'แก้ไข' }));
    expect(card).toHaveTextContent('ประเภท รอบ เป้าหมาย และรางวัล แก้ไขไม่ได้');
    const form = within(card).getByRole('form', { name: `แก้ไขภารกิจ ${QUEST.title}` });
    await user.clear(within(form).getByLabelText(/จำนวนสิทธิ์ต่อรอบ/));
    await user.type(within(form).getByLabelText(/สิ้นสุด/), '2026-12-31T23:59');
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`บันทึกภารกิจ ${QUEST.title} แล้ว`);
    expect(api.callsTo(`${AGENT.quests}/3`)[0]?.body).toEqual({
      title: QUEST.title,
      description: QUEST.description,
      quota: null,
      ends_at: '2026-12-31T23:59:00+07:00',
      sort: 0,
    });
  });

  it('adds a quest: checks the form, then shows the server’s field error beside its field', async () => {
    const refusal = { status: 400, error: ErrorCode.VALIDATION, message: 'เป้าหมายของยี่กีต้องเป็นจำนวนเต็ม', data: { fields: { target: 'เป้าหมายของยี่กีต้องเป็นจำนวนเต็ม' } } };
    // One path: GET lists (no body), POST adds.
    const { api, user } = renderConsole({ [AGENT.quests]: (body) => (body === undefined ? { data: [] } : refusal) });
    const posted = () => api.callsTo(AGENT.quests).filter((call) => call.method === 'POST').map((call) => call.body);
    await user.click(await screen.findByRole('tab', { name: 'ภารกิจ' }));
    expect(await screen.findByText('ยังไม่มีภารกิจ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เพิ่มภารกิจ' }));
    const form = screen.getByRole('form', { name: 'เพิ่มภารกิจ' });
    expect(form).toHaveTextContent('แก้ไขไม่ได้หลังเพิ่มแล้ว');

    await user.click(within(form).getByRole('button', { name: 'เพิ่มภารกิจ' }));
    expect(within(form).getByText('กรุณาระบุชื่อภารกิจ')).toBeInTheDocument();
    expect(within(form).getByText('เป้าหมายต้องมากกว่า 0')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    await user.type(within(form).getByLabelText(/ชื่อภารกิจ/), 'ยิงยี่กี 10 ครั้ง');
    await user.selectOptions(within(form).getByLabelText('ประเภทภารกิจ'), 'yeekee_shots');
    await user.selectOptions(within(form).getByLabelText('รอบ'), 'weekly');
    await user.type(within(form).getByLabelText(/เป้าหมาย \(ครั้ง\)/), '10.5');
    await user.selectOptions(within(form).getByLabelText('ประเภทรางวัล'), 'points');
    await user.type(within(form).getByLabelText(/มูลค่ารางวัล \(แต้ม\)/), '200');
    await user.type(within(form).getByLabelText(/รหัสกิจกรรม/), '7');
    await user.click(within(form).getByRole('button', { name: 'เพิ่มภารกิจ' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('เป้าหมายของยี่กีต้องเป็นจำนวนเต็ม');
    expect(within(form).getByLabelText(/เป้าหมาย \(ครั้ง\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted()).toEqual([
      {
        title: 'ยิงยี่กี 10 ครั้ง',
        description: null,
        metric: 'yeekee_shots',
        period: 'weekly',
        target: 10.5,
        reward: { type: 'points', value: 200 },
        quota: null,
        event_id: 7,
        ends_at: null,
      },
    ]);
  });
});
