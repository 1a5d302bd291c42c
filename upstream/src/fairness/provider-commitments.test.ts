import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommitmentsResponse } from '#shared/api/fairness.js';
import { API } from '#shared/api/paths.js';
import type { ProviderCommitmentResponse } from '#shared/api/provider-commitments.js';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { checkChain } from '#shared/fairness/commitment-chain.js';
import { sha256Hex } from '#shared/lotto/seed.js';
import { BUILT_IN_CODE, signedPost, startGamesUpstream } from '../test-support/games.js';
import type { TestUpstream } from '../test-support/upstream.js';

const PATH = CALLS.providerCommitments.commit.path;

describe("a games provider's own commitments in the public log", () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
  });
  afterAll(() => up.close());

  it('appends one entry named by the provider, answers a repeat with the same entry, and refuses another commitment under it', async () => {
    const commitment = sha256Hex('slot-seed-1');
    const first = await signedPost<ProviderCommitmentResponse>(up, PATH, { kind: 'slot_seed', subject: '41', commitment });
    expect(first.body.error).toBe(0);
    expect(first.body.data!.subject).toBe(`slot-seed:${BUILT_IN_CODE}:41`);
    const again = await signedPost<ProviderCommitmentResponse>(up, PATH, { kind: 'slot_seed', subject: '41', commitment });
    expect(again.body.data).toEqual(first.body.data);
    const other = await signedPost(up, PATH, { kind: 'slot_seed', subject: '41', commitment: sha256Hex('another') });
    expect(other.body.error).toBe(ErrorCode.PROVIDER_TRANSACTION_CONFLICT);

    const log = (await up.get<CommitmentsResponse>(`${API.fairness.commitments}?limit=500`)).body.data!;
    expect(checkChain(log.entries)).toBeNull();
    expect(log.entries.filter((entry) => entry.subject === first.body.data!.subject)).toEqual([
      expect.objectContaining({ seq: first.body.data!.seq, kind: 'slot_seed', commitment, hash: first.body.data!.hash }),
    ]);
  });

  it('logs the same subject once when its retries arrive at once', async () => {
    const commitment = sha256Hex('match-7');
    const replies = await Promise.all(Array.from({ length: 8 }, () => signedPost<ProviderCommitmentResponse>(up, PATH, { kind: 'football_match', subject: 'm7', commitment })));
    expect(new Set(replies.map((reply) => reply.body.data?.seq)).size).toBe(1);
  });

  it('refuses an unsigned call and bad input, and logs nothing for them', async () => {
    const before = (await up.get<CommitmentsResponse>(`${API.fairness.commitments}?limit=1`)).body.data!.head;
    const unsigned = await up.post(PATH, { kind: 'slot_seed', subject: 'x', commitment: sha256Hex('x') });
    expect(unsigned.body.error).not.toBe(0);
    for (const body of [{ kind: 'lotto_round', subject: 'x', commitment: sha256Hex('x') }, { kind: 'slot_seed', subject: '', commitment: sha256Hex('x') }, { kind: 'slot_seed', subject: 'x', commitment: 'XYZ' }]) {
      const reply = await signedPost(up, PATH, body);
      expect(reply.body.error, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
      expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await up.get<CommitmentsResponse>(`${API.fairness.commitments}?limit=1`)).body.data!.head).toEqual(before);
  });
});
