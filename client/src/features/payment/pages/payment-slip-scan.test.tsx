import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';
import { bankInfo, depositStatus, memberSlip, qrDeposit } from '../test-support/fixtures.js';
import { PaymentPage } from './payment-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

const SCAN = 'สแกน QR บนสลิป';
const HINT = 'เล็ง QR code มุมสลิปให้อยู่ในกรอบ';
const CAMERA_PROBLEM = 'ไม่สามารถเปิดกล้องได้ กรุณาอนุญาตการใช้กล้อง หรือแนบรูปสลิปแทน';
/** A bank slip's mini-QR, as a camera reads it. */
const SLIP_QR = '0046000600000101030140225202611281015AB12CD34EF5102TH9104A1B2';

const bankDeposit = qrDeposit({ channel_id: 2, channel_code: 'bank', payload: null, qr_image: null, amount: 1000 });

function renderBankDeposit(answers: Answers) {
  const api = answerFetch({
    [API.payment.qrcodeInfo]: { data: bankDeposit },
    [API.payment.inquiryStatus]: { data: depositStatus({ amount: 1000 }) },
    [API.payment.info]: { data: bankInfo },
    [API.payment.slips]: { data: [] },
    ...answers,
  });
  renderWithProviders(<PaymentPage />, { route: '/member/payment?ref=DP12345678', session: testSession() });
  return api;
}

/**
 * A phone's camera and QR reader: `getUserMedia` answers with a stream whose
 * one track records its `stop`; the detector reads each of `reads` on
 * successive frames (nothing after). `camera` replaces the stream's arrival.
 */
function fakeCamera({ reads = [], camera }: { reads?: string[][]; camera?: () => Promise<MediaStream> } = {}) {
  const track = { kind: 'video', stop: vi.fn() };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(camera ?? (() => Promise.resolve(stream)));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  const frames = [...reads];
  const detectors: { formats: string[] }[] = [];
  const detect = vi.fn(async (_source: HTMLVideoElement) => (frames.shift() ?? []).map((rawValue) => ({ rawValue })));
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      constructor(options: { formats: string[] }) {
        detectors.push(options);
      }
      detect = detect;
    },
  );
  return { track, stream, getUserMedia, detectors, detect };
}

async function openScanner() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: SCAN }));
  return { user, dialog: await screen.findByRole('dialog', { name: SCAN }) };
}

describe('PaymentPage: scanning the slip’s QR with the camera', () => {
  beforeEach(() => {
    delete window.__CONFIG__;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('a browser without BarcodeDetector offers no scan; the gallery and the camera photo remain', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn() } });
    renderBankDeposit({});
    expect(await screen.findByLabelText('เลือกรูปสลิป')).toBeInTheDocument();
    expect(screen.getByLabelText('ถ่ายรูปสลิป')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SCAN })).toBeNull();
  });

  it('a read stops the camera, sends the QR’s text with the deposit’s ref, and shows the answer as an uploaded slip’s', async () => {
    const camera = fakeCamera({ reads: [[], [SLIP_QR]] });
    const api = renderBankDeposit({ [API.payment.slipQr]: { data: memberSlip({ status: 'credited', amount: 1000 }) } });
    const { dialog } = await openScanner();
    expect(within(dialog).getByText(HINT)).toBeInTheDocument();

    expect(await screen.findByTestId('slip-answer')).toHaveTextContent('ตรวจสลิปผ่าน เติมเงินเข้ากระเป๋าแล้ว');
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment', width: { ideal: 1280 } } });
    expect(camera.detectors).toEqual([{ formats: ['qr_code'] }]);
    // The first frame had no code; the second had the slip's, and the scan stopped there.
    expect(camera.detect).toHaveBeenCalledTimes(2);
    expect(camera.detect.mock.calls[0]?.[0]).toBeInstanceOf(HTMLVideoElement);
    expect(camera.track.stop).toHaveBeenCalled();
    expect(api.callsTo(API.payment.slipQr)).toEqual([{ path: API.payment.slipQr, method: 'POST', body: { payload: SLIP_QR, ref: 'DP12345678' } }]);
    expect(api.callsTo(API.payment.slipUpload)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a QR that is no slip shows the server’s Thai message, and the member may scan again', async () => {
    fakeCamera({ reads: [['https://example.com/not-a-slip']] });
    const message = errorEntry(ErrorCode.SLIP_QR_NOT_SLIP).message;
    renderBankDeposit({ [API.payment.slipQr]: { error: ErrorCode.SLIP_QR_NOT_SLIP, message } });
    await openScanner();
    expect(await screen.findByTestId('slip-error')).toHaveTextContent(message);
    expect(screen.queryByTestId('slip-answer')).toBeNull();
    // The member may scan again.
    expect(await screen.findByRole('button', { name: SCAN })).toBeEnabled();
  });

  it('a credited slip reads the deposit again, which the page then shows as paid', async () => {
    fakeCamera({ reads: [[SLIP_QR]] });
    let credited = false;
    renderBankDeposit({
      [API.payment.inquiryStatus]: () => ({ data: depositStatus({ amount: 1000, status: credited ? 'paid' : 'pending' }) }),
      [API.payment.slipQr]: () => {
        credited = true;
        return { data: memberSlip({ status: 'credited', amount: 1000 }) };
      },
    });
    await openScanner();
    expect(await screen.findByTestId('deposit-paid')).toHaveTextContent('ฝากเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว');
    expect(screen.queryByTestId('slip-card')).toBeNull();
  });

  it('closing the view stops the camera and sends nothing', async () => {
    const camera = fakeCamera();
    const api = renderBankDeposit({});
    const { user, dialog } = await openScanner();
    await waitFor(() => expect(camera.detect).toHaveBeenCalled());
    expect(camera.track.stop).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(camera.track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(API.payment.slipQr)).toHaveLength(0);
  });

  it('a camera that arrives after the view closed is stopped at once', async () => {
    let arrive: (stream: MediaStream) => void = () => {};
    const camera = fakeCamera({ camera: () => new Promise((resolve) => (arrive = resolve)) });
    renderBankDeposit({});
    const { user, dialog } = await openScanner();
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    arrive(camera.stream);
    await waitFor(() => expect(camera.track.stop).toHaveBeenCalled());
    expect(camera.detect).not.toHaveBeenCalled();
  });

  it('a refused camera says so in Thai and leads back to the slip image', async () => {
    fakeCamera({ camera: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) });
    renderBankDeposit({});
    const { user, dialog } = await openScanner();
    expect(await within(dialog).findByTestId('scan-problem')).toHaveTextContent(CAMERA_PROBLEM);
    await user.click(within(dialog).getByRole('button', { name: 'กลับไปแนบรูปสลิป' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('เลือกรูปสลิป')).toBeInTheDocument();
  });
});
