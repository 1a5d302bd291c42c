import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

// Vite names its output under /assets by content hash (`index-B2x9_fQe.js`): such a file
// never changes, so it is cached for a year. Unhashed files there (public/assets images) are not.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_ASSET = /^assets\/(?:.*\/)?[^/]+-[\w-]{8,}\.\w+$/;
// The copies the build writes beside a file (scripts/vite-precompress.ts) are cached as it is.
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * The build's files, sent as the brotli or gzip copy the build made beside
 * them when the browser takes it (brotli first: smaller for the same text),
 * with the original's type and `Vary: Accept-Encoding`. A file without a copy
 * (small, already compressed, or built after this started: the copies are
 * listed once, at start) goes out as it is, for the `compression` middleware
 * in front of it to squeeze on the fly.
 */
export function precompressedAssets(root: string): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders(res: ServerResponse, filePath: string) {
        const relative = path.relative(root, filePath).split(path.sep).join('/').replace(PRECOMPRESSED_COPY, '');
        res.setHeader('Cache-Control', HASHED_ASSET.test(relative) ? IMMUTABLE : 'no-cache');
      },
    },
  });
}
