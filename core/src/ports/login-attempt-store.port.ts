/** Failed sign-ins of one address. */
export interface LoginAttempts {
  readonly failures: number;
  readonly lastFailureAt: Date | null;
}

/**
 * Counts failed sign-ins per address so repeated failures can be slowed down.
 *
 * @example
 * await attempts.recordFailure('a@b.io', now);
 */
export interface LoginAttemptStore {
  get(key: string): Promise<LoginAttempts>;
  recordFailure(key: string, at: Date): Promise<void>;
  reset(key: string): Promise<void>;
}
