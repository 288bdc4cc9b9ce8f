// E-mail addresses on the in-memory stores: add with a single-use link, confirm, make primary,
// remove, import sharing; an address another account holds is answered exactly like a new one.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  confirmAddEmailEntry,
  listEmailAddressesEntry,
  makePrimaryEmailEntry,
  removeEmailEntry,
  requestAddEmailEntry,
  updateImportTripPlanSharingEntry,
} from '../contract/account/email-entries.js';
import type { ApiError } from '../contract/error.js';
import type { Result } from '../domain/result.js';
import type { MailTemplate, MessageTemplates } from '../ports/message-templates.port.js';
import { CapturingMailer, ManualClock } from '../testing/fakes.js';
import { InMemoryAccountLinkStore } from '../testing/in-memory-account-link-store.js';
import { InMemoryEmailAddressStore } from '../testing/in-memory-email-address-store.js';
import { InMemoryThrottleStore } from '../testing/in-memory-throttle-store.js';
import { addTestAccount, inMemoryStores, SequentialIds, type InMemoryStores } from '../testing/in-memory-stores.js';
import { callEntry } from '../testing/use-case-world.js';
import { emailAddressHandlers } from './email-address-handlers.js';
import type { BoundHandler } from './handler.js';

const templates: MessageTemplates = { render: (t: MailTemplate) => ({ subject: t.kind, text: JSON.stringify(t), html: '' }) };
const ada = { userId: 'ada', locale: 'en-US' } as const;
const bob = { userId: 'bob', locale: 'en-US' } as const;

let stores: InMemoryStores;
let mailer: CapturingMailer;
let clock: ManualClock;
let handlers: BoundHandler[];

const value = <T>(r: Result<T, ApiError>): T => {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const code = <T>(r: Result<T, ApiError>): string => (r.ok ? 'ok' : `${r.error.status} ${r.error.detailedErrorCode}`);
const add = (email: string, ctx: { userId: string; locale: 'en-US' } = ada) => callEntry(handlers, requestAddEmailEntry, ctx, { body: { email_addr: email } });
const confirm = (st: string, ctx: { userId: string; locale: 'en-US' } = ada) => callEntry(handlers, confirmAddEmailEntry, ctx, { body: { st } });
const primary = (email: string) => callEntry(handlers, makePrimaryEmailEntry, ada, { body: { email_addr: email } });
const remove = (email: string) => callEntry(handlers, removeEmailEntry, ada, { body: { email_addr: email } });
const list = async () => value(await callEntry(handlers, listEmailAddressesEntry, ada)).EmailAddresses;
const lastMailTo = (email: string) => mailer.sent.filter((m) => m.to === email).at(-1);
const tokenMailedTo = (email: string): string => /st=(\w+)/.exec(lastMailTo(email)?.text ?? '')?.[1] ?? '';

beforeEach(async () => {
  stores = inMemoryStores();
  mailer = new CapturingMailer();
  clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
  const emails = new InMemoryEmailAddressStore(stores.tables);
  const links = new InMemoryAccountLinkStore();
  handlers = emailAddressHandlers({
    emails,
    accounts: stores.accounts,
    links,
    mailer,
    templates,
    throttle: new InMemoryThrottleStore(),
    clock,
    ids: new SequentialIds(),
    publicUrl: 'https://wb.test',
  });
  await addTestAccount(stores.accounts, { userId: 'ada' });
  await addTestAccount(stores.accounts, { userId: 'bob' });
});

describe('e-mail addresses', () => {
  it('adds an address unconfirmed, confirms it by its link once, then it can be primary', async () => {
    const added = value(await add(' Ada@Work.Example '));
    const row = added.EmailAddresses.find((e) => e.email_address === 'ada@work.example');
    expect(row).toMatchObject({ is_confirmed: 'false', is_primary: 'false' });
    expect(lastMailTo('ada@work.example')?.subject).toBe('add-email');
    expect(lastMailTo('ada@work.example')?.text).toContain(`redirect_type=add_email&email_uuid=${row?.uuid}&st=`);
    expect(code(await primary('ada@work.example'))).toBe('400 email_not_confirmed');

    const token = tokenMailedTo('ada@work.example');
    const confirmed = value(await confirm(token));
    expect(confirmed.confirmed_uuid).toBe(row?.uuid);
    expect(code(await confirm(token))).toBe('400 invalid_link');

    const after = value(await primary('ada@work.example')).EmailAddresses;
    expect(after.map((e) => [e.email_address, e.is_primary])).toEqual([
      ['ada@work.example', 'true'],
      ['ada@example.com', 'false'],
    ]);
    expect((await stores.accounts.findLogin('ada@work.example'))?.userId).toBe('ada');
  });

  it('refuses an expired link and a link opened by another account (which stays usable)', async () => {
    await add('late@x.io');
    const late = tokenMailedTo('late@x.io');
    clock.advance(24 * 3600_000);
    expect(code(await confirm(late))).toBe('400 invalid_link');
    await add('late@x.io'); // resend
    const fresh = tokenMailedTo('late@x.io');
    expect(fresh).not.toBe(late);
    expect(code(await confirm(fresh, bob))).toBe('409 other_account');
    expect(code(await confirm(fresh))).toBe('ok');
  });

  it('answers an address held by another account exactly like a new one and mails it, not a link', async () => {
    const taken = value(await add('bob@example.com'));
    const fresh = value(await add('new@x.io'));
    const shape = (l: typeof taken.EmailAddresses) => l.map((e) => ({ ...e, uuid: '', uuid_ref: '', email_ref: '', email_address: '' }));
    expect(shape(taken.EmailAddresses)).toEqual(shape(fresh.EmailAddresses.filter((e) => e.email_address !== 'new@x.io')));
    expect(lastMailTo('bob@example.com')?.subject).toBe('add-email-taken');
    expect(lastMailTo('bob@example.com')?.text).not.toContain('st=');
    // Bob's account is untouched: he still signs in with it, and Ada cannot make it hers.
    expect((await stores.accounts.findLogin('bob@example.com'))?.userId).toBe('bob');
    expect(code(await primary('bob@example.com'))).toBe('400 email_not_confirmed');
  });

  it('an address added but not confirmed is no one’s: the owner of the mailbox can still sign up with it', async () => {
    await add('carol@x.io');
    expect(await stores.accounts.findLogin('carol@x.io')).toBeUndefined();
    await addTestAccount(stores.accounts, { userId: 'carol', email: 'carol@x.io' });
    expect((await stores.accounts.findLogin('carol@x.io'))?.userId).toBe('carol');
    await add('carol@x.io'); // resend: the mailbox is now Carol's account
    expect(lastMailTo('carol@x.io')?.subject).toBe('add-email-taken');
  });

  it('refuses an address already confirmed here, a malformed one, and an eleventh', async () => {
    await add('mine@x.io');
    value(await confirm(tokenMailedTo('mine@x.io')));
    expect(code(await add('mine@x.io'))).toBe('400 email_not_added');
    expect(code(await add('not an address'))).toBe('400 invalid_field:email_addr');
    for (let i = 0; i < 8; i += 1) expect(code(await add(`a${i}@x.io`))).toBe('ok');
    const refused = await add('more@x.io');
    expect(code(refused)).toBe('400 email_not_added');
    expect(!refused.ok && refused.error.description).toBe('more@x.io could not be added to your account.');
  });

  it('never removes the primary address, removes another one', async () => {
    await add('old@x.io');
    expect(code(await remove('ada@example.com'))).toBe('400 primary_email');
    expect(code(await remove('who@x.io'))).toBe('404 email_not_found');
    expect(value(await remove('old@x.io')).EmailAddresses.map((e) => e.email_address)).toEqual(['ada@example.com']);
  });

  it('keeps the import-sharing choice per address', async () => {
    const uuid = (await list())[0]?.uuid ?? '';
    const r = value(await callEntry(handlers, updateImportTripPlanSharingEntry, ada, { body: { email_ref: uuid, value: 'concur_sharing_yes' } }));
    expect(r.EmailAddresses[0]?.import_trip_plan_sharing).toBe('concur_sharing_yes');
    const other = await callEntry(handlers, updateImportTripPlanSharingEntry, bob, { body: { email_ref: uuid, value: 'concur_sharing_no' } });
    expect(code(other)).toBe('404 email_not_found');
  });

  it('bounds the verification mails to one recipient, whether or not it has an account', async () => {
    for (const email of ['bob@example.com', 'nobody@x.io']) {
      for (let i = 0; i < 3; i += 1) expect(code(await add(email))).toBe('ok');
      expect(code(await add(email))).toBe('429 email_throttled');
    }
    clock.advance(20 * 60_000);
    expect(code(await add('nobody@x.io'))).toBe('ok');
  });
});
