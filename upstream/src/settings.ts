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
}

export const DEFAULT_SCRYPT_COST = 16384;

export const DEFAULT_SETTINGS: UpstreamSettings = {
  demo: false,
  tokenTtlMs: 7 * 24 * 60 * 60 * 1000,
  resetTokenTtlMs: 15 * 60 * 1000,
  loginRateLimit: { windowMs: 15 * 60 * 1000, max: 10 },
  scryptCost: DEFAULT_SCRYPT_COST,
  trustProxy: 'loopback',
  vipThresholds: { gold: 50_000_00, hero: 500_000_00 },
};

export function resolveSettings(partial: Partial<UpstreamSettings> = {}): UpstreamSettings {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_SETTINGS, ...defined };
}
