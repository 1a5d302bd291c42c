/**
 * What a member reads of the affiliate scheme (docs/decisions/0035): the
 * rates, the summary of each level, the commission balance's entries, the
 * commission per day and level with how it was computed, and the downline
 * with masked names. Turnover over the last 30 days comes from the daily
 * job's rows, never from the ledger again.
 */
import { CASHBACK_PRODUCTS } from '@shared/api/cashback.js';
import type { AffiliateConfig, AffiliateDay, AffiliateDownline, AffiliateSummary, AffiliateTransaction } from '@shared/api/affiliate.js';
import type { Paged } from '@shared/api/common.js';
import { DEFAULT_AGENT_CODE } from '@shared/constants.js';
import { satangToThb } from '@shared/money.js';
import type { Ctx } from '../context.js';
import { stmt } from '../db/statements.js';
import { addDays, bangkokDayOf, wireTime } from '../lotto/time.js';
import { fromMilli, ratesOn } from '../daily/rates.js';
import { DAILY_PAGE_SIZE, dayFilter } from '../daily/wire.js';
import { maskName } from '../wheel/service.js';
import { commissionBalance } from './balance.js';
import { downlineFrom, type AffiliateLevel } from './downline.js';

const LEVELS: readonly AffiliateLevel[] = [1, 2, 3];
const ACTIVE_DAYS = 30;

function today(ctx: Ctx): string {
  return bangkokDayOf(ctx.clock.now());
}

export function affiliateConfig(ctx: Ctx, agentId: number | undefined): AffiliateConfig {
  const agent =
    (agentId === undefined ? undefined : (ctx.db.prepare('SELECT id FROM agents WHERE id = ?').pluck().get(agentId) as number | undefined)) ??
    (ctx.db.prepare('SELECT id FROM agents WHERE code = ? COLLATE NOCASE').pluck().get(DEFAULT_AGENT_CODE) as number);
  const rates = ratesOn(ctx, today(ctx));
  return {
    agent_id: agent,
    levels: LEVELS.map((level) => ({ level, rate: fromMilli(rates.affiliateRates[level - 1]!) })),
    min_redeem: satangToThb(rates.affiliateMinRedeem),
    products: [...CASHBACK_PRODUCTS],
  };
}

export function affiliateSummary(ctx: Ctx, memberId: number): AffiliateSummary {
  const code = stmt<[number], string>(ctx.db, 'SELECT referral_code FROM members WHERE id = ?').pluck().get(memberId)!;
  const since = addDays(today(ctx), -ACTIVE_DAYS);
  const rates = ratesOn(ctx, today(ctx));
  const levels = LEVELS.map((level) => {
    const figures = ctx.db
      .prepare(
        `SELECT COUNT(*) AS members,
           COALESCE(SUM(EXISTS (SELECT 1 FROM cashback_turnover t WHERE t.member_id = d.id AND t.day >= ? AND t.turnover > 0)), 0) AS active
         FROM ${downlineFrom(level)}`,
      )
      .get(since, memberId) as { members: number; active: number };
    const earned = stmt<[string, number, number], { turnover: number; commission: number }>(
      ctx.db,
      `SELECT COALESCE(SUM(CASE WHEN day >= ? THEN turnover ELSE 0 END), 0) AS turnover, COALESCE(SUM(amount), 0) AS commission
       FROM affiliate_commissions WHERE member_id = ? AND level = ?`,
    ).get(since, memberId, level)!;
    return {
      level,
      rate: fromMilli(rates.affiliateRates[level - 1]!),
      members: figures.members,
      active: figures.active,
      turnover: satangToThb(earned.turnover),
      commission: satangToThb(earned.commission),
    };
  });
  const totals = stmt<[number], { earned: number; redeemed: number }>(
    ctx.db,
    `SELECT COALESCE(SUM(CASE WHEN kind = 'commission' THEN amount ELSE 0 END), 0) AS earned,
            COALESCE(-SUM(CASE WHEN kind = 'redeem' THEN amount ELSE 0 END), 0) AS redeemed
     FROM affiliate_entries WHERE member_id = ?`,
  ).get(memberId)!;
  return {
    code,
    link_path: `/?ref=${code}`,
    clicks: stmt<[number], number>(ctx.db, 'SELECT COUNT(*) FROM affiliate_clicks WHERE member_id = ?').pluck().get(memberId)!,
    signups: stmt<[number], number>(ctx.db, 'SELECT COUNT(*) FROM members WHERE referrer_id = ?').pluck().get(memberId)!,
    levels,
    balance: satangToThb(commissionBalance(ctx, memberId)),
    total_earned: satangToThb(totals.earned),
    total_redeemed: satangToThb(totals.redeemed),
    min_redeem: satangToThb(rates.affiliateMinRedeem),
  };
}

export function affiliateTransactions(ctx: Ctx, memberId: number, page: number): Paged<AffiliateTransaction> {
  const rows = stmt<[number, number, number], { id: number; kind: 'commission' | 'redeem'; amount: number; day: string | null; level: AffiliateLevel | null; balance_after: number; created_at: number }>(
    ctx.db,
    'SELECT id, kind, amount, day, level, balance_after, created_at FROM affiliate_entries WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  ).all(memberId, DAILY_PAGE_SIZE, (page - 1) * DAILY_PAGE_SIZE);
  const total = stmt<[number], number>(ctx.db, 'SELECT COUNT(*) FROM affiliate_entries WHERE member_id = ?').pluck().get(memberId)!;
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      day: row.day,
      level: row.level,
      amount: satangToThb(row.amount),
      balance_after: satangToThb(row.balance_after),
      created_at: wireTime(row.created_at),
    })),
    page,
    page_size: DAILY_PAGE_SIZE,
    total,
  };
}

export function affiliateDays(
  ctx: Ctx,
  memberId: number,
  query: { from?: string | undefined; to?: string | undefined; page: number },
): Paged<AffiliateDay> {
  const filter = dayFilter(query);
  const rows = ctx.db
    .prepare(
      `SELECT day, level, active, turnover, rate, amount FROM affiliate_commissions WHERE member_id = ?${filter.sql}
       ORDER BY day DESC, level LIMIT ? OFFSET ?`,
    )
    .all(memberId, ...filter.params, DAILY_PAGE_SIZE, (query.page - 1) * DAILY_PAGE_SIZE) as {
    day: string;
    level: AffiliateLevel;
    active: number;
    turnover: number;
    rate: number;
    amount: number;
  }[];
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM affiliate_commissions WHERE member_id = ?${filter.sql}`).pluck().get(memberId, ...filter.params) as number;
  return {
    items: rows.map((row) => ({
      day: row.day,
      level: row.level,
      active: row.active,
      turnover: satangToThb(row.turnover),
      rate: fromMilli(row.rate),
      commission: satangToThb(row.amount),
    })),
    page: query.page,
    page_size: DAILY_PAGE_SIZE,
    total,
  };
}

export function affiliateNetwork(ctx: Ctx, memberId: number, level: AffiliateLevel, page: number): Paged<AffiliateDownline> {
  const since = addDays(today(ctx), -ACTIVE_DAYS);
  const rows = ctx.db
    .prepare(
      `SELECT d.username, d.created_at,
         (SELECT COALESCE(SUM(t.turnover), 0) FROM cashback_turnover t WHERE t.member_id = d.id AND t.day >= ?) AS turnover,
         EXISTS (SELECT 1 FROM affiliate_flags f WHERE f.member_id = d.id) AS flagged
       FROM ${downlineFrom(level)} ORDER BY d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(since, memberId, DAILY_PAGE_SIZE, (page - 1) * DAILY_PAGE_SIZE) as { username: string; created_at: number; turnover: number; flagged: number }[];
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM ${downlineFrom(level)}`).pluck().get(memberId) as number;
  return {
    items: rows.map((row) => ({
      name: maskName(row.username),
      level,
      registered_at: wireTime(row.created_at),
      turnover_30d: satangToThb(row.turnover),
      active: row.turnover > 0,
      flagged: row.flagged === 1,
    })),
    page,
    page_size: DAILY_PAGE_SIZE,
    total,
  };
}
