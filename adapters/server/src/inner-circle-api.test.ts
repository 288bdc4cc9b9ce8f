// Inner Circle and the account's public-sharing switch over HTTP: every call, the permission
// matrix on the sharer's trips, and the public links.
import { beforeEach, describe, expect, it } from 'vitest';
import { planFixture } from './testing/plan-fixtures.js';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type Entry = { profile_ref: string; is_pending: string; is_read_only: string; primary_email_address: string; public_display_name: string };
type Circle = { Members: Entry[]; Sharers: Entry[] };
type ErrorAnswer = { Error: { code: string; detailed_error_code: string; description: string } };

let h: Harness;
let ada: TestClient;
let bo: TestClient;
let cy: TestClient;
let adaRef: string;
let boRef: string;
beforeEach(async () => {
  h = await startHarness(); // the clock reads 2026-11-21
  [ada, bo, cy] = [h.client(), h.client(), h.client()];
  await h.signUp(ada, 'ada@example.com');
  await h.signUp(bo, 'bo@example.com');
  await h.signUp(cy, 'cy@example.com');
  await h.onboard(ada);
  adaRef = await profileRefOf(ada);
  boRef = await profileRefOf(bo);
  h.mailer.sent.length = 0;
});

async function profileRefOf(client: TestClient): Promise<string> {
  return ((await (await client.request('/api/v2/get/profile')).json()) as { Profile: { profile_ref: string } }).Profile.profile_ref;
}
const circleOf = async (client: TestClient): Promise<Circle> => {
  const res = await client.request('/api/v2/innerCircles');
  expect(res.status).toBe(200);
  return (await res.json()) as Circle;
};
const invite = (client: TestClient, emails: string, isReadOnly = true, message = '') =>
  client.json('/api/v2/inviteToInnerCircle', { Invitation: { emails }, ConnectionRequest: { is_read_only: isReadOnly }, message });
const form = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const accept = (client: TestClient, ref = adaRef) => form(client, '/api/v2/acceptConnectionInvitation', { from_account_profile_ref: ref });
const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).Error;
const createTrip = async (client: TestClient, trip: Record<string, unknown>) => {
  const res = await client.json('/api/v2/create/trip', { Trip: { start_date: '2026-12-01', end_date: '2026-12-05', ...trip } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Trip: { uuid: string } }).Trip.uuid;
};
const othersUpcoming = async (client: TestClient) => {
  const res = await client.request('/api/v2/list/trip?past=false&trip_permission_filter=others&should_sort_trips_by_date=true');
  expect(res.status).toBe(200);
  return ((await res.json()) as { Trip: { uuid: string; display_name: string }[] }).Trip.map((t) => t.display_name);
};
const details = (client: TestClient, uuid: string) => client.request(`/api/v2/get/trip/uuid/${uuid}/include_objects/true`);
/** Ada invites Bo with a permission and Bo accepts. */
const connect = async (isReadOnly = true) => {
  expect((await invite(ada, 'bo@example.com', isReadOnly)).status).toBe(200);
  expect((await accept(bo)).status).toBe(200);
};

describe('POST v2/inviteToInnerCircle and GET v2/innerCircles', () => {
  it('invites an account: the sharer sees only the address, the invitee sees the sharer and accepts', async () => {
    const res = await invite(ada, 'Bo@Example.com', false, 'Join me');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Circle).Members).toEqual([
      {
        profile_ref: '',
        is_pending: 'true',
        is_read_only: 'false',
        photo_url: '',
        primary_email_address: 'bo@example.com',
        public_display_name: '',
        screen_name: '',
      },
    ]);
    expect(h.mailer.sent.filter((m) => m.to === 'bo@example.com' && m.subject.includes('Inner Circle'))).toEqual([]);
    const received = await circleOf(bo);
    expect(received.Sharers).toMatchObject([{ profile_ref: adaRef, is_pending: 'true', is_read_only: 'false', public_display_name: 'Ada Lovelace' }]);
    const accepted = await accept(bo);
    expect(((await accepted.json()) as Circle).Sharers).toMatchObject([{ profile_ref: adaRef, is_pending: 'false' }]);
    expect((await circleOf(ada)).Members).toMatchObject([
      { profile_ref: boRef, is_pending: 'false', is_read_only: 'false', primary_email_address: 'bo@example.com' },
    ]);
  });

  it("refuses an address already invited, one's own address, an invalid one, and sends nothing", async () => {
    expect((await invite(ada, 'bo@example.com')).status).toBe(200);
    const again = await invite(ada, 'cy@example.com; BO@example.com');
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      code: 'bad_request',
      detailed_error_code: 'inner_circle_already_invited',
      description: 'You have already invited bo@example.com.',
    });
    expect((await circleOf(cy)).Sharers).toEqual([]);
    expect((await errorOf(await invite(ada, 'ada@example.com'))).detailed_error_code).toBe('inner_circle_cannot_invite_self');
    expect((await errorOf(await invite(ada, 'cy@example.com, nope'))).detailed_error_code).toBe('invalid_field:Invitation.emails');
    expect((await errorOf(await invite(ada, ' '))).detailed_error_code).toBe('invalid_field:Invitation.emails');
    // Declined stays "already invited" until the sharer withdraws it.
    expect((await form(bo, '/api/v2/declineConnectionInvitation', { from_account_profile_ref: adaRef })).status).toBe(200);
    expect((await circleOf(bo)).Sharers).toEqual([]);
    expect((await circleOf(ada)).Members).toMatchObject([{ is_pending: 'true', primary_email_address: 'bo@example.com' }]);
    expect((await invite(ada, 'bo@example.com')).status).toBe(400);
    expect((await bo.json('/api/v2/deleteInnerCircleInvitation', { invitations: ['bo@example.com'] }, {})).status).toBe(404);
    expect((await ada.json('/api/v2/deleteInnerCircleInvitation', { invitations: ['bo@example.com'] })).status).toBe(200);
    expect((await invite(ada, 'bo@example.com')).status).toBe(200);
  });

  it('refuses an invitation across jurisdictions (AMER and EMEA) with the jurisdiction code', async () => {
    await h.database.db
      .updateTable('users')
      .set({ jurisdiction: 'EMEA' })
      .where('profile_ref', '=', await profileRefOf(cy))
      .execute();
    const res = await invite(ada, 'cy@example.com');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detailed_error_code).toBe('inner_circle_jurisdiction_blocked');
    expect((await circleOf(cy)).Sharers).toEqual([]);
  });

  it('mails an address without an account a sign-up link; the new account finds the invitation', async () => {
    expect((await invite(ada, 'dee@example.com', true, 'Hello Dee')).status).toBe(200);
    const mail = h.mailer.sent.find((m) => m.to === 'dee@example.com');
    expect(mail?.subject).toBe('Ada Lovelace invited you to their Inner Circle on Waybook');
    expect(mail?.text).toContain('Hello Dee');
    expect(mail?.html).toContain('Create your account');
    const link = /\/account\/create\?invitation=(\w+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const dee = h.client();
    await dee.request(link?.[0] ?? '');
    await dee.form('/account/create', { email_addr: 'dee@example.com', password: 'correct horse battery', invitation: link?.[1] ?? '' });
    expect((await circleOf(dee)).Sharers).toMatchObject([{ profile_ref: adaRef, is_pending: 'true' }]);
    expect((await accept(dee)).status).toBe(200);
    expect((await circleOf(ada)).Members).toMatchObject([{ is_pending: 'false', primary_email_address: 'dee@example.com' }]);
  });

  it('answers 404 for an invitation that does not exist', async () => {
    expect((await errorOf(await accept(bo))).detailed_error_code).toBe('inner_circle_not_found');
    expect((await bo.json('/api/v2/updateInnerCircleConnection', { account_profile_ref: adaRef, is_read_only: false })).status).toBe(404);
  });
});

describe("the permission matrix on the sharer's trips", () => {
  it("a view-only member sees shared trips in others' upcoming, read-only and redacted; never the private ones", async () => {
    const shared = await createTrip(ada, { display_name: 'Lyon', is_private: false });
    const hidden = await createTrip(ada, { display_name: 'Secret', is_private: true });
    const lodging = (await (await ada.json('/api/v2/create', planFixture('lodging', shared))).json()) as Record<string, { supplier_conf_num?: string }>;
    const conf = lodging['LodgingObject']?.supplier_conf_num ?? '';
    expect(conf).not.toBe('');
    expect(await othersUpcoming(bo)).toEqual([]);
    expect((await details(bo, shared)).status).toBe(404);
    await connect(true);
    expect(await othersUpcoming(bo)).toEqual(['Lyon']);
    const seen = await details(bo, shared);
    expect(seen.status).toBe(200);
    const text = await seen.text();
    expect(text).toContain('Lyon');
    expect(text).not.toContain(conf);
    expect((await details(bo, hidden)).status).toBe(404);
    expect((await details(cy, shared)).status).toBe(404);
    const edit = await bo.json('/api/v2/create', planFixture('note', shared));
    expect(edit.status).toBe(403);
  });

  it('an editor edits and sees sensitive data; removal, withdrawal and the private flag end access at once', async () => {
    const shared = await createTrip(ada, { display_name: 'Lyon', is_private: false });
    const lodging = (await (await ada.json('/api/v2/create', planFixture('lodging', shared))).json()) as Record<string, { supplier_conf_num?: string }>;
    await connect(false);
    expect((await bo.json('/api/v2/create', planFixture('note', shared))).status).toBe(200);
    const conf = lodging['LodgingObject']?.supplier_conf_num ?? '';
    expect(conf).not.toBe('');
    expect(await (await details(bo, shared)).text()).toContain(conf);
    // Permission down to view only: editing stops.
    expect((await ada.json('/api/v2/updateInnerCircleConnection', { account_profile_ref: boRef, is_read_only: true })).status).toBe(200);
    expect((await bo.json('/api/v2/create', planFixture('note', shared))).status).toBe(403);
    // The trip made private: gone for Bo.
    const trip = (await (await details(ada, shared)).json()) as { Trip: Record<string, unknown> };
    expect((await ada.json(`/api/v2/replace/trip/uuid/${shared}`, { Trip: { ...trip.Trip, is_private: 'true' } })).status).toBe(200);
    expect((await details(bo, shared)).status).toBe(404);
    expect((await ada.json(`/api/v2/replace/trip/uuid/${shared}`, { Trip: { ...trip.Trip, is_private: 'false' } })).status).toBe(200);
    expect((await details(bo, shared)).status).toBe(200);
    // Removed from the circle: 404 at once.
    expect((await ada.json('/api/v2/deleteInnerCircleConnection', { members: [boRef] })).status).toBe(200);
    expect((await details(bo, shared)).status).toBe(404);
    expect(await othersUpcoming(bo)).toEqual([]);
    expect((await circleOf(ada)).Members).toEqual([]);
  });

  it('a member who removes themselves loses access too', async () => {
    const shared = await createTrip(ada, { display_name: 'Lyon', is_private: false });
    await connect(true);
    expect((await bo.json('/api/v2/deleteInnerCircleConnection', { sharers: [adaRef] })).status).toBe(200);
    expect((await details(bo, shared)).status).toBe(404);
    expect((await circleOf(bo)).Sharers).toEqual([]);
    expect((await bo.json('/api/v2/deleteInnerCircleConnection', { sharers: [adaRef] })).status).toBe(404);
  });
});

describe('POST v2/updatePublicTripSharing', () => {
  it('turns every public link of the user off at once and refuses new ones; on again, the same links work', async () => {
    const uuid = await createTrip(ada, { display_name: 'Lyon' });
    const first = (await (await form(ada, '/api/v2/updatePublicTripShareUrl', { trip_uuid: uuid })).json()) as { trip_guid: string };
    const stranger = h.client();
    expect((await stranger.request(`/p/${first.trip_guid}`)).status).toBe(200);
    const off = await form(ada, '/api/v2/updatePublicTripSharing', { is_disabled: 'true' });
    expect(await off.json()).toEqual({ is_public_trip_sharing_disabled: 'true' });
    expect((await stranger.request(`/p/${first.trip_guid}`)).status).toBe(404);
    const refused = await form(ada, '/api/v2/updatePublicTripShareUrl', { trip_uuid: uuid });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).detailed_error_code).toBe('public_sharing_disabled');
    const profile = (await (await ada.request('/api/v2/get/profile')).json()) as { Profile: { is_public_trip_sharing_disabled: string } };
    expect(profile.Profile.is_public_trip_sharing_disabled).toBe('true');
    expect((await form(ada, '/api/v2/updatePublicTripSharing', { is_disabled: 'false' })).status).toBe(200);
    expect((await stranger.request(`/p/${first.trip_guid}`)).status).toBe(200);
  });
});
