/**
 * Reads a bank slip's mini-QR on the server: from the image a member uploads
 * (a bank app's screenshot or a phone photo of one), or from the text the
 * member's camera already read in the browser. Either way the text must be a
 * Bank of Thailand slip verification payload (promptparse's `slipVerify`), the
 * one thing the verification services take.
 *
 * jsQR returns at most one QR per picture. A slip with a second QR beside it
 * (a shop's PromptPay QR in the same photo) reads whichever jsQR locks on to;
 * when that one is not a slip, the member gets SLIP_QR_NOT_SLIP and can crop.
 */
import jsQR from 'jsqr';
import { validate } from 'promptparse';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import type { SlipQr } from './slip-types.js';

/** An upload over this is refused before any decoding (a slip screenshot is well under 1 MB). */
export const SLIP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A 48-megapixel phone photo passes; a small file claiming a giant canvas (a decompression bomb) does not. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Longest side the first attempt works at: a slip's QR stays ≥ ~150 px, and jsQR's time grows with pixels. */
const WORKING_SIDE = 1600;
/** A slip payload is ~60 characters; anything far longer is not one. */
const MAX_PAYLOAD_CHARS = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

// Each upload is read once, so sharp's operation cache (on by default: 50 MB, 20 files)
// would only hold decoded slips in memory after the answer has gone.
sharp.cache(false);

interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export async function readSlipImage(bytes: Buffer): Promise<SlipQr> {
  if (bytes.length > SLIP_IMAGE_MAX_BYTES) throw new AppError(ErrorCode.SLIP_TOO_LARGE);
  const working = await decodeWorking(bytes);
  const text = firstQr(working) ?? (await firstQrOfVariants(working));
  if (text === null) throw new AppError(ErrorCode.SLIP_NO_QR);
  return readSlipQr(text);
}

/** The same validation for a QR the browser read: the member's text is as untrusted as their file. */
export function readSlipQr(text: string): SlipQr {
  const payload = text.trim();
  // Printable ASCII only: a slip payload is EMVCo tag-length-value digits and letters.
  if (payload.length === 0 || payload.length > MAX_PAYLOAD_CHARS || !/^[\x20-\x7e]+$/.test(payload)) {
    throw new AppError(ErrorCode.SLIP_QR_NOT_SLIP);
  }
  const slip = validate.slipVerify(payload);
  if (!slip) throw new AppError(ErrorCode.SLIP_QR_NOT_SLIP);
  return { payload, sendingBank: slip.sendingBank, transRef: slip.transRef };
}

/** The upload decoded once: format checked by its bytes, EXIF orientation applied, scaled to the working size. */
async function decodeWorking(bytes: Buffer): Promise<Rgba> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });
    const { format } = await image.metadata();
    if (!ACCEPTED_FORMATS.has(format)) throw new AppError(ErrorCode.SLIP_NOT_IMAGE);
    return await toRgba(
      image.rotate().resize({ width: WORKING_SIDE, height: WORKING_SIDE, fit: 'inside', withoutEnlargement: true }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp's errors (unknown format, truncated data, too many pixels) all mean the same to the member.
    throw new AppError(ErrorCode.SLIP_NOT_IMAGE);
  }
}

async function toRgba(pipeline: Sharp): Promise<Rgba> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function firstQr(image: Rgba): string | null {
  // Slips are dark modules on white: skipping the inverted pass halves jsQR's time.
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  return found && found.data.length > 0 ? found.data : null;
}

/** Second tries for what a phone photo does to a slip; the first to find a QR wins. */
async function firstQrOfVariants(working: Rgba): Promise<string | null> {
  for (const variant of VARIANTS) {
    const text = firstQr(await toRgba(variant(fromRgba(working))));
    if (text !== null) return text;
  }
  return null;
}

function fromRgba(image: Rgba): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/**
 * Measured on slip-image.ts's hard cases (turned 90/180/270 and 5 to 45 degrees, scaled 0.1 to 6,
 * photographed, WebP): the plain pass read all but the small ones. Only a threshold of the
 * normalised grey picture read one more (a small, askew, noisy photo: read-slip.test.ts).
 * A normalised grey picture, a doubled one and turns of 90 or ±12 degrees read nothing more
 * (jsQR reads any turn of a QR; below ~1.5 px a module the pixels are gone), so they are not tried.
 * Saturation 0 rather than greyscale(): jsQR wants four channels, greyscale() gives one.
 */
const VARIANTS: ReadonlyArray<(image: Sharp) => Sharp> = [
  (image) => image.modulate({ saturation: 0 }).normalise().threshold(128),
];
