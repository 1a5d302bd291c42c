/**
 * A slip's image before it leaves the phone. Reading the slip (its QR) is the
 * server's job; this only refuses what is no image and scales a large photo
 * down with a canvas, so a 4G upload stays small.
 */
import { SLIP_UPLOAD_MAX_BYTES, SLIP_UPLOAD_TYPES } from '#shared/api/payment-slips.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';

/** Above either, the image is drawn again as a JPEG of at most SHRUNK_LONGEST_SIDE px. */
export const SHRINK_ABOVE_BYTES = 1.5 * 1024 * 1024;
export const SHRINK_ABOVE_WIDTH = 2000;
export const SHRUNK_LONGEST_SIDE = 1600;
export const SHRUNK_QUALITY = 0.9;

/** A problem with the picked file, said in Thai before anything is sent. */
export class SlipImageError extends Error {
  constructor(code: number) {
    super(errorEntry(code).message);
    this.name = 'SlipImageError';
  }
}

const isAccepted = (type: string) => (SLIP_UPLOAD_TYPES as readonly string[]).includes(type);

/** The size to draw at: at most SHRUNK_LONGEST_SIDE on the longest side, never enlarged. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SHRUNK_LONGEST_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file);
  } catch {
    return null;
  }
}

function drawAsJpeg(bitmap: ImageBitmap): Promise<Blob | null> {
  const { width, height } = shrunkSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // A transparent PNG would turn black as a JPEG.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SHRUNK_QUALITY));
}

/** What the browser could not redraw goes as it is, if the server takes it. */
function asPicked(file: Blob): Blob {
  if (!isAccepted(file.type)) throw new SlipImageError(ErrorCode.SLIP_NOT_IMAGE);
  if (file.size > SLIP_UPLOAD_MAX_BYTES) throw new SlipImageError(ErrorCode.SLIP_TOO_LARGE);
  return file;
}

/**
 * The image to send: the picked file as it is when small, or a JPEG scaled down
 * when it is large, wide, or of a type the server does not take (a HEIC photo).
 * Throws SlipImageError (Thai) for a file that is no image.
 */
export async function prepareSlipImage(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new SlipImageError(ErrorCode.SLIP_NOT_IMAGE);
  const bitmap = await decode(file);
  if (!bitmap) return asPicked(file);
  try {
    if (isAccepted(file.type) && file.size <= SHRINK_ABOVE_BYTES && bitmap.width <= SHRINK_ABOVE_WIDTH) return file;
    return (await drawAsJpeg(bitmap)) ?? asPicked(file);
  } finally {
    bitmap.close();
  }
}

/** A `data:image/png;base64,…` URL (the demo slip) as the Blob an upload sends. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new SlipImageError(ErrorCode.SLIP_NOT_IMAGE);
  const [, type, base64, data = ''] = match;
  const bytes = base64 ? Uint8Array.from(atob(data), (char) => char.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(data));
  return new Blob([bytes], { type });
}
