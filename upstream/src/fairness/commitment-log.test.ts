import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentEntry, CommitmentsResponse } from '#shared/api/fairness.js';
import { API } from '#shared/api/paths.js';
import type { WheelSeedState } from '#shared/api/wheel.js';
import { ErrorCode } from '#shared/errors.js';
import { checkChain, entryHash, GENESIS_HASH } from '#shared/fairness/commitment-chain.js';
import { inTransaction } from '../db/transaction.js';
import { startUpstream, type TestUpstream } from '../test-support/upstream.js';
import { appendCommitment } from './commitment-log.js';

/** Every entry, fetched a page at a time as an outside archiver would. */
async function wholeLog(up: TestUpstream, limit = 7): Promise<{ entries: CommitmentEntry[]; head: CommitmentsResponse['head'] }> {
  const entries: CommitmentEntry[] = [];
  for (;;) {
    const reply = await up.get<CommitmentsResponse>(`${API.fairness.commitments}?after=${entries.at(-1)?.seq ?? 0}&limit=${limit}`);
    expect(reply.body.error).toBe(0);
    const page = reply.body.data!;
    entries.push(...page.entries);
    if (page.entries.length < limit) return { entries, head: page.head };
  }
}

describe('the public log of commitments', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startUpstream();
    // The first tick opens today's rounds: each yeekee round commits its seed, and the log has an entry for it.
    await up.settle();
  });
  afterAll(() => up.close());

  it('appends every round seed when the round opens, as an unbroken chain whose head is the last entry', async () => {
    const { entries, head } = await wholeLog(up);
    expect(entries.length).toBeGreaterThan(0);
    expect(checkChain(entries)).toBeNull();
    expect(entries[0]!.prev_hash).toBe(GENESIS_HASH);
    expect(head).toEqual({ seq: entries.at(-1)!.seq, hash: entries.at(-1)!.hash });
    const opened = await up.db.selectFrom('lotto_rounds').select(['id', 'seed_hash', 'opened_at']).where('seed_hash', 'is not', null).where('status', '=', 'open').execute();
    expect(opened.length).toBeGreaterThan(0);
    const bySubject = new Map(entries.map((entry) => [entry.subject, entry]));
    for (const round of opened) {
      const entry = bySubject.get(`round:${round.id}`);
      expect(entry, `round ${round.id}`).toMatchObject({ kind: 'lotto_round', commitment: round.seed_hash });
      expect(Date.parse(entry!.committed_at)).toBe(round.opened_at);
    }
  });

  it("appends a member's wheel seed when it is committed, and finds one subject's entry", async () => {
    const member = await up.register();
    const seed = (await up.get<WheelSeedState>(API.wheel.seed, { token: member.token })).body.data!;
    const row = await up.db.selectFrom('wheel_seeds').select('id').where('server_seed_hash', '=', seed.server_seed_hash).executeTakeFirstOrThrow();
    const reply = await up.get<CommitmentsResponse>(`${API.fairness.commitments}?subject=wheel-seed:${row.id}`);
    expect(reply.body.data!.entries).toEqual([expect.objectContaining({ kind: 'wheel_seed', subject: `wheel-seed:${row.id}`, commitment: seed.server_seed_hash })]);
    expect(checkChain((await wholeLog(up, 500)).entries)).toBeNull();
  });

  it('tells a changed, a removed and a slipped-in entry apart from the true chain', async () => {
    const { entries } = await wholeLog(up, 500);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const changed = entries.map((entry, index) => (index === 1 ? { ...entry, commitment: 'f'.repeat(64) } : entry));
    expect(checkChain(changed)).toEqual({ seq: entries[1]!.seq, problem: 'hash' });
    // Rehashing the changed entry does not help: the next one still names the old hash.
    const rehashed = changed.map((entry, index) => (index === 1 ? { ...entry, hash: entryHash(entry) } : entry));
    expect(checkChain(rehashed)).toEqual({ seq: entries[2]!.seq, problem: 'link' });
    expect(checkChain(entries.filter((_, index) => index !== 1))).toEqual({ seq: entries[2]!.seq, problem: 'gap', expected: entries[1]!.seq });
    const forged = { ...entries[1]!, subject: 'round:999999' };
    expect(checkChain([entries[0]!, { ...forged, hash: entryHash(forged) }, ...entries.slice(1)])).toEqual({ seq: entries[1]!.seq, problem: 'gap', expected: entries[1]!.seq + 1 });
  });

  it('never lets an entry be changed or removed in the database', async () => {
    await expect(sql`UPDATE commitment_log SET commitment = 'x' WHERE seq = 1`.execute(up.db)).rejects.toThrow(/never changed/);
    await expect(sql`DELETE FROM commitment_log WHERE seq = 1`.execute(up.db)).rejects.toThrow(/never removed/);
  });

  it('keeps one chain when many commitments are made at once', async () => {
    const at = up.clock.now();
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        inTransaction(up.db, () => appendCommitment(up.db, { kind: 'baccarat_shoe', subject: `shoe:0:at-once-${index}`, commitment: String(index).repeat(64).slice(0, 64), at })),
      ),
    );
    const { entries } = await wholeLog(up, 500);
    expect(checkChain(entries)).toBeNull();
    expect(entries.filter((entry) => entry.subject.startsWith('shoe:0:at-once-'))).toHaveLength(20);
  });

  it('refuses a page it cannot serve with a Thai message', async () => {
    for (const query of ['limit=0', 'limit=501', 'after=-1', 'after=x', 'subject=round:1%0Aforged']) {
      const reply = await up.get(`${API.fairness.commitments}?${query}`);
      expect(reply.body.error, query).toBe(ErrorCode.VALIDATION);
      expect(reply.body.message, query).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
