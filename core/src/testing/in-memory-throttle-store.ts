import { takeToken, type ThrottleBucket, type ThrottlePolicy } from '../domain/account/throttle-rules.js';
import type { ThrottleOutcome, ThrottleStore } from '../ports/throttle-store.port.js';

/**
 * Token buckets in memory, for tests: the same rule as the SQL store (`takeToken`).
 *
 * @example
 * const throttle = new InMemoryThrottleStore();
 */
export class InMemoryThrottleStore implements ThrottleStore {
  readonly buckets = new Map<string, ThrottleBucket>();

  take(purpose: string, key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleOutcome> {
    const id = `${purpose}\u0000${key}`;
    const t = takeToken(this.buckets.get(id), now, policy);
    this.buckets.set(id, t.bucket);
    return Promise.resolve({ allowed: t.allowed, tokensLeft: t.bucket.tokens, retryAfterSeconds: t.retryAfterSeconds });
  }

  reset(purpose: string, key: string): Promise<void> {
    this.buckets.delete(`${purpose}\u0000${key}`);
    return Promise.resolve();
  }

  deleteIdleSince(before: Date): Promise<number> {
    const idle = [...this.buckets].filter(([, b]) => b.updatedAt < before).map(([id]) => id);
    for (const id of idle) this.buckets.delete(id);
    return Promise.resolve(idle.length);
  }
}
