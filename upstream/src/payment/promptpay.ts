/**
 * The PromptPay QR (docs/domain.md "Deposit and withdraw": EMVCo payload, amount fixed, point of initiation
 * 12). The payload, its CRC included, comes from `promptpay-qr`; the PNG from
 * `qrcode`. No part of the format is written by hand here.
 */
import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import { satangToThb, type Satang } from '#shared/money.js';

/** The EMVCo payload that makes a banking app pay `amount` to the PromptPay id. */
export function promptPayPayload(promptPayId: string, amount: Satang): string {
  return generatePayload(promptPayId, { amount: satangToThb(amount) });
}

/** `data:image/png;base64,...` of a payload (deterministic: the same payload gives the same image). */
export function qrImage(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

/** "0812345678" → "xxx-xxx-5678"; a 13-digit id "x-xxxx-xxxxx-xx-x" keeps its last three ("x-xxxx-xxxxx-67-8"). */
export function maskPromptPayId(id: string): string {
  const digits = id.replace(/\D/g, '');
  return digits.length === 10 ? `xxx-xxx-${digits.slice(-4)}` : `x-xxxx-xxxxx-${digits.slice(-3, -1)}-${digits.slice(-1)}`;
}
