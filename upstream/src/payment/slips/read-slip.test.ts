/**
 * The slip reader against real images: slips drawn by slip-image.ts, encoded
 * by sharp, decoded by sharp and jsQR, validated by promptparse. Nothing of
 * ours is mocked.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/envelope.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { readSlipImage, readSlipQr, SLIP_IMAGE_MAX_BYTES } from './read-slip.js';
import { makePromptPayQrImage, makeQrImage, makeSlipImage, makeSlipPayload, type SlipImageOptions } from './slip-image.js';

const slip = { sendingBank: '004', transRef: '202611281435KBK00123' };

async function refusal(read: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof read === 'function' ? read() : read);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function expectRefused(read: Promise<unknown> | (() => unknown), code: ErrorCode): Promise<void> {
  const error = await refusal(read);
  expect(error.code).toBe(code);
  expect(error.message).toBe(errorEntry(code).message);
  expect(error.message).toMatch(/[\u0e00-\u0e7f]/); // the member reads Thai
}

describe('readSlipImage reads the slip QR', () => {
  const cases: Array<[string, Partial<SlipImageOptions>]> = [
    ['a clean screenshot PNG', {}],
    ['turned 90°', { rotate: 90 }],
    ['turned 180°', { rotate: 180 }],
    ['turned 270°', { rotate: 270 }],
    ['askew by 10°', { rotate: 10 }],
    ['askew by -8° and photographed', { rotate: -8, noise: true }],
    ['scaled down to 40 %', { scale: 0.4 }],
    ['scaled up to 3×', { scale: 3 }],
    ['photographed: blur, noise, low contrast, JPEG', { noise: true }],
    ['as WebP', { format: 'webp' }],
    ['photographed and small', { noise: true, scale: 0.5 }],
    // the plain pass misses this one; the threshold variant reads it
    ['photographed, small and askew', { noise: true, scale: 0.3, rotate: 6 }],
  ];
  it.each(cases)('%s', async (_name, options) => {
    const image = await makeSlipImage({ ...slip, ...options });
    const read = await readSlipImage(image);
    expect(read).toEqual({ payload: makeSlipPayload(slip), sendingBank: '004', transRef: slip.transRef });
  });

  it('applies the EXIF orientation of a phone photo', async () => {
    // Stored turned a quarter and tagged orientation 8 (show it turned back), as phones save.
    const turned = await sharp(await makeSlipImage(slip)).rotate(90).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    expect((await readSlipImage(turned)).transRef).toBe(slip.transRef);
  });
});

describe('readSlipImage refuses in Thai', () => {
  it('random bytes', () => expectRefused(readSlipImage(randomBytes(4096)), ErrorCode.SLIP_NOT_IMAGE));
  it('a text file', () =>
    expectRefused(readSlipImage(Buffer.from('โอนแล้วครับ 1,500 บาท\n'.repeat(20))), ErrorCode.SLIP_NOT_IMAGE));
  it('a GIF', async () => {
    const gif = await sharp(await makeSlipImage(slip)).gif().toBuffer();
    await expectRefused(readSlipImage(gif), ErrorCode.SLIP_NOT_IMAGE);
  });
  it('an SVG', () =>
    expectRefused(
      readSlipImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')),
      ErrorCode.SLIP_NOT_IMAGE,
    ));
  it('a truncated PNG', async () => {
    const png = await makeSlipImage(slip);
    await expectRefused(readSlipImage(png.subarray(0, Math.floor(png.length / 2))), ErrorCode.SLIP_NOT_IMAGE);
  });
  it('a small file claiming a giant canvas', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(SLIP_IMAGE_MAX_BYTES);
    await expectRefused(readSlipImage(bomb), ErrorCode.SLIP_NOT_IMAGE);
  });
  it('an image over 5 MB', async () => {
    // Noise does not compress: 1,400 × 1,400 × 3 bytes is a real PNG of about 5.9 MB.
    const big = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(SLIP_IMAGE_MAX_BYTES);
    await expectRefused(readSlipImage(big), ErrorCode.SLIP_TOO_LARGE);
  });
  it('a slip without its QR', async () =>
    expectRefused(readSlipImage(await makeSlipImage({ ...slip, qr: false })), ErrorCode.SLIP_NO_QR));
  it('a PromptPay payment QR', async () =>
    expectRefused(readSlipImage(await makePromptPayQrImage()), ErrorCode.SLIP_QR_NOT_SLIP));
  it('a URL QR', async () =>
    expectRefused(readSlipImage(await makeQrImage('https://example.com/promo')), ErrorCode.SLIP_QR_NOT_SLIP));
});

describe('readSlipQr (the QR the browser read)', () => {
  it('accepts a slip payload', () => {
    const payload = makeSlipPayload({ sendingBank: '014', transRef: '0123456789ABCDEF' });
    expect(readSlipQr(payload)).toEqual({ payload, sendingBank: '014', transRef: '0123456789ABCDEF' });
  });
  it('refuses a URL, a payload with a wrong CRC, control characters and an endless text', async () => {
    const payload = makeSlipPayload(slip);
    const wrongCrc = payload.slice(0, -4) + (payload.endsWith('0000') ? '1111' : '0000');
    for (const text of ['https://example.com', wrongCrc, `${payload}\u0000`, 'A'.repeat(10_000), '']) {
      await expectRefused(() => readSlipQr(text), ErrorCode.SLIP_QR_NOT_SLIP);
    }
  });
});
