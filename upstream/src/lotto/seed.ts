/**
 * Seeds the lotto categories with their rates and limits (catalog.ts), and a
 * couple of past resulted rounds per category so the results page is not
 * empty on a fresh start. Those results are honest draws: each comes from a
 * fresh seed that is stored and revealed like any other round's.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { BET_TYPES, type LottoResult } from '#shared/api/lotto/rounds.js';
import type { Clock } from '#shared/clock.js';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { seedHash } from '#shared/lotto/seed.js';
import { computeYeekeeProof, yeekeeResult } from '#shared/lotto/yeekee-formula.js';
import { thbToSatang } from '#shared/money.js';
import { inTransaction, type Db } from '../db/transaction.js';
import { CATEGORY_SEEDS, LIMITS, STANDARD_RATES, THAI_RATES, type CategorySeed } from './catalog.js';
import { allCategories, forgetCategories, type Category } from './categories.js';
import { roundName } from './generate.js';
import { rateFromThb } from './rates.js';
import { occurrencesOn, type Occurrence } from './schedule.js';
import { addDays, bangkokDayOf } from '#shared/dates/calendar.js';

const PAST_ROUNDS_PER_CATEGORY = 2;
const PAST_LOOKBACK_DAYS = 40;

function ratesFor(seed: CategorySeed): [string, number][] {
  const table = seed.kind === 'thai' ? THAI_RATES : STANDARD_RATES;
  return BET_TYPES.flatMap((betType) => {
    const rate = table[betType];
    return rate === undefined ? [] : [[betType, rate] as [string, number]];
  });
}

async function insertCategories(db: Db): Promise<void> {
  for (const [index, seed] of CATEGORY_SEEDS.entries()) {
    const rates = ratesFor(seed);
    const { id } = await db
      .insertInto('lotto_categories')
      .values({
        code: seed.code,
        name: seed.name,
        grp: seed.group,
        kind: seed.kind,
        bet_types: JSON.stringify(rates.map(([betType]) => betType)),
        round_minutes: seed.schedule.type === 'yeekee' ? seed.schedule.round_minutes : null,
        schedule: JSON.stringify(seed.schedule),
        restricted: JSON.stringify(seed.restricted),
        sort_order: index + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [betType, thb] of rates) {
      await db.insertInto('lotto_rates').values({ category_id: id, bet_type: betType, rate: rateFromThb(thb) }).execute();
      const l = LIMITS[betType as keyof typeof LIMITS];
      await db
        .insertInto('lotto_limits')
        .values({
          category_id: id,
          bet_type: betType,
          min_amount: thbToSatang(l.min),
          max_amount: thbToSatang(l.max),
          max_per_number: thbToSatang(l.perNumber),
        })
        .execute();
    }
  }
}

/** The latest occurrences whose result time has passed. */
function pastOccurrences(category: Category, now: number): Occurrence[] {
  const found: Occurrence[] = [];
  const today = bangkokDayOf(now);
  for (let d = 0; d <= PAST_LOOKBACK_DAYS && found.length < PAST_ROUNDS_PER_CATEGORY; d++) {
    const day = occurrencesOn(category.schedule, addDays(today, -d))
      .filter((o) => o.result_at <= now)
      .sort((a, b) => b.result_at - a.result_at);
    found.push(...day.slice(0, PAST_ROUNDS_PER_CATEGORY - found.length));
  }
  return found;
}

function drawPast(category: Category, seed: string): LottoResult {
  // A past yeekee round of the seed had no shots: its result is the house number alone.
  if (category.kind === 'yeekee') return yeekeeResult(computeYeekeeProof(0, [], seed));
  return drawFromSeed(seed, category.kind);
}

async function insertPastRounds(db: Db, now: number): Promise<void> {
  for (const category of await allCategories(db)) {
    for (const o of pastOccurrences(category, now)) {
      const seed = randomBytes(32).toString('hex');
      await db
        .insertInto('lotto_rounds')
        .values({
          category_id: category.id,
          draw_date: o.draw_date,
          round_no: o.round_no,
          name: roundName(category, o),
          status: 'resulted',
          opens_at: o.opens_at,
          closes_at: o.closes_at,
          result_at: o.result_at,
          seed,
          seed_hash: seedHash(seed),
          result: JSON.stringify(drawPast(category, seed)),
          opened_at: o.opens_at,
          closed_at: o.closes_at,
          resulted_at: o.result_at,
          settled_at: o.result_at,
          created_at: now,
        })
        .execute();
    }
  }
}

/** Runs once: a database that already has categories is left alone. Answers whether it seeded. */
export async function seedLotto(db: Db, clock: Clock): Promise<boolean> {
  const { count } = await db.selectFrom('lotto_categories').select(sql<number>`COUNT(*)`.as('count')).executeTakeFirstOrThrow();
  if (count !== 0) return false;
  await inTransaction(db, async (tx) => {
    await insertCategories(tx);
    forgetCategories(db);
    await insertPastRounds(tx, clock.now());
  });
  return true;
}
