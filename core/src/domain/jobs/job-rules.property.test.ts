import fc from 'fast-check';
import { describe, it } from 'vitest';
import { JOB_ERROR_MAX_LENGTH, JOB_STATES, jobErrorText, jobTransition, retryDelaySeconds, type JobEvent, type JobState } from './job-rules.js';

const policy = fc
  .record({ baseSeconds: fc.integer({ min: 1, max: 600 }), maxSeconds: fc.integer({ min: 1, max: 86_400 }), maxAttempts: fc.integer({ min: 1, max: 20 }) })
  .filter((p) => p.baseSeconds <= p.maxSeconds);
const event: fc.Arbitrary<JobEvent> = fc.oneof(
  fc.constantFrom<JobEvent>({ kind: 'claim' }, { kind: 'reclaim' }, { kind: 'complete' }, { kind: 'lease-lost' }, { kind: 'admin-retry' }),
  fc.boolean().map((retry): JobEvent => ({ kind: 'fail', retry })),
);

describe('job rules: properties', () => {
  it('backoff never shrinks from one attempt to the next and never passes the cap', () => {
    fc.assert(
      fc.property(policy, fc.integer({ min: 1, max: 200 }), (p, attempt) => {
        const here = retryDelaySeconds(attempt, p);
        const next = retryDelaySeconds(attempt + 1, p);
        return here >= p.baseSeconds && here <= p.maxSeconds && next >= here;
      }),
    );
  });

  it('a done job never goes back to pending or running, whatever comes after', () => {
    fc.assert(
      fc.property(fc.constantFrom(...JOB_STATES), fc.array(event, { maxLength: 30 }), (start, events) => {
        let state: JobState = start;
        let done = state === 'done';
        for (const e of events) {
          state = jobTransition(state, e) ?? state;
          if (done && state !== 'done') return false;
          done ||= state === 'done';
        }
        return true;
      }),
    );
  });

  it('a stored error text is one line, at most the limit, and keeps no query string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2_000 }), (message) => {
        const text = jobErrorText(message);
        return text.length >= 1 && text.length <= JOB_ERROR_MAX_LENGTH && !/[\r\n]/.test(text) && !/\?[^\s…]/.test(text);
      }),
    );
  });
});
