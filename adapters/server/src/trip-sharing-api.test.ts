import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type WireTrip = Record<string, unknown> & {
  uuid: string;
  display_name: string;
  TripInvitees: { profile_ref: string; is_owner: string; is_read_only: string; is_traveler: string }[];
};
type Detailed = {
  Trip: WireTrip;
  Profile: { profile_ref: string; display_name: string; email_address?: string }[];
  PendingInvitations: { email_address: string }[];
} & Record<string, unknown>;
type ErrorAnswer = { Error: { code: string; detailed_error_code: string; description: string } };
type InviteAnswer = { Invitation: { joined: string[]; pending: string[]; already_participants: string[]; snapshot_only: string[] }; Trip: WireTrip };

let h: Harness;
let ada: TestClient;
let bo: TestClient;
let cy: TestClient;
beforeEach(async () => {
  h = await startHarness(); // the clock reads 2026-11-21
  ada = h.client();
  bo = h.client();
  cy = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.signUp(bo, 'bo@example.com');
  await h.signUp(cy, 'cy@example.com');
  h.mailer.sent.length = 0;
});

const createTrip = async (trip: Record<string, unknown> = {}): Promise<WireTrip> => {
  const res = await ada.json('/api/v2/create/trip', {
    Trip: { display_name: 'Lyon', start_date: '2026-12-01', end_date: '2026-12-05', primary_location: 'Lyon, France', ...trip },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Trip: WireTrip }).Trip;
};
const invite = (client: TestClient, tripUuid: string, emails: string[], share: Record<string, unknown> = {}) =>
  client.json('/api/v2/invite', {
    Invitation: { EmailAddresses: emails.map((email_address) => ({ email_address })), TripShare: { trip_uuid: tripUuid, ...share } },
  });
/** Ada invites `email` and its account opens the mailed link, signed in: it takes part. */
const share = async (tripUuid: string, client: TestClient, email: string, flags: Record<string, unknown> = {}) => {
  expect((await invite(ada, tripUuid, [email], flags)).status).toBe(200);
  expect((await h.acceptInvitation(client, email)).status).toBe(303);
};
const details = async (client: TestClient, uuid: string): Promise<Response> => client.request(`/api/v2/get/trip/uuid/${uuid}/include_objects/true`);
const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).Error;
const profileRefOf = async (client: TestClient): Promise<string> =>
  ((await (await client.request('/api/v2/get/profile')).json()) as { Profile: { profile_ref: string } }).Profile.profile_ref;
const participantRows = async (uuid: string) =>
  h.database.db.selectFrom('trip_participants').select(['user_id', 'is_read_only', 'is_traveler']).where('trip_uuid', '=', uuid).execute();

describe('POST v2/invite', () => {
  it('invites a known address by e-mail; it takes part, as a viewer by default, only once it opens the link', async () => {
    const trip = await createTrip();
    const res = await invite(ada, trip.uuid, ['Bo@Example.com'], { message: 'Come along!' });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as InviteAnswer;
    expect(answer.Invitation).toEqual({ joined: [], pending: ['bo@example.com'], already_participants: [], snapshot_only: [] });
    expect(answer.Trip.TripInvitees).toHaveLength(1);
    const pending = ((await (await details(ada, trip.uuid)).json()) as Detailed).PendingInvitations;
    expect(pending).toEqual([{ email_address: 'bo@example.com', is_read_only: 'true', is_traveler: 'false' }]);
    const mail = h.mailer.sent.find((m) => m.to === 'bo@example.com');
    expect(mail?.subject).toContain('Lyon');
    expect(mail?.text).toContain('Come along!');
    expect(mail?.text).toContain('Sign in to see the trip: http://localhost:8080/account/invitation?token=');
    expect((await bo.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(404);

    const opened = await h.acceptInvitation(bo, 'bo@example.com');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/app/trips/${trip.uuid}`);
    expect(((await (await details(ada, trip.uuid)).json()) as Detailed).PendingInvitations).toEqual([]);
    expect((await participantRows(trip.uuid)).find((r) => r.is_read_only)).toMatchObject({ is_read_only: true, is_traveler: false });
    // The link is used up.
    const again = await h.acceptInvitation(bo, 'bo@example.com');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This invitation link is not valid or has already been used.');

    // The viewer reads the trip but cannot change it; a stranger does not see it at all.
    expect((await bo.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(200);
    const replace = await bo.json(`/api/v2/replace/trip/uuid/${trip.uuid}`, { Trip: { display_name: 'Mine now' } });
    expect(replace.status).toBe(403);
    expect((await errorOf(replace)).detailed_error_code).toBe('trip_permission_denied');
    expect((await cy.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(404);
    expect((await cy.json(`/api/v2/replace/trip/uuid/${trip.uuid}`, { Trip: { display_name: 'x' } })).status).toBe(404);
    const stored = await h.database.db.selectFrom('trips').select('display_name').where('uuid', '=', trip.uuid).executeTakeFirstOrThrow();
    expect(stored.display_name).toBe('Lyon');
  });

  it('answers an address with an account exactly like one without, but for the address', async () => {
    const trip = await createTrip();
    const known = await invite(ada, trip.uuid, ['bo@example.com']);
    const unknown = await invite(ada, trip.uuid, ['dee@example.com']);
    expect(unknown.status).toBe(known.status);
    const neutral = (text: string, address: string) => text.replaceAll(address, 'someone@example.com');
    expect(neutral(await unknown.text(), 'dee@example.com')).toBe(neutral(await known.text(), 'bo@example.com'));
    // Each gets one mail: the account is asked to sign in, the address to create an account.
    expect(h.mailer.sent.map((m) => m.to)).toEqual(['bo@example.com', 'dee@example.com']);
    expect(h.mailer.sent[1]?.text).toMatch(/\/account\/create\?invitation=\w+&email=dee%40example\.com/);
  });

  it('signs an account in through the link, and refuses it to another account', async () => {
    const trip = await createTrip();
    await invite(ada, trip.uuid, ['bo@example.com']);
    const other = await h.acceptInvitation(cy, 'bo@example.com');
    expect(other.status).toBe(403);
    expect(await other.text()).toContain('This invitation was sent to an email address of another account.');
    expect((await cy.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(404);

    const signedOut = h.client();
    const opened = await h.acceptInvitation(signedOut, 'bo@example.com');
    expect(opened.status).toBe(303);
    const login = opened.headers.get('location') ?? '';
    expect(login).toMatch(/^\/account\/login\?invitation=\w+$/);
    const page = await (await signedOut.request(login)).text();
    expect(page).toContain('You have been invited to a trip. Sign in to see it.');
    const token = /name="invitation" value="(\w+)"/.exec(page)?.[1] ?? '';
    expect(page).toContain(`<input type="hidden" name="invitation" value="${token}">`); // kept when the language changes
    const wrong = await signedOut.form('/account/login', { email_addr: 'bo@example.com', password: 'wrong password here', invitation: token });
    expect(await wrong.text()).toContain(`name="invitation" value="${token}"`);
    const signedIn = await signedOut.form('/account/login', { email_addr: 'bo@example.com', password: 'correct horse battery', invitation: token });
    expect(signedIn.headers.get('location')).toBe(`/account/invitation?token=${token}`);
    const joined = await signedOut.request(signedIn.headers.get('location') ?? '');
    expect(joined.headers.get('location')).toBe(`/app/trips/${trip.uuid}`);
    expect((await signedOut.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(200);
  });

  it('reports addresses already taking part, and invites as traveler (never read-only)', async () => {
    const trip = await createTrip();
    await share(trip.uuid, bo, 'bo@example.com');
    const res = await invite(ada, trip.uuid, ['bo@example.com', 'cy@example.com', 'CY@example.com'], { is_read_only: 'true', is_traveler: 'true' });
    const answer = (await res.json()) as InviteAnswer;
    expect(answer.Invitation).toEqual({ joined: [], pending: ['cy@example.com'], already_participants: ['bo@example.com'], snapshot_only: [] });
    expect((await h.acceptInvitation(cy, 'cy@example.com')).status).toBe(303);
    const rows = await participantRows(trip.uuid);
    expect(rows.filter((r) => r.is_traveler)).toHaveLength(1);
    expect(rows.find((r) => r.is_traveler)?.is_read_only).toBe(false);
  });

  it('lets an editor change the trip but not the owner’s own traveler and Inner Circle flags', async () => {
    const trip = await createTrip({ is_owner_traveler: 'true', is_private: 'false' });
    await share(trip.uuid, bo, 'bo@example.com', { is_read_only: 'false' });
    const res = await bo.json(`/api/v2/replace/trip/uuid/${trip.uuid}`, {
      Trip: { display_name: 'Lyon by Bo', is_owner_traveler: 'false', is_private: 'true' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { Trip: WireTrip }).Trip).toMatchObject({ display_name: 'Lyon by Bo', is_owner_traveler: 'true', is_private: 'false' });
  });

  it('lets an editor invite, but not a viewer', async () => {
    const trip = await createTrip();
    await share(trip.uuid, bo, 'bo@example.com', { is_read_only: 'false' });
    expect((await invite(bo, trip.uuid, ['cy@example.com'])).status).toBe(200);
    const trip2 = await createTrip({ display_name: 'Rome' });
    await share(trip2.uuid, bo, 'bo@example.com');
    const refused = await invite(bo, trip2.uuid, ['cy@example.com']);
    expect(refused.status).toBe(403);
    expect(await participantRows(trip2.uuid)).toHaveLength(2);
  });

  it('refuses a bad address naming the field, and writes nothing', async () => {
    const trip = await createTrip();
    const res = await invite(ada, trip.uuid, ['bo@example.com', 'not-an-address']);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detailed_error_code).toBe('invalid_field:Invitation.EmailAddresses.1.email_address');
    expect(await participantRows(trip.uuid)).toHaveLength(1);
    expect(h.mailer.sent).toHaveLength(0);
    const self = await invite(ada, trip.uuid, ['bo@example.com', 'ADA@example.com']);
    expect(self.status).toBe(400);
    expect((await errorOf(self)).detailed_error_code).toBe('invalid_field:Invitation.EmailAddresses.1.email_address');
    expect(await participantRows(trip.uuid)).toHaveLength(1);
    const empty = await ada.json('/api/v2/invite', { Invitation: { EmailAddresses: [], TripShare: { trip_uuid: trip.uuid } } });
    expect((await errorOf(empty)).detailed_error_code).toBe('invalid_field:Invitation.EmailAddresses');
  });

  it('invites an unknown address, which joins when it signs up through the link', async () => {
    const trip = await createTrip();
    const res = await invite(ada, trip.uuid, ['dee@example.com'], { is_read_only: 'false' });
    expect(((await res.json()) as InviteAnswer).Invitation.pending).toEqual(['dee@example.com']);
    const pending = ((await (await details(ada, trip.uuid)).json()) as Detailed).PendingInvitations;
    expect(pending).toEqual([{ email_address: 'dee@example.com', is_read_only: 'false', is_traveler: 'false' }]);
    const mail = h.mailer.sent.find((m) => m.to === 'dee@example.com');
    const link = /http:\/\/localhost:8080(\/account\/create\?invitation=\w+&email=[^\s"]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();

    const dee = h.client();
    const page = await (await dee.request(link ?? '')).text();
    expect(page).toContain('value="dee@example.com"');
    const token = /name="invitation" value="(\w+)"/.exec(page)?.[1] ?? '';
    await dee.form('/account/create', { email_addr: 'dee@example.com', password: 'correct horse battery', invitation: token });
    const got = await dee.request(`/api/v2/get/trip/uuid/${trip.uuid}`);
    expect(got.status).toBe(200);
    expect(((await (await details(ada, trip.uuid)).json()) as Detailed).PendingInvitations).toEqual([]);
  });

  it('does not let a forged token claim someone else’s invitation; confirming the address does', async () => {
    const trip = await createTrip();
    await invite(ada, trip.uuid, ['dee@example.com']);
    const token = /invitation=(\w+)/.exec(h.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    const eve = h.client();
    await eve.form('/account/create', { email_addr: 'eve@example.com', password: 'correct horse battery', invitation: token });
    expect((await eve.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(404);

    const dee = h.client();
    await dee.form('/account/create', { email_addr: 'dee@example.com', password: 'correct horse battery' });
    expect((await dee.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(404);
    const verify = /\/account\/verify\?token=\w+/.exec(h.mailer.sent.filter((m) => m.to === 'dee@example.com').at(-1)?.text ?? '')?.[0] ?? '';
    expect((await dee.request(verify)).status).toBe(200);
    expect((await dee.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(200);
  });

  it('sends only a snapshot to an account in the other jurisdiction (partial share)', async () => {
    await h.database.db
      .updateTable('users')
      .set({ jurisdiction: 'EMEA' })
      .where('id', 'in', h.database.db.selectFrom('email_addresses').select('user_id').where('address', '=', 'cy@example.com'))
      .execute();
    const trip = await createTrip({ description: 'Food tour' });
    const answer = (await (await invite(ada, trip.uuid, ['bo@example.com', 'cy@example.com'])).json()) as InviteAnswer;
    expect(answer.Invitation).toEqual({ joined: [], pending: ['bo@example.com'], already_participants: [], snapshot_only: ['cy@example.com'] });
    expect(h.mailer.sent.find((m) => m.to === 'cy@example.com')?.text).toContain('Food tour');
    expect((await cy.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(404);
  });
});

describe('what each role sees (part 2 section 6)', () => {
  it('editors see every participant with addresses; viewers only the owner and themselves', async () => {
    const trip = await createTrip();
    await share(trip.uuid, bo, 'bo@example.com');
    await share(trip.uuid, cy, 'cy@example.com', { is_read_only: 'false' });
    const forCy = (await (await details(cy, trip.uuid)).json()) as Detailed;
    expect(forCy.Profile).toHaveLength(3);
    expect(forCy.Profile.map((p) => p.email_address).sort()).toEqual(['ada@example.com', 'bo@example.com', 'cy@example.com']);
    expect(forCy.AirObject).toEqual([]);
    const forBo = (await (await details(bo, trip.uuid)).json()) as Detailed;
    expect(forBo.Profile).toHaveLength(2);
    expect(forBo.Profile.every((p) => p.email_address === undefined)).toBe(true);
    expect(forBo.Trip.TripInvitees).toHaveLength(2);
    expect(forBo.PendingInvitations).toEqual([]);
  });
});

describe('POST v2/changeTripInvitations and removing participants', () => {
  it('changes a participant type, refuses the owner or a stranger, and lets a viewer leave', async () => {
    const trip = await createTrip();
    await share(trip.uuid, bo, 'bo@example.com');
    const boRef = await profileRefOf(bo);
    const adaRef = await profileRefOf(ada);
    const change = (client: TestClient, ref: string, flags: Record<string, string>) =>
      client.json('/api/v2/changeTripInvitations', { TripInvitations: { trip_uuid: trip.uuid, Invitees: [{ profile_ref: ref, ...flags }] } });

    const res = await change(ada, boRef, { is_read_only: 'false', is_traveler: 'true' });
    expect(res.status).toBe(200);
    const invitee = ((await res.json()) as { Trip: WireTrip }).Trip.TripInvitees.find((i) => i.profile_ref === boRef);
    expect(invitee).toMatchObject({ is_read_only: 'false', is_traveler: 'true' });
    const owner = await change(ada, adaRef, { is_read_only: 'true', is_traveler: 'false' });
    expect(owner.status).toBe(400);
    expect((await errorOf(owner)).detailed_error_code).toBe('invalid_field:TripInvitations.Invitees');
    expect((await change(cy, boRef, { is_read_only: 'true', is_traveler: 'false' })).status).toBe(404);
    expect((await change(ada, boRef, { is_read_only: 'maybe', is_traveler: 'false' })).status).toBe(400);

    // Back to viewer: a viewer cannot remove the owner nor others, but can leave.
    await change(ada, boRef, { is_read_only: 'true', is_traveler: 'false' });
    await share(trip.uuid, cy, 'cy@example.com');
    const cyRef = await profileRefOf(cy);
    expect((await bo.json(`/api/v2/delete/trip_participant/trip_uuid/${trip.uuid}/profile_ref/${cyRef}`, {})).status).toBe(403);
    const ownerRemoval = await bo.json(`/api/v2/delete/trip_participant/trip_uuid/${trip.uuid}/profile_ref/${adaRef}`, {});
    expect((await errorOf(ownerRemoval)).detailed_error_code).toBe('cannot_remove_owner');
    expect((await bo.json(`/api/v2/delete/trip_participant/trip_uuid/${trip.uuid}/profile_ref/${boRef}`, {})).status).toBe(200);
    expect((await bo.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(404);
    // The owner removes another participant; the owner cannot leave.
    expect((await ada.json(`/api/v2/delete/trip_participant/trip_uuid/${trip.uuid}/profile_ref/${cyRef}`, {})).status).toBe(200);
    expect((await ada.json(`/api/v2/delete/trip_participant/trip_uuid/${trip.uuid}/profile_ref/${adaRef}`, {})).status).toBe(400);
    expect(await participantRows(trip.uuid)).toHaveLength(1);
  });
});

describe('delete and merge', () => {
  it('only the owner deletes; an editor gets 403 and the trip stays', async () => {
    const trip = await createTrip();
    await share(trip.uuid, bo, 'bo@example.com', { is_read_only: 'false' });
    expect((await bo.json(`/api/v2/delete/trip/uuid/${trip.uuid}`, {})).status).toBe(403);
    expect((await cy.json(`/api/v2/delete/trip/uuid/${trip.uuid}`, {})).status).toBe(404);
    expect((await ada.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).status).toBe(200);
  });

  it('merges a trip into another: the source is removed with its participants, the target answered', async () => {
    const source = await createTrip({ display_name: 'Lyon' });
    const target = await createTrip({ display_name: 'France' });
    await share(source.uuid, bo, 'bo@example.com');
    h.clock.advance(60_000);
    const res = await ada.request(`/api/v2/merge/trip?uuid=${source.uuid}&into_uuid=${target.uuid}`, { method: 'POST' });
    expect(res.status).toBe(200);
    const merged = ((await res.json()) as { Trip: WireTrip }).Trip;
    expect(merged).toMatchObject({ uuid: target.uuid, display_name: 'France', last_modified: '2026-11-21T10:01:00.000Z' });
    expect((await ada.request(`/api/v2/get/trip/uuid/${source.uuid}`)).status).toBe(404);
    expect(await participantRows(source.uuid)).toHaveLength(0);
  });

  it('refuses merging into itself, by a non-owner, or into a trip the caller cannot edit', async () => {
    const a = await createTrip();
    const self = await ada.request(`/api/v2/merge/trip?uuid=${a.uuid}&into_uuid=${a.uuid}`, { method: 'POST' });
    expect((await errorOf(self)).detailed_error_code).toBe('invalid_field:into_uuid');
    await share(a.uuid, bo, 'bo@example.com', { is_read_only: 'false' });
    const boTrip = ((await (await bo.json('/api/v2/create/trip', { Trip: { display_name: 'Bo' } })).json()) as { Trip: WireTrip }).Trip;
    expect((await bo.request(`/api/v2/merge/trip?uuid=${a.uuid}&into_uuid=${boTrip.uuid}`, { method: 'POST' })).status).toBe(403);
    const viewOnly = await createTrip({ display_name: 'View only' });
    await share(viewOnly.uuid, bo, 'bo@example.com');
    expect((await bo.request(`/api/v2/merge/trip?uuid=${boTrip.uuid}&into_uuid=${viewOnly.uuid}`, { method: 'POST' })).status).toBe(403);
    expect((await ada.request(`/api/v2/merge/trip?uuid=${a.uuid}`, { method: 'POST' })).status).toBe(400);
    expect((await bo.request(`/api/v2/get/trip/uuid/${boTrip.uuid}`)).status).toBe(200);
  });
});

describe('public link', () => {
  const resetLink = async (client: TestClient, uuid: string) => {
    const res = await client.request('/api/v2/updatePublicTripShareUrl', {
      method: 'POST',
      body: new URLSearchParams({ trip_uuid: uuid }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return res;
  };

  it('shows the trip signed out without participants; a reset kills the old link', async () => {
    const trip = await createTrip({ description: 'Bouchons & <b>wine</b>' });
    await share(trip.uuid, bo, 'bo@example.com');
    const first = (await (await resetLink(ada, trip.uuid)).json()) as { trip_guid: string };
    expect(first.trip_guid).toMatch(/^\w{32}$/);
    const stranger = h.client();
    const page = await stranger.request(`/p/${first.trip_guid}`, { headers: { 'accept-language': 'fr-FR' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain('Lyon');
    expect(html).toContain('Bouchons &#38; &#60;b&#62;wine&#60;/b&#62;');
    expect(html).not.toContain('bo@example.com');
    expect(html).not.toContain('ada@example.com');
    expect(html).not.toContain('Partagé par');
    await h.onboard(ada);
    expect(await (await stranger.request(`/p/${first.trip_guid}`)).text()).toContain('Shared by Ada Lovelace');

    const second = (await (await resetLink(ada, trip.uuid)).json()) as { trip_guid: string };
    expect(second.trip_guid).not.toBe(first.trip_guid);
    expect((await stranger.request(`/p/${first.trip_guid}`)).status).toBe(404);
    expect((await stranger.request(`/p/${second.trip_guid}?routing_jurisdiction=EMEA`)).status).toBe(200);
    const got = ((await (await ada.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).json()) as { Trip: WireTrip }).Trip;
    expect(got['public_guid']).toBe(second.trip_guid);
  });

  it('is refused to a viewer and to a user who disabled public sharing; the owner disabling it hides the page', async () => {
    const trip = await createTrip();
    await share(trip.uuid, bo, 'bo@example.com');
    expect((await resetLink(bo, trip.uuid)).status).toBe(403);
    const { trip_guid: guid } = (await (await resetLink(ada, trip.uuid)).json()) as { trip_guid: string };
    await h.database.db.updateTable('users').set({ is_public_trip_sharing_disabled: true }).execute();
    const refused = await resetLink(ada, trip.uuid);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).detailed_error_code).toBe('public_sharing_disabled');
    expect((await h.client().request(`/p/${guid}`)).status).toBe(404);
  });
});

describe('trip image', () => {
  // A 2x1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP8z8Dwn4GBgQEAFRIC/6s0FLsAAAAASUVORK5CYII=', 'base64');

  it('stores an upload checked from its bytes and serves it; a theme replaces it', async () => {
    const trip = await createTrip();
    const res = await ada.json('/api/v2/updateTripImage', { trip_uuid: trip.uuid, image_data: `data:image/png;base64,${png.toString('base64')}` });
    expect(res.status).toBe(200);
    const url = ((await res.json()) as { Trip: WireTrip }).Trip['image_url'] as string;
    expect(url).toMatch(/^\/trip\/image\/[0-9a-f-]{36}$/);
    const image = await h.client().request(url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    const themed = await ada.json('/api/v2/updateTripImage', { trip_uuid: trip.uuid, url: '/app/trip-themes/beach.svg' });
    expect(((await themed.json()) as { Trip: WireTrip }).Trip['image_url']).toBe('/app/trip-themes/beach.svg');
    expect((await h.client().request(url)).status).toBe(404);
  });

  it('refuses a PDF named like an image, a foreign url, and a viewer', async () => {
    const trip = await createTrip();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n').toString('base64');
    const refused = await ada.json('/api/v2/updateTripImage', { trip_uuid: trip.uuid, image_data: `data:image/png;base64,${pdf}` });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).detailed_error_code).toBe('invalid_field:image_data');
    const foreign = await ada.json('/api/v2/updateTripImage', { trip_uuid: trip.uuid, url: 'https://evil.example/x.png' });
    expect((await errorOf(foreign)).detailed_error_code).toBe('invalid_field:url');
    await share(trip.uuid, bo, 'bo@example.com');
    expect((await bo.json('/api/v2/updateTripImage', { trip_uuid: trip.uuid, url: '/app/trip-themes/city.svg' })).status).toBe(403);
    expect(await h.database.db.selectFrom('blobs').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a body over the image limit with 413', async () => {
    const trip = await createTrip();
    const res = await ada.json('/api/v2/updateTripImage', { trip_uuid: trip.uuid, image_data: 'A'.repeat(15_000_000) });
    expect(res.status).toBe(413);
  });
});

describe('GET /trip/download/uuid/:id/:fileName', () => {
  it('answers a calendar file that a real iCal parser reads, to participants only', async () => {
    const trip = await createTrip({ PrimaryLocationAddress: { city: 'Lyon', country: 'FR', latitude: 45.76, longitude: 4.84 } });
    const res = await ada.request(`/trip/download/uuid/${trip.uuid}/Dec01-Dec05.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toContain('.ics');
    const text = await res.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe('Lyon');
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('2026-12-01');
    expect(String(event?.getFirstPropertyValue('dtend'))).toBe('2026-12-06');
    const again = await (await ada.request(`/trip/download/uuid/${trip.uuid}/x.ics`)).text();
    const uidOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid');
    expect(uidOf(again)).toBe(uidOf(text));

    expect((await cy.request(`/trip/download/uuid/${trip.uuid}/x.ics`)).status).toBe(404);
    const signedOut = await h.client().request(`/trip/download/uuid/${trip.uuid}/x.ics`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toContain('/account/login?redirect_url=');
  });
});
