import { describe, expect, it } from 'vitest';
import { fullAfterSeconds, IDLE_BUCKET_SECONDS } from '../domain/account/throttle-rules.js';
import type { MailTemplate } from '../ports/message-templates.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import { CapturingMailer, ManualClock } from '../testing/fakes.js';
import { InMemoryAccountLinkStore } from '../testing/in-memory-account-link-store.js';
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.js';
import { InMemoryPasswordStore } from '../testing/in-memory-password-store.js';
import { InMemorySessionStore } from '../testing/in-memory-session-store.js';
import { addTestAccount, inMemoryStores, SequentialIds } from '../testing/in-memory-stores.js';
import { InMemoryThrottleStore } from '../testing/in-memory-throttle-store.js';
import { PASSWORD_THROTTLE, PasswordService, RESET_PASSWORD_MAIL_JOB } from './password-service.js';

// A readable hasher: enough to tell which password a hash is of.
const hasher: PasswordHasher = { hash: async (p) => `hash:${p}`, verify: async (h, p) => h === `hash:${p}` };

async function world() {
  const stores = inMemoryStores();
  const clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
  const sessions = new InMemorySessionStore();
  const links = new InMemoryAccountLinkStore();
  const passwords = new InMemoryPasswordStore(stores.tables);
  const mailer = new CapturingMailer();
  const rendered: MailTemplate[] = [];
  const jobs = new InMemoryJobQueue();
  const templates = {
    render: (t: MailTemplate, locale: string) => {
      rendered.push(t);
      return { subject: `${t.kind} ${locale}`, text: 'link' in t ? t.link : '', html: '' };
    },
  };
  const service = new PasswordService({
    accounts: stores.accounts,
    passwords,
    sessions,
    links,
    throttle: new InMemoryThrottleStore(),
    hasher,
    mailer,
    templates,
    clock,
    ids: new SequentialIds(),
    publicUrl: 'https://waybook.example',
    jobs,
  });
  await addTestAccount(stores.accounts, { userId: 'ada', email: 'ada@example.com' });
  await passwords.replace('ada', await hasher.hash('old passphrase'));
  for (const [id, userId] of [
    ['s1', 'ada'],
    ['s2', 'ada'],
    ['s3', 'bob'],
  ] as const) {
    await sessions.create({ id, userId, createdAt: clock.now(), lastSeenAt: clock.now() });
  }
  const tokenOf = (n = -1) => new URL(mailer.sent.at(n)?.text ?? 'https://x/').searchParams.get('st') ?? '';
  // Runs the queued reset mails as the server's worker does.
  const runJobs = async () => {
    for (const job of await jobs.claim({ workerId: 'w', kinds: [RESET_PASSWORD_MAIL_JOB], limit: 100, leaseSeconds: 60 }, clock.now())) {
      await service.sendResetMail(job.payload);
      await jobs.complete(job.id, 'w', clock.now());
    }
  };
  const requestReset = async (email: string) => {
    const answer = await service.requestReset(email);
    await runJobs();
    return answer;
  };
  return { stores, clock, sessions, links, passwords, mailer, rendered, service, tokenOf, jobs, requestReset };
}

describe('changing the password while signed in', () => {
  it('replaces the hash and ends every other session of the user, keeping this one and other users', async () => {
    const w = await world();
    const r = await w.service.change({ userId: 'ada', sessionId: 's1', currentPassword: 'old passphrase', newPassword: 'new passphrase' });
    expect(r.ok).toBe(true);
    expect(await w.passwords.hashOf('ada')).toBe('hash:new passphrase');
    expect([...w.sessions.rows.keys()].sort()).toEqual(['s1', 's3']);
  });

  it('refuses a wrong current password, a short one, an address and the current password, changing nothing', async () => {
    const w = await world();
    const change = (currentPassword: string, newPassword: string) => w.service.change({ userId: 'ada', sessionId: 's1', currentPassword, newPassword });
    expect(await change('wrong passphrase', 'new passphrase')).toEqual({ ok: false, error: { kind: 'current-incorrect' } });
    expect(await change('old passphrase', 'short')).toEqual({ ok: false, error: { kind: 'new-password', reason: 'length' } });
    expect(await change('old passphrase', 'ada@example.com')).toEqual({ ok: false, error: { kind: 'new-password', reason: 'email' } });
    expect(await change('old passphrase', 'old passphrase')).toEqual({ ok: false, error: { kind: 'new-password', reason: 'most-recent' } });
    expect(await w.passwords.hashOf('ada')).toBe('hash:old passphrase');
    expect(w.sessions.rows.size).toBe(3);
  });

  it('locks changes after five attempts, even with the right password, until a token comes back', async () => {
    const w = await world();
    for (let i = 0; i < PASSWORD_THROTTLE.change.capacity; i += 1) {
      expect((await w.service.change({ userId: 'ada', currentPassword: 'guess', newPassword: 'new passphrase' })).ok).toBe(false);
    }
    const locked = await w.service.change({ userId: 'ada', currentPassword: 'old passphrase', newPassword: 'new passphrase' });
    expect(locked).toEqual({ ok: false, error: { kind: 'throttled', retryAfterSeconds: PASSWORD_THROTTLE.change.refillSeconds } });
    w.clock.advance(PASSWORD_THROTTLE.change.refillSeconds * 1000);
    expect((await w.service.change({ userId: 'ada', currentPassword: 'old passphrase', newPassword: 'new passphrase' })).ok).toBe(true);
  });

  it('keeps its buckets within what the sweep keeps (full within IDLE_BUCKET_SECONDS)', () => {
    for (const policy of Object.values(PASSWORD_THROTTLE)) expect(fullAfterSeconds(policy)).toBeLessThanOrEqual(IDLE_BUCKET_SECONDS);
  });
});

describe('resetting a forgotten password by e-mailed link', () => {
  it('mails a link in the account language, and nothing for an unknown address, answering the same', async () => {
    const w = await world();
    await w.stores.accounts.updateProfile('ada', { languageTag: 'fr-FR' });
    expect(await w.requestReset(' Ada@Example.com ')).toEqual({ ok: true, value: undefined });
    expect(await w.requestReset('nobody@example.com')).toEqual({ ok: true, value: undefined });
    expect(w.mailer.sent.map((m) => [m.to, m.subject])).toEqual([['ada@example.com', 'reset-password fr-FR']]);
    expect(w.tokenOf()).toHaveLength(48);
    expect(await w.requestReset('not an address')).toEqual({ ok: false, error: { kind: 'invalid-email' } });
  });

  it('queues the same job for a known and an unknown address, holding only the address: no token, no link', async () => {
    const w = await world();
    await w.service.requestReset('ada@example.com');
    await w.service.requestReset('nobody@example.com');
    expect(w.mailer.sent).toEqual([]);
    const queued = await w.jobs.list({ state: 'pending' });
    expect(queued.map((j) => [j.kind, j.payload])).toEqual([
      [RESET_PASSWORD_MAIL_JOB, { email: 'nobody@example.com' }],
      [RESET_PASSWORD_MAIL_JOB, { email: 'ada@example.com' }],
    ]);
    await w.service.sendResetMail(queued[1]?.payload ?? {});
    expect(JSON.stringify(queued)).not.toContain(w.tokenOf());
  });

  it('throws when the mail cannot be sent, so the job is tried again', async () => {
    const w = await world();
    w.mailer.send = () => Promise.reject(new Error('SMTP refused'));
    await expect(w.service.sendResetMail({ email: 'ada@example.com' })).rejects.toThrow('SMTP refused');
  });

  it('sets the password once per link, ends every session and every other reset link', async () => {
    const w = await world();
    await w.requestReset('ada@example.com');
    await w.requestReset('ada@example.com');
    const [older, newer] = [w.tokenOf(0), w.tokenOf(1)];
    expect(await w.service.isResetLinkLive(newer)).toBe(true);
    expect(await w.service.completeReset(newer, 'new passphrase')).toEqual({ ok: true, value: undefined });
    expect(await w.passwords.hashOf('ada')).toBe('hash:new passphrase');
    expect([...w.sessions.rows.keys()]).toEqual(['s3']);
    expect(await w.service.completeReset(newer, 'another passphrase')).toEqual({ ok: false, error: { kind: 'invalid-link' } });
    expect(await w.service.completeReset(older, 'another passphrase')).toEqual({ ok: false, error: { kind: 'invalid-link' } });
    expect(await w.service.isResetLinkLive(older)).toBe(false);
  });

  it('refuses an expired link, and a refused password leaves the link usable', async () => {
    const w = await world();
    await w.requestReset('ada@example.com');
    const token = w.tokenOf();
    expect(await w.service.completeReset(token, 'old passphrase')).toEqual({ ok: false, error: { kind: 'new-password', reason: 'most-recent' } });
    expect(await w.service.isResetLinkLive(token)).toBe(true);
    w.clock.advance(60 * 60_000);
    expect(await w.service.completeReset(token, 'new passphrase')).toEqual({ ok: false, error: { kind: 'invalid-link' } });
    expect(await w.passwords.hashOf('ada')).toBe('hash:old passphrase');
  });

  it('sends at most three mails to an address in a row, and none to a blocked account', async () => {
    const w = await world();
    for (let i = 0; i < 5; i += 1) await w.requestReset('ada@example.com');
    expect(w.mailer.sent).toHaveLength(PASSWORD_THROTTLE.resetMail.capacity);
    await addTestAccount(w.stores.accounts, { userId: 'eve', email: 'eve@example.com' });
    const eve = w.stores.tables.users.get('eve');
    if (eve) w.stores.tables.users.set('eve', { ...eve, profile: { ...eve.profile, blockedStatus: 'suspended' } });
    await w.requestReset('eve@example.com');
    expect(w.mailer.sent.filter((m) => m.to === 'eve@example.com')).toEqual([]);
  });
});
