import { beforeEach, describe, expect, it } from 'vitest';
import { deleteAccountEntry, sendDeleteAccountConfirmationEmailEntry } from '../contract/account/deletion-entries.js';
import { EMPTY_TRIP } from '../domain/trips/trip.js';
import { participantFlags } from '../domain/trips/participants.js';
import type { MailTemplate, MessageTemplates } from '../ports/message-templates.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import { CapturingMailer, ManualClock } from '../testing/fakes.js';
import { InMemoryAccountDeletionStore } from '../testing/in-memory-account-deletion.js';
import { InMemoryAccountLinkStore } from '../testing/in-memory-account-link-store.js';
import { InMemorySessionStore } from '../testing/in-memory-session-store.js';
import { addTestAccount, inMemoryStores, SequentialIds, type InMemoryStores } from '../testing/in-memory-stores.js';
import { InMemoryThrottleStore } from '../testing/in-memory-throttle-store.js';
import { callEntry } from '../testing/use-case-world.js';
import { accountDeletionHandlers } from './account-deletion.js';
import type { BoundHandler } from './handler.js';

const templates: MessageTemplates = { render: (t: MailTemplate) => ({ subject: t.kind, text: JSON.stringify(t), html: '' }) };
// 'hash:<password>' stands in for argon2.
const hasher: PasswordHasher = { hash: async (p) => `hash:${p}`, verify: async (h, p) => h === `hash:${p}` };

let stores: InMemoryStores;
let links: InMemoryAccountLinkStore;
let sessions: InMemorySessionStore;
let mailer: CapturingMailer;
let clock: ManualClock;
let handlers: BoundHandler[];
let forgotten: string[];

beforeEach(async () => {
  stores = inMemoryStores();
  links = new InMemoryAccountLinkStore();
  sessions = new InMemorySessionStore();
  mailer = new CapturingMailer();
  clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
  forgotten = [];
  const deletion = new InMemoryAccountDeletionStore(stores.tables, { links, sessions });
  handlers = accountDeletionHandlers({
    accounts: stores.accounts,
    deletion,
    links,
    throttle: new InMemoryThrottleStore(),
    hasher,
    mailer,
    templates,
    clock,
    ids: new SequentialIds(),
    publicUrl: 'https://wb.test',
    forgetSessions: (u) => forgotten.push(u),
  });
  for (const u of ['ada', 'bo']) {
    await addTestAccount(stores.accounts, { userId: u });
    const row = stores.tables.users.get(u);
    if (row) stores.tables.users.set(u, { ...row, passwordHash: `hash:${u}-password` });
    await sessions.create({ id: `s-${u}`, userId: u, createdAt: clock.now(), lastSeenAt: clock.now() });
  }
});

const del = (userId: string, body: { consent: boolean | 'true' | 'false'; password?: string; st?: string }) =>
  callEntry(handlers, deleteAccountEntry, { userId, locale: 'en-US' }, { body });
const mailLink = async (userId: string) => {
  expect((await callEntry(handlers, sendDeleteAccountConfirmationEmailEntry, { userId, locale: 'en-US' })).ok).toBe(true);
  const sent = mailer.sent.at(-1);
  const token = /st=([A-Za-z0-9]+)/.exec(sent?.text ?? '')?.[1];
  if (token === undefined) throw new Error('no link in the mail');
  return { sent, token };
};
const codeOf = (r: Awaited<ReturnType<typeof del>>) => (r.ok ? 'ok' : `${r.error.status} ${r.error.detailedErrorCode}`);

describe('account deletion use cases', () => {
  it('needs the consent box, then the password or a link', async () => {
    expect(codeOf(await del('ada', { consent: false, password: 'ada-password' }))).toBe('400 consent_required');
    expect(codeOf(await del('ada', { consent: true }))).toBe('400 password_or_link_required');
    expect(codeOf(await del('ada', { consent: true, password: 'wrong' }))).toBe('422 incorrect_password');
    expect(stores.tables.users.has('ada')).toBe(true);
  });

  it('deletes with the password: trips, sessions and the account go, the address can sign up again', async () => {
    await stores.trips.create('ada', { ...EMPTY_TRIP, uuid: 't-ada', displayName: 'Lyon' });
    await stores.trips.create('bo', { ...EMPTY_TRIP, uuid: 't-bo', displayName: 'Oslo' });
    await stores.trips.addParticipant('t-bo', 'ada', participantFlags('edit'));
    expect(codeOf(await del('ada', { consent: 'true', password: 'ada-password' }))).toBe('ok');
    expect(stores.tables.users.has('ada')).toBe(false);
    expect(stores.tables.trips.has('t-ada')).toBe(false);
    expect(stores.tables.participants.map((p) => `${p.tripUuid}:${p.userId}`)).toEqual(['t-bo:bo']);
    expect([...sessions.rows.keys()]).toEqual(['s-bo']);
    expect(forgotten).toEqual(['ada']);
    expect((await addTestAccount(stores.accounts, { userId: 'ada-again', email: 'ada@example.com' })).uuid).toBe('ada-again');
  });

  it('mails a single-use link to the primary address, in the user language, that deletes only its own account', async () => {
    const { sent, token } = await mailLink('ada');
    expect(sent?.to).toBe('ada@example.com');
    expect(sent?.subject).toBe('delete-account');
    expect(sent?.text).toContain('https://wb.test/app/account/manage/delete?st=');
    expect(codeOf(await del('bo', { consent: true, st: token }))).toBe('422 invalid_link');
    expect(codeOf(await del('ada', { consent: true, st: token }))).toBe('ok');
    expect(stores.tables.users.has('ada')).toBe(false);
    expect(stores.tables.users.has('bo')).toBe(true);
    expect(links.links.size).toBe(0);
  });

  it('refuses an expired or used link', async () => {
    const { token } = await mailLink('ada');
    clock.advance(61 * 60_000);
    expect(codeOf(await del('ada', { consent: true, st: token }))).toBe('422 invalid_link');
    const again = await mailLink('ada');
    await links.consume(again.token, 'delete-account', clock.now());
    expect(codeOf(await del('ada', { consent: true, st: again.token }))).toBe('422 invalid_link');
    expect(stores.tables.users.has('ada')).toBe(true);
  });

  it('throttles password guesses and confirmation mails per account', async () => {
    for (let i = 0; i < 5; i += 1) expect(codeOf(await del('ada', { consent: true, password: `guess-${i}` }))).toBe('422 incorrect_password');
    expect(codeOf(await del('ada', { consent: true, password: 'ada-password' }))).toBe('429 too_many_attempts');
    for (let i = 0; i < 3; i += 1) await mailLink('bo');
    const fourth = await callEntry(handlers, sendDeleteAccountConfirmationEmailEntry, { userId: 'bo', locale: 'en-US' });
    expect(fourth.ok ? 'ok' : fourth.error.status).toBe(429);
  });
});
