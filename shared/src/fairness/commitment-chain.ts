/**
 * The public log of commitments as a hash chain (docs/decisions/0074). Each
 * entry's hash is SHA-256 of its fields, one a line, ending with the hash of
 * the entry before it; the first entry's "before" is 64 zeros. Whoever keeps
 * a copy of the log, or only of its head, can tell later whether an entry was
 * changed, removed or slipped in: every hash after it would differ.
 * The server writes with this file and the browser checks with it.
 */
import { sha256Hex } from '../lotto/seed.js';

export const GENESIS_HASH = '0'.repeat(64);

/** What makes a commitment, and how /fairness names it. The last three a games provider logs itself (api/provider-commitments.ts). */
export const COMMITMENT_KINDS = {
  lotto_round: 'เลขลับของงวดหวย (ยี่กีและงวดที่ออกผลจากเลขลับ)',
  wheel_seed: 'เลขลับฝั่งเว็บของวงล้อ',
  baccarat_shoe: 'ขอนไพ่บาคาร่า',
  slot_seed: 'เลขลับฝั่งเว็บของสล็อต',
  fishing_seed: 'เลขลับฝั่งเว็บของเกมยิงปลา',
  football_match: 'เลขลับของนัดฟุตบอลเสมือนจริง',
} as const;
export type CommitmentKind = keyof typeof COMMITMENT_KINDS;

export interface ChainedFields {
  seq: number;
  kind: string;
  subject: string;
  commitment: string;
  /** as published: ISO 8601 with the Bangkok offset */
  committed_at: string;
  prev_hash: string;
}

export interface ChainEntry extends ChainedFields {
  hash: string;
}

/** The exact text an entry's hash is taken of: seq, kind, subject, commitment, time and the previous hash, a line each. */
export function entryText(fields: ChainedFields): string {
  return [String(fields.seq), fields.kind, fields.subject, fields.commitment, fields.committed_at, fields.prev_hash].join('\n');
}

export function entryHash(fields: ChainedFields): string {
  return sha256Hex(entryText(fields));
}

export type ChainBreak =
  | { seq: number; problem: 'gap'; expected: number }
  | { seq: number; problem: 'link' }
  | { seq: number; problem: 'hash' };

/**
 * Checks entries in order, starting after `before` (the previous entry's seq
 * and hash; the genesis for the log's start). Answers the first break, or null.
 */
export function checkChain(entries: readonly ChainEntry[], before: { seq: number; hash: string } = { seq: 0, hash: GENESIS_HASH }): ChainBreak | null {
  let last = before;
  for (const entry of entries) {
    if (entry.seq !== last.seq + 1) return { seq: entry.seq, problem: 'gap', expected: last.seq + 1 };
    if (entry.prev_hash !== last.hash) return { seq: entry.seq, problem: 'link' };
    if (entryHash(entry) !== entry.hash) return { seq: entry.seq, problem: 'hash' };
    last = entry;
  }
  return null;
}

/** One page of the log: entries after `after`, at most `limit`, with the head (the registry's fairness.commitments). */
export type CommitmentPageReader<E extends ChainEntry = ChainEntry> = (after: number, limit: number) => Promise<{ entries: E[]; head: { seq: number; hash: string } }>;

/** The head and the newest `count` entries, oldest first: what /fairness shows and the live topic pushes. */
export async function latestCommitments<E extends ChainEntry>(page: CommitmentPageReader<E>, count: number): Promise<{ head: { seq: number; hash: string }; latest: E[] }> {
  const { head } = await page(0, 1);
  const { entries } = await page(Math.max(0, head.seq - count), count);
  return { head, latest: entries };
}
