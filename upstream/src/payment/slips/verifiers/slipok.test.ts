/**
 * The SlipOK adapter against a fake SlipOK on loopback that answers as SlipOK
 * does: its success envelope, its numeric error codes on HTTP 400, its
 * failures (a 500, silence past the timeout, a body that is not JSON).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SlipQr } from '../slip-types.js';
import { recordingSleep, startFakeService, type FakeAnswer, type FakeService, type ReceivedRequest } from '#upstream/test-support/fake-service.js';
import { UNAVAILABLE } from './reading.js';
import { bangkokTime, slipOkVerifier } from './slipok.js';

const KEY = 'SLIPOKTESTKEY1';
const BRANCH_PATH = '/api/line/apikey/12345';
const THAI = /[\u0E00-\u0E7F]/;

const slip: SlipQr = {
  payload: '004100060000010103004022001502400301234567891235102TH91049C3F',
  sendingBank: '004',
  transRef: '015024003012345678912',
};

/** SlipOK's success answer as its documentation shows it; transDate/transTime are Bangkok wall time. */
function foundBody(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      success: true,
      message: '✅',
      rqUID: '760_20240115_ABCDEF',
      language: 'TH',
      transRef: slip.transRef,
      sendingBank: '004',
      receivingBank: '014',
      transDate: '20240115',
      transTime: '00:30:15',
      transTimestamp: '2024-01-14T17:30:15.000Z',
      sender: {
        displayName: 'นาย สมชาย ใ',
        name: 'MR. SOMCHAI J',
        proxy: { type: null, value: null },
        account: { type: 'BANKAC', value: 'xxx-x-x1234-x' },
      },
      receiver: {
        displayName: 'บจก. ตัวอย่าง',
        name: 'EXAMPLE CO LTD',
        proxy: { type: 'MSISDN', value: 'xxx-xxx-5678' },
        account: { type: 'BANKAC', value: 'xxx-x-x5678-x' },
      },
      amount: 1000.5,
      paidLocalAmount: 1000.5,
      paidLocalCurrency: '764',
      countryCode: 'TH',
      transFeeAmount: 0,
      ref1: '',
      ref2: '',
      ref3: '',
      toMerchantId: '',
      ...overrides,
    },
  };
}

/** SlipOK's error answer: HTTP 400 with its code and Thai message (data for 1010 and 1012–1014). */
function errorAnswer(code: number, message: string, data?: unknown): FakeAnswer {
  return { status: 400, body: { success: false, code, message, ...(data === undefined ? {} : { data }) } };
}

let fake: FakeService | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function serve(answer: (request: ReceivedRequest, n: number) => FakeAnswer, options: { timeoutMs?: number } = {}) {
  fake = await startFakeService(answer);
  const { sleep, waits } = recordingSleep();
  const verifier = slipOkVerifier({ url: `${fake.url}${BRANCH_PATH}`, key: KEY }, { sleep, timeoutMs: options.timeoutMs ?? 5_000 });
  return { verifier, waits, requests: fake.requests };
}

describe('SlipOK: a found transfer', () => {
  it('maps every field, reads transDate/transTime as Bangkok time and the baht as satang', async () => {
    const body = foundBody();
    const { verifier, requests } = await serve(() => ({ status: 200, body }));

    const check = await verifier.check(slip);

    expect(check).toEqual({
      outcome: 'found',
      raw: body,
      transfer: {
        transRef: slip.transRef,
        amount: 100_050,
        // 00:30:15 on 15 January in Bangkok is 17:30:15 UTC the day before
        paidAt: Date.parse('2024-01-14T17:30:15Z'),
        sender: { bankCode: '004', name: 'นาย สมชาย ใ', account: 'xxx-x-x1234-x', proxy: null },
        receiver: { bankCode: '014', name: 'บจก. ตัวอย่าง', account: 'xxx-x-x5678-x', proxy: 'xxx-xxx-5678' },
      },
    });
    expect(requests).toHaveLength(1);
  });

  it('sends the QR text as `data` with `log: true`, the key in x-authorization, to the branch URL', async () => {
    const { verifier, requests } = await serve(() => ({ status: 200, body: foundBody() }));

    await verifier.check(slip);

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(BRANCH_PATH);
    expect(request?.headers['x-authorization']).toBe(KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ data: slip.payload, log: true });
  });

  it.each([
    [19.99, 1999],
    [0.29, 29],
    [1000, 100_000],
    [0, 0],
  ])('turns %s baht into %s satang exactly', async (baht, satang) => {
    const { verifier } = await serve(() => ({ status: 200, body: foundBody({ amount: baht }) }));
    const check = await verifier.check(slip);
    expect(check.outcome === 'found' && check.transfer.amount).toBe(satang);
  });

  it('falls back to the English name when there is no display name', async () => {
    const body = foundBody({ sender: { displayName: '', name: 'MR. SOMCHAI J', proxy: { type: null, value: null }, account: { type: 'BANKAC', value: 'xxx-x-x1234-x' } } });
    const { verifier } = await serve(() => ({ status: 200, body }));
    const check = await verifier.check(slip);
    expect(check.outcome === 'found' && check.transfer.sender.name).toBe('MR. SOMCHAI J');
  });
});

describe('SlipOK: an answer that is no transfer', () => {
  it.each([
    ['a negative amount', { amount: -5 }, UNAVAILABLE.badAmount],
    ['an amount as text', { amount: '1000.50' }, UNAVAILABLE.badAmount],
    ['an amount finer than a satang', { amount: 10.005 }, UNAVAILABLE.badAmount],
    ['a date that does not exist', { transDate: '20240230' }, UNAVAILABLE.badTime],
    ['a time in another format', { transTime: '0030' }, UNAVAILABLE.badTime],
    ['no transRef', { transRef: '' }, UNAVAILABLE.unknownAnswer],
  ])('%s is unavailable, with the answer kept, and not retried', async (_case, overrides, message) => {
    const body = foundBody(overrides);
    const { verifier, requests } = await serve(() => ({ status: 200, body }));

    expect(await verifier.check(slip)).toEqual({ outcome: 'unavailable', message, raw: body });
    expect(requests).toHaveLength(1);
  });

  it('a garbled body is unavailable, with the text kept, and a 200 that is garbled is not retried', async () => {
    const { verifier, requests } = await serve(() => ({ status: 200, body: '{"success":true,"data":{"transRef"' }));

    expect(await verifier.check(slip)).toEqual({
      outcome: 'unavailable',
      message: UNAVAILABLE.garbled,
      raw: { status: 200, text: '{"success":true,"data":{"transRef"' },
    });
    expect(requests).toHaveLength(1);
  });
});

describe("SlipOK's error codes", () => {
  // [code, SlipOK's message, what it means, attempts made (3: retried, as the bank's fault may pass)]
  const codes: [number, string, 'refused' | 'unavailable', number][] = [
    [1000, 'กรุณาใส่ข้อมูล QR Code ให้ครบใน field data, files หรือ url', 'unavailable', 1],
    [1001, 'ไม่พบข้อมูลสาขา กรุณาตรวจสอบไอดีสาขา', 'unavailable', 1],
    [1002, 'Authorization Header ไม่ถูกต้อง', 'unavailable', 1],
    [1003, 'Package ของคุณหมดอายุแล้ว', 'unavailable', 1],
    [1004, 'Package ของคุณใช้เกินโควต้า', 'unavailable', 1],
    [1005, 'ไฟล์ไม่ใช่ไฟล์ภาพ กรุณาอัพโหลดไฟล์เฉพาะนามสกุล .jpg .jpeg .png .jfif หรือ .webp', 'unavailable', 1],
    [1006, 'รูปภาพไม่ถูกต้อง', 'unavailable', 1],
    [1007, 'รูปภาพไม่มี QR Code', 'unavailable', 1],
    [1008, 'QR ดังกล่าวไม่ใช่ QR สำหรับการตรวจสอบการชำระเงิน', 'refused', 1],
    [1009, 'ขออภัยในความไม่สะดวก ขณะนี้ข้อมูลธนาคารเกิดขัดข้องชั่วคราว โปรดตรวจใหม่อีกครั้งใน 15 นาทีถัดไป (ไม่เสียโควต้าสลิป)', 'unavailable', 3],
    [1010, 'เนื่องจากเป็นสลิปจากธนาคารไทยพาณิชย์ กรุณารอการตรวจสอบสลิปหลังการโอนประมาณ 5 นาที', 'unavailable', 1],
    [1011, 'QR Code หมดอายุ หรือ ไม่มีรายการอยู่จริง', 'refused', 1],
    [1012, 'สลิปซ้ำ สลิปนี้เคยส่งเข้ามาในระบบเมื่อ 2024-01-15 00:31:02', 'unavailable', 1],
    [1013, 'ยอดที่ส่งมาไม่ตรงกับยอดสลิป', 'refused', 1],
    [1014, 'บัญชีผู้รับไม่ตรงกับบัญชีหลักของร้าน', 'refused', 1],
    [1015, 'ไม่พบข้อมูล Package', 'unavailable', 1],
    [1099, 'a code SlipOK added later', 'unavailable', 1],
  ];
  const withData = (code: number) =>
    code === 1010 ? { qrcodeData: slip.payload, bankCode: '014', bankName: 'ธนาคารไทยพาณิชย์', delay: 5 } : [1012, 1013, 1014].includes(code) ? foundBody().data : undefined;

  it.each(codes)('%i is %s (%s) with a Thai message and the answer kept', async (code, message, outcome, attempts) => {
    const answer = errorAnswer(code, message, withData(code));
    const { verifier, requests } = await serve(() => answer);

    const check = await verifier.check(slip);

    expect(check.outcome).toBe(outcome);
    expect(check.outcome !== 'found' && check.message).toMatch(THAI);
    expect(check.raw).toEqual((answer as { body: unknown }).body);
    expect(requests).toHaveLength(attempts);
  });

  it('a bank that is down and then back gives the transfer on the second attempt', async () => {
    const { verifier, requests, waits } = await serve((_request, n) => (n === 0 ? errorAnswer(1009, 'ข้อมูลธนาคารเกิดขัดข้องชั่วคราว') : { status: 200, body: foundBody() }));

    expect((await verifier.check(slip)).outcome).toBe('found');
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([500]);
  });
});

describe('SlipOK: when it fails', () => {
  it('a 500 and then a success: retried after a short backoff, found', async () => {
    const { verifier, requests, waits } = await serve((_request, n) =>
      n === 0 ? { status: 500, body: { success: false, message: 'Internal Server Error' } } : { status: 200, body: foundBody() },
    );

    const check = await verifier.check(slip);

    expect(check.outcome).toBe('found');
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([500]);
  });

  it('a proxy page on 502 each time: unavailable after the first try and two more', async () => {
    const { verifier, requests, waits } = await serve(() => ({ status: 502, body: '<html><body>502 Bad Gateway</body></html>' }));

    expect(await verifier.check(slip)).toEqual({
      outcome: 'unavailable',
      message: UNAVAILABLE.garbled,
      raw: { status: 502, text: '<html><body>502 Bad Gateway</body></html>' },
    });
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('silence past the timeout: unavailable after three attempts, each cut at the timeout', async () => {
    const { verifier, requests, waits } = await serve(() => 'hang', { timeoutMs: 200 });

    expect(await verifier.check(slip)).toEqual({ outcome: 'unavailable', message: UNAVAILABLE.timeout, raw: { fault: 'timeout', afterMs: 200 } });
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('nobody listening: unavailable after the retries, with the socket error kept for the agent', async () => {
    fake = await startFakeService(() => ({ status: 200, body: foundBody() }));
    const url = `${fake.url}${BRANCH_PATH}`;
    await fake.close();
    fake = undefined;
    const { sleep, waits } = recordingSleep();

    const check = await slipOkVerifier({ url, key: KEY }, { sleep }).check(slip);

    expect(check.outcome).toBe('unavailable');
    expect(check.outcome === 'unavailable' && check.message).toBe(UNAVAILABLE.network);
    expect(check.raw).toMatchObject({ fault: 'network', error: expect.stringContaining('ECONNREFUSED') });
    expect(waits).toEqual([500, 1000]);
  });

  it("the caller's signal ends the check at once: no answer, no retry", async () => {
    const controller = new AbortController();
    const leaving = new Error('the member left');
    const { verifier, requests } = await serve(() => {
      controller.abort(leaving);
      return 'hang';
    });

    await expect(verifier.check(slip, { signal: controller.signal })).rejects.toBe(leaving);
    expect(requests).toHaveLength(1);
  });

  it('a signal already aborted sends nothing', async () => {
    const { verifier, requests } = await serve(() => ({ status: 200, body: foundBody() }));
    await expect(verifier.check(slip, { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
    expect(requests).toHaveLength(0);
  });
});

describe('bangkokTime', () => {
  it('is UTC+7 all year (Thailand keeps no summer time), across a year boundary', () => {
    expect(bangkokTime('20240101', '06:59:59')).toBe(Date.parse('2023-12-31T23:59:59Z'));
    expect(bangkokTime('20240701', '07:00:00')).toBe(Date.parse('2024-07-01T00:00:00Z'));
  });

  it.each([
    ['20240230', '10:00:00'],
    ['20241301', '10:00:00'],
    ['20240101', '24:00:00'],
    ['2024-01-01', '10:00:00'],
    [20240101, '10:00:00'],
  ])('refuses %s %s', (date, time) => {
    expect(bangkokTime(date, time)).toBeNull();
  });
});
