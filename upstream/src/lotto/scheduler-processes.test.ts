/**
 * The scheduler's proof (docs/decisions/0066): three upstream processes on one
 * PostgreSQL database walk the yeekee rounds of a day on one fake time, their
 * clocks moved in lockstep by the test, while members shoot and bet on every
 * round through all three. Each round opens, closes, results and settles once,
 * at its own instant. One process is killed in the middle of a round's
 * settlement: another takes the lease once it runs out and finishes the round
 * within one lease length. Later, one stalls in the middle of a settlement past
 * its lease: its successor and then it too settle the same round at once. No
 * bill, win or reward is paid twice and every balance is the sum of its entries.
 *
 * "A day" is the 5-minute yeekee category on a 60-second grid
 * (`yeekeeRoundSeconds`) for an hour, with the 15-minute category's real rounds
 * beside it: the processes not holding a lease try for it every 5 s of fake
 * time, so a real day of fake time costs tens of thousands of queries that
 * prove nothing more.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/api/auth.js';
import type { BillRequest } from '#shared/api/lotto/bills.js';
import type { BetType, LottoResult } from '#shared/api/lotto/rounds.js';
import { API, OPERATOR } from '#shared/api/paths.js';
import { FakeClock } from '#shared/clock.js';
import { isWinningItem } from '#shared/lotto/judge.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { computeYeekeeProof, yeekeeResult } from '#shared/lotto/yeekee-formula.js';
import { seedDemo } from '../db/seed.js';
import { openStore, type UpstreamStore } from '../db/store.js';
import { LEASE_TTL_MS } from '../scheduling/lease.js';
import { expectBooksBalance } from '../test-support/money.js';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '../test-support/postgres.js';
import { startUpstreamProcess, type UpstreamProcess } from '../test-support/upstream-processes.js';
import { registerBody, TEST_AGENT_KEY, TEST_SCRYPT_COST } from '../test-support/upstream.js';
import { rewardRef, REWARD_RANKS } from '../yeekee/rewards.js';
import { billRef } from './bills.js';
import { FAST_YEEKEE_CODE } from './catalog.js';
import { LOTTO_JOB } from './scheduler.js';

const START = Date.parse('2026-11-22T10:00:00+07:00');
const ROUND_SECONDS = 60;
const ROUND_MS = ROUND_SECONDS * 1000;
const DAY_ROUNDS = 60;
const END = START + DAY_ROUNDS * ROUND_MS;
/** The 15-minute category's rounds that close in the hour walked. */
const SLOW_ROUNDS = 4;
const MEMBERS = 20;
/** The bills of every round's ordinary traffic (playRound). */
const PLAYED_BILLS = 4;
/** Bills on a round whose settlement is interrupted: enough that it takes a while to pay. */
const CROWDED_ROUND_BILLS = 400;
/** The rounds whose settlement is interrupted; a later one if the settlement ends before the test sees it halfway. */
const KILLED_ROUND = 20;
const STALLED_ROUND = 40;
const INTERRUPT_ATTEMPTS = 5;
/** The lockstep's stride: well under a lease length (walkTo says why). */
const CLOCK_STEP_MS = 1_000;
const SETTINGS = {
  scryptCost: TEST_SCRYPT_COST,
  agentApiKey: TEST_AGENT_KEY,
  authLimits: { registerPerAddress: 10_000 },
  lotto: { yeekeeRoundSeconds: ROUND_SECONDS },
};

interface Member {
  username: string;
  id: number;
  auth: Record<string, string>;
}

/** A round of the 5-minute yeekee category, on the test's 60-second grid. */
interface FastRound {
  id: number;
  opens_at: number;
  closes_at: number;
}

/** Where the database records every move of a round or a bill, by a trigger, so a move made twice shows even when the second wrote the same values. */
async function recordMoves(store: UpstreamStore): Promise<void> {
  await sql`CREATE TABLE proof_moves (id BIGSERIAL PRIMARY KEY, tbl TEXT NOT NULL, row_id BIGINT NOT NULL, move TEXT NOT NULL)`.execute(store.db);
  await sql`
    CREATE FUNCTION proof_record_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status IS DISTINCT FROM OLD.status THEN
        INSERT INTO proof_moves (tbl, row_id, move) VALUES (TG_TABLE_NAME, NEW.id, OLD.status || '>' || NEW.status);
      END IF;
      IF NEW.settled_at IS DISTINCT FROM OLD.settled_at THEN
        INSERT INTO proof_moves (tbl, row_id, move) VALUES (TG_TABLE_NAME, NEW.id, 'settled');
      END IF;
      RETURN NEW;
    END $$`.execute(store.db);
  for (const table of ['lotto_rounds', 'lotto_bills']) {
    await sql`CREATE TRIGGER ${sql.id(`proof_${table}_moves`)} AFTER UPDATE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION proof_record_move()`.execute(store.db);
  }
}

async function movesOf(store: UpstreamStore, table: string): Promise<Map<number, string[]>> {
  const rows = await sql<{ row_id: string; move: string }>`SELECT row_id, move FROM proof_moves WHERE tbl = ${table} ORDER BY id`.execute(store.db);
  const moves = new Map<number, string[]>();
  for (const { row_id, move } of rows.rows) moves.set(Number(row_id), [...(moves.get(Number(row_id)) ?? []), move]);
  return moves;
}

const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

/** Whether `at` falls within one lease length after a lease ran out: a survivor tries for it that often. */
const takenOverInTime = (at: number, leaseExpiry: number) => at >= leaseExpiry && at < leaseExpiry + LEASE_TTL_MS;

describeOnPostgres('three upstream processes through a day of yeekee rounds', () => {
  let database: TestDatabase;
  let store: UpstreamStore;
  let processes: UpstreamProcess[] = [];
  const members: Member[] = [];
  let fastCategoryId: number;
  /** The round whose settling process was killed: when its lease ran out, and the bills it paid and left. */
  let killed: { roundId: number; leaseExpiry: number; paidByHolder: number; leftOver: number } | undefined;
  /** The round whose settling process stalled past its lease, and when that lease ran out. */
  let stalled: { roundId: number; leaseExpiry: number } | undefined;
  /** The few hundred bills of each round crowded for an interruption. */
  let extraBills = 0;

  const alive = () => processes.filter((p) => p.alive);
  /** Spreads requests over the processes still running. */
  const via = (i: number) => alive()[i % alive().length]!;
  /** Where the test has moved every clock to. */
  let now = START;

  /**
   * Moves every clock to `at`, a second at a time. Within one move each process
   * runs its timers on its own, so one may be up to the move's length ahead of
   * another; moves shorter than a lease keep that from ever letting one process
   * take a lease while its holder's tick, begun in the same move, still runs
   * (real clocks never stray seconds apart). Each move ends when every process
   * has done the work its timers started.
   */
  async function walkTo(at: number, who: UpstreamProcess[] = alive()): Promise<void> {
    while (now < at) {
      now = Math.min(at, now + CLOCK_STEP_MS);
      await Promise.all(who.map((p) => p.moveTo(now)));
    }
  }

  async function fastRoundOpeningAt(at: number): Promise<FastRound> {
    return store.db
      .selectFrom('lotto_rounds')
      .select(['id', 'opens_at', 'closes_at'])
      .where('category_id', '=', fastCategoryId)
      .where('opens_at', '=', at)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(() => new Error(`no open ${FAST_YEEKEE_CODE} round opening at ${new Date(at).toISOString()}`));
  }

  async function placeBill(i: number, member: Member, body: BillRequest): Promise<void> {
    const reply = await via(i).post(API.lotto.billCreate, body, member.auth);
    expect(reply.error, JSON.stringify(reply).slice(0, 300)).toBe(0);
  }

  /**
   * A round's ordinary traffic, on every process: 1 to 20 shooters (so some
   * rounds pay the 16th-shot reward and some do not) and four bills that
   * between them cover every two-digit bottom number, so one wins and three lose.
   */
  async function playRound(round: FastRound, index: number): Promise<void> {
    const shots = members.slice(0, 1 + (index % MEMBERS)).map(async (member, i) => {
      const number = String((index * 7919 + i * 104_729) % 100_000).padStart(5, '0');
      const reply = await via(i).post(API.lotto.yeekeeShoot, { round_id: round.id, number }, member.auth);
      expect(reply.error, JSON.stringify(reply)).toBe(0);
    });
    const bills = Array.from({ length: PLAYED_BILLS }, (_, quarter) =>
      placeBill(quarter, members[(index * PLAYED_BILLS + quarter) % MEMBERS]!, {
        round_id: round.id,
        items: Array.from({ length: 25 }, (_, n) => ({ bet_type: '2bottom' as const, number: twoDigits(quarter * 25 + n), amount: 1 })),
      }),
    );
    await Promise.all([...shots, ...bills]);
  }

  async function billProgress(roundId: number): Promise<{ pending: number; settled: number }> {
    const { rows } = await sql<{ pending: string; settled: string }>`
      SELECT COUNT(*) FILTER (WHERE status = 'pending') AS pending, COUNT(*) FILTER (WHERE status <> 'pending') AS settled
      FROM lotto_bills WHERE round_id = ${roundId}`.execute(store.db);
    return { pending: Number(rows[0]!.pending), settled: Number(rows[0]!.settled) };
  }

  async function lottoLease(): Promise<{ holder: string; expires_at: number }> {
    return store.db.selectFrom('job_leases').select(['holder', 'expires_at']).where('job', '=', LOTTO_JOB).executeTakeFirstOrThrow();
  }

  /** Transactions open on the test's database that have written a bill and not committed it. */
  async function billWritesOpen(): Promise<number> {
    const { rows } = await sql<{ open: string }>`
      SELECT COUNT(*) AS open FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE a.datname = current_database() AND a.state = 'idle in transaction'
        AND l.relation = 'lotto_bills'::regclass AND l.mode = 'RowExclusiveLock'`.execute(store.db);
    return Number(rows[0]!.open);
  }

  /** Sessions on the test's database waiting for a row lock another holds. */
  async function lockWaits(): Promise<number> {
    const { rows } = await sql<{ waiting: string }>`
      SELECT COUNT(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(store.db);
    return Number(rows[0]!.waiting);
  }

  /** A few hundred more bills on the round, so its settlement lasts long enough to be caught half done. */
  async function crowd(round: FastRound): Promise<void> {
    extraBills += CROWDED_ROUND_BILLS;
    await Promise.all(
      members.map(async (member, m) => {
        for (let b = 0; b < CROWDED_ROUND_BILLS / MEMBERS; b += 1) {
          await placeBill(m, member, { round_id: round.id, items: [{ bet_type: '2top', number: twoDigits(m * 20 + b), amount: 1 }] });
        }
      }),
    );
  }

  /**
   * Moves every clock to the round's close and freezes (SIGSTOP) the process
   * settling it once half its bills are paid, in the middle of paying one.
   * The test sees the settlement only through the database, so it polls the
   * round's bills until half are paid, freezes the lease holder and looks
   * again: the holder may have paid the last bill between the look and the
   * freeze, or be between two bills. Answers the frozen process and the
   * moves of all to the close, or undefined when the settlement ran to its end
   * first (the holder is let go on; the caller tries a later round).
   */
  async function freezeHalfway(round: FastRound): Promise<{ holder: UpstreamProcess; leaseExpiry: number; closed: Promise<unknown> } | undefined> {
    await walkTo(round.closes_at - CLOCK_STEP_MS);
    now = round.closes_at;
    // allSettled, not all: a killed process's move never gets its answer, a frozen one's only once it is let go on.
    const closed = Promise.allSettled(alive().map((p) => p.moveTo(round.closes_at)));
    const deadline = Date.now() + 120_000;
    let progress = await billProgress(round.id);
    const half = Math.floor((progress.pending + progress.settled) / 2);
    while (progress.settled < half) {
      if (Date.now() > deadline) throw new Error(`round ${round.id}'s settlement did not get halfway: ${JSON.stringify(progress)}\n${processes.map((p) => p.log()).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      progress = await billProgress(round.id);
    }
    const lease = await lottoLease();
    const holder = processes.find((p) => lease.holder.includes(`:${p.pid}:`));
    expect(holder, `the lease holder ${lease.holder} is none of the test's processes`).toBeDefined();
    while (progress.pending > 0) {
      process.kill(holder!.pid, 'SIGSTOP');
      progress = await billProgress(round.id);
      // Frozen inside a bill's transaction, its update written and not committed, rather than between two bills: else let it run a moment and freeze it again.
      if (progress.pending > 0 && (await billWritesOpen()) > 0) {
        // The holder renewed its lease as its tick at the close began: it runs out one lease length later.
        expect(lease.expires_at).toBe(round.closes_at + LEASE_TTL_MS);
        return { holder: holder!, leaseExpiry: lease.expires_at, closed };
      }
      process.kill(holder!.pid, 'SIGCONT');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await closed;
    return undefined;
  }

  /** Kills the process settling the round halfway; the others take over once its lease runs out. */
  async function killHalfway(round: FastRound): Promise<boolean> {
    const frozen = await freezeHalfway(round);
    if (!frozen) return false;
    frozen.holder.child.kill('SIGKILL');
    await frozen.holder.ended;
    await frozen.closed;
    // The kill rolled back the bill it was paying: what is committed now is what the next holder finds.
    const left = await billProgress(round.id);
    expect(left.pending).toBeGreaterThan(0);
    expect(left.settled).toBeGreaterThanOrEqual(Math.floor((CROWDED_ROUND_BILLS + PLAYED_BILLS) / 2));
    killed = { roundId: round.id, leaseExpiry: frozen.leaseExpiry, paidByHolder: left.settled, leftOver: left.pending };
    // Up to the instant the lease runs out the survivors leave the round alone; within one more lease length one of them has taken it and paid the rest.
    await walkTo(frozen.leaseExpiry - 1);
    expect(await billProgress(round.id)).toEqual(left);
    await walkTo(frozen.leaseExpiry + LEASE_TTL_MS);
    expect(await billProgress(round.id)).toEqual({ pending: 0, settled: CROWDED_ROUND_BILLS + PLAYED_BILLS });
    const lease = await lottoLease();
    expect(alive().some((p) => lease.holder.includes(`:${p.pid}:`))).toBe(true);
    return true;
  }

  /**
   * Stalls the process settling the round halfway, past its lease (decision
   * 0066's "a holder that stalls"): another takes the lease and starts on the
   * round's pending bills, and waits on the one the stalled holder was paying
   * when it froze (its transaction is still open); then the stalled one goes
   * on from its own list of pending bills, and the two pay the rest at once.
   * Each bill's guarded update must let only one of them pay it.
   */
  async function stallHalfway(round: FastRound): Promise<boolean> {
    const frozen = await freezeHalfway(round);
    if (!frozen) return false;
    const others = alive().filter((p) => p !== frozen.holder);
    const walking = walkTo(frozen.leaseExpiry + LEASE_TTL_MS, others);
    // The successor's move cannot end while it waits on the frozen holder's bill: the test sees the wait in the database.
    const deadline = Date.now() + 120_000;
    while ((await lockWaits()) === 0) {
      if (Date.now() > deadline) throw new Error(`nobody took round ${round.id} over from the stalled holder\n${processes.map((p) => p.log()).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // The waiting one is the other process that took the lease, once it had run out and within a lease length.
    const taken = await lottoLease();
    expect(others.some((p) => taken.holder.includes(`:${p.pid}:`))).toBe(true);
    expect(takenOverInTime(taken.expires_at - LEASE_TTL_MS, frozen.leaseExpiry)).toBe(true);
    process.kill(frozen.holder.pid, 'SIGCONT');
    await Promise.all([walking, frozen.closed]);
    // Level with the others again: its clock stood still while it was frozen.
    await frozen.holder.moveTo(now);
    expect(await billProgress(round.id)).toEqual({ pending: 0, settled: CROWDED_ROUND_BILLS + PLAYED_BILLS });
    stalled = { roundId: round.id, leaseExpiry: frozen.leaseExpiry };
    return true;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    store = await openStore({ url: database.url });
    await seedDemo(store.db, new FakeClock(START), { scryptCost: TEST_SCRYPT_COST });
    await recordMoves(store);
    fastCategoryId = (await store.db.selectFrom('lotto_categories').select('id').where('code', '=', FAST_YEEKEE_CODE).executeTakeFirstOrThrow()).id;
    processes = await Promise.all(['A', 'B', 'C'].map((name) => startUpstreamProcess(name, database.url, START, SETTINGS)));
    for (let i = 0; i < MEMBERS; i += 1) {
      const body = registerBody();
      const registered = await via(i).post<LoginResponse>(API.auth.register, body);
      expect(registered.error, JSON.stringify(registered)).toBe(0);
      const credited = await via(i + 1).post(OPERATOR.credit, { username: body.username, amount: 5_000, reason: 'ทดสอบหลายโปรเซส' }, { authorization: `Bearer ${TEST_AGENT_KEY}` });
      expect(credited.error, JSON.stringify(credited)).toBe(0);
      const { id } = await store.db.selectFrom('members').select('id').where('username', '=', body.username).executeTakeFirstOrThrow();
      members.push({ username: body.username, id, auth: { authorization: `Bearer ${registered.data!.access_token}` } });
    }
  }, 180_000);

  afterAll(async () => {
    for (const p of processes) {
      if (!p.alive) continue;
      // One a failed test left frozen goes on first; a stop that hangs all the same must not keep the database from being dropped.
      process.kill(p.pid, 'SIGCONT');
      const stopped = await Promise.race([p.stop(), new Promise((resolve) => setTimeout(() => resolve(undefined), 20_000))]);
      if (stopped === undefined) p.child.kill('SIGKILL');
    }
    await store?.close();
    await database?.drop();
  }, 60_000);

  it('walks the day; a process settling a round is killed halfway, another stalls past its lease, and the others finish both within a lease length', async () => {
    const attempts = { killed: 0, stalled: 0 };
    for (let index = 0; index < DAY_ROUNDS; index += 1) {
      const round = await fastRoundOpeningAt(START + index * ROUND_MS);
      await playRound(round, index);
      const interruption = !killed && index >= KILLED_ROUND ? 'killed' : !stalled && index >= STALLED_ROUND ? 'stalled' : undefined;
      if (!interruption) {
        await walkTo(round.closes_at);
        continue;
      }
      await crowd(round);
      const interrupted = interruption === 'killed' ? await killHalfway(round) : await stallHalfway(round);
      attempts[interruption] += 1;
      expect(interrupted || attempts[interruption] < INTERRUPT_ATTEMPTS, `${INTERRUPT_ATTEMPTS} settlements in a row ran to their end before the test saw one halfway`).toBe(true);
    }
    expect(killed).toBeDefined();
    expect(stalled).toBeDefined();
    expect(alive()).toHaveLength(2);
  }, 300_000);

  it('moves every yeekee round of the day once, each at its own instant: opened, closed, resulted, settled', async () => {
    const rounds = await store.db
      .selectFrom('lotto_rounds as r')
      .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
      .select(['r.id', 'c.code', 'r.status', 'r.opens_at', 'r.closes_at', 'r.result_at', 'r.opened_at', 'r.closed_at', 'r.resulted_at', 'r.settled_at', 'r.seed', 'r.seed_hash', 'r.result', 'r.shot_count'])
      .where('c.kind', '=', 'yeekee')
      .where('r.closes_at', '>', START)
      .where('r.closes_at', '<=', END)
      .orderBy('r.closes_at')
      .execute();
    expect(rounds.filter((r) => r.code === FAST_YEEKEE_CODE)).toHaveLength(DAY_ROUNDS);
    expect(rounds.filter((r) => r.code !== FAST_YEEKEE_CODE)).toHaveLength(SLOW_ROUNDS);
    const moves = await movesOf(store, 'lotto_rounds');
    for (const round of rounds) {
      expect(moves.get(round.id), `round ${round.id}`).toEqual(['upcoming>open', 'open>closed', 'closed>resulted', 'settled']);
      // Settled as it resulted, but for the interrupted rounds (below).
      const settledAt = round.id === killed!.roundId || round.id === stalled!.roundId ? round.settled_at : round.result_at;
      expect(round).toMatchObject({ status: 'resulted', opened_at: round.opens_at, closed_at: round.closes_at, resulted_at: round.result_at, settled_at: settledAt });
      // The result is the formula's over the round's shots and the seed committed when it opened.
      expect(verifySeed(round.seed!, round.seed_hash!)).toBe(true);
      const shots = await store.db.selectFrom('yeekee_shots').select(['seq', 'number']).where('round_id', '=', round.id).orderBy('seq').execute();
      expect(shots.map((s) => s.seq)).toEqual(Array.from({ length: round.shot_count }, (_, i) => i + 1));
      expect(JSON.parse(round.result!)).toEqual(yeekeeResult(computeYeekeeProof(round.id, shots, round.seed!)));
    }
    // The killed holder's round was finished by the first survivor to try for the lease after it ran out; the stalled one's by whichever of the two got to the end first.
    expect(takenOverInTime(rounds.find((r) => r.id === killed!.roundId)!.settled_at!, killed!.leaseExpiry)).toBe(true);
    const stalledRound = rounds.find((r) => r.id === stalled!.roundId)!;
    expect(stalledRound.settled_at === stalledRound.result_at || takenOverInTime(stalledRound.settled_at!, stalled!.leaseExpiry)).toBe(true);
  });

  it('settles every bill of the day once and pays each win once, as the result says', async () => {
    const bills = await store.db
      .selectFrom('lotto_bills as b')
      .innerJoin('lotto_rounds as r', 'r.id', 'b.round_id')
      .select(['b.id', 'b.round_id', 'b.member_id', 'b.status', 'b.total', 'b.win_amount', 'b.settled_at', 'r.result', 'r.result_at', 'r.settled_at as round_settled_at'])
      .where('r.closes_at', '>', START)
      .where('r.closes_at', '<=', END)
      .execute();
    expect(bills).toHaveLength(DAY_ROUNDS * PLAYED_BILLS + extraBills);
    const items = await store.db
      .selectFrom('lotto_bill_items')
      .select(['bill_id', 'bet_type', 'number', 'payout', 'win_amount'])
      .where('bill_id', 'in', bills.map((b) => b.id))
      .execute();
    const entries = await store.db
      .selectFrom('ledger_entries')
      .select(['ref', 'kind', 'amount'])
      .where('ref', 'in', bills.map((b) => billRef(b.id)))
      .execute();
    const feed = new Set((await store.db.selectFrom('lotto_settlements').select(['round_id', 'member_id']).execute()).map((s) => `${s.round_id}:${s.member_id}`));
    const moves = await movesOf(store, 'lotto_bills');
    for (const bill of bills) {
      const result = JSON.parse(bill.result!) as LottoResult;
      const own = items.filter((item) => item.bill_id === bill.id);
      const winners = own.filter((item) => isWinningItem(item.bet_type as BetType, item.number, result));
      const win = winners.reduce((sum, item) => sum + item.payout, 0);
      expect(own.map((item) => item.win_amount)).toEqual(own.map((item) => (winners.includes(item) ? item.payout : 0)));
      expect(bill.status, `bill ${bill.id}`).toBe(win > 0 ? 'won' : 'lost');
      expect(bill.win_amount).toBe(win);
      expect(moves.get(bill.id), `bill ${bill.id}`).toEqual([`pending>${bill.status}`, 'settled']);
      const paid = entries.filter((entry) => entry.ref === billRef(bill.id));
      expect(paid.filter((entry) => entry.kind === 'bet').reduce((sum, entry) => sum + entry.amount, 0)).toBe(-bill.total);
      expect(paid.filter((entry) => entry.kind === 'win').map((entry) => entry.amount)).toEqual(win > 0 ? [win] : []);
      expect(paid.every((entry) => entry.kind === 'bet' || entry.kind === 'win')).toBe(true);
      expect(feed.has(`${bill.round_id}:${bill.member_id}`)).toBe(true);
      // Paid when its round resulted, or, of an interrupted round, when a successor took over.
      if (bill.round_id === killed!.roundId || bill.round_id === stalled!.roundId) {
        const leaseExpiry = bill.round_id === killed!.roundId ? killed!.leaseExpiry : stalled!.leaseExpiry;
        expect(bill.settled_at === bill.result_at || takenOverInTime(bill.settled_at!, leaseExpiry), `bill ${bill.id}`).toBe(true);
      } else {
        expect(bill.settled_at, `bill ${bill.id}`).toBe(bill.result_at);
      }
    }
    // What the killed holder had committed stayed paid; its successor paid exactly what was left.
    const killedRoundBills = bills.filter((b) => b.round_id === killed!.roundId);
    const paidByHolder = killedRoundBills.filter((b) => b.settled_at === b.result_at).length;
    const paidBySuccessor = killedRoundBills.filter((b) => b.settled_at === b.round_settled_at).length;
    expect({ paidByHolder, paidBySuccessor }).toEqual({ paidByHolder: killed!.paidByHolder, paidBySuccessor: killed!.leftOver });
    // The four bills of a round cover every bottom number: one of them wins in every round.
    expect(bills.filter((b) => b.status === 'won').length).toBeGreaterThanOrEqual(DAY_ROUNDS);
  });

  it('pays each yeekee reward of the day once, to the shooter it is due', async () => {
    const rounds = await store.db
      .selectFrom('lotto_rounds')
      .select(['id', 'shot_count'])
      .where('category_id', '=', fastCategoryId)
      .where('closes_at', '>', START)
      .where('closes_at', '<=', END)
      .execute();
    for (const round of rounds) {
      for (const rank of REWARD_RANKS) {
        const paid = await store.db.selectFrom('ledger_entries').select(['member_id', 'amount']).where('ref', '=', rewardRef(round.id, rank)).execute();
        const due = round.shot_count >= rank ? await store.db.selectFrom('yeekee_shots').select('member_id').where('round_id', '=', round.id).where('seq', '=', round.shot_count - rank + 1).executeTakeFirstOrThrow() : undefined;
        expect(paid.map((p) => p.member_id), `round ${round.id}, rank ${rank}`).toEqual(due ? [due.member_id] : []);
      }
    }
    expect(rounds.some((r) => r.shot_count >= Math.max(...REWARD_RANKS))).toBe(true);
  });

  it('leaves every balance equal to the sum of its entries, and the survivors logged no error', async () => {
    await expectBooksBalance({ db: store.db });
    for (const p of alive()) expect(p.log(), p.name).not.toMatch(/"level":"error"/);
  });
});
