import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DailySettings } from '#shared/api/daily-operator.js';
import { AGENT } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { agentKey } from '../api/agent-key.js';
import { NO_AUDIT } from '../test-support/fixtures.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const SETTINGS: DailySettings = {
  turnover_rate: 0.3,
  loss_rate: 5,
  min_loss: 100,
  max_refund: 1000,
  affiliate_rates: [1, 0.5, 0.3],
  affiliate_min_redeem: 100,
  effective_from: '2026-11-01',
  pending: null,
};

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('rates', () => {
  it('shows the rates in force since their day (Buddhist era) and a change waiting for tomorrow', async () => {
    const { user } = renderConsole({ [AGENT.dailySettings]: { data: { ...SETTINGS, pending: { effective_from: '2026-11-23' } } } });
    await user.click(await screen.findByRole('tab', { name: 'อัตราคืนยอด/ค่าคอม' }));
    const figures = await screen.findByLabelText('อัตราที่ใช้อยู่');
    expect(figures).toHaveTextContent('คืนยอดเล่น0.3%');
    expect(figures).toHaveTextContent('คืนยอดเสีย5%');
    expect(figures).toHaveTextContent('ยอดเสียขั้นต่ำ฿100.00');
    expect(figures).toHaveTextContent('คืนยอดเสียสูงสุดต่อวัน฿1,000.00');
    expect(figures).toHaveTextContent('ค่าคอมขั้นที่ 20.5%');
    expect(screen.getByText('ใช้ตั้งแต่ยอดของวันที่ 1 พ.ย. 2569')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'อัตราที่รอมีผล' })).toHaveTextContent('มีอัตราใหม่รอมีผลตั้งแต่ยอดของวันที่ 23 พ.ย. 2569');
  });

  it('sends only the rates changed, says they apply from tomorrow, and shows the answer', async () => {
    const { api, user } = renderConsole({
      // One path: GET reads, POST changes.
      [AGENT.dailySettings]: (body) => (body === undefined ? { data: SETTINGS } : { data: { ...SETTINGS, pending: { effective_from: '2026-11-23' } } }),
      [AGENT.audit]: { data: NO_AUDIT },
    });
    const posted = () => api.callsTo(AGENT.dailySettings).filter((call) => call.method === 'POST').map((call) => call.body);
    await user.click(await screen.findByRole('tab', { name: 'อัตราคืนยอด/ค่าคอม' }));
    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนอัตรา' }));
    const form = screen.getByRole('form', { name: 'เปลี่ยนอัตรา' });
    expect(form).toHaveTextContent('อัตราใหม่มีผลตั้งแต่ยอดของวันพรุ่งนี้');
    expect(within(form).getByLabelText('คืนยอดเล่น (%)')).toHaveValue('0.3');

    await user.click(within(form).getByRole('button', { name: 'บันทึก (มีผลพรุ่งนี้)' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('ยังไม่ได้เปลี่ยนอัตราใด');

    await user.clear(within(form).getByLabelText('คืนยอดเสีย (%)'));
    await user.type(within(form).getByLabelText('คืนยอดเสีย (%)'), '150');
    await user.click(within(form).getByRole('button', { name: 'บันทึก (มีผลพรุ่งนี้)' }));
    expect(within(form).getByText('อัตราคืนยอดเสียต้องอยู่ระหว่าง 0 ถึง 100')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    await user.clear(within(form).getByLabelText('คืนยอดเสีย (%)'));
    await user.type(within(form).getByLabelText('คืนยอดเสีย (%)'), '6');
    await user.clear(within(form).getByLabelText('ค่าคอมขั้นที่ 3 (%)'));
    await user.type(within(form).getByLabelText('ค่าคอมขั้นที่ 3 (%)'), '0.25');
    await user.click(within(form).getByRole('button', { name: 'บันทึก (มีผลพรุ่งนี้)' }));

    expect(await screen.findByText('บันทึกอัตราใหม่แล้ว มีผลตั้งแต่ยอดของวันที่ 23 พ.ย. 2569')).toBeInTheDocument();
    expect(posted()).toEqual([{ loss_rate: 6, affiliate_rates: [1, 0.5, 0.25] }]);
    expect(screen.queryByRole('form', { name: 'เปลี่ยนอัตรา' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'อัตราที่รอมีผล' })).toBeInTheDocument();
  });

  it('shows the server’s field error beside its field', async () => {
    const refusal = { error: ErrorCode.VALIDATION, message: 'ต้องระบุอัตรา 3 ระดับ', data: { fields: { 'affiliate_rates.1': 'อัตราค่าคอมต้องอยู่ระหว่าง 0 ถึง 100' } } };
    const { user } = renderConsole({ [AGENT.dailySettings]: (body) => (body === undefined ? { data: SETTINGS } : refusal) });
    await user.click(await screen.findByRole('tab', { name: 'อัตราคืนยอด/ค่าคอม' }));
    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนอัตรา' }));
    const form = screen.getByRole('form', { name: 'เปลี่ยนอัตรา' });
    await user.clear(within(form).getByLabelText('ค่าคอมขั้นที่ 2 (%)'));
    await user.type(within(form).getByLabelText('ค่าคอมขั้นที่ 2 (%)'), '0.7');
    await user.click(within(form).getByRole('button', { name: 'บันทึก (มีผลพรุ่งนี้)' }));
    await waitFor(() => expect(within(form).getByLabelText('ค่าคอมขั้นที่ 2 (%)')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByRole('alert')).toHaveTextContent('ต้องระบุอัตรา 3 ระดับ');
  });
});
