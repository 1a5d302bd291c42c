import type { ServerResponse } from 'node:http';

/** Answers that carry no body whatever the upstream sent (as res.send treats them). */
const BODILESS = new Set([204, 304]);

/**
 * Writes a target's answer as it came: its status, its media type in utf-8 and
 * its text. Not through res.send, which hashes every body for an ETag that no
 * /api answer is kept for (they are `no-store`) and looks the type up again:
 * a few percent of the gateway's CPU per proxied call (bench/README.md,
 * gateway-overhead). A HEAD answer's body is dropped by Node itself.
 */
export function writeAnswer(res: ServerResponse, status: number, contentType: string | null, text: string): void {
  res.statusCode = status;
  if (BODILESS.has(status)) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', `${(contentType ?? 'application/json').split(';', 1)[0]!.trim()}; charset=utf-8`);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
