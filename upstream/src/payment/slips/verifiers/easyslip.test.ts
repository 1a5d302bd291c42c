/**
 * The EasySlip adapter against a fake EasySlip (API v1) on loopback that
 * answers as EasySlip does: `{ status: 200, data }`, its error answers
 * `{ status, message: '<code>' }` on the same HTTP status, its failures.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SlipQr } from '../slip-types.js';
import { easySlipVerifier, isoTime } from './easyslip.js';
import { recordingSleep, startFakeService, type FakeAnswer, type FakeService, type ReceivedRequest } from '#upstream/test-support/fake-service.js';
import { UNAVAILABLE } from './reading.js';

const KEY = '5f0c7a1e-3b2d-4c5e-9f8a-0123456789ab';
const VERIFY_PATH = '/api/v1/verify';
const THAI = /[\u0E00-\u0E7F]/;

const slip: SlipQr = {
  payload: '0046000600000101030140225202401150030150000000000005102TH9104A1B2',
  sendingBank: '014',
  transRef: '202401150030150000000000',
};

/** EasySlip's success answer as its documentation shows it. */
function foundBody(overrides: Record<string, unknown> = {}) {
  return {
    status: 200,
    data: {
      payload: slip.payload,
      transRef: slip.transRef,
      date: '2024-01-15T00:30:15+07:00',
      countryCode: 'TH',
      amount: { amount: 1000.5, local: { amount: 0, currency: '' } },
      fee: 0,
      ref1: '',
      ref2: '',
      ref3: '',
      sender: {
        bank: { id: '014', name: 'ธนาคารไทยพาณิชย์', short: 'SCB' },
        account: { name: { th: 'นาย สมชาย ใจดี', en: 'MR. SOMCHAI JAIDEE' }, bank: { type: 'BANKAC', account: 'xxx-x-x1234-x' } },
      },
      receiver: {
        bank: { id: '004', name: 'ธนาคารกสิกรไทย', short: 'KBANK' },
        account: { name: { en: 'EXAMPLE CO LTD' }, proxy: { type: 'MSISDN', account: '08x-xxx-5678' } },
      },
      ...overrides,
    },
  };
}

function errorAnswer(status: number, message: string): FakeAnswer {
  return { status, body: { status, message } };
}

let fake: FakeService | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function serve(answer: (request: ReceivedRequest, n: number) => FakeAnswer, options: { timeoutMs?: number } = {}) {
  fake = await startFakeService(answer);
  const { sleep, waits } = recordingSleep();
  const verifier = easySlipVerifier({ url: `${fake.url}${VERIFY_PATH}`, key: KEY }, { sleep, timeoutMs: options.timeoutMs ?? 5_000 });
  return { verifier, waits, requests: fake.requests };
}

describe('EasySlip: a found transfer', () => {
  it('maps every field, reads the date with its offset and the baht as satang', async () => {
    const body = foundBody();
    const { verifier, requests } = await serve(() => ({ status: 200, body }));

    expect(await verifier.check(slip)).toEqual({
      outcome: 'found',
      raw: body,
      transfer: {
        transRef: slip.transRef,
        amount: 100_050,
        paidAt: Date.parse('2024-01-14T17:30:15Z'),
        sender: { bankCode: '014', name: 'นาย สมชาย ใจดี', account: 'xxx-x-x1234-x', proxy: null },
        receiver: { bankCode: '004', name: 'EXAMPLE CO LTD', account: null, proxy: '08x-xxx-5678' },
      },
    });
    expect(requests).toHaveLength(1);
  });

  it('asks with GET ?payload=<the QR text> and the key as a bearer token', async () => {
    const { verifier, requests } = await serve(() => ({ status: 200, body: foundBody() }));

    await verifier.check(slip);

    const [request] = requests;
    expect(request?.method).toBe('GET');
    const url = new URL(request?.url ?? '', 'http://fake');
    expect(url.pathname).toBe(VERIFY_PATH);
    expect([...url.searchParams]).toEqual([['payload', slip.payload]]);
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toBe('');
  });

  it.each([
    [19.99, 1999],
    [0.29, 29],
    [250, 25_000],
  ])('turns %s baht into %s satang exactly', async (baht, satang) => {
    const { verifier } = await serve(() => ({ status: 200, body: foundBody({ amount: { amount: baht, local: {} } }) }));
    const check = await verifier.check(slip);
    expect(check.outcome === 'found' && check.transfer.amount).toBe(satang);
  });
});

describe('EasySlip: an answer that is no transfer', () => {
  it.each([
    ['a negative amount', { amount: { amount: -1, local: {} } }, UNAVAILABLE.badAmount],
    ['no amount', { amount: {} }, UNAVAILABLE.badAmount],
    ['a date that is not a date', { date: 'yesterday' }, UNAVAILABLE.badTime],
    ['no transRef', { transRef: null }, UNAVAILABLE.unknownAnswer],
  ])('%s is unavailable, with the answer kept', async (_case, overrides, message) => {
    const body = foundBody(overrides);
    const { verifier, requests } = await serve(() => ({ status: 200, body }));
    expect(await verifier.check(slip)).toEqual({ outcome: 'unavailable', message, raw: body });
    expect(requests).toHaveLength(1);
  });

  it('a garbled body is unavailable, with the text kept', async () => {
    const { verifier, requests } = await serve(() => ({ status: 200, body: 'OK' }));
    expect(await verifier.check(slip)).toEqual({ outcome: 'unavailable', message: UNAVAILABLE.garbled, raw: { status: 200, text: 'OK' } });
    expect(requests).toHaveLength(1);
  });
});

describe("EasySlip's error answers", () => {
  // [EasySlip's message, its HTTP status, what it means, attempts made]
  const codes: [string, number, 'refused' | 'unavailable', number][] = [
    ['unauthorized', 401, 'unavailable', 1],
    ['access_denied', 403, 'unavailable', 1],
    ['account_not_verified', 403, 'unavailable', 1],
    ['application_expired', 403, 'unavailable', 1],
    ['application_deactivated', 403, 'unavailable', 1],
    ['quota_exceeded', 403, 'unavailable', 1],
    ['invalid_payload', 400, 'refused', 1],
    ['duplicate_slip', 400, 'unavailable', 1],
    ['slip_not_found', 404, 'refused', 1],
    ['qrcode_not_found', 404, 'unavailable', 1],
    ['server_error', 500, 'unavailable', 3],
    ['api_server_error', 500, 'unavailable', 3],
    ['something_new', 400, 'unavailable', 1],
    ['something_new', 503, 'unavailable', 3],
    ['constructor', 400, 'unavailable', 1],
  ];

  it.each(codes)('%s (%i) is %s with a Thai message and the answer kept', async (message, status, outcome, attempts) => {
    const answer = errorAnswer(status, message);
    const { verifier, requests } = await serve(() => answer);

    const check = await verifier.check(slip);

    expect(check.outcome).toBe(outcome);
    expect(check.outcome !== 'found' && check.message).toMatch(THAI);
    expect(check.raw).toEqual({ status, message });
    expect(requests).toHaveLength(attempts);
  });
});

describe('EasySlip: when it fails', () => {
  it('a 500 and then a success: retried after a short backoff, found', async () => {
    const { verifier, requests, waits } = await serve((_request, n) => (n === 0 ? errorAnswer(500, 'server_error') : { status: 200, body: foundBody() }));

    expect((await verifier.check(slip)).outcome).toBe('found');
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([500]);
  });

  it('silence past the timeout: unavailable after three attempts', async () => {
    const { verifier, requests, waits } = await serve(() => 'hang', { timeoutMs: 200 });

    expect(await verifier.check(slip)).toEqual({ outcome: 'unavailable', message: UNAVAILABLE.timeout, raw: { fault: 'timeout', afterMs: 200 } });
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('the retries and backoff are the configured ones', async () => {
    fake = await startFakeService(() => errorAnswer(500, 'server_error'));
    const { sleep, waits } = recordingSleep();
    const verifier = easySlipVerifier({ url: `${fake.url}${VERIFY_PATH}`, key: KEY }, { sleep, retries: 1, backoffMs: () => 50 });

    expect((await verifier.check(slip)).outcome).toBe('unavailable');
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([50]);
  });

  it("the caller's signal during the backoff ends the check: no further attempt", async () => {
    fake = await startFakeService(() => errorAnswer(500, 'server_error'));
    const controller = new AbortController();
    const leaving = new Error('the member left');
    const verifier = easySlipVerifier(
      { url: `${fake.url}${VERIFY_PATH}`, key: KEY },
      {
        // The real sleep, asked for a minute: the abort comes while it waits, so its own contract is what is tested.
        backoffMs: () => {
          setTimeout(() => controller.abort(leaving), 10);
          return 60_000;
        },
      },
    );

    const checking = verifier.check(slip, { signal: controller.signal });

    await expect(checking).rejects.toBe(leaving);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('isoTime', () => {
  it('reads the offset, and a time without one as Bangkok time', () => {
    expect(isoTime('2024-01-15T00:30:15+07:00')).toBe(Date.parse('2024-01-14T17:30:15Z'));
    expect(isoTime('2024-01-14T17:30:15.000Z')).toBe(Date.parse('2024-01-14T17:30:15Z'));
    expect(isoTime('2024-01-15T00:30:15')).toBe(Date.parse('2024-01-14T17:30:15Z'));
  });

  it.each(['', '15/01/2024 00:30', 'not a date', 1705253415000])('refuses %s', (value) => {
    expect(isoTime(value)).toBeNull();
  });
});
