/**
 * Seeds the lotto categories with their rates and limits (catalog.ts), and a
 * couple of past resulted rounds per category so the results page is not
 * empty on a fresh start. Those results are honest draws: each comes from a
 * fresh seed that is stored and revealed like any other round's.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { BET_TYPES, type LottoResult } from '@shared/api/lotto/rounds.js';
import type { Clock } from '@shared/clock.js';
import { drawFromSeed } from '@shared/lotto/demo-draw.js';
import { seedHash } from '@shared/lotto/seed.js';
import { computeYeekeeProof, yeekeeResult } from '@shared/lotto/yeekee-formula.js';
import { thbToSatang } from '@shared/money.js';
import { CATEGORY_SEEDS, LIMITS, STANDARD_RATES, THAI_RATES, type CategorySeed } from './catalog.js';
import { allCategories, forgetCategories, type Category } from './categories.js';
import { roundName } from './generate.js';
import { rateFromThb } from './rates.js';
import { occurrencesOn, type Occurrence } from './schedule.js';
import { addDays, bangkokDayOf } from './time.js';

const PAST_ROUNDS_PER_CATEGORY = 2;
const PAST_LOOKBACK_DAYS = 40;

function ratesFor(seed: CategorySeed): [string, number][] {
  const table = seed.kind === 'thai' ? THAI_RATES : STANDARD_RATES;
  return BET_TYPES.flatMap((betType) => {
    const rate = table[betType];
    return rate === undefined ? [] : [[betType, rate] as [string, number]];
  });
}

function insertCategories(db: Database): void {
  const category = db.prepare(
    `INSERT INTO lotto_categories (code, name, grp, kind, bet_types, round_minutes, schedule, restricted, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const rate = db.prepare('INSERT INTO lotto_rates (category_id, bet_type, rate) VALUES (?, ?, ?)');
  const limit = db.prepare(
    'INSERT INTO lotto_limits (category_id, bet_type, min_amount, max_amount, max_per_number) VALUES (?, ?, ?, ?, ?)',
  );
  CATEGORY_SEEDS.forEach((seed, index) => {
    const rates = ratesFor(seed);
    const roundMinutes = seed.schedule.type === 'yeekee' ? seed.schedule.round_minutes : null;
    const id = Number(
      category.run(
        seed.code,
        seed.name,
        seed.group,
        seed.kind,
        JSON.stringify(rates.map(([betType]) => betType)),
        roundMinutes,
        JSON.stringify(seed.schedule),
        JSON.stringify(seed.restricted),
        index + 1,
      ).lastInsertRowid,
    );
    for (const [betType, thb] of rates) {
      rate.run(id, betType, rateFromThb(thb));
      const l = LIMITS[betType as keyof typeof LIMITS];
      limit.run(id, betType, thbToSatang(l.min), thbToSatang(l.max), thbToSatang(l.perNumber));
    }
  });
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

function insertPastRounds(db: Database, now: number): void {
  const insert = db.prepare(
    `INSERT INTO lotto_rounds (category_id, draw_date, round_no, name, status, opens_at, closes_at, result_at, seed, seed_hash,
       result, opened_at, closed_at, resulted_at, settled_at, created_at)
     VALUES (?, ?, ?, ?, 'resulted', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const category of allCategories(db)) {
    for (const o of pastOccurrences(category, now)) {
      const seed = randomBytes(32).toString('hex');
      const result = JSON.stringify(drawPast(category, seed));
      insert.run(
        category.id,
        o.draw_date,
        o.round_no,
        roundName(category, o),
        o.opens_at,
        o.closes_at,
        o.result_at,
        seed,
        seedHash(seed),
        result,
        o.opens_at,
        o.closes_at,
        o.result_at,
        o.result_at,
        now,
      );
    }
  }
}

/** Runs once: a database that already has categories is left alone. Answers whether it seeded. */
export function seedLotto(db: Database, clock: Clock): boolean {
  if (db.prepare('SELECT COUNT(*) FROM lotto_categories').pluck().get() !== 0) return false;
  db.transaction(() => {
    insertCategories(db);
    forgetCategories(db);
    insertPastRounds(db, clock.now());
  })();
  return true;
}
