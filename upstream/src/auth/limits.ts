import type { Clock } from '#shared/clock.js';
import { inTransaction, type Db } from '../db/transaction.js';
import { rateLimited } from '#server-kit/http/rate-limit.js';
import type { AuthLimitSettings } from '../settings.js';
import { ThrottleCounter } from '../throttle/counter.js';

/** How long an address that logged into an account stays that member's own device. */
const KNOWN_DEVICE_MS = 30 * 24 * 60 * 60 * 1000;

const accountKey = (username: string) => username.trim().slice(0, 32);

export interface LoginAttempt {
  succeeded(): Promise<void>;
  undecided(): Promise<void>;
}

/**
 * The limits of the auth calls (docs/decisions/0008). Logins count failures
 * only, three ways: per address + account (a wall for that pair), per address
 * (one address spraying one password over many accounts), and per account
 * from everywhere, which spaces attempts out with a growing delay instead of
 * a wall, and never for an address that logged into the account before: ten
 * failures by someone else cannot lock the member out of their own phone.
 *
 * The counts live in the database (throttle/counter.ts): every upstream
 * process on it counts the same attempts (docs/decisions/0066). Each check
 * and its counting is one transaction: a refusal rolls back what it counted.
 */
export class AuthLimits {
  private readonly pair: ThrottleCounter;
  private readonly address: ThrottleCounter;
  private readonly account: ThrottleCounter;
  private readonly known: ThrottleCounter;
  private readonly wrongOldPassword: ThrottleCounter;
  private readonly registrations: ThrottleCounter;
  private readonly codesByPhone: ThrottleCounter;
  private readonly codesByAddress: ThrottleCounter;
  private readonly codeResends: ThrottleCounter;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: AuthLimitSettings,
    private readonly resendMs: number,
  ) {
    const window = settings.windowMs;
    const counter = (scope: string, windowMs: number) => new ThrottleCounter(db, clock, scope, windowMs);
    this.pair = counter('login_address_account', window);
    this.address = counter('login_address', window);
    this.account = counter('login_account', window);
    this.known = counter('known_device', KNOWN_DEVICE_MS);
    this.wrongOldPassword = counter('change_password', window);
    this.registrations = counter('register_address', settings.registerWindowMs);
    this.codesByPhone = counter('otp_phone', window);
    this.codesByAddress = counter('otp_address', window);
    this.codeResends = counter('otp_resend', this.resendMs);
  }

  /**
   * Throws RATE_LIMITED when this attempt may not even be checked; otherwise
   * counts it as a failure at once, so parallel attempts (in this process or
   * another) cannot all slip in under the limit, and answers how to take that
   * back when it succeeds.
   */
  async loginAttempt(address: string, username: string): Promise<LoginAttempt> {
    const account = accountKey(username);
    const s = this.settings;
    const pairKey = `${address}|${account}`;
    const knownKey = `${account}|${address}`;
    const [pair, byAddress, byAccount] = await inTransaction(this.db, async () => {
      const pairHit = await this.pair.hit(pairKey, s.loginPerAddressAccount);
      if (!pairHit) throw rateLimited();
      const addressHit = await this.address.hit(address, s.loginPerAddress);
      if (!addressHit) throw rateLimited();
      // Counted first, checked on what the window held before: on PostgreSQL the hit keeps the
      // account's counter row locked until commit, so attempts on one account are checked one
      // after another, each seeing those before it, as SQLite's one writer has them.
      const accountHit = (await this.account.hit(account))!;
      const failures = accountHit.before.hits;
      if (failures >= s.loginPerAccount && (await this.known.count(knownKey)) === 0) {
        const delay = Math.min(s.accountDelayMs * 2 ** (failures - s.loginPerAccount), s.accountDelayCapMs);
        const wait = (accountHit.before.lastAt ?? 0) + delay - accountHit.at;
        // Rolled back with the transaction: a refused attempt counts nowhere.
        if (wait > 0) throw rateLimited(wait);
      }
      return [pairHit, addressHit, accountHit] as const;
    });
    const takeBack = async () => {
      await this.pair.takeBack(pair);
      await this.address.takeBack(byAddress);
      await this.account.takeBack(byAccount);
    };
    return {
      // A success never counts; it clears its own pair and marks the device as the member's.
      succeeded: () =>
        inTransaction(this.db, async () => {
          await takeBack();
          await this.pair.clear(pairKey);
          await this.known.clear(knownKey);
          await this.known.hit(knownKey);
        }),
      // Not a wrong password (a fault): not a failure either.
      undecided: () => inTransaction(this.db, takeBack),
    };
  }

  /** Counted before the old password is checked (parallel guesses count too); a right one takes it back. */
  async changePasswordAttempt(memberId: number): Promise<{ succeeded(): Promise<void> }> {
    const hit = await this.wrongOldPassword.hit(String(memberId), this.settings.changePasswordPerMember);
    if (!hit) throw rateLimited();
    return { succeeded: () => this.wrongOldPassword.takeBack(hit) };
  }

  /** Every registration counts, whatever its outcome: it is how accounts get made in bulk. */
  async register(address: string): Promise<void> {
    if (!(await this.registrations.hit(address, this.settings.registerPerAddress))) throw rateLimited();
  }

  /**
   * Every request for a one-time code (a reset's too) counts, by address and by
   * phone, each may send an SMS that costs the operator; and one phone gets one
   * code a purpose per `resendMs`. The phone is the one asked for, or the
   * member's own for a member's purpose.
   */
  async codeRequested(address: string, phone: string, purpose: string): Promise<void> {
    const account = accountKey(phone);
    await inTransaction(this.db, async () => {
      const resendKey = `${account}|${purpose}`;
      if (!(await this.codeResends.hit(resendKey, 1))) {
        const last = await this.codeResends.last(resendKey);
        throw rateLimited(last === undefined ? undefined : last + this.resendMs - this.clock.now());
      }
      if (!(await this.codesByAddress.hit(address, this.settings.otpPerAddress))) throw rateLimited();
      if (!(await this.codesByPhone.hit(account, this.settings.otpPerPhone))) throw rateLimited();
    });
  }
}
