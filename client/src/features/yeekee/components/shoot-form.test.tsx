import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { ShootResponse } from '#shared/api/lotto/yeekee.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { addTimeSample, resetServerClock } from '#client/lib/server-clock.js';
import { answerFetch, testSession } from '#client/test-support/fetch-mock.js';
import { ShootPanel, randomFiveDigits } from './shoot-form.js';

const ROUND_ID = 501;

function shotAnswer(number: string, nextInMs: number, serverNow = Date.now()): ShootResponse {
  return {
    shot: { seq: 57, number, username: '08x-xxx-x678', created_at: new Date(serverNow).toISOString() },
    next_shot_at: new Date(serverNow + nextInMs).toISOString(),
  };
}

beforeEach(() => resetServerClock());

describe('ShootPanel', () => {
  it('shows a visitor a login button instead of the input', () => {
    answerFetch({});
    renderWithProviders(<ShootPanel roundId={ROUND_ID} open />);
    expect(screen.queryByLabelText('เลขที่จะยิง 5 หลัก')).toBeNull();
    expect(screen.getByRole('button', { name: /เข้าสู่ระบบเพื่อยิงเลข/ })).toBeInTheDocument();
  });

  it('takes digits only, five at most, from the numeric keypad', async () => {
    const user = userEvent.setup();
    answerFetch({});
    renderWithProviders(<ShootPanel roundId={ROUND_ID} open />, { session: testSession() });
    const input = screen.getByLabelText('เลขที่จะยิง 5 หลัก');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1a2-3 45678');
    expect(input).toHaveValue('12345');
  });

  it('refuses fewer than five digits without calling the server', async () => {
    const user = userEvent.setup();
    const api = answerFetch({ [API.lotto.yeekeeShoot]: { data: shotAnswer('00123', 10_000) } });
    renderWithProviders(<ShootPanel roundId={ROUND_ID} open />, { session: testSession() });
    await user.type(screen.getByLabelText('เลขที่จะยิง 5 หลัก'), '123');
    await user.click(screen.getByRole('button', { name: 'ยิงเลข' }));
    expect(await screen.findByText('กรุณากรอกตัวเลข 5 หลัก')).toBeInTheDocument();
    expect(api.callsTo(API.lotto.yeekeeShoot)).toHaveLength(0);
  });

  it('"สุ่มเลข" fills five random digits', async () => {
    const user = userEvent.setup();
    answerFetch({});
    renderWithProviders(<ShootPanel roundId={ROUND_ID} open />, { session: testSession() });
    await user.click(screen.getByRole('button', { name: /สุ่มเลข/ }));
    expect((screen.getByLabelText('เลขที่จะยิง 5 หลัก') as HTMLInputElement).value).toMatch(/^\d{5}$/);
    for (let i = 0; i < 200; i += 1) expect(randomFiveDigits()).toMatch(/^\d{5}$/);
  });

  it('shoots, then counts the cooldown down from next_shot_at on the server clock', async () => {
    const user = userEvent.setup();
    // The phone is 5 minutes slow: a countdown on the phone's clock would read 5 minutes too long.
    const serverNow = Date.now() + 5 * 60_000;
    addTimeSample(new Date(serverNow).toISOString(), Date.now(), Date.now());
    const api = answerFetch({ [API.lotto.yeekeeShoot]: () => ({ data: shotAnswer('04521', 2_400, Date.now() + 5 * 60_000) }) });
    renderWithProviders(<ShootPanel roundId={ROUND_ID} open />, { session: testSession() });

    await user.type(screen.getByLabelText('เลขที่จะยิง 5 หลัก'), '04521');
    await user.click(screen.getByRole('button', { name: 'ยิงเลข' }));

    expect(await screen.findByTestId('shot-done')).toHaveTextContent('ยิงเลข 04521 แล้ว (ลำดับที่ 57)');
    expect(api.callsTo(API.lotto.yeekeeShoot)[0]?.body).toEqual({ round_id: ROUND_ID, number: '04521' });
    expect(screen.getByLabelText('เลขที่จะยิง 5 หลัก')).toHaveValue('');
    const cooling = screen.getByRole('button', { name: /ยิงได้อีกครั้งใน [23] วินาที/ });
    expect(cooling).toBeDisabled();
    expect(screen.getByTestId('shot-cooldown')).toBeInTheDocument();

    // It ticks down and the button comes back when the time is up.
    await waitFor(() => expect(screen.getByRole('button', { name: /ยิงได้อีกครั้งใน 1 วินาที/ })).toBeDisabled(), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยิงเลข' })).toBeEnabled(), { timeout: 3000 });
    expect(screen.queryByTestId('shot-cooldown')).toBeNull();
  });

  it("shows the server's Thai message when it refuses a shot", async () => {
    const user = userEvent.setup();
    const message = errorEntry(ErrorCode.SHOT_TOO_SOON).message;
    answerFetch({ [API.lotto.yeekeeShoot]: () => ({ error: ErrorCode.SHOT_TOO_SOON, message, data: { next_shot_at: new Date().toISOString() } }) });
    renderWithProviders(<ShootPanel roundId={ROUND_ID} open />, { session: testSession() });
    await user.type(screen.getByLabelText('เลขที่จะยิง 5 หลัก'), '11111');
    await user.click(screen.getByRole('button', { name: 'ยิงเลข' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // The number stays for another try.
    expect(screen.getByLabelText('เลขที่จะยิง 5 หลัก')).toHaveValue('11111');
  });

  it('says so when the round does not take shots', () => {
    answerFetch({});
    renderWithProviders(<ShootPanel roundId={ROUND_ID} open={false} />, { session: testSession() });
    expect(screen.getByText('เปิดให้ยิงเลขเมื่อเปิดรอบ')).toBeInTheDocument();
    expect(screen.queryByLabelText('เลขที่จะยิง 5 หลัก')).toBeNull();
  });
});
