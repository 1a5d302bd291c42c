import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { API } from '#shared/api/paths.js';
import type { LottoRound } from '#shared/api/lotto/rounds.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { memberSession, round, thaiCategory } from '../test-support/lotto-fixtures.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { LottoRoundPage } from './lotto-round-page.js';

const iso = (ms: number) => new Date(ms).toISOString();

function setup(overrides: Partial<LottoRound> = {}) {
  const now = Date.now();
  const api = answerFetch({
    [API.lotto.round]: { data: {
      round: round({ opens_at: iso(now - 3_600_000), closes_at: iso(now + 3_600_000), seed_hash: 'ab'.repeat(32), ...overrides }),
      category: thaiCategory,
      server_time: iso(now),
    } },
    [API.lotto.rate]: { data: {
      round_id: 101,
      rates: [
        { bet_type: '3top', rate: 900 },
        { bet_type: '3tod', rate: 150 },
        { bet_type: '2top', rate: 90 },
        { bet_type: '2bottom', rate: 90 },
      ],
      restricted: [
        { bet_type: '3top', number: '123', kind: 'closed', rate: null },
        { bet_type: '3top', number: '999', kind: 'reduced', rate: 450 },
      ],
    } },
    [API.lotto.limit]: { data: { round_id: 101, limits: [], restricted: [] } },
  });
  const router = () => createMemoryRouter([{ path: '/lotto/:round_id', Component: LottoRoundPage }], { initialEntries: ['/lotto/101'] });
  renderWithProviders(null, { session: memberSession(), router });
  return api;
}

const pad = (digits: string) => digits.split('').map((d) => screen.getByRole('button', { name: `เลข ${d}` }));
async function press(user: ReturnType<typeof userEvent.setup>, digits: string) {
  for (const key of pad(digits)) await user.click(key);
}
const picked = () => screen.getByRole('region', { name: /เลขที่เลือก/ });

describe('LottoRoundPage', () => {
  it('shows the round, its committed seed hash and the restricted numbers before any bet', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'งวด 16 พ.ย. 2569' })).toBeInTheDocument();
    expect(screen.getByTestId('seed-hash-note')).toHaveTextContent(`SHA-256: ${'ab'.repeat(32)}`);
    expect(screen.getByTestId('round-countdown')).toHaveTextContent(/ปิดรับใน 0[01]:\d\d:\d\d/);
    expect(await screen.findByTestId('restricted-closed')).toHaveTextContent('123');
    expect(screen.getByTestId('restricted-closed')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('restricted-reduced')).toHaveTextContent('999จ่าย 450');
    expect(screen.getByRole('button', { name: /3 ตัวบน/, pressed: true })).toHaveTextContent('บาทละ 900');
  });

  it('the pad adds a number under every selected bet type; a closed number is refused', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByTestId('restricted-closed');
    await user.click(screen.getByRole('button', { name: /^3 ตัวโต๊ดบาทละ/ }));
    await press(user, '456');
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('เพิ่ม 2 รายการ');
    expect(within(picked()).getByText('3 ตัวบน (1)')).toBeInTheDocument();
    expect(within(picked()).getByText('3 ตัวโต๊ด (1)')).toBeInTheDocument();

    await press(user, '123');
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('ปิดรับแทง: 123 (3 ตัวบน)');
    expect(within(picked()).getByText('3 ตัวบน (1)')).toBeInTheDocument();
    expect(within(picked()).getByText('3 ตัวโต๊ด (2)')).toBeInTheDocument();
  });

  it('6 กลับ adds every ordering of the number', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByTestId('restricted-closed');
    await user.click(screen.getByRole('button', { name: '6 กลับ' }));
    await press(user, '789');
    expect(within(picked()).getByText('3 ตัวบน (6)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ใส่ราคา (6 รายการ)' })).toBeEnabled();
  });

  it('two-digit helpers: 19 ประตู from one digit, เลขเบิ้ล in one tap, typed numbers of the wrong length are skipped', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByTestId('restricted-closed');
    await user.click(screen.getByRole('button', { name: /2 ตัวบน/ }));
    await user.click(screen.getByRole('button', { name: '19 ประตู' }));
    await press(user, '5');
    expect(within(picked()).getByText('2 ตัวบน (19)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ เลขเบิ้ล (00–99)' }));
    // 55 was already there: nine more.
    expect(within(picked()).getByText('2 ตัวบน (28)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ปกติ' }));
    await user.type(screen.getByRole('textbox', { name: 'พิมพ์เลขทีละหลายตัว' }), '12 345 67{Enter}');
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('เพิ่ม 2 รายการ · ข้ามเลขที่ไม่ใช่ 2 หลัก: 345');
  });

  it('opens the bill with the picked numbers at their rates', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByTestId('restricted-closed');
    await press(user, '999');
    await press(user, '001');
    await user.click(screen.getByRole('button', { name: 'ใส่ราคา (2 รายการ)' }));
    const dialog = await screen.findByRole('dialog', { name: 'ใส่ราคา (2 รายการ)' });
    await user.click(within(dialog).getByRole('button', { name: 'ใส่ราคา 10 บาททุกรายการ' }));
    expect(within(dialog).getByTestId('bill-total')).toHaveTextContent('฿20.00');
    // 10 × 450 (reduced) + 10 × 900
    expect(within(dialog).getByTestId('bill-payout')).toHaveTextContent('฿13,500.00');
  });

  it('a closed round takes no bets', async () => {
    setup({ status: 'closed', closes_at: iso(Date.now() - 60_000) });
    expect(await screen.findByText('งวดนี้ปิดรับแทงแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'เลข 1' })).toBeDisabled());
    expect(screen.getByRole('button', { name: /ใส่ราคา/ })).toBeDisabled();
  });
});
