import { afterAll, describe, expect, it } from 'vitest';
import { COMMITMENTS_DOWNLOAD_PATH, type CommitmentEntry } from '#shared/api/fairness.js';
import { API } from '#shared/api/paths.js';
import { checkChain, entryHash, GENESIS_HASH } from '#shared/fairness/commitment-chain.js';
import { startFakeUpstream } from '../test-support/fake-upstream.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';
import { startTestUpstream } from '../test-support/test-upstream.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function gatewayOn(upstreamUrl: string): Promise<TestGateway> {
  const gw = await startTestGateway({ upstreamUrl });
  closers.push(() => gw.close());
  return gw;
}

const linesOf = (text: string): CommitmentEntry[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as CommitmentEntry);

/** An operator's own upstream holding a log of `count` entries, and failing from page `failFrom` on. */
async function operatorUpstream(count: number, failFrom = Infinity) {
  const entries: CommitmentEntry[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const fields = {
      seq,
      kind: 'lotto_round' as const,
      subject: `round:${seq}`,
      commitment: String(seq % 10).repeat(64),
      committed_at: '2026-11-22T10:00:00.000+07:00',
      prev_hash: entries.at(-1)?.hash ?? GENESIS_HASH,
    };
    entries.push({ ...fields, hash: entryHash(fields) });
  }
  let pages = 0;
  const fake = await startFakeUpstream((app) => {
    app.get(API.fairness.commitments, (req, res) => {
      pages += 1;
      if (pages >= failFrom) return void res.status(500).json({ error: 99, message: 'ระบบขัดข้อง' });
      const after = Number(req.query.after ?? 0);
      const limit = Number(req.query.limit ?? 100);
      const last = entries.at(-1);
      res.json({ error: 0, data: { entries: entries.slice(after, after + limit), head: { seq: last?.seq ?? 0, hash: last?.hash ?? GENESIS_HASH } } });
    });
  });
  closers.push(() => fake.close());
  return { url: fake.url, entries, pages: () => pages };
}

describe('the public log of commitments as one download', () => {
  it("is the site's whole log, a JSON entry a line, named by its head, as an unbroken chain", async () => {
    const upstream = await startTestUpstream();
    closers.push(() => upstream.close());
    await upstream.settle();
    const gw = await gatewayOn(upstream.url);
    const reply = await gw.request<string>('GET', COMMITMENTS_DOWNLOAD_PATH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const entries = linesOf(reply.body);
    expect(entries.length).toBeGreaterThan(1);
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="commitments-${entries.at(-1)!.seq}.jsonl"`);
    expect(checkChain(entries)).toBeNull();
  });

  it("pages through an operator's upstream until its last entry", async () => {
    const operator = await operatorUpstream(1201);
    const gw = await gatewayOn(operator.url);
    const reply = await gw.request<string>('GET', COMMITMENTS_DOWNLOAD_PATH);
    expect(linesOf(reply.body)).toEqual(operator.entries);
    expect(operator.pages()).toBe(3);
  });

  it('cuts the connection when a later page fails, so a short file never looks whole', async () => {
    const operator = await operatorUpstream(1201, 2);
    const gw = await gatewayOn(operator.url);
    await expect(gw.request('GET', COMMITMENTS_DOWNLOAD_PATH)).rejects.toThrow();
  });
});
