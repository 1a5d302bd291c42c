import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultLogLevel, LOG_LEVELS, type LogLevel } from '#server-kit/observability/logger.js';
import { readSmsEnv, type SmsSettings } from '#upstream/auth/sms/from-env.js';
import { CONTRACT_CHECK_MODES, type ContractCheckMode } from './proxy/contract-check.js';

/**
 * Every environment variable the gateway reads, parsed once at boot (docs/design.md §1,
 * house pattern 6). The defaults start the embedded upstream with no third parties,
 * so `npm start` works on a bare machine.
 */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = z.preprocess(blankAsUnset, z.string().trim().optional());

const ZFlag = z.preprocess(
  blankAsUnset,
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .transform((v) => ['1', 'true', 'on', 'yes'].includes(v))
    .optional(),
);

export const ZGatewayEnv = z.object({
  PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  /**
   * The address to listen on. Unset: the gateway listens on every interface and
   * `npm run upstream` on loopback only. Behind a proxy on the same machine:
   * `127.0.0.1`, so members reach the nodes only through it.
   */
  HOST: optionalText,
  /** Unset: the embedded upstream runs in this process. */
  UPSTREAM_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  /**
   * One games provider for several gateway nodes (`npm run games`): unset, each `npm start` runs
   * its own beside its gateway, which is right for one node only (its tables deal once per provider).
   */
  GAMES_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Where `npm run games` reaches the provider wallet protocol: a gateway node, so that a credit
   * batch's members get their wallets pushed (docs/decisions/0070). Unset: UPSTREAM_URL.
   */
  GAMES_WALLET_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('data')),
  /**
   * The embedded upstream's database. Unset: SQLite, `site.db` under DATA_DIR.
   * `postgres://user:password@host:5432/dbname` (or `postgresql://`): PostgreSQL,
   * one database that several upstream processes share (decision 0062).
   */
  DATABASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /**
   * The built-in games provider's own database. Unset: SQLite, `games.db` under
   * DATA_DIR. A PostgreSQL URL: a database of its own, never DATABASE_URL's.
   */
  GAMES_DATABASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Demo draws and self-confirming deposits; on by default when embedded. */
  DEMO: ZFlag,
  /** Unset: the agent side is off and says so. */
  AGENT_API_KEY: optionalText,
  /** Unset: one process, in-memory adapter. */
  REDIS_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^rediss?$/ }).optional()),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  LIFF_ID: optionalText,
  GTM_ID: optionalText,
  /**
   * Unset: the embedded upstream's yeekee 5-minute category keeps its 264 daily
   * rounds. Set: it runs rounds of this many seconds back to back (5 to 86400).
   */
  YEEKEE_ROUND_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(5).max(86_400).optional()),
  /**
   * Response checks against the contract: unset means `strict` with the embedded
   * upstream (ours must hold) and `warn` with an operator's UPSTREAM_URL.
   */
  CONTRACT_CHECK: z.preprocess(blankAsUnset, z.enum(CONTRACT_CHECK_MODES).optional()),
  /**
   * Express `trust proxy`: which proxies' `X-Forwarded-For` names the client.
   * Unset: none, the address is the socket's (a client cannot pick its own and
   * slip past the login limits). Behind nginx on this machine: `loopback`;
   * otherwise the proxy's addresses or subnets, comma separated, or a hop count.
   */
  TRUST_PROXY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v))
      .optional(),
  ),
  /**
   * The SMS gateway for reset codes (decision 0085): `generic` (the default: SMS_URL, POST `{ to, text }`,
   * optional SMS_TOKEN) or `thaibulksms` (SMS_KEY, SMS_SECRET, SMS_SENDER, optional SMS_CREDIT_TYPE and
   * SMS_URL). Nothing set: reset links from the agent. Checked together by readSmsEnv below.
   */
  SMS_PROVIDER: optionalText,
  SMS_URL: optionalText,
  SMS_TOKEN: optionalText,
  SMS_KEY: optionalText,
  SMS_SECRET: optionalText,
  SMS_SENDER: optionalText,
  SMS_CREDIT_TYPE: optionalText,
  /** The slip verification service (slipok, easyslip, demo), its URL and key; checked when the embedded upstream starts (decision 0082). */
  SLIP_VERIFY_PROVIDER: optionalText,
  SLIP_VERIFY_URL: optionalText,
  SLIP_VERIFY_KEY: optionalText,
  /** JSON log lines at this level and above, on stdout (decision 0024); tests default to silent. */
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(LOG_LEVELS).optional()),
  /** Bearer token for GET /metrics; the agent key works too; neither set: /metrics answers 404. */
  METRICS_TOKEN: optionalText,
  /** How long a page render waits for its data (ms, decision 0051); past it the browser fetches the rest. */
  PAGE_DATA_DEADLINE_MS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(60_000).optional()),
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(['development', 'production', 'test']).default('development')),
});

/** The Vite build of the root `client/` (vite.config.ts: outDir ../dist/client). */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));
/** The client's server build, which renders pages (`npm run build`: vite build --ssr, outDir dist/server). */
export const DEFAULT_SERVER_DIR = fileURLToPath(new URL('../../dist/server', import.meta.url));

export type GatewayEnv = z.output<typeof ZGatewayEnv>;

export interface GatewayConfig {
  port: number;
  /** undefined: every interface (the gateway), loopback (`npm run upstream`) */
  host: string | undefined;
  upstreamUrl: string | undefined;
  /** a games provider other nodes share (GAMES_URL); undefined: this node starts its own */
  gamesUrl: string | undefined;
  /** where `npm run games` reaches the wallet protocol (GAMES_WALLET_URL); undefined: the upstream */
  gamesWalletUrl: string | undefined;
  dataDir: string;
  /** the embedded upstream's PostgreSQL URL; undefined: SQLite under dataDir */
  databaseUrl: string | undefined;
  /** the games provider's PostgreSQL URL; undefined: SQLite `games.db` under dataDir */
  gamesDatabaseUrl: string | undefined;
  demo: boolean;
  agentApiKey: string | undefined;
  redisUrl: string | undefined;
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
  liffId: string | undefined;
  gtmId: string | undefined;
  /** the embedded upstream's fast yeekee rounds (lotto.yeekeeRoundSeconds) */
  yeekeeRoundSeconds: number | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  metricsToken: string | undefined;
  /** Express `trust proxy` of the gateway; false unless TRUST_PROXY says */
  trustProxy: boolean | number | string;
  /** the embedded upstream's SMS gateway for reset codes; undefined: none. Holds the key or token: never log it */
  sms: SmsSettings | undefined;
  /** the embedded upstream's slip verification service, as set (unset in demo mode: the demo bank's) */
  slipVerify: { SLIP_VERIFY_PROVIDER?: string; SLIP_VERIFY_URL?: string; SLIP_VERIFY_KEY?: string };
  contractCheck: ContractCheckMode;
  /** Where the client build lives; not an env var, the build layout fixes it. */
  clientDir: string;
  /** Where its server build lives (likewise). */
  serverDir: string;
  /** a page render's wait for its data; undefined: the renderer's default (300 ms) */
  pageDataDeadlineMs: number | undefined;
}

/** Whether two PostgreSQL URLs name one database (same server, same name), whoever logs in. */
function sameDatabase(a: string, b: string): boolean {
  const [x, y] = [new URL(a), new URL(b)];
  return x.hostname === y.hostname && (x.port || '5432') === (y.port || '5432') && x.pathname === y.pathname;
}

/** Parses the environment; a bad value stops the boot with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = ZGatewayEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const e = parsed.data;
  // At boot, like every variable: a half-made SMS setting would otherwise leave every member without a code.
  const sms = readSmsEnv(e);
  if (e.GAMES_DATABASE_URL && e.DATABASE_URL && sameDatabase(e.GAMES_DATABASE_URL, e.DATABASE_URL)) {
    throw new Error('invalid environment: GAMES_DATABASE_URL: the games provider keeps a database of its own, not DATABASE_URL\'s');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    upstreamUrl: e.UPSTREAM_URL,
    gamesUrl: e.GAMES_URL,
    gamesWalletUrl: e.GAMES_WALLET_URL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    gamesDatabaseUrl: e.GAMES_DATABASE_URL,
    // Demo mode is for the embedded upstream; an operator's own API decides for itself.
    demo: e.DEMO ?? e.UPSTREAM_URL === undefined,
    agentApiKey: e.AGENT_API_KEY,
    redisUrl: e.REDIS_URL,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    liffId: e.LIFF_ID,
    gtmId: e.GTM_ID,
    yeekeeRoundSeconds: e.YEEKEE_ROUND_SECONDS,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? defaultLogLevel(env),
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY ?? false,
    sms,
    slipVerify: { SLIP_VERIFY_PROVIDER: e.SLIP_VERIFY_PROVIDER, SLIP_VERIFY_URL: e.SLIP_VERIFY_URL, SLIP_VERIFY_KEY: e.SLIP_VERIFY_KEY },
    contractCheck: e.CONTRACT_CHECK ?? (e.UPSTREAM_URL === undefined ? 'strict' : 'warn'),
    clientDir: DEFAULT_CLIENT_DIR,
    serverDir: DEFAULT_SERVER_DIR,
    pageDataDeadlineMs: e.PAGE_DATA_DEADLINE_MS,
  };
}
