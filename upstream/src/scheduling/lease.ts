/**
 * A lease per scheduled job (docs/decisions/0066): of the upstream processes
 * on one database, the one holding a job's unexpired lease runs its ticks.
 * The holder renews it at every tick and while a tick runs; when it dies, the lease expires and
 * another process takes it at its next try, within seconds. Times are the
 * injected clock's, never the machine's.
 *
 * The lease keeps the work from being done twice; it is not what keeps money
 * right: every step a job takes is once-only by the database itself
 * (docs/decisions/0061), so a holder that stalls past its lease and a new one
 * both running a step still pay once.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/transaction.js';

/** How long a lease lasts without renewal: how soon another process takes over a dead holder's job. */
export const LEASE_TTL_MS = 5_000;

/** A holder id for one upstream app: the machine and process, for whoever reads job_leases, and random bits, so two apps never share one. */
export function newLeaseHolder(): string {
  return `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
}

/**
 * Takes `job`'s lease for `holder` until `now + ttlMs` when it is free,
 * expired, or already the holder's (a renewal); answers whether the holder
 * has it. One conditional upsert: two processes trying at once cannot both win.
 */
export async function tryLease(db: Db, job: string, holder: string, now: number, ttlMs: number = LEASE_TTL_MS): Promise<boolean> {
  const got = await db
    .insertInto('job_leases')
    .values({ job, holder, expires_at: now + ttlMs })
    .onConflict((oc) =>
      oc
        .column('job')
        .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), expires_at: eb.ref('excluded.expires_at') }))
        .where((eb) => eb.or([eb('job_leases.holder', '=', eb.ref('excluded.holder')), eb('job_leases.expires_at', '<=', now)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return got !== undefined;
}

/** Gives the lease up at once (a clean stop), so another process need not wait for it to expire. */
export async function releaseLease(db: Db, job: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('job', '=', job).where('holder', '=', holder).execute();
}
