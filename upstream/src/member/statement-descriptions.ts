/**
 * What a statement row was for, in Thai (issue 21): a ledger entry's `ref` is
 * the site's own pointer (`game:huaydee:bac:…:settle`, `wheel:6`, `quest:3`),
 * fine for support and operators but meaningless to a member. Each kind of ref
 * is resolved here, where the statement is built, to the game and its hand or
 * round, the wheel's prize, the quest's name, the bill and its round…; a ref
 * with nothing to look up keeps the entry's note (written in Thai with it).
 * An entry whose row is gone (or a ref of another shape) falls back to the note.
 */
import type { Database } from 'better-sqlite3';
import { stmt } from '../db/statements.js';

export interface DescribedEntry {
  id: number;
  ref: string | null;
  note: string | null;
}

type Resolver = (db: Database, rest: string, entry: DescribedEntry) => string | null;

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join(' · ') || null;
const rowId = (text: string) => (/^\d{1,15}$/.test(text) ? Number(text) : null);

interface GameRound {
  game: string;
  provider_id: number;
  site_round: number;
  round_id: string;
  kind: 'debit' | 'credit' | 'rollback' | 'tombstone';
}

/**
 * A live table's round names its shoe and hand (`bac:<shoe>:<hand>:<player>`,
 * games/src/baccarat/round-ids.ts). The hand is told only when the shoe is one
 * the provider reported to this site, so another provider's ids never match by
 * accident; other rounds are named by the site's own round number.
 */
function roundText(db: Database, round: GameRound): string {
  const [, shoeId, hand] = round.round_id.split(':');
  if (shoeId && hand && /^[1-9]\d{0,3}$/.test(hand)) {
    const known = stmt<[number, string], number>(
      db,
      'SELECT 1 FROM baccarat_shoes s JOIN baccarat_tables t ON t.id = s.table_id WHERE t.provider_id = ? AND s.shoe_id = ?',
    )
      .pluck()
      .get(round.provider_id, shoeId);
    if (known) return `ตาที่ ${hand}`;
  }
  return `รอบเลขที่ ${round.site_round}`;
}

/** Prefixes only where the row's kind does not already say it ("ภารกิจ", "แลกของรางวัล" need no repeat). */
const RESOLVERS: Record<string, Resolver> = {
  game: (db, _rest, entry) => {
    const round = stmt<[number], GameRound>(
      db,
      `SELECT g.name AS game, r.provider_id, r.id AS site_round, r.round_id, t.kind
       FROM game_transactions t
       JOIN game_rounds r ON r.provider_id = t.provider_id AND r.round_id = t.round_id
       JOIN game_launches l ON l.id = r.launch_id
       JOIN games g ON g.id = l.game_id
       WHERE t.ledger_entry_id = ?`,
    ).get(entry.id);
    if (!round) return entry.note;
    return joined(round.game, roundText(db, round), round.kind === 'rollback' ? 'ยกเลิกเดิมพัน คืนเงิน' : null);
  },
  bill: (db, rest) => {
    const id = rowId(rest);
    if (id === null) return null;
    const round = stmt<[number], string>(db, 'SELECT r.name FROM lotto_bills b JOIN lotto_rounds r ON r.id = b.round_id WHERE b.id = ?').pluck().get(id);
    return joined(`โพยเลขที่ ${id}`, round);
  },
  wheel: (db, rest, entry) => {
    const id = rowId(rest);
    const prize = id === null ? undefined : stmt<[number], string>(db, 'SELECT p.name FROM wheel_spins s JOIN wheel_prizes p ON p.id = s.prize_id WHERE s.id = ?').pluck().get(id);
    return prize ? `รางวัล: ${prize}` : entry.note;
  },
  quest: (db, rest, entry) => {
    const id = rowId(rest);
    const title = id === null ? undefined : stmt<[number], string>(db, 'SELECT q.title FROM quest_claims c JOIN quests q ON q.id = c.quest_id WHERE c.id = ?').pluck().get(id);
    return title ?? entry.note;
  },
  promotion: (db, rest, entry) => {
    const id = rowId(rest);
    const title = id === null ? undefined : stmt<[number], string>(db, 'SELECT p.title FROM member_promotions m JOIN promotions p ON p.id = m.promotion_id WHERE m.id = ?').pluck().get(id);
    return title ? `โปรโมชั่น: ${title}` : entry.note;
  },
  coupon: (_db, _rest, entry) => (entry.note ? `รหัสคูปอง ${entry.note}` : null),
  deposit: (_db, rest, entry) => joined(`เลขอ้างอิง ${rest}`, entry.note),
  withdraw: (_db, rest, entry) => joined(`คำขอถอนที่ ${rest}`, entry.note),
};

export function describeEntry(db: Database, entry: DescribedEntry): string | null {
  const at = entry.ref?.indexOf(':') ?? -1;
  const resolve = entry.ref && at > 0 ? RESOLVERS[entry.ref.slice(0, at)] : undefined;
  return resolve ? resolve(db, entry.ref!.slice(at + 1), entry) : entry.note;
}
