import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { dataUrlToBlob, prepareSlipImage, SHRINK_ABOVE_BYTES, shrunkSize } from './slip-image.js';

/** A browser that decodes every image as `width` × `height` and draws into a canvas that records what it made. */
function fakeBrowser(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width, height, close })));
  const drawn: { width: number; height: number; type?: string; quality?: unknown } = { width: 0, height: 0 };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    drawn.width = this.width;
    drawn.height = this.height;
    return { fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '' } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type, quality) => {
    drawn.type = type;
    drawn.quality = quality;
    callback(new Blob(['jpeg'], { type: 'image/jpeg' }));
  });
  return { close, drawn };
}

describe('slip image', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scales to at most 1600 px on the longest side, never up', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(1080, 2400)).toEqual({ width: 720, height: 1600 });
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('refuses a file that is no image, in Thai', async () => {
    await expect(prepareSlipImage(new Blob(['x'], { type: 'application/pdf' }))).rejects.toThrow(errorEntry(ErrorCode.SLIP_NOT_IMAGE).message);
  });

  it('sends a small slip as it is', async () => {
    const { close } = fakeBrowser(1080, 1920);
    const file = new Blob(['png'], { type: 'image/png' });
    expect(await prepareSlipImage(file)).toBe(file);
    expect(close).toHaveBeenCalled();
  });

  it('draws a wide photo again as a 1600 px JPEG of quality 0.9', async () => {
    const { drawn } = fakeBrowser(4032, 3024);
    const out = await prepareSlipImage(new Blob(['photo'], { type: 'image/jpeg' }));
    expect(out.type).toBe('image/jpeg');
    expect(drawn).toEqual({ width: 1600, height: 1200, type: 'image/jpeg', quality: 0.9 });
  });

  it('draws a heavy image again even when it is narrow', async () => {
    const { drawn } = fakeBrowser(1200, 1800);
    await prepareSlipImage(new Blob([new Uint8Array(SHRINK_ABOVE_BYTES + 1)], { type: 'image/png' }));
    expect(drawn).toMatchObject({ width: 1067, height: 1600 });
  });

  it('turns a data URL into the Blob it holds', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,c2xpcA==');
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('slip');
  });
});
