import { describe, expect, it } from 'vitest';
import {
  failureOutcome,
  isClaimable,
  isLeaseLost,
  JOB_ERROR_MAX_LENGTH,
  JOB_RETRY_POLICY,
  jobErrorText,
  jobTransition,
  retryDelaySeconds,
} from './job-rules.js';

const T = new Date('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);

describe('the job state machine', () => {
  it('claims a pending job, completes or fails a running one, and retries only a failed one', () => {
    expect(jobTransition('pending', { kind: 'claim' })).toBe('running');
    expect(jobTransition('running', { kind: 'reclaim' })).toBe('running');
    expect(jobTransition('running', { kind: 'complete' })).toBe('done');
    expect(jobTransition('running', { kind: 'fail', retry: true })).toBe('pending');
    expect(jobTransition('running', { kind: 'fail', retry: false })).toBe('failed');
    expect(jobTransition('running', { kind: 'lease-lost' })).toBe('failed');
    expect(jobTransition('failed', { kind: 'admin-retry' })).toBe('pending');
  });

  it('refuses what does not apply: a done job never runs again, a pending one is not completed', () => {
    expect(jobTransition('done', { kind: 'claim' })).toBeUndefined();
    expect(jobTransition('done', { kind: 'admin-retry' })).toBeUndefined();
    expect(jobTransition('pending', { kind: 'complete' })).toBeUndefined();
    expect(jobTransition('pending', { kind: 'reclaim' })).toBeUndefined();
    expect(jobTransition('failed', { kind: 'claim' })).toBeUndefined();
  });
});

describe('retries', () => {
  it('waits 10 s, 20 s, 40 s, 80 s, capped at an hour', () => {
    expect([1, 2, 3, 4].map((a) => retryDelaySeconds(a, JOB_RETRY_POLICY))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(20, JOB_RETRY_POLICY)).toBe(3600);
    expect(retryDelaySeconds(0, JOB_RETRY_POLICY)).toBe(10);
  });

  it('runs a failed attempt again after the backoff while attempts are left, else fails for good', () => {
    expect(failureOutcome({ attempts: 2, maxAttempts: 5 }, T, JOB_RETRY_POLICY)).toEqual({ state: 'pending', runAt: at(20) });
    expect(failureOutcome({ attempts: 5, maxAttempts: 5 }, T, JOB_RETRY_POLICY)).toEqual({ state: 'failed' });
  });
});

describe('claiming', () => {
  const job = { state: 'pending' as const, runAt: T, lockedUntil: null, attempts: 0, maxAttempts: 3 };
  it('claims a pending job once due', () => {
    expect(isClaimable(job, at(-1))).toBe(false);
    expect(isClaimable(job, T)).toBe(true);
  });

  it('reclaims a running job only once its lease ran out, and only with attempts left', () => {
    const running = { ...job, state: 'running' as const, lockedUntil: at(60), attempts: 1 };
    expect(isClaimable(running, at(59))).toBe(false);
    expect(isClaimable(running, at(60))).toBe(true);
    expect(isLeaseLost(running, at(60))).toBe(true);
    expect(isClaimable({ ...running, attempts: 3 }, at(60))).toBe(false);
    expect(isClaimable({ ...job, state: 'done' }, at(60))).toBe(false);
  });
});

describe('error texts', () => {
  it('keeps the first line, without the stack, links’ query strings or token-like runs', () => {
    expect(jobErrorText('Error: SMTP refused\n    at send (mailer.js:1:1)')).toBe('Error: SMTP refused');
    expect(jobErrorText('cannot open https://w.example/change-password?st=abcdef')).toBe('cannot open https://w.example/change-password?');
    expect(jobErrorText(`token ${'a'.repeat(48)} refused`)).toBe('token [removed] refused');
    expect(jobErrorText('')).toBe('error');
  });

  it('cuts a long message', () => {
    const text = jobErrorText('x '.repeat(400));
    expect(text).toHaveLength(JOB_ERROR_MAX_LENGTH);
    expect(text.endsWith('…')).toBe(true);
  });
});
