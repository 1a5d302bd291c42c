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
  /** Lifetime of a one-time password reset token. */
  resetTokenTtlMs: number;
  /** Attempts per window per IP and username, for login and reset_password. */
  loginRateLimit: { windowMs: number; max: number };
  /** When set, registration requires a captcha token that verifyCaptcha accepts. */
  recaptchaSecret?: string;
  /** Checks a captcha token; injectable so tests never call the provider. */
  verifyCaptcha?: (token: string) => Promise<boolean>;
  /** scrypt cost N for new password hashes (stored hashes keep their own N). */
  scryptCost: number;
  /** Express `trust proxy`: the gateway on loopback forwards the client's address. */
  trustProxy: boolean | string | number;
  /** Total deposits (satang) that lift a member to gold and hero (DOMAIN.md, VIP). */
  vipThresholds: { gold: number; hero: number };
  /** Lotto and yeekee (DOMAIN.md, Lotto and Yeekee). */
  lotto: LottoSettings;
  /** Deposits (DOMAIN.md, Deposit and withdraw; docs/decisions/0017). */
  payment: PaymentSettings;
  /** Withdrawals (DOMAIN.md, Deposit and withdraw). */
  withdraw: WithdrawSettings;
  /** Responsible play (DOMAIN.md, Members). */
  limits: LimitSettings;
}

export interface PaymentSettings {
  /** A pending deposit expires this long after it was made. */
  depositTtlMs: number;
  /** Demo mode: a pending deposit confirms itself this long after it was made. */
  demoConfirmAfterMs: number;
  /** One point per this many satang of a deposit (DOMAIN.md: 1 per 100 THB). */
  satangPerPoint: number;
  /** One free wheel spin per this many satang deposited in a Bangkok day (DOMAIN.md: 500 THB). */
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
export type UpstreamSettingsInput = Partial<Omit<UpstreamSettings, 'lotto' | 'payment' | 'withdraw' | 'limits'>> & {
  lotto?: Partial<LottoSettings>;
  payment?: Partial<PaymentSettings>;
  withdraw?: Partial<WithdrawSettings>;
  limits?: Partial<LimitSettings>;
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

export const DEFAULT_SETTINGS: UpstreamSettings = {
  demo: false,
  tokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  resetTokenTtlMs: 15 * 60 * 1000,
  loginRateLimit: { windowMs: 15 * 60 * 1000, max: 10 },
  scryptCost: DEFAULT_SCRYPT_COST,
  trustProxy: 'loopback',
  vipThresholds: { gold: 50_000_00, hero: 500_000_00 },
  lotto: DEFAULT_LOTTO_SETTINGS,
  payment: DEFAULT_PAYMENT_SETTINGS,
  withdraw: DEFAULT_WITHDRAW_SETTINGS,
  limits: DEFAULT_LIMIT_SETTINGS,
};

const definedOnly = <T extends object>(partial: T): Partial<T> =>
  Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<T>;

export function resolveSettings(partial: UpstreamSettingsInput = {}): UpstreamSettings {
  const { lotto, payment, withdraw, limits, ...rest } = partial;
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
  };
}
