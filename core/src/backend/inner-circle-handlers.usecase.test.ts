import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptConnectionInvitationEntry,
  declineConnectionInvitationEntry,
  innerCirclesEntry,
  inviteToInnerCircleEntry,
} from '../contract/sharing/inner-circle-entries.js';
import type { MailTemplate, MessageTemplates } from '../ports/message-templates.port.js';
import { CapturingMailer, ManualClock } from '../testing/fakes.js';
import { InMemoryInnerCircleStore } from '../testing/in-memory-inner-circle-store.js';
import { addTestAccount, inMemoryStores, SequentialIds } from '../testing/in-memory-stores.js';
import { RecordingAlertRaiser } from '../testing/recording-alert-raiser.js';
import { callEntry } from '../testing/use-case-world.js';
import { InnerCircleClaims } from './inner-circle-claims.js';
import { innerCircleHandlers } from './inner-circle-handlers.js';

const templates: MessageTemplates = { render: (t: MailTemplate) => ({ subject: t.kind, text: JSON.stringify(t), html: '' }) };

let world: ReturnType<typeof build>;
function build() {
  const stores = inMemoryStores();
  const circle = new InMemoryInnerCircleStore(stores.tables);
  const alerts = new RecordingAlertRaiser();
  const mailer = new CapturingMailer();
  const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
  const deps = { circle, accounts: stores.accounts, alerts, mailer, templates, clock, ids: new SequentialIds(), publicUrl: 'https://waybook.example' };
  const handlers = innerCircleHandlers(deps);
  const as = (userId: string) => ({ userId, locale: 'en-US' as const });
  return { stores, circle, alerts, mailer, clock, deps, handlers, as, claims: new InnerCircleClaims(deps) };
}
beforeEach(async () => {
  world = build();
  await addTestAccount(world.stores.accounts, { userId: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
  await addTestAccount(world.stores.accounts, { userId: 'bo', firstName: 'Bo', lastName: 'Berg' });
});

const invite = (emails: string, isReadOnly = true) =>
  callEntry(world.handlers, inviteToInnerCircleEntry, world.as('ada'), {
    body: { Invitation: { emails }, ConnectionRequest: { is_read_only: isReadOnly }, message: 'Hi' },
  });

describe('Inner Circle use cases: alerts and claims', () => {
  it('raises FC for an invited account, once, and FA for the sharer when it accepts', async () => {
    expect((await invite('bo@example.com')).ok).toBe(true);
    expect(world.alerts.raised).toEqual([
      {
        userId: 'bo',
        typeCode: 'FC',
        tripUuid: '',
        tripItemUuid: '',
        fromUserId: 'ada',
        facts: { name: 'Ada Lovelace' },
        dedupeKey: expect.stringMatching(/^inner-circle-invitation:/),
      },
    ]);
    expect(world.mailer.sent).toEqual([]);
    expect((await invite('bo@example.com')).ok).toBe(false);
    expect(world.alerts.raised).toHaveLength(1);
    const accepted = await callEntry(world.handlers, acceptConnectionInvitationEntry, world.as('bo'), { body: { from_account_profile_ref: 'p-ada' } });
    expect(accepted.ok).toBe(true);
    expect(world.alerts.raised[1]).toMatchObject({ userId: 'ada', typeCode: 'FA', fromUserId: 'bo', facts: { name: 'Bo Berg' } });
  });

  it('a declined invitation raises nothing more and cannot be accepted afterwards', async () => {
    await invite('bo@example.com');
    expect((await callEntry(world.handlers, declineConnectionInvitationEntry, world.as('bo'), { body: { from_account_profile_ref: 'p-ada' } })).ok).toBe(true);
    const late = await callEntry(world.handlers, acceptConnectionInvitationEntry, world.as('bo'), { body: { from_account_profile_ref: 'p-ada' } });
    expect(late.ok ? null : late.error.detailedErrorCode).toBe('inner_circle_not_found');
    expect(world.alerts.raised.map((a) => a.typeCode)).toEqual(['FC']);
  });

  it("mails an address without an account in the sharer's language, and the account that confirms it gets the invitation and FC", async () => {
    expect((await invite('dee@example.com', false)).ok).toBe(true);
    const [mail] = world.mailer.sent;
    const template = JSON.parse(mail?.text ?? '{}') as Extract<MailTemplate, { kind: 'inner-circle-invitation' }>;
    expect(template).toMatchObject({ kind: 'inner-circle-invitation', inviter: 'Ada Lovelace', message: 'Hi', isReadOnly: false });
    expect(template.link).toMatch(/^https:\/\/waybook\.example\/account\/create\?invitation=\w{32}&email=dee%40example\.com$/);
    expect(world.alerts.raised).toEqual([]);
    await addTestAccount(world.stores.accounts, { userId: 'dee', email: 'dee@example.com', firstName: 'Dee', lastName: 'Day' });
    const token = /invitation=(\w+)/.exec(template.link)?.[1] ?? '';
    await world.claims.afterSignUp('dee', 'other@example.com', token);
    expect(world.alerts.raised).toEqual([]);
    await world.claims.afterSignUp('dee', 'dee@example.com', token);
    expect(world.alerts.raised).toMatchObject([{ userId: 'dee', typeCode: 'FC', fromUserId: 'ada' }]);
    const circle = await callEntry(world.handlers, innerCirclesEntry, world.as('dee'));
    expect(circle.ok && circle.value.Sharers).toMatchObject([{ profile_ref: 'p-ada', is_pending: 'true', is_read_only: 'false' }]);
  });

  it('drops an e-mail invitation taken up by an account of the other jurisdiction', async () => {
    await invite('eu@example.com');
    await addTestAccount(world.stores.accounts, { userId: 'eu', email: 'eu@example.com' });
    const user = world.stores.tables.users.get('eu');
    if (user) world.stores.tables.users.set('eu', { ...user, profile: { ...user.profile, jurisdiction: 'EMEA' } });
    await world.claims.afterConfirm('eu');
    expect((await world.circle.sent('ada')).map((i) => i.recipientId)).toEqual([null]);
    await world.stores.accounts.confirmEmail('v-eu');
    await world.claims.afterConfirm('eu');
    expect(world.alerts.raised).toEqual([]);
    expect(await world.circle.received('eu')).toEqual([]);
    expect(await world.circle.sent('ada')).toEqual([]);
  });
});
