import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AGENT } from '#shared/api/paths.js';
import type { OperatorRedemptionItem } from '#shared/api/redemption.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const ITEM: OperatorRedemptionItem = {
  item_id: 5,
  title: 'เครดิตโบนัส 50 บาท',
  description: '',
  image: null,
  reward: 'bonus_credit',
  value: 50,
  cost: 500,
  stock: 20,
  limit_per_member: null,
  limit_per_day: 1,
  enabled: true,
  sort_order: 0,
};

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('point shop items', () => {
  it('lists an item with its stock and limits, edits only what changed, and switches it off', async () => {
    const { api, user } = renderConsole({
      [AGENT.redemptionItems]: { data: [ITEM] },
      [`${AGENT.redemptionItems}/5`]: (body) => ({ data: { item: { ...ITEM, ...(body as object) } } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'ร้านแลกแต้ม' }));
    const card = await screen.findByRole('article', { name: `ของรางวัล ${ITEM.title}` });
    expect(card).toHaveTextContent('500 แต้ม');
    expect(card).toHaveTextContent('เครดิตโบนัส · ฿50.00');
    expect(card).toHaveTextContent('คงเหลือ 20 · ต่อคน ไม่จำกัด · ต่อวัน 1 ครั้ง');
    expect(card).toHaveTextContent('เปิดอยู่');

    await user.click(within(card).getByRole('button', { name: 'แก้ไข' }));
    const form = within(card).getByRole('form', { name: `แก้ไขของรางวัล ${ITEM.title}` });
    expect(within(form).queryByLabelText('ประเภทของรางวัล')).toBeNull();
    await user.clear(within(form).getByLabelText(/แต้มที่ใช้แลก/));
    await user.type(within(form).getByLabelText(/แต้มที่ใช้แลก/), '450');
    await user.clear(within(form).getByLabelText(/จำนวนคงเหลือ/));
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`บันทึกของรางวัล ${ITEM.title} แล้ว`);
    expect(api.callsTo(`${AGENT.redemptionItems}/5`)[0]?.body).toEqual({ cost: 450, stock: null });

    await user.click(within(card).getByRole('button', { name: 'ปิดการแลก' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`ปิดการแลก ${ITEM.title} แล้ว`));
    expect(api.callsTo(`${AGENT.redemptionItems}/5`)[1]?.body).toEqual({ enabled: false });
    await waitFor(() => expect(api.callsTo(AGENT.redemptionItems).length).toBeGreaterThanOrEqual(2));
  });

  it('adds a goods item: checks the form, sends every field, no value for goods', async () => {
    const { api, user } = renderConsole({
      [AGENT.redemptionItems]: (body) => (body === undefined ? { data: [] } : { data: { item: { ...ITEM, ...(body as object), item_id: 9, value: 1 } } }),
    });
    const posted = () => api.callsTo(AGENT.redemptionItems).filter((call) => call.method === 'POST').map((call) => call.body);
    await user.click(await screen.findByRole('tab', { name: 'ร้านแลกแต้ม' }));
    expect(await screen.findByText('ยังไม่มีของรางวัล')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เพิ่มของรางวัล' }));
    const form = screen.getByRole('form', { name: 'เพิ่มของรางวัล' });
    await user.click(within(form).getByRole('button', { name: 'เพิ่มของรางวัล' }));
    expect(within(form).getByText('กรุณาระบุชื่อของรางวัล')).toBeInTheDocument();
    expect(within(form).getByText('แต้มที่ใช้แลกต้องเป็นจำนวนเต็มตั้งแต่ 1')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    await user.type(within(form).getByLabelText(/ชื่อของรางวัล/), 'หูฟังไร้สาย');
    await user.selectOptions(within(form).getByLabelText('ประเภทของรางวัล'), 'goods');
    expect(within(form).queryByLabelText(/มูลค่า/)).toBeNull();
    await user.type(within(form).getByLabelText(/แต้มที่ใช้แลก/), '3000');
    await user.type(within(form).getByLabelText(/จำนวนคงเหลือ/), '5');
    await user.type(within(form).getByLabelText(/แลกได้ต่อคน/), '1');
    await user.click(within(form).getByRole('button', { name: 'เพิ่มของรางวัล' }));
    expect(await screen.findByRole('status')).toHaveTextContent('เพิ่มของรางวัล หูฟังไร้สาย แล้ว');
    expect(posted()).toEqual([
      {
        title: 'หูฟังไร้สาย',
        description: '',
        image: null,
        reward: 'goods',
        cost: 3000,
        stock: 5,
        limit_per_member: 1,
        limit_per_day: null,
        sort_order: 0,
      },
    ]);
  });
});
