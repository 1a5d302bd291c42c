import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { toaster } from '#client/components/ui/toaster.js';
import { bankInfo, demoSlip, depositStatus, headersOf, memberSlip, qrDeposit } from '../test-support/fixtures.js';
import { PaymentPage } from './payment-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const bankDeposit = qrDeposit({ channel_id: 2, channel_code: 'bank', payload: null, qr_image: null, amount: 1000 });

function renderBankDeposit(answers: Answers) {
  const api = answerFetch({
    [API.payment.qrcodeInfo]: { data: bankDeposit },
    [API.payment.inquiryStatus]: { data: depositStatus({ amount: 1000 }) },
    [API.payment.info]: { data: bankInfo },
    [API.payment.slips]: { data: [] },
    ...answers,
  });
  const result = renderWithProviders(<PaymentPage />, { route: '/member/payment?ref=DP12345678', session: testSession() });
  return { api, ...result };
}

/** The fetch calls made to `path`: their address and what they sent. */
function requestsTo(spy: ReturnType<typeof answerFetch>['spy'], path: string) {
  return spy.mock.calls
    .map((call, index) => ({ url: new URL(String(call[0]), 'http://localhost'), init: call[1], headers: headersOf(spy, index) }))
    .filter((request) => request.url.pathname === path);
}

const png = () => new File(['slip-image-bytes'], 'slip.png', { type: 'image/png' });
const pickSlip = () => screen.findByLabelText('เลือกรูปสลิป');

describe('PaymentPage: the transfer slip', () => {
  beforeEach(() => {
    void toaster.remove();
    delete window.__CONFIG__;
  });
  afterEach(() => {
    delete window.__CONFIG__;
  });

  it('a pending bank deposit offers the gallery and the camera; picking a slip sends the image with the ref and its type', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    const { api } = renderBankDeposit({ [API.payment.slipUpload]: { data: memberSlip({ status: 'credited', amount: 1000 }) } });
    // The upload waits until the test lets it answer, so the progress shows.
    const answerAll = api.spy.getMockImplementation()!;
    api.spy.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === API.payment.slipUpload) await new Promise((resolve) => (answer = resolve));
      return answerAll(input, init);
    });

    const card = await screen.findByTestId('slip-card');
    expect(within(card).getByRole('heading', { level: 2, name: 'แนบสลิปโอนเงิน' })).toBeInTheDocument();
    const gallery = await pickSlip();
    expect(gallery).toHaveAttribute('type', 'file');
    expect(gallery).toHaveAttribute('accept', 'image/*');
    expect(gallery).not.toHaveAttribute('capture');
    expect(screen.getByLabelText('ถ่ายรูปสลิป')).toHaveAttribute('capture', 'environment');

    const file = png();
    await user.upload(gallery, file);
    expect(await screen.findByRole('status')).toHaveTextContent('กำลังตรวจสอบสลิป…');
    answer(undefined);

    const [sent] = requestsTo(api.spy, API.payment.slipUpload);
    expect(sent?.url.searchParams.get('ref')).toBe('DP12345678');
    expect(sent?.init?.method).toBe('POST');
    expect(sent?.headers['content-type']).toBe('image/png');
    expect(sent?.init?.body).toBe(file);
    expect(await screen.findByTestId('slip-answer')).toHaveTextContent('ตรวจสลิปผ่าน เติมเงินเข้ากระเป๋าแล้ว');
  });

  it('a credited slip shows success and reads the deposit again, which the page then shows as paid', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(toaster, 'create');
    let credited = false;
    const { api } = renderBankDeposit({
      [API.payment.inquiryStatus]: () => ({ data: depositStatus({ amount: 1000, status: credited ? 'paid' : 'pending' }) }),
      [API.payment.slipUpload]: () => {
        credited = true;
        return { data: memberSlip({ status: 'credited', amount: 1000 }) };
      },
    });
    await user.upload(await pickSlip(), png());
    expect(await screen.findByTestId('deposit-paid')).toHaveTextContent('ฝากเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว');
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('ฝากเงินสำเร็จ');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'ฝากเงินสำเร็จ ฿1,000.00' }));
    expect(api.callsTo(API.payment.qrcodeInfo).length).toBeGreaterThan(1);
    expect(api.callsTo(API.payment.slips).length).toBeGreaterThan(1);
    // A paid deposit takes no more slips.
    expect(screen.queryByTestId('slip-card')).toBeNull();
  });

  it('a slip left to the agent shows its status and the reason', async () => {
    const user = userEvent.setup();
    const reason = 'ยอดโอนในสลิป ฿900.00 ไม่ตรงกับยอดฝาก ฿1,000.00 เจ้าหน้าที่จะตรวจสอบให้';
    renderBankDeposit({ [API.payment.slipUpload]: { data: memberSlip({ status: 'review', amount: 900, reason, decided_at: null }) } });
    await user.upload(await pickSlip(), png());
    const answer = await screen.findByTestId('slip-answer');
    expect(answer).toHaveTextContent('รอเจ้าหน้าที่ตรวจสอบ');
    expect(answer).toHaveTextContent(reason);
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('รอชำระเงิน');
  });

  it('a refused slip shows the server’s Thai message', async () => {
    const user = userEvent.setup();
    const message = errorEntry(ErrorCode.SLIP_USED).message;
    renderBankDeposit({ [API.payment.slipUpload]: { error: ErrorCode.SLIP_USED, message } });
    await user.upload(await pickSlip(), png());
    expect(await screen.findByTestId('slip-error')).toHaveTextContent(message);
    expect(screen.queryByTestId('slip-answer')).toBeNull();
  });

  it('a file that is no image is refused in Thai without a request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = renderBankDeposit({});
    await user.upload(await pickSlip(), new File(['%PDF-1.7'], 'slip.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('slip-error')).toHaveTextContent(errorEntry(ErrorCode.SLIP_NOT_IMAGE).message);
    expect(api.callsTo(API.payment.slipUpload)).toHaveLength(0);
  });

  it('lists the member’s latest slips with their status, amount and reason', async () => {
    renderBankDeposit({
      [API.payment.slips]: {
        data: [
          memberSlip({ id: 2, status: 'refused', amount: null, reason: 'สลิปนี้ไม่ใช่การโอนเงินจริง' }),
          memberSlip({ id: 1, status: 'credited', amount: 1250.5 }),
        ],
      },
    });
    const rows = await screen.findAllByTestId('slip-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('สลิปไม่ผ่านการตรวจสอบ');
    expect(rows[0]).toHaveTextContent('สลิปนี้ไม่ใช่การโอนเงินจริง');
    expect(rows[1]).toHaveTextContent('เติมเงินเข้ากระเป๋าแล้ว');
    expect(rows[1]).toHaveTextContent('฿1,250.50');
  });

  it('demo mode makes a slip to save, or to send as it is', async () => {
    window.__CONFIG__ = { demo: true };
    const user = userEvent.setup();
    const { api } = renderBankDeposit({
      [API.payment.demoSlip]: (body) => {
        expect(body).toEqual({ ref: 'DP12345678' });
        return { data: demoSlip };
      },
      [API.payment.slipUpload]: { data: memberSlip({ status: 'credited', amount: 1000 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'สร้างสลิปทดลอง (โหมดทดลอง)' }));
    expect(await screen.findByRole('img', { name: 'สลิปทดลอง ยอด ฿1,000.00' })).toHaveAttribute('src', demoSlip.image);
    const save = screen.getByRole('link', { name: 'บันทึกรูปสลิป' });
    expect(save).toHaveAttribute('href', demoSlip.image);
    expect(save).toHaveAttribute('download', 'slip-DEMO0123456789.png');

    await user.click(screen.getByRole('button', { name: 'ส่งสลิปนี้' }));
    expect(await screen.findByTestId('slip-answer')).toHaveTextContent('ตรวจสลิปผ่าน');
    const [sent] = requestsTo(api.spy, API.payment.slipUpload);
    expect(sent?.headers['content-type']).toBe('image/png');
    expect(sent?.url.searchParams.get('ref')).toBe('DP12345678');
    const body = sent?.init?.body as Blob;
    expect(await body.text()).toBe('slip');
  });

  it('a site that is no demo offers no demo slip', async () => {
    renderBankDeposit({});
    expect(await screen.findByTestId('slip-card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สร้างสลิปทดลอง (โหมดทดลอง)' })).toBeNull();
  });

  it('when the upstream is no demo after all, the demo button gives way to the server’s Thai word', async () => {
    window.__CONFIG__ = { demo: true };
    const user = userEvent.setup();
    const message = errorEntry(ErrorCode.SLIP_DEMO_ONLY).message;
    renderBankDeposit({ [API.payment.demoSlip]: { error: ErrorCode.SLIP_DEMO_ONLY, message } });
    await user.click(await screen.findByRole('button', { name: 'สร้างสลิปทดลอง (โหมดทดลอง)' }));
    expect(await screen.findByTestId('demo-slip-off')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'สร้างสลิปทดลอง (โหมดทดลอง)' })).toBeNull();
  });

  it('a PromptPay deposit takes no slip', async () => {
    renderBankDeposit({ [API.payment.qrcodeInfo]: { data: qrDeposit() } });
    expect(await screen.findByTestId('countdown')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('slip-card')).toBeNull());
  });
});
