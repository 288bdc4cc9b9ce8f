// Trip invitations on the in-memory stores: the answer tells nothing about which addresses have
// accounts, and an account takes part only once it opens its link.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTripEntry } from '../contract/trip-entries.js';
import { inviteToTripEntry } from '../contract/trip-sharing-entries.js';
import type { Result } from '../domain/result.js';
import type { MailTemplate, MessageTemplates } from '../ports/message-templates.port.js';
import { CapturingMailer, ManualClock } from '../testing/fakes.js';
import { addTestAccount, inMemoryStores, SequentialIds, type InMemoryStores } from '../testing/in-memory-stores.js';
import { callEntry } from '../testing/use-case-world.js';
import type { BoundHandler } from './handler.js';
import { tripHandlers } from './trip-handlers.js';
import { TripInvitationClaims } from './trip-invitation-claims.js';
import { tripSharingHandlers } from './trip-sharing-handlers.js';

// Mails carry their template as JSON, so tests read the kind and the link.
const templates: MessageTemplates = { render: (t: MailTemplate) => ({ subject: t.kind, text: JSON.stringify(t), html: '' }) };

let stores: InMemoryStores;
let mailer: CapturingMailer;
let handlers: BoundHandler[];
let claims: TripInvitationClaims;
let trip: string;

const value = <T, E>(r: Result<T, E>): T => {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const invite = async (emails: readonly string[]) =>
  value(
    await callEntry(
      handlers,
      inviteToTripEntry,
      { userId: 'ada', locale: 'en-US' },
      {
        body: { Invitation: { EmailAddresses: emails.map((email_address) => ({ email_address })), TripShare: { trip_uuid: trip } } },
      },
    ),
  );
const tokenMailedTo = (email: string): string => {
  const mail = mailer.sent.filter((m) => m.to === email).at(-1);
  return (
    /token=(\w+)|invitation=(\w+)/
      .exec(mail?.text ?? '')
      ?.slice(1)
      .find((t) => t !== undefined) ?? ''
  );
};

beforeEach(async () => {
  stores = inMemoryStores();
  mailer = new CapturingMailer();
  const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
  const ids = new SequentialIds();
  const { trips, plans, accounts, legacyIds, blobs } = stores;
  handlers = [
    ...tripHandlers({ trips, plans, legacyIds, clock, ids, blobs }),
    ...tripSharingHandlers({ trips, accounts, mailer, templates, clock, ids, publicUrl: 'https://waybook.example' }),
  ];
  claims = new TripInvitationClaims(trips, accounts);
  for (const userId of ['ada', 'bo', 'cy']) await addTestAccount(accounts, { userId });
  const created = await callEntry(handlers, createTripEntry, { userId: 'ada', locale: 'en-US' }, { body: { Trip: { display_name: 'Lyon' } } });
  trip = value(created).Trip.uuid ?? '';
});

describe('POST v2/invite without enumeration', () => {
  it('reports an address with an account like one without: pending, not in the trip, each mailed a link', async () => {
    const answer = await invite(['bo@example.com', 'dee@example.org']);
    expect(answer.Invitation).toEqual({ joined: [], pending: ['bo@example.com', 'dee@example.org'], already_participants: [], snapshot_only: [] });
    expect(answer.Trip.TripInvitees?.map((i) => i.profile_ref)).toEqual(['p-ada']);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['bo@example.com', 'trip-invitation-account'],
      ['dee@example.org', 'trip-invitation'],
    ]);
    expect(mailer.sent[0]?.text).toContain('https://waybook.example/account/invitation?token=');
    expect((await stores.trips.pendingInvitations(trip)).map((i) => i.email)).toEqual(['bo@example.com', 'dee@example.org']);
  });

  it('property: for any mix of known and unknown addresses, every one is pending and no one takes part', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray(['bo@example.com', 'cy@example.com', 'dee@example.org', 'eve@example.net'], { minLength: 1 }), async (emails) => {
        const answer = await invite(emails);
        expect(answer.Invitation).toEqual({ joined: [], pending: emails, already_participants: [], snapshot_only: [] });
        expect(answer.Trip.TripInvitees).toHaveLength(1);
      }),
      { numRuns: 30 },
    );
  });
});

describe('TripInvitationClaims.afterInvitationLink', () => {
  it('lets the account the link was sent to join; not another account, nor twice', async () => {
    await invite(['bo@example.com']);
    const token = tokenMailedTo('bo@example.com');
    expect(await claims.afterInvitationLink('cy', token)).toEqual({ kind: 'other-address' });
    expect(await claims.afterInvitationLink('bo', 'forged')).toEqual({ kind: 'invalid' });
    expect(await claims.afterInvitationLink('bo', '')).toEqual({ kind: 'invalid' });
    expect(await claims.afterInvitationLink('bo', token)).toEqual({ kind: 'joined', tripUuid: trip });
    expect((await stores.trips.get(trip, 'bo'))?.participants.map((p) => p.userId)).toContain('bo');
    expect(await stores.trips.get(trip, 'cy')).toBeUndefined();
    expect(await claims.afterInvitationLink('bo', token)).toEqual({ kind: 'invalid' });
    expect((await invite(['bo@example.com'])).Invitation.already_participants).toEqual(['bo@example.com']);
  });
});
