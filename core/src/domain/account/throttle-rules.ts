/**
 * How fast one kind of attempt may be made on one key: a bucket of `capacity` tokens, one token
 * back every `refillSeconds`; each attempt takes a token, and an attempt that finds none waits.
 *
 * @example
 * const p: ThrottlePolicy = { capacity: 5, refillSeconds: 60 };
 */
export interface ThrottlePolicy {
  readonly capacity: number;
  readonly refillSeconds: number;
}

/**
 * A bucket as stored: its tokens (fractional while refilling) as of `updatedAt`.
 *
 * @example
 * const b: ThrottleBucket = { tokens: 2.5, updatedAt: new Date('2026-01-01T10:00:00Z') };
 */
export interface ThrottleBucket {
  readonly tokens: number;
  readonly updatedAt: Date;
}

/**
 * The outcome of one attempt: allowed or not, the bucket after it, and when not allowed the
 * whole seconds until a token is back (at least 1).
 *
 * @example
 * const t: ThrottleTake = { allowed: false, bucket: { tokens: 0.5, updatedAt: now }, retryAfterSeconds: 30 };
 */
export interface ThrottleTake {
  readonly allowed: boolean;
  readonly bucket: ThrottleBucket;
  readonly retryAfterSeconds: number;
}

/**
 * The tokens of a bucket at `now`: what it held plus one per `refillSeconds` since, at most the
 * capacity; a missing bucket is full. A clock that went backwards adds nothing.
 *
 * @example
 * const t = new Date('2026-01-01T10:00:00Z');
 * refilledTokens({ tokens: 0, updatedAt: t }, new Date('2026-01-01T10:01:30Z'), { capacity: 5, refillSeconds: 60 }) // 1.5
 * refilledTokens(undefined, t, { capacity: 5, refillSeconds: 60 }) // 5
 */
export function refilledTokens(bucket: ThrottleBucket | undefined, now: Date, policy: ThrottlePolicy): number {
  if (bucket === undefined) return policy.capacity;
  const elapsed = Math.max(0, (now.getTime() - bucket.updatedAt.getTime()) / 1000);
  return Math.min(policy.capacity, bucket.tokens + elapsed / policy.refillSeconds);
}

/**
 * One attempt on a bucket: allowed when a whole token is there (it is taken), refused otherwise
 * (nothing is taken, so refused attempts never lengthen the wait). The SQL store runs the same
 * arithmetic in one statement.
 *
 * @example
 * const t = new Date('2026-01-01T10:00:00Z');
 * takeToken({ tokens: 1, updatedAt: t }, t, { capacity: 5, refillSeconds: 60 }).allowed // true
 * takeToken({ tokens: 0.5, updatedAt: t }, t, { capacity: 5, refillSeconds: 60 }).retryAfterSeconds // 30
 */
export function takeToken(bucket: ThrottleBucket | undefined, now: Date, policy: ThrottlePolicy): ThrottleTake {
  const tokens = refilledTokens(bucket, now, policy);
  const updatedAt = bucket !== undefined && bucket.updatedAt > now ? bucket.updatedAt : now;
  if (tokens >= 1) return { allowed: true, bucket: { tokens: tokens - 1, updatedAt }, retryAfterSeconds: 0 };
  return { allowed: false, bucket: { tokens, updatedAt }, retryAfterSeconds: retryAfter(tokens, policy) };
}

/**
 * Whole seconds until a bucket holding `tokens` has one token again (0 when it has one).
 *
 * @example
 * retryAfter(0.25, { capacity: 5, refillSeconds: 60 }) // 45
 * retryAfter(1, { capacity: 5, refillSeconds: 60 }) // 0
 */
export function retryAfter(tokens: number, policy: ThrottlePolicy): number {
  if (tokens >= 1) return 0;
  // A hair under a whole second (float error) still counts as that second, not the next.
  return Math.max(1, Math.ceil((1 - Math.max(0, tokens)) * policy.refillSeconds - 1e-6));
}

/**
 * The sign-in buckets. `account`: guesses at one account from browsers it has not signed in from
 * (5, then one a minute: the real owner on a new browser waits at most a minute). `address`:
 * attempts from one client address over all accounts (30, then one every 10 seconds), so spraying
 * a password over many accounts is slowed. `device`: attempts from a browser the account signed in
 * from before (10, then one every 30 seconds); such a browser is not held back by the other two, so
 * failures elsewhere never lock the owner out. `alert`: e-mails telling the owner of failures (one
 * an hour).
 *
 * @example
 * SIGN_IN_THROTTLE.account // { capacity: 5, refillSeconds: 60 }
 */
export const SIGN_IN_THROTTLE = {
  account: { capacity: 5, refillSeconds: 60 },
  address: { capacity: 30, refillSeconds: 10 },
  device: { capacity: 10, refillSeconds: 30 },
  alert: { capacity: 1, refillSeconds: 3600 },
} as const satisfies Record<string, ThrottlePolicy>;

/**
 * Seconds after its last take by which a bucket is full again, whatever it held: from empty, the
 * whole capacity refills. A bucket idle that long answers like a missing one, so it may be forgotten.
 *
 * @example
 * fullAfterSeconds(SIGN_IN_THROTTLE.account) // 300
 * fullAfterSeconds(SIGN_IN_THROTTLE.alert) // 3600
 */
export function fullAfterSeconds(policy: ThrottlePolicy): number {
  return policy.capacity * policy.refillSeconds;
}

/**
 * How long a throttle bucket must stay untouched before the periodic sweep forgets it: the longest
 * refill of every policy (an hour, the owner alert's), so forgetting never lets an attempt through
 * that the bucket would have refused. A new policy with a longer refill raises it.
 *
 * @example
 * IDLE_BUCKET_SECONDS // 3600
 */
export const IDLE_BUCKET_SECONDS: number = Math.max(...Object.values(SIGN_IN_THROTTLE).map(fullAfterSeconds));

/**
 * The key of a client address for throttling: an IPv4 address as it is (also when IPv4-mapped),
 * an IPv6 address by its /64 network (one subscriber usually holds a whole /64), lower-cased.
 * Anything else is kept as it is.
 *
 * @example
 * clientAddressKey('203.0.113.7') // '203.0.113.7'
 * clientAddressKey('::ffff:203.0.113.7') // '203.0.113.7'
 * clientAddressKey('2001:DB8:0:1:aaaa::1') // '2001:db8:0:1::/64'
 */
export function clientAddressKey(address: string): string {
  const a = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!a.includes(':')) return a;
  const [head = '', tail = ''] = a.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = a.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
