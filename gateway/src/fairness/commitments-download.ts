/**
 * The public log of commitments as one download (docs/decisions/0074): the
 * gateway pages through the registry's call from the start and writes each
 * entry as a JSON line, so an archiver keeps a copy with one request, from
 * any upstream that answers the call.
 */
import { Router } from 'express';
import { API } from '#shared/api/paths.js';
import { COMMITMENT_PAGE_MAX, COMMITMENTS_DOWNLOAD_PATH, ZCommitmentsResponse } from '#shared/api/fairness.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';

export function commitmentsDownload(upstream: UpstreamClient): Router {
  const router = Router();
  const page = async (after: number) =>
    ZCommitmentsResponse.parse(await upstream.data({ method: 'GET', path: `${API.fairness.commitments}?after=${after}&limit=${COMMITMENT_PAGE_MAX}` }));

  router.get(COMMITMENTS_DOWNLOAD_PATH, async (_req, res, next) => {
    let sent = false;
    try {
      let current = await page(0);
      // Named by the head when the download began: entries appended meanwhile follow it in the file.
      res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="commitments-${current.head.seq}.jsonl"`);
      res.setHeader('Cache-Control', 'no-cache');
      sent = true;
      for (;;) {
        if (current.entries.length > 0) res.write(current.entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
        if (current.entries.length < COMMITMENT_PAGE_MAX) break;
        current = await page(current.entries.at(-1)!.seq);
      }
      res.end();
    } catch (error) {
      // Once lines went out, a cut connection (not a short file that looks whole) says the download failed.
      if (sent) res.destroy(error as Error);
      else next(error);
    }
  });
  return router;
}
