/**
 * What a member reads of the affiliate scheme (docs/decisions/0035): the
 * rates, the summary of each level, the commission balance's entries, the
 * commission per day and level with how it was computed, and the downline
 * with masked names. Turnover over the last 30 days comes from the daily
 * job's rows, never from the ledger again.
 */
import { sql } from 'kysely';
import { CASHBACK_PRODUCTS } from '#shared/api/cashback.js';
import type { AffiliateConfig, AffiliateDay, AffiliateDownline, AffiliateSummary, AffiliateTransaction } from '#shared/api/affiliate.js';
import type { Paged } from '#shared/api/common.js';
import { DEFAULT_AGENT_CODE } from '#shared/constants.js';
import { satangToThb } from '#shared/money.js';
import { siteByCode } from '../site/sites.js';
import type { Ctx } from '../context.js';
import { addDays, bangkokDayOf, wireTime } from '#shared/dates/calendar.js';
import { fromMilli, ratesOn } from '../daily/rates.js';
import { DAILY_PAGE_SIZE } from '../daily/wire.js';
import { maskName } from '../wheel/service.js';
import { commissionBalance } from './balance.js';
import { downlineIds, type AffiliateLevel } from './downline.js';

const LEVELS: readonly AffiliateLevel[] = [1, 2, 3];
const ACTIVE_DAYS = 30;

function today(ctx: Ctx): string {
  return bangkokDayOf(ctx.clock.now());
}

/** The agent asked for, else the site's own. */
async function configAgentId(ctx: Ctx, agentId: number | undefined): Promise<number> {
  const asked = agentId === undefined ? undefined : await ctx.db.selectFrom('agents').select('id').where('id', '=', agentId).executeTakeFirst();
  return asked?.id ?? (await siteByCode(ctx.db, DEFAULT_AGENT_CODE))!.id;
}

export async function affiliateConfig(ctx: Ctx, agentId: number | undefined): Promise<AffiliateConfig> {
  const agent = await configAgentId(ctx, agentId);
  const rates = await ratesOn(ctx, today(ctx));
  return {
    agent_id: agent,
    levels: LEVELS.map((level) => ({ level, rate: fromMilli(rates.affiliateRates[level - 1]!) })),
    min_redeem: satangToThb(rates.affiliateMinRedeem),
    products: [...CASHBACK_PRODUCTS],
  };
}

/** One level's figures for the summary: its members, those who played in 30 days, their turnover and what it earned. */
async function levelFigures(ctx: Ctx, memberId: number, level: AffiliateLevel, since: string) {
  // EXISTS as a number through CASE: a comparison selected as a value is 0/1 on SQLite, a boolean on PostgreSQL.
  const { rows } = await sql<{ members: number; active: number }>`
    SELECT COUNT(*) AS members,
      COALESCE(SUM(CASE WHEN EXISTS (SELECT 1 FROM cashback_turnover t WHERE t.member_id = d.id AND t.day >= ${since} AND t.turnover > 0)
        THEN 1 ELSE 0 END), 0) AS active
    FROM members d WHERE d.id IN (${downlineIds(ctx.db, memberId, level)})`.execute(ctx.db);
  const { rows: earned } = await sql<{ turnover: number; commission: number }>`
    SELECT COALESCE(SUM(CASE WHEN day >= ${since} THEN turnover ELSE 0 END), 0) AS turnover, COALESCE(SUM(amount), 0) AS commission
    FROM affiliate_commissions WHERE member_id = ${memberId} AND level = ${level}`.execute(ctx.db);
  return { ...rows[0]!, ...earned[0]! };
}

export async function affiliateSummary(ctx: Ctx, memberId: number): Promise<AffiliateSummary> {
  const { referral_code: code } = await ctx.db.selectFrom('members').select('referral_code').where('id', '=', memberId).executeTakeFirstOrThrow();
  const since = addDays(today(ctx), -ACTIVE_DAYS);
  const rates = await ratesOn(ctx, today(ctx));
  const levels = [];
  for (const level of LEVELS) {
    const figures = await levelFigures(ctx, memberId, level, since);
    levels.push({
      level,
      rate: fromMilli(rates.affiliateRates[level - 1]!),
      members: figures.members,
      active: figures.active,
      turnover: satangToThb(figures.turnover),
      commission: satangToThb(figures.commission),
    });
  }
  const { rows: totals } = await sql<{ earned: number; redeemed: number }>`
    SELECT COALESCE(SUM(CASE WHEN kind = 'commission' THEN amount ELSE 0 END), 0) AS earned,
           COALESCE(-SUM(CASE WHEN kind = 'redeem' THEN amount ELSE 0 END), 0) AS redeemed
    FROM affiliate_entries WHERE member_id = ${memberId}`.execute(ctx.db);
  const clicks = await ctx.db
    .selectFrom('affiliate_clicks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const signups = await ctx.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('referrer_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return {
    code,
    link_path: `/?ref=${code}`,
    clicks: Number(clicks.count),
    signups: Number(signups.count),
    levels,
    balance: satangToThb(await commissionBalance(ctx, memberId)),
    total_earned: satangToThb(totals[0]!.earned),
    total_redeemed: satangToThb(totals[0]!.redeemed),
    min_redeem: satangToThb(rates.affiliateMinRedeem),
  };
}

export async function affiliateTransactions(ctx: Ctx, memberId: number, page: number): Promise<Paged<AffiliateTransaction>> {
  const entries = ctx.db.selectFrom('affiliate_entries').where('member_id', '=', memberId);
  const rows = await entries
    .select(['id', 'kind', 'amount', 'day', 'level', 'balance_after', 'created_at'])
    .orderBy('id', 'desc')
    .limit(DAILY_PAGE_SIZE)
    .offset((page - 1) * DAILY_PAGE_SIZE)
    .execute();
  const total = await entries.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as AffiliateTransaction['kind'],
      day: row.day,
      level: row.level as AffiliateLevel | null,
      amount: satangToThb(row.amount),
      balance_after: satangToThb(row.balance_after),
      created_at: wireTime(row.created_at),
    })),
    page,
    page_size: DAILY_PAGE_SIZE,
    total: Number(total.count),
  };
}

export async function affiliateDays(
  ctx: Ctx,
  memberId: number,
  query: { from?: string | undefined; to?: string | undefined; page: number },
): Promise<Paged<AffiliateDay>> {
  const days = ctx.db
    .selectFrom('affiliate_commissions')
    .where('member_id', '=', memberId)
    .$if(Boolean(query.from), (q) => q.where('day', '>=', query.from!))
    .$if(Boolean(query.to), (q) => q.where('day', '<=', query.to!));
  const rows = await days
    .select(['day', 'level', 'active', 'turnover', 'rate', 'amount'])
    .orderBy('day', 'desc')
    .orderBy('level')
    .limit(DAILY_PAGE_SIZE)
    .offset((query.page - 1) * DAILY_PAGE_SIZE)
    .execute();
  const total = await days.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      day: row.day,
      level: row.level as AffiliateLevel,
      active: row.active,
      turnover: satangToThb(row.turnover),
      rate: fromMilli(row.rate),
      commission: satangToThb(row.amount),
    })),
    page: query.page,
    page_size: DAILY_PAGE_SIZE,
    total: Number(total.count),
  };
}

export async function affiliateNetwork(ctx: Ctx, memberId: number, level: AffiliateLevel, page: number): Promise<Paged<AffiliateDownline>> {
  const since = addDays(today(ctx), -ACTIVE_DAYS);
  const downline = ctx.db.selectFrom('members as d').where('d.id', 'in', downlineIds(ctx.db, memberId, level));
  const rows = await downline
    .select((eb) => [
      'd.username',
      'd.created_at',
      eb
        .selectFrom('cashback_turnover as t')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('t.turnover'), inner.lit(0)).as('sum'))
        .whereRef('t.member_id', '=', 'd.id')
        .where('t.day', '>=', since)
        .$asScalar()
        .as('turnover'),
      // A number through CASE: EXISTS selected as a value is 0/1 on SQLite, a boolean on PostgreSQL.
      eb
        .case()
        .when(eb.exists(eb.selectFrom('affiliate_flags as f').select('f.member_id').whereRef('f.member_id', '=', 'd.id')))
        .then(1)
        .else(0)
        .end()
        .as('flagged'),
    ])
    .orderBy('d.id', 'desc')
    .limit(DAILY_PAGE_SIZE)
    .offset((page - 1) * DAILY_PAGE_SIZE)
    .execute();
  const total = await downline.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      name: maskName(row.username),
      level,
      registered_at: wireTime(row.created_at),
      turnover_30d: satangToThb(Number(row.turnover ?? 0)),
      active: Number(row.turnover ?? 0) > 0,
      flagged: row.flagged === 1,
    })),
    page,
    page_size: DAILY_PAGE_SIZE,
    total: Number(total.count),
  };
}
