import { createHash } from 'node:crypto';
import type { Clock } from '#shared/clock.js';
import { AppError } from '#shared/envelope.js';
import { ErrorCode } from '#shared/errors.js';
import { API } from '#shared/api/paths.js';
import type { UserInfo } from '#shared/api/auth.js';
import type { UpstreamClient } from '../proxy/upstream-client.js';
import type { Member } from './topic.js';

const REFUSALS = new Set<number>([ErrorCode.UNAUTHORIZED, ErrorCode.SESSION_EXPIRED, ErrorCode.FORBIDDEN]);

export interface MemberIdentityOptions {
  upstream: UpstreamClient;
  clock: Clock;
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * A token revoked upstream (a logout or a password change behind the gateway's
 * back) is believed this long at most: new subscribes with it are refused after
 * it (it was 30 s). The cost is one get_user_info per token that
 * subscribes, not per poll; see decision 0029.
 */
export const IDENTITY_TTL_MS = 5_000;
/** A token the gateway saw revoked stays refused here this long, past any lookup still in flight. */
const REVOKED_MS = 60_000;

/** The key a token is known by in caches and between nodes: never the token itself. */
export const tokenKey = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Token → member, asked of the upstream's get_user_info and cached briefly
 * (docs/design.md §3). Keys are token hashes so the cache holds no usable tokens;
 * lookups of one token in flight are shared, so 200 tabs of one member
 * subscribing at once cost one call. A refused token is cached too, so a
 * client retrying a bad token cannot hammer the upstream. A token revoked
 * through the gateway is refused at once on every node (`revoke`).
 */
export class MemberIdentity {
  private readonly cache = new Map<string, { member: Member | null; expires: number }>();
  private readonly pending = new Map<string, Promise<Member | null>>();
  private readonly revoked = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(private readonly options: MemberIdentityOptions) {
    this.ttlMs = options.ttlMs ?? IDENTITY_TTL_MS;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** The member, null for a token the upstream refuses; throws when the upstream is unreachable. */
  async resolve(token: string | undefined): Promise<Member | null> {
    if (!token) return null;
    const key = tokenKey(token);
    if (this.isRevoked(key)) return null;
    const hit = this.cache.get(key);
    if (hit && hit.expires > this.options.clock.now()) return hit.member;
    if (hit) this.cache.delete(key);
    let lookup = this.pending.get(key);
    if (!lookup) {
      lookup = this.lookUp(token).finally(() => this.pending.delete(key));
      this.pending.set(key, lookup);
    }
    const member = await lookup;
    // Revoked while the lookup was out: its answer came too late to count.
    if (this.isRevoked(key)) return null;
    this.remember(key, member);
    return member;
  }

  /** The member a token was last known as here (no upstream call), for ending its sessions. */
  known(key: string): Member | null {
    return this.cache.get(key)?.member ?? null;
  }

  /** Tokens ended by a logout, or every token of a member but the one kept (a password change). */
  revoke(end: { tokenKey?: string; username?: string; keepTokenKey?: string }): void {
    const until = this.options.clock.now() + REVOKED_MS;
    const keys = new Set<string>();
    if (end.tokenKey) keys.add(end.tokenKey);
    if (end.username) {
      for (const [key, hit] of this.cache) if (hit.member?.username === end.username && key !== end.keepTokenKey) keys.add(key);
    }
    for (const key of keys) {
      this.cache.delete(key);
      this.revoked.delete(key);
      this.revoked.set(key, until);
    }
    while (this.revoked.size > this.maxEntries) {
      const oldest = this.revoked.keys().next().value;
      if (oldest === undefined) break;
      this.revoked.delete(oldest);
    }
  }

  private isRevoked(key: string): boolean {
    const until = this.revoked.get(key);
    if (until === undefined) return false;
    if (until > this.options.clock.now()) return true;
    this.revoked.delete(key);
    return false;
  }

  private async lookUp(token: string): Promise<Member | null> {
    try {
      const info = await this.options.upstream.data<UserInfo>({
        method: 'GET',
        path: API.auth.userInfo,
        bearer: token,
        countAs: 'auth',
      });
      return typeof info?.username === 'string' ? { username: info.username } : null;
    } catch (error) {
      // Only a refusal of the token means "not a member"; a fault upstream is not a verdict.
      if (error instanceof AppError && REFUSALS.has(error.code)) return null;
      throw error;
    }
  }

  private remember(key: string, member: Member | null): void {
    this.cache.delete(key);
    this.cache.set(key, { member, expires: this.options.clock.now() + this.ttlMs });
    // Map keeps insertion order: the first key is the least recently stored.
    while (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }
}
