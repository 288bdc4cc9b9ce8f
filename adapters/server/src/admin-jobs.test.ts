import { beforeEach, describe, expect, it } from 'vitest';
import { SqlJobQueue, truncateAll } from '@waybook/adapter-sql';
import { jobsCommand } from './admin-jobs.js';
import { sharedDatabase } from './testing/harness.js';

const database = await sharedDatabase();
const queue = new SqlJobQueue(database.db);
const T = new Date('2026-11-24T10:00:00Z');

beforeEach(async () => {
  await truncateAll(database.db);
});

// A job that failed for good: claimed, then failed with its last error.
async function failedJob(): Promise<string> {
  const added = await queue.enqueue({ kind: 'reset-password-mail', payload: { email: 'ada@example.com' }, maxAttempts: 1 }, T);
  await queue.claim({ workerId: 'w1', kinds: ['reset-password-mail'], limit: 1, leaseSeconds: 60 }, T);
  await queue.fail(added?.id ?? '', 'w1', { state: 'failed', error: 'SMTP refused' }, T);
  return added?.id ?? '';
}

describe('npm run admin -- jobs', () => {
  it('lists the jobs, or those in one state, without their payload', async () => {
    expect(await jobsCommand(['jobs'], queue, T)).toEqual({ code: 0, message: 'no jobs' });
    const id = await failedJob();
    await queue.enqueue({ kind: 'sweep-idle', payload: {}, runAt: new Date('2026-11-24T10:10:00Z') }, new Date('2026-11-24T10:01:00Z'));
    const all = await jobsCommand(['jobs'], queue, T);
    expect(all.message.split('\n')).toEqual([
      expect.stringMatching(/^\d+ {2}pending {2}sweep-idle {2}0\/5 {2}run 2026-11-24T10:10:00.000Z$/),
      `${id}  failed  reset-password-mail  1/1  run 2026-11-24T10:00:00.000Z  SMTP refused`,
    ]);
    expect(all.message).not.toContain('ada@example.com');
    expect(await jobsCommand(['jobs', '--state', 'failed'], queue, T)).toEqual({
      code: 0,
      message: `${id}  failed  reset-password-mail  1/1  run 2026-11-24T10:00:00.000Z  SMTP refused`,
    });
  });

  it('retries a failed job once, and explains what it cannot do', async () => {
    const id = await failedJob();
    expect(await jobsCommand(['jobs', 'retry', id], queue, T)).toEqual({ code: 0, message: `job ${id} is pending again` });
    expect(await queue.list({ state: 'pending' })).toMatchObject([{ id, attempts: 0 }]);
    expect((await jobsCommand(['jobs', 'retry', id], queue, T)).code).toBe(1);
    expect((await jobsCommand(['jobs', '--state', 'lost'], queue, T)).code).toBe(2);
    expect((await jobsCommand(['jobs', 'retry'], queue, T)).code).toBe(2);
  });
});
