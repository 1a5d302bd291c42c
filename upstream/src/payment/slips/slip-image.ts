/**
 * Bank-app slips drawn for the tests, the demo mode's slip generator and the
 * slips bench: a white card with the bank, amount, date and parties in Latin
 * text (the server may lack Thai fonts), and the slip's mini-QR in the bottom
 * corner as the banks' apps place it. Options give the hard cases a member's
 * upload brings: turned, scaled, photographed (blur, noise, low contrast, JPEG).
 */
import generatePayload from 'promptpay-qr';
import { generate } from 'promptparse';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';

export interface SlipIdentity {
  /** 3-digit bank code, e.g. "004" (KBank) */
  sendingBank: string;
  transRef: string;
}

export interface SlipImageOptions extends SlipIdentity {
  /** degrees, clockwise; the corners show a grey table */
  rotate?: number;
  /** 1 is a 720 × 1280 screenshot */
  scale?: number;
  /** a phone photo of the screen: slight blur, noise, lower contrast, JPEG at quality 70 */
  noise?: boolean;
  format?: 'png' | 'jpeg' | 'webp';
  /** false draws the slip without its QR */
  qr?: boolean;
  amountThb?: string;
  /** the lines under From and To, and the time: Latin text (the server may lack Thai fonts) */
  from?: string;
  to?: string;
  time?: string;
}

const CARD = { width: 720, height: 1280 };
const QR_SIDE = 240;

export function makeSlipPayload({ sendingBank, transRef }: SlipIdentity): string {
  return generate.slipVerify({ sendingBank, transRef });
}

export async function makeSlipImage(options: SlipImageOptions): Promise<Buffer> {
  const layers: OverlayOptions[] = [{ input: Buffer.from(cardSvg(options)), top: 0, left: 0 }];
  if (options.qr !== false) {
    const qr = await QRCode.toBuffer(makeSlipPayload(options), { type: 'png', margin: 2, width: QR_SIDE });
    layers.push({ input: qr, top: CARD.height - QR_SIDE - 60, left: CARD.width - QR_SIDE - 40 });
  }
  let image = sharp({ create: { ...CARD, channels: 3, background: '#ffffff' } }).composite(layers);
  // Flatten before the geometric steps: sharp applies one composite per pipeline.
  let png = await image.png().toBuffer();
  const scale = options.scale ?? 1;
  if (scale !== 1) png = await sharp(png).resize({ width: Math.round(CARD.width * scale) }).png().toBuffer();
  if (options.rotate) png = await sharp(png).rotate(options.rotate, { background: '#8a8a8a' }).png().toBuffer();
  image = sharp(png);
  if (options.noise) image = sharp(await photographed(png));
  const format = options.format ?? (options.noise ? 'jpeg' : 'png');
  if (format === 'jpeg') return image.jpeg({ quality: 70 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.png().toBuffer();
}

/** A QR of any text (a URL, a PromptPay payment payload): what a member might upload by mistake. */
export function makeQrImage(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', margin: 4, width: 400 });
}

/** A PromptPay payment QR, the one a member scans to pay: a real EMVCo payload, not a slip's. */
export function makePromptPayQrImage(promptPayId = '0812345678', amountThb = 500): Promise<Buffer> {
  return makeQrImage(generatePayload(promptPayId, { amount: amountThb }));
}

async function photographed(png: Buffer): Promise<Buffer> {
  const { width = CARD.width, height = CARD.height } = await sharp(png).metadata();
  // Seeded grain rather than sharp's random noise, so a test image is the same on every run.
  const grain = await sharp(seededGrain(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(png)
    .blur(1.1)
    .linear(0.7, 30) // a screen photographed: washed-out blacks, greyish whites
    .composite([{ input: grain, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cardSvg({
  sendingBank,
  transRef,
  amountThb = '1,500.00',
  from = 'MR SOMCHAI J.  xxx-x-x1234-x',
  to = 'LOTTO SITE CO LTD  xxx-x-x5678-x',
  time = '28 Nov 2026 14:35',
}: SlipImageOptions): string {
  const line = (y: number, text: string, size = 28, weight = 'normal', fill = '#333333'): string =>
    `<text x="48" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${xmlText(text)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
  <rect width="100%" height="170" fill="#138f2d"/>
  <text x="48" y="105" font-family="sans-serif" font-size="52" font-weight="bold" fill="#ffffff">BANK ${sendingBank}</text>
  ${line(250, 'Transfer successful', 36, 'bold', '#138f2d')}
  ${line(300, time)}
  ${line(400, 'From', 24, 'normal', '#888888')}
  ${line(440, from)}
  ${line(530, 'To', 24, 'normal', '#888888')}
  ${line(570, to)}
  ${line(680, 'Amount', 24, 'normal', '#888888')}
  ${line(740, `${amountThb} THB`, 56, 'bold', '#111111')}
  ${line(840, 'Ref', 24, 'normal', '#888888')}
  ${line(880, transRef, 26)}
  ${line(1100, 'Scan to verify', 24, 'normal', '#888888')}
</svg>`;
}

/** Roughly Gaussian grain around mid-grey (sum of three uniforms) from a fixed-seed mulberry32. */
function seededGrain(length: number, seed = 20_261_128): Buffer {
  let state = seed;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const grain = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) grain[i] = Math.round(128 + (uniform() + uniform() + uniform() - 1.5) * 60);
  return grain;
}
