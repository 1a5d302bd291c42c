/**
 * The client build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each
 * compressible file under assets/, so the gateway sends bytes squeezed once at
 * the strongest settings instead of compressing every response at a fast
 * level (gateway/src/static/precompressed-assets.ts). woff2 and images are
 * compressed already; a file under 1 KB saves less than a round of
 * negotiation costs; a copy no smaller than its original is not written.
 */
import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Text files under assets/: the build's hashed chunks and the public folder's unhashed art. */
export const PRECOMPRESSED = /(?:^|\/)assets\/.+\.(?:js|mjs|css|svg|json)$/;
const SMALLEST = 1024;

export function precompressAssets(): Plugin {
  return compression({
    include: PRECOMPRESSED,
    threshold: SMALLEST,
    algorithms: [
      defineAlgorithm('brotliCompress', {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
    // One line per file (some 400) would bury the build's own summary.
    logLevel: 'silent',
  });
}
