/**
 * The soak bench's members and what each saw confirmed. Each member loops
 * over the site's actions (deposits through the agent credit, lotto bills,
 * yeekee shots, wheel spins, game rounds through the provider wallet, poll
 * votes) with a pause between them, and keeps its own ledger of every action
 * the site answered with success: the audit compares it with the database.
 */
import { randomUUID } from 'node:crypto';
import type { CreditResponse } from '#shared/api/operator.js';
import type { BillCreateResponse } from '#shared/api/lotto/bills.js';
import type { ShootResponse } from '#shared/api/lotto/yeekee.js';
import type { GameLinkResponse, GameWalletsResponse } from '#shared/api/games.js';
import type { AuthenticateResponse, TransactionResponse } from '#shared/api/provider-wallet.js';
import type { WheelSpin } from '#shared/api/wheel.js';
import { AGENT, API, IDEMPOTENCY_HEADER } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { signedHeaders } from '#server-kit/provider-signature.js';
import { thbToSatang } from '#shared/money.js';
import type { HttpClient, JsonReply } from './http-client.js';
import type { BenchMember } from './members.js';
import { sleep, untilDefinite, type CallStats, type Caller } from './soak-http.js';
import { PROVIDER, type SoakTargets } from './soak-targets.js';
import { bump } from './stats.js';

export const ACTIONS = ['deposit', 'bill', 'shot', 'game', 'spin', 'vote'] as const;
export type ActionName = (typeof ACTIONS)[number];

/** What the site confirmed to this member, each by the id it answered with. */
export interface Confirmed {
  /** adjust ledger entry id → satang */
  credits: Map<number, number>;
  /** bill id → total satang */
  bills: Map<number, number>;
  /** `${round_id}:${seq}` */
  shots: Set<string>;
  /** spin id → satang of credit it paid (0 for points, a free spin, nothing or an item) */
  spins: Map<number, number>;
  votes: Set<number>;
  /** provider transaction id → satang it moved (−debit, +credit) */
  games: Map<string, number>;
}

export interface SoakMember extends BenchMember, Caller {
  session: string;
  gameCode: string;
  nextShotAt: number;
  /** actions the site said this member cannot do any more today (no points left, no votes left) */
  spent: Set<ActionName>;
  confirmed: Confirmed;
}

export interface SoakContext {
  clients: readonly [HttpClient, HttpClient];
  agentKey: string;
  providerSecret: string;
  targets: SoakTargets;
  stats: CallStats;
  /** by action: `ok`, or the refusal's code */
  outcomes: Map<string, number>;
}

const randomInt = (below: number) => Math.floor(Math.random() * below);
const bearer = (member: SoakMember) => ({ authorization: `Bearer ${member.token}` });
const withKey = (headers: Record<string, string>) => ({ ...headers, [IDEMPOTENCY_HEADER]: randomUUID() });

/** Counts the answer and hands back its data when it is a success. */
function outcome<T>(ctx: SoakContext, action: ActionName, reply: JsonReply<T> | undefined): T | undefined {
  if (!reply) {
    bump(ctx.outcomes, `${action} no answer`);
    return undefined;
  }
  if (reply.body?.error === 0 && reply.body.data !== undefined) {
    bump(ctx.outcomes, `${action} ok`);
    return reply.body.data;
  }
  bump(ctx.outcomes, `${action} ${reply.body?.error ?? `http ${reply.status}`}`);
  return undefined;
}

const call = <T>(ctx: SoakContext, member: SoakMember, name: string, send: (client: HttpClient) => Promise<JsonReply<T>>, once = false) =>
  untilDefinite(ctx.clients, member, ctx.stats, name, send, once);

/** A deposit as the agent credits it: 10 to 100 THB, with an Idempotency-Key on every attempt. */
export async function deposit(ctx: SoakContext, member: SoakMember, thb = 10 + randomInt(91)): Promise<void> {
  const body = { username: member.username, amount: thb, reason: 'ฝากเงินทดสอบความทนทาน' };
  const headers = withKey({ authorization: `Bearer ${ctx.agentKey}` });
  const data = outcome(ctx, 'deposit', await call<CreditResponse>(ctx, member, 'deposit', (c) => c.send('POST', AGENT.credit, body, headers)));
  if (data) member.confirmed.credits.set(data.entry_id, thbToSatang(thb));
}

async function bill(ctx: SoakContext, member: SoakMember): Promise<void> {
  const { round, betTypes, digits } = ctx.targets.bills;
  const betType = betTypes[randomInt(betTypes.length)]!;
  const number = String(randomInt(10 ** digits(betType))).padStart(digits(betType), '0');
  const halves = 2 + randomInt(39);
  const body = { round_id: round, items: [{ bet_type: betType, number, amount: halves / 2 }] };
  const headers = withKey(bearer(member));
  const reply = await call<BillCreateResponse>(ctx, member, 'bill', (c) => c.send('POST', API.lotto.billCreate, body, headers));
  const data = outcome(ctx, 'bill', reply);
  if (data) member.confirmed.bills.set(data.bill_id, thbToSatang(data.total));
}

/** A shot is no money and takes no key: it is sent once, and a lost answer leaves it unconfirmed. */
async function shot(ctx: SoakContext, member: SoakMember): Promise<void> {
  const body = { round_id: ctx.targets.yeekeeRound, number: String(randomInt(100_000)).padStart(5, '0') };
  const reply = await call<ShootResponse>(ctx, member, 'shot', (c) => c.send('POST', API.lotto.yeekeeShoot, body, bearer(member)), true);
  const data = outcome(ctx, 'shot', reply);
  member.nextShotAt = Date.now() + 2_000;
  if (!data) return;
  member.confirmed.shots.add(`${body.round_id}:${data.shot.seq}`);
  member.nextShotAt = Date.parse(data.next_shot_at);
}

async function spin(ctx: SoakContext, member: SoakMember): Promise<void> {
  const headers = withKey(bearer(member));
  const reply = await call<WheelSpin>(ctx, member, 'spin', (c) => c.send('POST', API.wheel.spinV2, undefined, headers));
  if (reply?.body?.error === ErrorCode.WHEEL_NOT_ENOUGH_POINTS) member.spent.add('spin');
  const data = outcome(ctx, 'spin', reply);
  if (!data) return;
  const credit = data.prize.kind === 'credit_main' || data.prize.kind === 'credit_bonus' ? thbToSatang(data.prize.value) : 0;
  member.confirmed.spins.set(data.spin_id, credit);
}

async function vote(ctx: SoakContext, member: SoakMember): Promise<void> {
  const { id, choices } = ctx.targets.poll;
  const body = { poll_id: id, choice_id: choices[randomInt(choices.length)]! };
  const headers = withKey(bearer(member));
  const reply = await call<{ vote: { id: number } }>(ctx, member, 'vote', (c) => c.send('POST', API.poll.submit, body, headers));
  if (reply?.body?.error === ErrorCode.POLL_NO_QUOTA) member.spent.add('vote');
  const data = outcome(ctx, 'vote', reply);
  if (data) member.confirmed.votes.add(data.vote.id);
}

/** One game round as the built-in provider plays it: a signed debit, then a signed credit of 0 to twice the stake. */
async function game(ctx: SoakContext, member: SoakMember): Promise<void> {
  const round = randomUUID();
  const stake = (1 + randomInt(19)) * 50;
  const signed = (path: string, body: Record<string, unknown>) => (c: HttpClient) =>
    c.send<TransactionResponse>('POST', path, body, signedHeaders(PROVIDER, ctx.providerSecret, JSON.stringify(body), Date.now()));
  const common = { session: member.session, round_id: round, game_code: member.gameCode };
  const debit = { ...common, transaction_id: `${round}-d`, amount: stake / 100 };
  if (!outcome(ctx, 'game', await call(ctx, member, 'game debit', signed('/provider/wallet/debit', debit)))) return;
  member.confirmed.games.set(debit.transaction_id, -stake);
  const win = randomInt(2 * stake + 1);
  const credit = { ...common, transaction_id: `${round}-c`, amount: win / 100, round_closed: true };
  if (outcome(ctx, 'game', await call(ctx, member, 'game credit', signed('/provider/wallet/credit', credit)))) {
    member.confirmed.games.set(credit.transaction_id, win);
  }
}

const WORK: Record<ActionName, (ctx: SoakContext, member: SoakMember) => Promise<void>> = { deposit, bill, shot, game, spin, vote };
/** How often each action comes, out of 20: mostly play, some deposits, a vote now and then. */
const WEIGHTS: Record<ActionName, number> = { deposit: 2, bill: 5, shot: 4, game: 5, spin: 2, vote: 2 };
const WEIGHTED: ActionName[] = ACTIONS.flatMap((action) => Array.from({ length: WEIGHTS[action] }, () => action));

/** The member's loop: an action, a pause of 0.5 to 1.5 × `paceMs`, until `running()` says stop. */
export async function play(ctx: SoakContext, member: SoakMember, paceMs: number, running: () => boolean): Promise<void> {
  await sleep(Math.random() * paceMs);
  while (running()) {
    let action = WEIGHTED[randomInt(WEIGHTED.length)]!;
    if (member.spent.has(action) || (action === 'shot' && Date.now() < member.nextShotAt)) action = 'game';
    await WORK[action](ctx, member);
    await sleep(paceMs * (0.5 + Math.random()));
  }
}

/** Set-up of one registered member: a game session on the main wallet, 50 points for the wheel, a first deposit. */
export async function prepareMember(ctx: SoakContext, member: BenchMember, node: number): Promise<SoakMember> {
  const client = ctx.clients[node]!;
  const auth = { authorization: `Bearer ${member.token}` };
  const { game } = ctx.targets;
  const wallets = await client.send<GameWalletsResponse>('POST', API.game.wallets, { game_id: String(game.id), provider_id: String(game.provider_id) }, auth);
  const main = wallets.body?.data?.wallets.find((w) => w.wallet_type_id === 1);
  if (!main) throw new Error(`no main wallet: ${JSON.stringify(wallets.body)}`);
  const link = await client.send<GameLinkResponse>('POST', API.game.link, { wallet_id: main.id, game_id: game.id, provider_id: game.provider_id }, auth);
  const token = new URL(link.body?.data?.link ?? '', 'http://site.invalid').searchParams.get('token');
  if (!token) throw new Error(`no launch token: ${JSON.stringify(link.body)}`);
  const body = { token };
  const session = await client.send<AuthenticateResponse>('POST', '/provider/wallet/authenticate', body, signedHeaders(PROVIDER, ctx.providerSecret, JSON.stringify(body), Date.now()));
  if (session.body?.error !== 0 || !session.body.data) throw new Error(`authenticate failed: ${JSON.stringify(session.body)}`);
  const coupon = await client.send('POST', API.coupon.redeem, { code: 'POINT50' }, withKey(auth));
  if (coupon.body?.error !== 0) throw new Error(`coupon POINT50 failed: ${JSON.stringify(coupon.body)}`);
  const soakMember: SoakMember = {
    ...member,
    node,
    session: session.body.data.session,
    gameCode: session.body.data.game_code,
    nextShotAt: 0,
    spent: new Set(),
    confirmed: { credits: new Map(), bills: new Map(), shots: new Set(), spins: new Map(), votes: new Set(), games: new Map() },
  };
  await deposit(ctx, soakMember, 1_000);
  return soakMember;
}
