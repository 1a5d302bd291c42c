/**
 * The ThaiBulkSMS adapter against a fake ThaiBulkSMS (API v2) on loopback that
 * checks what the real one checks (Basic key:secret, the form's fields) and
 * answers as it does: `phone_number_list` and `bad_phone_number_list` on 2xx,
 * `{ error: { code, name, description } }` on a refusal, and its failures.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { recordingSleep, startFakeService, type FakeAnswer, type FakeService, type ReceivedRequest } from '../../test-support/fake-service.js';
import { thaiBulkSmsSender, type SmsAttemptOptions, type ThaiBulkSmsSettings } from './thaibulksms.js';

const KEY = 'tbs-key-3b2d4c5e';
const SECRET = 'tbs-secret-9f8a0123';
const PHONE = '0812345678';
const TEXT = 'รหัสยืนยันการตั้งรหัสผ่านใหม่ของคุณคือ 493817 ใช้ได้ 10 นาที';

/** What ThaiBulkSMS answers for a message it took, as clients of its v2 API read it. */
function sentBody(number = '66812345678') {
  return {
    remaining_credit: 41,
    total_use_credit: 1,
    credit_type: 'standard',
    phone_number_list: [{ number, message_id: 'btv151h3NUhTlmXzLoUH7v', used_credit: 1 }],
    bad_phone_number_list: [],
  };
}

function errorAnswer(status: number, code: number, name: string, description: string): FakeAnswer {
  return { status, body: { error: { code, name, description } } };
}

/** A fake that refuses what the real one would refuse before looking at the message. */
function thaiBulkSms(answer: (request: ReceivedRequest, n: number) => FakeAnswer) {
  return (request: ReceivedRequest, n: number): FakeAnswer => {
    const expected = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return errorAnswer(401, 401, 'ERROR_UNAUTHORIZED', 'Unauthorized');
    if (request.method !== 'POST' || request.url !== '/sms' || !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return errorAnswer(400, 400, 'ERROR_BAD_REQUEST', 'Bad request');
    }
    return answer(request, n);
  };
}

let fake: FakeService | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function serve(answer: (request: ReceivedRequest, n: number) => FakeAnswer, settings: Partial<ThaiBulkSmsSettings> = {}, options: SmsAttemptOptions = {}) {
  fake = await startFakeService(thaiBulkSms(answer));
  const { sleep, waits } = recordingSleep();
  const send = thaiBulkSmsSender({ url: `${fake.url}/sms`, key: KEY, secret: SECRET, sender: 'HUAYDEE', ...settings }, { sleep, timeoutMs: 5_000, ...options });
  return { send, waits, requests: fake.requests };
}

/** The rejection's message, which the caller logs: it must never carry the secret, the phone or the text. */
async function failure(sending: Promise<void>): Promise<string> {
  const error = await sending.then(
    () => expect.unreachable('the send should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  for (const secret of [KEY, SECRET, PHONE, '812345678', '493817']) expect(message).not.toContain(secret);
  return message;
}

describe('ThaiBulkSMS: a message sent', () => {
  it('posts msisdn, message and sender as a form with Basic key:secret, once', async () => {
    const { send, requests } = await serve(() => ({ status: 201, body: sentBody() }));

    await send(PHONE, TEXT);

    expect(requests).toHaveLength(1);
    const form = new URLSearchParams(requests[0]!.body);
    expect(Object.fromEntries(form)).toEqual({ msisdn: PHONE, message: TEXT, sender: 'HUAYDEE' });
    expect(requests[0]!.headers.accept).toBe('application/json');
  });

  it('sends the credit type as `force` when one is set', async () => {
    const { send, requests } = await serve(() => ({ status: 200, body: sentBody() }), { creditType: 'corporate' });

    await send(PHONE, TEXT);

    expect(new URLSearchParams(requests[0]!.body).get('force')).toBe('corporate');
  });
});

describe('ThaiBulkSMS: a message refused', () => {
  it('a number in bad_phone_number_list is a failed send, not retried, with the reason and without the number', async () => {
    const { send, requests } = await serve(() => ({
      status: 201,
      body: { remaining_credit: 42, total_use_credit: 0, credit_type: 'standard', phone_number_list: [], bad_phone_number_list: [{ number: '66812345678', message: 'Invalid phone number 66812345678' }] },
    }));

    expect(await failure(send(PHONE, TEXT))).toBe('ThaiBulkSMS refused the phone number: Invalid phone number …');
    expect(requests).toHaveLength(1);
  });

  it('a wrong key is a 401 named by its code, not retried', async () => {
    fake = await startFakeService(thaiBulkSms(() => ({ status: 201, body: sentBody() })));
    const { sleep } = recordingSleep();
    const send = thaiBulkSmsSender({ url: `${fake.url}/sms`, key: KEY, secret: 'not-the-secret', sender: 'HUAYDEE' }, { sleep });

    const message = await failure(send(PHONE, TEXT));

    expect(message).toBe('ThaiBulkSMS refused the message: HTTP 401, code 401 ERROR_UNAUTHORIZED');
    expect(message).not.toContain('not-the-secret');
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    [400, 'ERROR_CREDIT_NOT_ENOUGH'],
    [400, 'ERROR_SENDER_NOT_FOUND'],
    [429, 'ERROR_TOO_MANY_REQUESTS'],
  ])('a %i %s is named and not retried', async (status, name) => {
    const { send, requests } = await serve(() => errorAnswer(status, status, name, 'whatever it says'));

    expect(await failure(send(PHONE, TEXT))).toBe(`ThaiBulkSMS refused the message: HTTP ${status}, code ${status} ${name}`);
    expect(requests).toHaveLength(1);
  });

  it('a 2xx that names no number at all is a failure, not retried (the message may have gone)', async () => {
    const { send, requests } = await serve(() => ({ status: 200, body: { remaining_credit: 41 } }));

    expect(await failure(send(PHONE, TEXT))).toMatch(/without the number in phone_number_list/);
    expect(requests).toHaveLength(1);
  });
});

describe('ThaiBulkSMS: when it fails', () => {
  it('a 500 and then a success: retried once after a short backoff, sent', async () => {
    const { send, requests, waits } = await serve((_request, n) => (n === 0 ? errorAnswer(500, 500, 'ERROR_INTERNAL', 'Internal server error') : { status: 201, body: sentBody() }));

    await send(PHONE, TEXT);

    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toBe(requests[0]!.body);
    expect(waits).toEqual([1_000]);
  });

  it("a proxy's 502 page twice: fails after the one retry, without the page", async () => {
    const { send, requests } = await serve(() => ({ status: 502, body: '<html><body>502 Bad Gateway</body></html>' }));

    expect(await failure(send(PHONE, TEXT))).toBe('ThaiBulkSMS answered HTTP 502 that is not JSON');
    expect(requests).toHaveLength(2);
  });

  it('silence past the timeout: fails once, not retried (the message may still arrive)', async () => {
    const { send, requests, waits } = await serve(() => 'hang', {}, { timeoutMs: 200 });

    expect(await failure(send(PHONE, TEXT))).toBe('ThaiBulkSMS did not answer within 200 ms (the message may still arrive)');
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('nobody listening: retried, then fails naming the network fault', async () => {
    fake = await startFakeService(() => ({ status: 201, body: sentBody() }));
    const closedUrl = `${fake.url}/sms`;
    await fake.close();
    fake = undefined;
    const { sleep, waits } = recordingSleep();
    const send = thaiBulkSmsSender({ url: closedUrl, key: KEY, secret: SECRET, sender: 'HUAYDEE' }, { sleep });

    expect(await failure(send(PHONE, TEXT))).toMatch(/^ThaiBulkSMS could not be reached: .*ECONNREFUSED/);
    expect(waits).toEqual([1_000]);
  });
});
