import { beforeEach, describe, expect, it } from 'vitest';
import { supportRequestEntry } from '../contract/account/support-entries.js';
import { SUPPORT_THROTTLE } from '../domain/support/support-request.js';
import type { MailTemplate, MessageTemplates } from '../ports/message-templates.port.js';
import { CapturingMailer, ManualClock } from '../testing/fakes.js';
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.js';
import { addTestAccount, inMemoryStores, SequentialIds, type InMemoryStores } from '../testing/in-memory-stores.js';
import { InMemoryThrottleStore } from '../testing/in-memory-throttle-store.js';
import { callEntry } from '../testing/use-case-world.js';
import type { BoundHandler } from './handler.js';
import { sendSupportMail, SUPPORT_REQUEST_MAIL_JOB, supportHandlers } from './support-request.js';

const rendered: MailTemplate[] = [];
const templates: MessageTemplates = {
  render: (t: MailTemplate) => {
    rendered.push(t);
    return { subject: t.kind, text: JSON.stringify(t), html: '' };
  },
};

let stores: InMemoryStores;
let jobs: InMemoryJobQueue;
let mailer: CapturingMailer;
let clock: ManualClock;
let handlers: BoundHandler[];
const deps = () => ({ mailer, templates, supportEmail: 'help@waybook.test' });

beforeEach(async () => {
  rendered.length = 0;
  stores = inMemoryStores();
  jobs = new InMemoryJobQueue();
  mailer = new CapturingMailer();
  clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
  handlers = supportHandlers({ accounts: stores.accounts, throttle: new InMemoryThrottleStore(), jobs, clock, ids: new SequentialIds(), ...deps() });
  await addTestAccount(stores.accounts, { userId: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
});

const send = (userId: string, body: { topic: 'sharing' | 'other'; message: string; trip_link?: string }) =>
  callEntry(handlers, supportRequestEntry, { userId, locale: 'fr-FR', userAgent: 'Mozilla/5.0 Test' }, { body });
const queued = () => [...jobs.rows.values()].filter((j) => j.kind === SUPPORT_REQUEST_MAIL_JOB);

describe('POST v2/supportRequest (use case)', () => {
  it('queues the request with who sent it, then the job mails the support address, replying to the traveler', async () => {
    const answer = await send('ada', { topic: 'sharing', message: 'Bo cannot see my trip.', trip_link: 'https://wb.test/app/trips/t1' });
    expect(answer.ok && answer.value.reference).toMatch(/^WB-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(mailer.sent).toEqual([]);
    const [job] = queued();
    expect(job?.payload).toMatchObject({
      topic: 'sharing',
      message: 'Bo cannot see my trip.',
      tripLink: 'https://wb.test/app/trips/t1',
      userId: 'ada',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      interfaceLocale: 'fr-FR',
      profileLocale: 'en-US',
      userAgent: 'Mozilla/5.0 Test',
      sentAt: '2026-11-24T10:00:00.000Z',
    });
    await sendSupportMail(deps(), job!.payload);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'help@waybook.test', replyTo: 'ada@example.com', subject: 'support-request' });
    expect(rendered[0]).toMatchObject({ kind: 'support-request', reference: answer.ok ? answer.value.reference : '', userId: 'ada' });
  });

  it('refuses past the per-account bucket, and again after the refill', async () => {
    for (let i = 0; i < SUPPORT_THROTTLE.account.capacity; i += 1)
      expect((await send('ada', { topic: 'other', message: `Question number ${i}` })).ok).toBe(true);
    const refused = await send('ada', { topic: 'other', message: 'One question too many' });
    expect(!refused.ok && refused.error).toMatchObject({ status: 429, detailedErrorCode: 'err_support_rate_limit' });
    expect(queued()).toHaveLength(SUPPORT_THROTTLE.account.capacity);
    clock.advance(SUPPORT_THROTTLE.account.refillSeconds * 1000);
    expect((await send('ada', { topic: 'other', message: 'A question later on' })).ok).toBe(true);
  });

  it('drops a job without a message or a reply address', async () => {
    await sendSupportMail(deps(), { email: 'ada@example.com', message: '' });
    await sendSupportMail(deps(), { email: 'not an address', message: 'Hello support team' });
    expect(mailer.sent).toEqual([]);
  });
});
