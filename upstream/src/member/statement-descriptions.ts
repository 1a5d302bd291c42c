/**
 * What a statement row was for, in Thai (docs/decisions/0048): a ledger entry's `ref` is
 * the site's own pointer (`game:huaydee:bac:…:settle`, `wheel:6`, `quest:3`),
 * fine for support and operators but meaningless to a member. Each kind of ref
 * is resolved here, where the statement is built, to the game and its hand or
 * round, the wheel's prize, the quest's name, the bill and its round…; a ref
 * with nothing to look up keeps the entry's note (written in Thai with it).
 * An entry whose row is gone (or a ref of another shape) falls back to the note.
 */
import type { Db } from '../db/transaction.js';

export interface DescribedEntry {
  id: number;
  ref: string | null;
  note: string | null;
}

type Resolver = (db: Db, rest: string, entry: DescribedEntry) => Promise<string | null>;

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join(' · ') || null;
const rowId = (text: string) => (/^\d{1,15}$/.test(text) ? Number(text) : null);

interface GameRound {
  provider_id: number;
  site_round: number;
  round_id: string;
}

/**
 * A live table's round names its shoe and hand (`bac:<shoe>:<hand>:<player>`,
 * games/src/baccarat/round-ids.ts). The hand is told only when the shoe is one
 * the provider reported to this site, so another provider's ids never match by
 * accident; other rounds are named by the site's own round number.
 */
async function roundText(db: Db, round: GameRound): Promise<string> {
  const [, shoeId, hand] = round.round_id.split(':');
  if (shoeId && hand && /^[1-9]\d{0,3}$/.test(hand)) {
    const known = await db
      .selectFrom('baccarat_shoes as s')
      .innerJoin('baccarat_tables as t', 't.id', 's.table_id')
      .select('s.shoe_id')
      .where('t.provider_id', '=', round.provider_id)
      .where('s.shoe_id', '=', shoeId)
      .executeTakeFirst();
    if (known) return `ตาที่ ${hand}`;
  }
  return `รอบเลขที่ ${round.site_round}`;
}

/** Prefixes only where the row's kind does not already say it ("ภารกิจ", "แลกของรางวัล" need no repeat). */
const RESOLVERS: Record<string, Resolver> = {
  game: async (db, _rest, entry) => {
    const round = await db
      .selectFrom('game_transactions as t')
      .innerJoin('game_rounds as r', (join) => join.onRef('r.provider_id', '=', 't.provider_id').onRef('r.round_id', '=', 't.round_id'))
      .innerJoin('game_launches as l', 'l.id', 'r.launch_id')
      .innerJoin('games as g', 'g.id', 'l.game_id')
      .select(['g.name as game', 'r.provider_id', 'r.id as site_round', 'r.round_id', 't.kind'])
      .where('t.ledger_entry_id', '=', entry.id)
      .executeTakeFirst();
    if (!round) return entry.note;
    return joined(round.game, await roundText(db, round), round.kind === 'rollback' ? 'ยกเลิกเดิมพัน คืนเงิน' : null);
  },
  bill: async (db, rest) => {
    const id = rowId(rest);
    if (id === null) return null;
    const round = await db
      .selectFrom('lotto_bills as b')
      .innerJoin('lotto_rounds as r', 'r.id', 'b.round_id')
      .select('r.name')
      .where('b.id', '=', id)
      .executeTakeFirst();
    return joined(`โพยเลขที่ ${id}`, round?.name);
  },
  wheel: async (db, rest, entry) => {
    const id = rowId(rest);
    const prize =
      id === null
        ? undefined
        : await db.selectFrom('wheel_spins as s').innerJoin('wheel_prizes as p', 'p.id', 's.prize_id').select('p.name').where('s.id', '=', id).executeTakeFirst();
    return prize ? `รางวัล: ${prize.name}` : entry.note;
  },
  quest: async (db, rest, entry) => {
    const id = rowId(rest);
    const quest =
      id === null
        ? undefined
        : await db.selectFrom('quest_claims as c').innerJoin('quests as q', 'q.id', 'c.quest_id').select('q.title').where('c.id', '=', id).executeTakeFirst();
    return quest?.title ?? entry.note;
  },
  promotion: async (db, rest, entry) => {
    const id = rowId(rest);
    const promotion =
      id === null
        ? undefined
        : await db
            .selectFrom('member_promotions as m')
            .innerJoin('promotions as p', 'p.id', 'm.promotion_id')
            .select('p.title')
            .where('m.id', '=', id)
            .executeTakeFirst();
    return promotion ? `โปรโมชั่น: ${promotion.title}` : entry.note;
  },
  coupon: async (_db, _rest, entry) => (entry.note ? `รหัสคูปอง ${entry.note}` : null),
  deposit: async (_db, rest, entry) => joined(`เลขอ้างอิง ${rest}`, entry.note),
  withdraw: async (_db, rest, entry) => joined(`คำขอถอนที่ ${rest}`, entry.note),
};

export async function describeEntry(db: Db, entry: DescribedEntry): Promise<string | null> {
  const at = entry.ref?.indexOf(':') ?? -1;
  const resolve = entry.ref && at > 0 ? RESOLVERS[entry.ref.slice(0, at)] : undefined;
  return resolve ? resolve(db, entry.ref!.slice(at + 1), entry) : entry.note;
}
