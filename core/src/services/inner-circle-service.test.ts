import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { innerCircleHandlers } from '../backend/inner-circle-handlers.js';
import { err } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { MailTemplate } from '../ports/message-templates.port.js';
import { CapturingMailer, ManualClock } from '../testing/fakes.js';
import { InMemoryInnerCircleStore } from '../testing/in-memory-inner-circle-store.js';
import { addTestAccount, inMemoryStores, SequentialIds } from '../testing/in-memory-stores.js';
import { RecordingAlertRaiser } from '../testing/recording-alert-raiser.js';
import { callEntry } from '../testing/use-case-world.js';
import { innerCircleFailureOf, InnerCircleService } from './inner-circle-service.js';

// The app's service against the server's use cases on in-memory stores, as ada and as bo.
async function world() {
  const stores = inMemoryStores();
  await addTestAccount(stores.accounts, { userId: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
  await addTestAccount(stores.accounts, { userId: 'bo', firstName: 'Bo', lastName: 'Berg' });
  const handlers = innerCircleHandlers({
    circle: new InMemoryInnerCircleStore(stores.tables),
    accounts: stores.accounts,
    alerts: new RecordingAlertRaiser(),
    mailer: new CapturingMailer(),
    templates: { render: (t: MailTemplate) => ({ subject: t.kind, text: '', html: '' }) },
    clock: new ManualClock(new Date('2026-11-21T10:00:00Z')),
    ids: new SequentialIds(),
    publicUrl: 'https://waybook.example',
  });
  const as = (userId: string): ApiTransport => ({
    call: async (entry, input) => {
      const answer = await callEntry(handlers, entry, { userId, locale: 'en-US' }, input);
      return answer.ok
        ? answer
        : err({
            kind: 'http',
            status: answer.error.status,
            code: answer.error.code,
            detailedErrorCode: answer.error.detailedErrorCode,
            description: answer.error.description,
          });
    },
  });
  return { stores, ada: new InnerCircleService(as('ada')), bo: new InnerCircleService(as('bo')) };
}

describe('InnerCircleService', () => {
  it('invites, accepts, changes the permission, removes; each answer is the circle as it now is', async () => {
    const { ada, bo } = await world();
    const sent = await ada.invite({ emails: 'bo@example.com', permission: 'view-only', message: 'Hi' });
    expect(sent.ok && sent.value.members).toEqual([
      { profileRef: '', isPending: true, isReadOnly: true, photoUrl: '', primaryEmailAddress: 'bo@example.com', publicDisplayName: '', screenName: '' },
    ]);
    const accepted = await bo.accept('p-ada');
    expect(accepted.ok && accepted.value.sharers.map((s) => [s.profileRef, s.isPending])).toEqual([['p-ada', false]]);
    const changed = await ada.setPermission('p-bo', 'can-edit');
    expect(changed.ok && changed.value.members.map((m) => [m.publicDisplayName, m.isReadOnly])).toEqual([['Bo Berg', false]]);
    const removed = await ada.removeMember('p-bo');
    expect(removed.ok && removed.value.members).toEqual([]);
    expect((await bo.load()).ok).toBe(true);
  });

  it('names the refused address: "You have already invited {email}."', async () => {
    const { ada } = await world();
    await ada.invite({ emails: 'bo@example.com', permission: 'view-only', message: '' });
    expect(await ada.invite({ emails: 'bo@example.com', permission: 'can-edit', message: '' })).toEqual(
      err({ kind: 'already-invited', email: 'bo@example.com' }),
    );
    expect(await ada.invite({ emails: 'ada@example.com', permission: 'can-edit', message: '' })).toEqual(err({ kind: 'self' }));
    expect(await ada.invite({ emails: 'nope', permission: 'can-edit', message: '' })).toEqual(err({ kind: 'invalid-emails' }));
    expect(await ada.withdraw('bo@example.com')).toMatchObject({ ok: true });
  });

  it('switches public sharing', async () => {
    const { ada, stores } = await world();
    expect(await ada.setPublicSharingDisabled(true)).toEqual({ ok: true, value: true });
    expect((await stores.accounts.profile('ada'))?.isPublicTripSharingDisabled).toBe(true);
  });

  it('reads any failure that is not a known refusal as a failure', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 400, max: 599 }), (code, status) => {
        const f: ApiFailure = { kind: 'http', status, code: 'x', detailedErrorCode: `x${code}`, description: code };
        return innerCircleFailureOf(f).kind === 'failed';
      }),
    );
    expect(innerCircleFailureOf({ kind: 'network' })).toEqual({ kind: 'failed' });
  });
});
