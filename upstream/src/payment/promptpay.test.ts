import { describe, expect, it } from 'vitest';
import { maskPromptPayId, promptPayPayload, qrImage } from './promptpay.js';

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written here only to check the
 * library independently; its published check value is 0x29B1 for "123456789".
 */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** An EMVCo tag: id, two-digit length, value. */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** The PromptPay payload per the EMVCo merchant-presented format as the Bank of Thailand publishes it, built by hand. */
function expectedPayload(targetTag: '01' | '02' | '03', target: string, amount: string): string {
  const body =
    tlv('00', '01') +
    tlv('01', '12') + // point of initiation: dynamic (amount fixed)
    tlv('29', tlv('00', 'A000000677010111') + tlv(targetTag, target)) +
    tlv('58', 'TH') +
    tlv('53', '764') +
    tlv('54', amount) +
    '6304';
  return body + crc16(body);
}

describe('PromptPay payload', () => {
  it('checks the test CRC against its published check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('encodes a phone id as 0066 + 9 digits, the amount fixed, with a valid CRC', () => {
    const payload = promptPayPayload('0812345678', 150_00);
    expect(payload).toBe(expectedPayload('01', '0066812345678', '150.00'));
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('5802TH53037645406150.00');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('encodes satang amounts and a 13-digit tax id', () => {
    expect(promptPayPayload('0105561234567', 1234_56)).toBe(expectedPayload('02', '0105561234567', '1234.56'));
    expect(promptPayPayload('0891234567', 4_22)).toBe(expectedPayload('01', '0066891234567', '4.22'));
  });

  it('draws a PNG data URL of the payload and masks the id', async () => {
    const image = await qrImage(promptPayPayload('0812345678', 100_00));
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(image.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(maskPromptPayId('0812345678')).toBe('xxx-xxx-5678');
    expect(maskPromptPayId('0105561234567')).toBe('x-xxxx-xxxxx-56-7');
  });
});
