import { IDLE_BUCKET_SECONDS, SESSION_IDLE_MINUTES, type AccountLinkStore, type SessionStore, type ThrottleStore } from '@waybook/core';

/** How often a server sweeps (main.ts). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Forgets what has gone idle: sessions without a request for SESSION_IDLE_MINUTES, throttle
 * buckets untouched for IDLE_BUCKET_SECONDS (full again by then, so forgetting one lets nothing
 * through it would refuse), and account links that have expired. A failure is logged, never thrown: the next sweep tries again.
 *
 * @example
 * setInterval(() => void sweepIdle(server.stores, new Date(), log), SWEEP_INTERVAL_MS);
 */
export async function sweepIdle(
  stores: {
    readonly sessions: Pick<SessionStore, 'deleteIdleSince'>;
    readonly throttle: Pick<ThrottleStore, 'deleteIdleSince'>;
    readonly accountLinks: Pick<AccountLinkStore, 'deleteExpiredBefore'>;
  },
  now: Date,
  log: (line: string) => void,
): Promise<void> {
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  await Promise.all([
    stores.sessions.deleteIdleSince(before(SESSION_IDLE_MINUTES * 60)).catch((e: unknown) => log(`session sweep failed: ${String(e)}`)),
    stores.throttle.deleteIdleSince(before(IDLE_BUCKET_SECONDS)).catch((e: unknown) => log(`throttle sweep failed: ${String(e)}`)),
    stores.accountLinks.deleteExpiredBefore(now).catch((e: unknown) => log(`account link sweep failed: ${String(e)}`)),
  ]);
}
