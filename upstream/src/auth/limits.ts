import type { Clock } from '@shared/clock.js';
import { WindowCounter, rateLimited } from '../http/rate-limit.js';
import type { AuthLimitSettings } from '../settings.js';

/** How long an address that logged into an account stays that member's own device. */
const KNOWN_DEVICE_MS = 30 * 24 * 60 * 60 * 1000;

const accountKey = (username: string) => username.trim().slice(0, 32);

export interface LoginAttempt {
  succeeded(): void;
  undecided(): void;
}

/**
 * The limits of the auth calls (docs/decisions/0008). Logins count failures
 * only, three ways: per address + account (a wall for that pair), per address
 * (one address spraying one password over many accounts), and per account
 * from everywhere, which spaces attempts out with a growing delay instead of
 * a wall, and never for an address that logged into the account before: ten
 * failures by someone else cannot lock the member out of their own phone.
 */
export class AuthLimits {
  private readonly pair: WindowCounter;
  private readonly address: WindowCounter;
  private readonly account: WindowCounter;
  private readonly known: WindowCounter;
  private readonly wrongOldPassword: WindowCounter;
  private readonly registrations: WindowCounter;
  private readonly resetsByPhone: WindowCounter;
  private readonly resetsByAddress: WindowCounter;

  constructor(
    private readonly clock: Clock,
    private readonly settings: AuthLimitSettings,
  ) {
    const window = settings.windowMs;
    this.pair = new WindowCounter(clock, window);
    this.address = new WindowCounter(clock, window);
    this.account = new WindowCounter(clock, window);
    this.known = new WindowCounter(clock, KNOWN_DEVICE_MS);
    this.wrongOldPassword = new WindowCounter(clock, window);
    this.registrations = new WindowCounter(clock, settings.registerWindowMs);
    this.resetsByPhone = new WindowCounter(clock, window);
    this.resetsByAddress = new WindowCounter(clock, window);
  }

  /**
   * Throws RATE_LIMITED when this attempt may not even be checked; otherwise
   * counts it as a failure at once, so parallel attempts cannot all slip in
   * under the limit, and answers how to take that back when it succeeds.
   */
  loginAttempt(address: string, username: string): LoginAttempt {
    const account = accountKey(username);
    const s = this.settings;
    const pairKey = `${address}|${account}`;
    const knownKey = `${account}|${address}`;
    if (this.pair.count(pairKey) >= s.loginPerAddressAccount) throw rateLimited();
    if (this.address.count(address) >= s.loginPerAddress) throw rateLimited();
    const failures = this.account.count(account);
    if (failures >= s.loginPerAccount && this.known.count(knownKey) === 0) {
      const delay = Math.min(s.accountDelayMs * 2 ** (failures - s.loginPerAccount), s.accountDelayCapMs);
      const wait = (this.account.last(account) ?? 0) + delay - this.clock.now();
      if (wait > 0) throw rateLimited(wait);
    }
    const at = this.pair.add(pairKey);
    this.address.add(address);
    this.account.add(account);
    const takeBack = () => {
      this.pair.remove(pairKey, at);
      this.address.remove(address, at);
      this.account.remove(account, at);
    };
    return {
      // A success never counts; it clears its own pair and marks the device as the member's.
      succeeded: () => {
        takeBack();
        this.pair.clear(pairKey);
        this.known.clear(knownKey);
        this.known.add(knownKey);
      },
      // Not a wrong password (a fault): not a failure either.
      undecided: takeBack,
    };
  }

  /** Counted before the old password is checked (parallel guesses count too); a right one takes it back. */
  changePasswordAttempt(memberId: number): { succeeded(): void } {
    const key = String(memberId);
    if (this.wrongOldPassword.count(key) >= this.settings.changePasswordPerMember) throw rateLimited();
    const at = this.wrongOldPassword.add(key);
    return { succeeded: () => this.wrongOldPassword.remove(key, at) };
  }

  /** Every registration counts, whatever its outcome: it is how accounts get made in bulk. */
  register(address: string): void {
    if (this.registrations.count(address) >= this.settings.registerPerAddress) throw rateLimited();
    this.registrations.add(address);
  }

  /** Every reset request counts, by address and by phone: each may send an SMS. */
  resetRequested(address: string, phone: string): void {
    const account = accountKey(phone);
    if (this.resetsByAddress.count(address) >= this.settings.resetPerAddress) throw rateLimited();
    if (this.resetsByPhone.count(account) >= this.settings.resetPerPhone) throw rateLimited();
    this.resetsByAddress.add(address);
    this.resetsByPhone.add(account);
  }
}
