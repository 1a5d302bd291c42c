import { randomBytes } from 'node:crypto';
import type { SlipVerifier } from './payment/slips/slip-types.js';

/**
 * Settings of the embedded upstream. Everything has a default that makes the
 * embedded start work; tests override what they exercise (cheap scrypt, short
 * limits, a mocked captcha verifier).
 */
export interface UpstreamSettings {
  /** Bearer key of the operator side; unset turns the operator side off. */
  agentApiKey?: string;
  /** Demo mode: demo draws, self-confirming deposits (later areas). */
  demo: boolean;
  /** Lifetime of a login token. */
  tokenTtlMs: number;
  /** Lifetime of a reset link the agent issues (docs/decisions/0028). */
  resetTokenTtlMs: number;
  /** Lifetime of a one-time code sent by SMS, a reset's too (docs/decisions/0084). */
  otpTtlMs: number;
  /** The least time between two codes to one phone for one purpose. */
  otpResendMs: number;
  /**
   * Sends one-time codes to members' phones. Unset: no code is asked for and a reset
   * needs the agent's link; in demo mode the codes go to the console's outbox (docs/decisions/0084).
   */
  smsSender?: SmsSender;
  /**
   * The slip verification service (SLIP_VERIFY_PROVIDER; payment/slips/verifiers). Unset: every
   * slip goes to the agent; in demo mode the demo bank's verifier.
   */
  slipVerifier?: SlipVerifier;
  /** Failure limits of login, change_password, register and reset (docs/decisions/0008). */
  authLimits: AuthLimitSettings;
  /** When set, registration requires a captcha token that verifyCaptcha accepts. */
  recaptchaSecret?: string;
  /** Checks a captcha token; injectable so tests never call the provider. */
  verifyCaptcha?: (token: string) => Promise<boolean>;
  /** scrypt cost N for new password hashes (stored hashes keep their own N). */
  scryptCost: number;
  /**
   * Express `trust proxy`. Default false: the address is the socket's, so no
   * client can pick its own with `X-Forwarded-For`. The embedded start sets
   * 'loopback', since the gateway beside it forwards the browser's address.
   */
  trustProxy: boolean | string | number;
  /** Total deposits (satang) that lift a member to gold and hero (docs/domain.md "Members"). */
  vipThresholds: { gold: number; hero: number };
  /** Lotto and yeekee (docs/domain.md "Lotto" and "Yeekee"). */
  lotto: LottoSettings;
  /** Deposits (docs/domain.md "Deposit and withdraw"; docs/decisions/0017). */
  payment: PaymentSettings;
  /** Withdrawals (docs/domain.md "Deposit and withdraw"). */
  withdraw: WithdrawSettings;
  /** Responsible play (docs/domain.md "Members"). */
  limits: LimitSettings;
  /** Games (docs/domain.md "Games and the baccarat page"; docs/decisions/0038). */
  games: GameSettings;
}

export interface GameSettings {
  /**
   * The shared secret of the built-in provider (`huaydee`, games/): the
   * embedding code gives the same one to both sides. Left out, a random one
   * per process (so nothing signed by an earlier process is accepted).
   */
  builtInSecret: string;
  /** A JSON file of external providers and their games, outside the repo, upserted at start (games/providers-file.ts). */
  providersFile?: string;
}

/** Sends one text message; rejects when the provider refused it. */
export type SmsSender = (phone: string, text: string) => Promise<void>;

/** docs/decisions/0008 explains each number. */
export interface AuthLimitSettings {
  /** The window of every login, change_password and reset count. */
  windowMs: number;
  /** Failed logins from one address on one account: then that pair is refused. */
  loginPerAddressAccount: number;
  /** Failed logins from one address over all accounts: then that address is refused. */
  loginPerAddress: number;
  /**
   * Failed logins on one account from everywhere before its attempts are spaced
   * out; addresses that logged into it before are never spaced.
   */
  loginPerAccount: number;
  /** The first spacing, doubled for each further failure, up to the cap. */
  accountDelayMs: number;
  accountDelayCapMs: number;
  /** Wrong old passwords per member in change_password. */
  changePasswordPerMember: number;
  /** Registrations (any outcome) per address in registerWindowMs. */
  registerPerAddress: number;
  registerWindowMs: number;
  /** One-time codes (a reset's too) sent per phone, and code requests per address. */
  otpPerPhone: number;
  otpPerAddress: number;
  /** Wrong tries that spend a one-time code. */
  codeAttempts: number;
}

export interface PaymentSettings {
  /** A pending deposit expires this long after it was made. */
  depositTtlMs: number;
  /** Demo mode: a pending deposit confirms itself this long after it was made (a bank transfer waits for its slip). */
  demoConfirmAfterMs: number;
  /** A slip whose transfer is older than this is refused (docs/decisions/0082). */
  slipMaxAgeMs: number;
  /** A slip sent for a pending deposit matches it when the transfer was made at most this long before the deposit. */
  slipEarlyMs: number;
  /** One point per this many satang of a deposit (docs/domain.md "Promotions, coupons, quests, points, wheel": 1 per 100 THB). */
  satangPerPoint: number;
  /** One free wheel spin per this many satang deposited in a Bangkok day (docs/domain.md "Promotions, coupons, quests, points, wheel": 500 THB). */
  satangPerFreeSpin: number;
  /**
   * An active promotion whose member has less than this left in both wallets
   * together, with no bill waiting, has been played out: it ends with nothing
   * to release, so the member is not stuck behind a turnover they cannot play.
   */
  promotionEndsBelow: number;
}

export interface WithdrawSettings {
  /** satang */
  minAmount: number;
  /** satang, per request */
  maxAmount: number;
  /** requests per Bangkok day (rejected ones do not count) */
  perDay: number;
}

export interface LimitSettings {
  /** A looser limit (or a removed one) takes effect this long after it was asked for. */
  raiseDelayMs: number;
}

export interface LottoSettings {
  /**
   * When set, the yeekee 5-minute category runs rounds of this many seconds
   * back to back around the clock instead of its 264 daily rounds (browser
   * tests and benches; the gateway wires YEEKEE_ROUND_SECONDS to it).
   */
  yeekeeRoundSeconds?: number;
  /** A member may cancel a bill until this long before its round closes (never yeekee). */
  billCancelWindowMs: number;
  /** Credits (satang) to the 1st and the 16th shooter counted back from the last shot. */
  yeekeeRewards: { first: number; sixteenth: number };
  /** At most one shot per member in this long. */
  shotCooldownMs: number;
}

/** What callers pass: any setting left out, including any one lotto setting, takes its default. */
export type UpstreamSettingsInput = Partial<Omit<UpstreamSettings, 'lotto' | 'payment' | 'withdraw' | 'limits' | 'authLimits' | 'games'>> & {
  authLimits?: Partial<AuthLimitSettings>;
  lotto?: Partial<LottoSettings>;
  payment?: Partial<PaymentSettings>;
  withdraw?: Partial<WithdrawSettings>;
  limits?: Partial<LimitSettings>;
  games?: Partial<GameSettings>;
};

export const DEFAULT_SCRYPT_COST = 16384;

export const DEFAULT_LOTTO_SETTINGS: LottoSettings = {
  billCancelWindowMs: 30 * 60 * 1000,
  yeekeeRewards: { first: 200_00, sixteenth: 400_00 },
  shotCooldownMs: 10_000,
};

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  depositTtlMs: 15 * 60 * 1000,
  demoConfirmAfterMs: 5_000,
  slipMaxAgeMs: 24 * 60 * 60 * 1000,
  slipEarlyMs: 60 * 60 * 1000,
  satangPerPoint: 100_00,
  satangPerFreeSpin: 500_00,
  promotionEndsBelow: 1_00,
};

export const DEFAULT_WITHDRAW_SETTINGS: WithdrawSettings = {
  minAmount: 100_00,
  maxAmount: 50_000_00,
  perDay: 5,
};

export const DEFAULT_LIMIT_SETTINGS: LimitSettings = {
  raiseDelayMs: 24 * 60 * 60 * 1000,
};

export const DEFAULT_AUTH_LIMITS: AuthLimitSettings = {
  windowMs: 15 * 60 * 1000,
  loginPerAddressAccount: 10,
  loginPerAddress: 30,
  loginPerAccount: 20,
  accountDelayMs: 2_000,
  accountDelayCapMs: 5 * 60 * 1000,
  changePasswordPerMember: 5,
  registerPerAddress: 20,
  registerWindowMs: 60 * 60 * 1000,
  otpPerPhone: 5,
  otpPerAddress: 30,
  codeAttempts: 5,
};

export const DEFAULT_SETTINGS: Omit<UpstreamSettings, 'games'> = {
  demo: false,
  tokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  resetTokenTtlMs: 60 * 60 * 1000,
  otpTtlMs: 5 * 60 * 1000,
  otpResendMs: 60 * 1000,
  authLimits: DEFAULT_AUTH_LIMITS,
  scryptCost: DEFAULT_SCRYPT_COST,
  trustProxy: false,
  vipThresholds: { gold: 50_000_00, hero: 500_000_00 },
  lotto: DEFAULT_LOTTO_SETTINGS,
  payment: DEFAULT_PAYMENT_SETTINGS,
  withdraw: DEFAULT_WITHDRAW_SETTINGS,
  limits: DEFAULT_LIMIT_SETTINGS,
};

const definedOnly = <T extends object>(partial: T): Partial<T> =>
  Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<T>;

export function resolveSettings(partial: UpstreamSettingsInput = {}): UpstreamSettings {
  const { lotto, payment, withdraw, limits, authLimits, games, ...rest } = partial;
  const seconds = lotto?.yeekeeRoundSeconds;
  if (seconds !== undefined && (!Number.isInteger(seconds) || seconds < 5 || seconds > 86_400)) {
    throw new RangeError(`yeekeeRoundSeconds must be a whole number of seconds from 5 to 86400: ${seconds}`);
  }
  return {
    ...DEFAULT_SETTINGS,
    ...definedOnly(rest),
    lotto: { ...DEFAULT_LOTTO_SETTINGS, ...definedOnly(lotto ?? {}) },
    payment: { ...DEFAULT_PAYMENT_SETTINGS, ...definedOnly(payment ?? {}) },
    withdraw: { ...DEFAULT_WITHDRAW_SETTINGS, ...definedOnly(withdraw ?? {}) },
    limits: { ...DEFAULT_LIMIT_SETTINGS, ...definedOnly(limits ?? {}) },
    authLimits: { ...DEFAULT_AUTH_LIMITS, ...definedOnly(authLimits ?? {}) },
    games: { builtInSecret: randomBytes(32).toString('base64url'), ...definedOnly(games ?? {}) },
  };
}
