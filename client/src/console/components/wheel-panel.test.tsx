import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AGENT } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { CALLS } from '#shared/api/registry.js';
import type { WheelTable } from '#shared/api/wheel.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const prize = (segment: number, name: string, kind: WheelTable['prizes'][number]['kind'], value: number, weight: number, probability: number) => ({
  id: segment + 1,
  segment,
  name,
  kind,
  value,
  weight,
  probability,
  needs_claim: kind === 'item',
  free_spin_offer: null,
});

const CURRENT: WheelTable = {
  version: 2,
  spin_cost_points: 20,
  total_weight: 4,
  expected_value: 2.5,
  prizes: [prize(0, 'เครดิต 10 บาท', 'credit_bonus', 10, 1, 0.25), prize(1, 'ไม่ได้รางวัล', 'nothing', 0, 3, 0.75)],
  created_at: '2026-11-20T09:00:00+07:00',
};
const FIRST: WheelTable = { ...CURRENT, version: 1, spin_cost_points: 10, created_at: '2026-11-01T09:00:00+07:00' };

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('wheel prize table', () => {
  it('shows the current and past tables, previews a new one from it, and publishes after the confirm', async () => {
    const { api, user } = renderConsole({
      [CALLS.wheel.tables.path]: { data: { tables: [CURRENT, FIRST] } },
      [AGENT.wheelTableAdd]: (body) => ({ data: { table: { ...CURRENT, version: 3, ...(body as object) } } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'วงล้อ' }));
    const current = await screen.findByRole('table', { name: 'ตารางรางวัลปัจจุบัน' });
    expect(within(current).getAllByRole('row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('รางวัล'),
      expect.stringMatching(/1เครดิต 10 บาท.*฿10\.00125\.00%/),
      expect.stringMatching(/2ไม่ได้รางวัล.*-375\.00%/),
    ]);
    expect(screen.getByText(/ฉบับที่ 1 · ประกาศเมื่อ 1 พ\.ย\. 2569 09:00/)).toBeInTheDocument();
    // The public table call carries no agent key.
    const tablesCall = api.spy.mock.calls.find(([input]) => String(input) === CALLS.wheel.tables.path);
    expect((tablesCall?.[1]?.headers as Record<string, string>).authorization).toBeUndefined();

    const composer = screen.getByRole('form', { name: 'ตารางรางวัลฉบับใหม่' });
    expect(screen.getByTestId('wheel-expected-value')).toHaveTextContent('฿2.50');
    expect(screen.getByTestId('wheel-row-chance-1')).toHaveTextContent('25.00%');

    await user.click(within(composer).getByRole('button', { name: 'เพิ่มช่อง' }));
    const third = within(composer).getByRole('group', { name: 'ช่อง 3' });
    await user.type(within(third).getByLabelText(/ชื่อรางวัล/), 'เครดิต 100');
    await user.selectOptions(within(third).getByLabelText('ประเภท'), 'credit_main');
    await user.clear(within(third).getByLabelText(/มูลค่า/));
    await user.type(within(third).getByLabelText(/มูลค่า/), '100');
    // weights 1 : 3 : 1 → 20% · 60% · 20%; EV = (10 + 100) / 5 = ฿22.00
    expect(screen.getByTestId('wheel-row-chance-1')).toHaveTextContent('20.00%');
    expect(screen.getByTestId('wheel-row-chance-2')).toHaveTextContent('60.00%');
    expect(screen.getByTestId('wheel-row-chance-3')).toHaveTextContent('20.00%');
    expect(screen.getByTestId('wheel-expected-value')).toHaveTextContent('฿22.00');

    await user.clear(within(composer).getByLabelText(/แต้มต่อการหมุน/));
    await user.type(within(composer).getByLabelText(/แต้มต่อการหมุน/), '25');
    await user.click(within(composer).getByRole('button', { name: 'ประกาศตารางใหม่' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'ยืนยันประกาศตารางรางวัล' });
    expect(confirm).toHaveTextContent('มีผลตั้งแต่ seed ถัดไปของสมาชิกแต่ละคน');
    expect(confirm).toHaveTextContent('แก้ไขไม่ได้หลังประกาศ');
    expect(api.callsTo(AGENT.wheelTableAdd)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันประกาศ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ประกาศตารางรางวัลฉบับที่ 3 แล้ว');
    expect(api.callsTo(AGENT.wheelTableAdd)[0]?.body).toEqual({
      spin_cost_points: 25,
      prizes: [
        { name: 'เครดิต 10 บาท', kind: 'credit_bonus', value: 10, weight: 1 },
        { name: 'ไม่ได้รางวัล', kind: 'nothing', value: 0, weight: 3 },
        { name: 'เครดิต 100', kind: 'credit_main', value: 100, weight: 1 },
      ],
    });
    await waitFor(() => expect(api.callsTo(CALLS.wheel.tables.path).length).toBeGreaterThanOrEqual(2));
  });

  it('keeps 2 to 12 rows and refuses a table without weight before asking to confirm', async () => {
    const { user } = renderConsole({ [CALLS.wheel.tables.path]: { data: { tables: [CURRENT] } } });
    await user.click(await screen.findByRole('tab', { name: 'วงล้อ' }));
    const composer = await screen.findByRole('form', { name: 'ตารางรางวัลฉบับใหม่' });
    expect(within(composer).getByRole('button', { name: 'ลบช่อง 1' })).toBeDisabled();
    for (let n = 0; n < 10; n++) await user.click(within(composer).getByRole('button', { name: 'เพิ่มช่อง' }));
    expect(within(composer).getByRole('button', { name: 'เพิ่มช่อง' })).toBeDisabled();
    expect(within(composer).getByText(/12 ช่อง/)).toBeInTheDocument();
    for (let n = 12; n > 2; n--) await user.click(within(composer).getByRole('button', { name: `ลบช่อง ${n}` }));

    for (const n of [1, 2]) {
      const row = within(composer).getByRole('group', { name: `ช่อง ${n}` });
      await user.clear(within(row).getByLabelText('น้ำหนัก'));
      await user.type(within(row).getByLabelText('น้ำหนัก'), '0');
    }
    expect(screen.getByTestId('wheel-expected-value')).toHaveTextContent('-');
    await user.click(within(composer).getByRole('button', { name: 'ประกาศตารางใหม่' }));
    expect(within(composer).getByText('ต้องมีอย่างน้อยหนึ่งรางวัลที่มีน้ำหนักมากกว่า 0')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('puts a refusal beside the row it names, takes the confirm back and keeps what was typed', async () => {
    const refusal = { status: 400, error: ErrorCode.VALIDATION, message: 'ข้อมูลไม่ถูกต้อง', data: { fields: { 'prizes.1.name': 'ชื่อรางวัลซ้ำกับช่องอื่น' } } };
    const { api, user } = renderConsole({ [CALLS.wheel.tables.path]: { data: { tables: [CURRENT] } }, [AGENT.wheelTableAdd]: refusal });
    await user.click(await screen.findByRole('tab', { name: 'วงล้อ' }));
    const composer = await screen.findByRole('form', { name: 'ตารางรางวัลฉบับใหม่' });
    await user.click(within(composer).getByRole('button', { name: 'ประกาศตารางใหม่' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันประกาศ' }));

    const second = within(composer).getByRole('group', { name: 'ช่อง 2' });
    expect(await within(second).findByText('ชื่อรางวัลซ้ำกับช่องอื่น')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ข้อมูลไม่ถูกต้อง');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(second).getByLabelText(/ชื่อรางวัล/)).toHaveValue('ไม่ได้รางวัล');
    expect(api.callsTo(AGENT.wheelTableAdd)).toHaveLength(1);

    await user.type(within(second).getByLabelText(/ชื่อรางวัล/), ' 2');
    expect(within(second).queryByText('ชื่อรางวัลซ้ำกับช่องอื่น')).toBeNull();
  });
});
