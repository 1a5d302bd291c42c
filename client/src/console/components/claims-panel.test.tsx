import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AGENT } from '#shared/api/paths.js';
import type { RedemptionClaim } from '#shared/api/redemption.js';
import type { WheelClaim } from '#shared/api/wheel.js';
import { ErrorCode } from '#shared/errors.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const claim = (id: number, title: string): RedemptionClaim => ({
  id,
  item_id: 8,
  title,
  reward: 'goods',
  value: 1,
  cost: 3000,
  claim_status: 'pending',
  claim_note: null,
  created_at: '2026-11-22T10:00:00+07:00',
  username: '0812345678',
  full_name: 'สมชาย ใจดี',
});
const HEADPHONES = claim(21, 'หูฟังไร้สาย');
const MUG = claim(22, 'แก้วน้ำ');

const wheelClaim = (spinId: number, prize: string): WheelClaim => ({
  spin_id: spinId,
  username: '0898765432',
  full_name: 'สมหญิง รักดี',
  prize,
  claimed_at: '2026-11-22T09:30:00+07:00',
  delivered_at: null,
  note: null,
});
const SHIRT = wheelClaim(41, 'เสื้อยืดลิมิเต็ด');
const CAP = wheelClaim(42, 'หมวกแก๊ป');

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('goods claims', () => {
  it('shows who to send to, fulfils with a note, rejects with a reason, and filters by status', async () => {
    const { api, user } = renderConsole({
      [AGENT.wheelClaims]: { data: [] },
      [AGENT.redemptionClaims]: (_body, url) =>
        url.searchParams.get('status') === 'fulfilled'
          ? { data: [{ ...HEADPHONES, claim_status: 'fulfilled', claim_note: 'EMS TH123' }] }
          : { data: [HEADPHONES, MUG] },
      [`${AGENT.redemptionClaims}/21/fulfil`]: { data: { claim: { ...HEADPHONES, claim_status: 'fulfilled' } } },
      [`${AGENT.redemptionClaims}/22/reject`]: { data: { claim: { ...MUG, claim_status: 'rejected' } } },
    });
    await user.click(await screen.findByRole('tab', { name: 'ของรางวัลรอจัดส่ง' }));
    const first = await screen.findByRole('article', { name: 'การแลก หูฟังไร้สาย ของ 0812345678' });
    expect(first).toHaveTextContent('สมชาย ใจดี · 0812345678');
    expect(first).toHaveTextContent('ใช้ 3,000 แต้ม');
    expect(first).toHaveTextContent('รอจัดส่ง');

    await user.click(within(first).getByRole('button', { name: 'จัดส่งแล้ว' }));
    await user.type(within(first).getByLabelText(/เลขพัสดุ/), 'EMS TH123');
    await user.click(within(first).getByRole('button', { name: 'ยืนยันจัดส่งแล้ว' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ยืนยันจัดส่ง หูฟังไร้สาย ให้ 0812345678 แล้ว');
    expect(api.callsTo(`${AGENT.redemptionClaims}/21/fulfil`)[0]?.body).toEqual({ note: 'EMS TH123' });

    const second = screen.getByRole('article', { name: 'การแลก แก้วน้ำ ของ 0812345678' });
    await user.click(within(second).getByRole('button', { name: 'ปฏิเสธ' }));
    await user.type(within(second).getByLabelText(/สมาชิกจะเห็น/), 'สินค้าหมด');
    await user.click(within(second).getByRole('button', { name: 'ยืนยันปฏิเสธ (คืนแต้ม)' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ปฏิเสธ แก้วน้ำ ของ 0812345678 และคืนแต้มแล้ว'));
    expect(api.callsTo(`${AGENT.redemptionClaims}/22/reject`)[0]?.body).toEqual({ note: 'สินค้าหมด' });

    await user.click(screen.getByRole('button', { name: 'จัดส่งแล้ว', pressed: false }));
    const sent = await screen.findByRole('article', { name: 'การแลก หูฟังไร้สาย ของ 0812345678' });
    await waitFor(() => expect(sent).toHaveTextContent('หมายเหตุ: EMS TH123'));
    expect(within(sent).queryByRole('button', { name: 'ปฏิเสธ' })).toBeNull();
    expect(api.spy.mock.calls.some(([input]) => String(input) === `${AGENT.redemptionClaims}?status=fulfilled`)).toBe(true);
  });

  it('says when a claim was already decided', async () => {
    const { user } = renderConsole({
      [AGENT.wheelClaims]: { data: [] },
      [AGENT.redemptionClaims]: { data: [HEADPHONES] },
      [`${AGENT.redemptionClaims}/21/fulfil`]: { status: 409, error: ErrorCode.REDEEM_CLAIM_NOT_PENDING, message: 'รายการนี้ดำเนินการไปแล้ว' },
    });
    await user.click(await screen.findByRole('tab', { name: 'ของรางวัลรอจัดส่ง' }));
    const card = await screen.findByRole('article', { name: 'การแลก หูฟังไร้สาย ของ 0812345678' });
    await user.click(within(card).getByRole('button', { name: 'จัดส่งแล้ว' }));
    await user.click(within(card).getByRole('button', { name: 'ยืนยันจัดส่งแล้ว' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('รายการนี้ดำเนินการไปแล้ว');
  });
});

describe('item prizes from the wheel', () => {
  it('lists the claimed prizes under their own heading and marks one sent with a note; it leaves the list', async () => {
    let sent = false;
    const { api, user } = renderConsole({
      [AGENT.redemptionClaims]: { data: [] },
      [AGENT.wheelClaims]: () => ({ data: sent ? [CAP] : [SHIRT, CAP] }),
      [`${AGENT.wheelClaims}/41/deliver`]: () => {
        sent = true;
        return { data: { claim: { ...SHIRT, delivered_at: '2026-11-22T11:00:00+07:00', note: 'EMS TH999' } } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'ของรางวัลรอจัดส่ง' }));
    const section = await screen.findByRole('region', { name: 'ของรางวัลจากวงล้อ' });
    expect(within(section).getByRole('heading', { name: 'ของรางวัลจากวงล้อ' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'ของรางวัลจากการแลกแต้ม' })).findByText('ไม่มีของรางวัลที่รอจัดส่ง')).toBeInTheDocument();

    const shirt = await within(section).findByRole('article', { name: 'รางวัลวงล้อ เสื้อยืดลิมิเต็ด ของ 0898765432' });
    expect(shirt).toHaveTextContent('สมหญิง รักดี · 0898765432');
    expect(shirt).toHaveTextContent('รอจัดส่ง');
    expect(shirt).toHaveTextContent('กดรับเมื่อ');

    await user.click(within(shirt).getByRole('button', { name: 'ส่งแล้ว' }));
    await user.type(within(shirt).getByLabelText(/เลขพัสดุ/), 'EMS TH999');
    await user.click(within(shirt).getByRole('button', { name: 'ยืนยันส่งแล้ว' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('บันทึกว่าส่ง เสื้อยืดลิมิเต็ด ให้ 0898765432 แล้ว');
    expect(api.callsTo(`${AGENT.wheelClaims}/41/deliver`)).toEqual([{ path: `${AGENT.wheelClaims}/41/deliver`, method: 'POST', body: { note: 'EMS TH999' } }]);
    expect(api.spy.mock.calls.some(([input]) => String(input) === `${AGENT.wheelClaims}?status=claimed`)).toBe(true);
    await waitFor(() => expect(within(section).queryByRole('article', { name: /เสื้อยืดลิมิเต็ด/ })).toBeNull());
    expect(within(section).getByRole('article', { name: 'รางวัลวงล้อ หมวกแก๊ป ของ 0898765432' })).toBeInTheDocument();
  });

  it('sends no note when none is typed, and says in Thai when the prize was already marked sent', async () => {
    const { api, user } = renderConsole({
      [AGENT.redemptionClaims]: { data: [] },
      [AGENT.wheelClaims]: { data: [SHIRT] },
      [`${AGENT.wheelClaims}/41/deliver`]: { error: ErrorCode.WHEEL_CLAIM_DELIVERED, message: 'ของรางวัลนี้ถูกบันทึกว่าส่งแล้ว' },
    });
    await user.click(await screen.findByRole('tab', { name: 'ของรางวัลรอจัดส่ง' }));
    const shirt = await screen.findByRole('article', { name: 'รางวัลวงล้อ เสื้อยืดลิมิเต็ด ของ 0898765432' });
    await user.click(within(shirt).getByRole('button', { name: 'ส่งแล้ว' }));
    await user.click(within(shirt).getByRole('button', { name: 'ยืนยันส่งแล้ว' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ของรางวัลนี้ถูกบันทึกว่าส่งแล้ว');
    expect(api.callsTo(`${AGENT.wheelClaims}/41/deliver`)[0]?.body).toEqual({});
  });

  it('says when no prize waits', async () => {
    const { user } = renderConsole({ [AGENT.redemptionClaims]: { data: [] }, [AGENT.wheelClaims]: { data: [] } });
    await user.click(await screen.findByRole('tab', { name: 'ของรางวัลรอจัดส่ง' }));
    expect(await screen.findByText('ไม่มีของรางวัลจากวงล้อที่รอจัดส่ง')).toBeInTheDocument();
  });
});
