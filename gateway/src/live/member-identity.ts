import { createHash } from 'node:crypto';
import type { Clock } from '@shared/clock.js';
import { AppError } from '@shared/envelope.js';
import { ErrorCode } from '@shared/errors.js';
import { API } from '@shared/api/paths.js';
import type { UserInfo } from '@shared/api/auth.js';
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
 * Token → member, asked of the upstream's get_user_info and cached briefly
 * (DESIGN §3). Keys are token hashes so the cache holds no usable tokens;
 * lookups of one token in flight are shared, so 200 tabs of one member
 * subscribing at once cost one call. A refused token is cached too, so a
 * client retrying a bad token cannot hammer the upstream.
 */
export class MemberIdentity {
  private readonly cache = new Map<string, { member: Member | null; expires: number }>();
  private readonly pending = new Map<string, Promise<Member | null>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(private readonly options: MemberIdentityOptions) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** The member, null for a token the upstream refuses; throws when the upstream is unreachable. */
  async resolve(token: string | undefined): Promise<Member | null> {
    if (!token) return null;
    const key = createHash('sha256').update(token).digest('base64url');
    const hit = this.cache.get(key);
    if (hit && hit.expires > this.options.clock.now()) return hit.member;
    if (hit) this.cache.delete(key);
    let lookup = this.pending.get(key);
    if (!lookup) {
      lookup = this.lookUp(token).finally(() => this.pending.delete(key));
      this.pending.set(key, lookup);
    }
    const member = await lookup;
    this.remember(key, member);
    return member;
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
