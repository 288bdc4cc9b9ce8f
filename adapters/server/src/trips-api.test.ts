import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type WireTrip = Record<string, unknown> & { uuid: string; display_name: string };
type TripList = { Trip: WireTrip[]; Profile: { profile_ref: string; display_name: string }[]; max_page: number };
type ErrorAnswer = { Error: { code: string; detailed_error_code: string; description: string } };

let h: Harness;
let c: TestClient;
beforeEach(async () => {
  h = await startHarness(); // the clock reads 2026-11-21
  c = h.client();
  await h.signUp(c, 'ada@example.com');
});

const create = async (trip: Record<string, unknown>, client = c): Promise<WireTrip> => {
  const res = await client.json('/api/v2/create/trip', { Trip: trip });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Trip: WireTrip }).Trip;
};
const list = async (query: string, client = c): Promise<TripList> => {
  const res = await client.request(`/api/v2/list/trip?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TripList;
};
const names = (l: TripList) => l.Trip.map((t) => t.display_name);
const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).Error;

describe('trip CRUD', () => {
  it('creates, reads, replaces and deletes a trip', async () => {
    const created = await create({
      display_name: ' Lyon ',
      start_date: '2026-12-01',
      end_date: '2026-12-05',
      description: 'Food',
      is_private: 'true',
      is_owner_traveler: 'true',
      TripPurposes: [{ purpose_type_code: 'B' }],
      uuid: 'forged',
      public_guid: 'forged',
      PrimaryLocationAddress: { city: 'Lyon', country: 'FR', latitude: 45.76, longitude: 4.84 },
    });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({
      display_name: 'Lyon',
      start_date: '2026-12-01',
      end_date: '2026-12-05',
      description: 'Food',
      is_private: 'true',
      is_owner_traveler: 'true',
      relative_url: `/trips/${created.uuid}`,
      is_pro_enabled: 'false',
      TripPurposes: [{ purpose_type_code: 'B', is_auto_generated: 'false' }],
      TripStatuses: [],
      PrimaryLocationAddress: { address: '', city: 'Lyon', country: 'FR', state: '', latitude: 45.76, longitude: 4.84 },
      TripInvitees: [{ is_owner: 'true', is_read_only: 'false', is_traveler: 'true', profile_ref: expect.stringMatching(/^\w{24}$/) }],
    });
    expect(created).not.toHaveProperty('public_guid');
    expect(created['last_modified']).toBe('2026-11-21T10:00:00.000Z');

    const got = await c.request(`/api/v2/get/trip/uuid/${created.uuid}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual({ Trip: created });

    h.clock.advance(60_000);
    const replaced = await c.json(`/api/v2/replace/trip/uuid/${created.uuid}`, {
      Trip: { display_name: 'Lyon & Annecy', start_date: '2026-12-01', uuid: 'other' },
    });
    expect(replaced.status).toBe(200);
    const after = ((await replaced.json()) as { Trip: WireTrip }).Trip;
    expect(after).toMatchObject({
      uuid: created.uuid,
      display_name: 'Lyon & Annecy',
      start_date: '2026-12-01',
      description: '',
      is_private: 'false',
      is_owner_traveler: 'false',
      last_modified: '2026-11-21T10:01:00.000Z',
    });
    expect(after).not.toHaveProperty('end_date');
    expect(await (await c.request(`/api/v2/get/trip/uuid/${created.uuid}`)).json()).toEqual({ Trip: after });

    const deleted = await c.json(`/api/v2/delete/trip/uuid/${created.uuid}`, {});
    expect(deleted.status).toBe(200);
    expect((await c.request(`/api/v2/get/trip/uuid/${created.uuid}`)).status).toBe(404);
    expect((await c.json(`/api/v2/delete/trip/uuid/${created.uuid}`, {})).status).toBe(404);
    expect((await list('past=false')).Trip).toEqual([]);
  });

  it('registers a legacy id that utilEncode turns back into the uuid', async () => {
    const trip = await create({ display_name: 'Lyon' });
    const row = await h.database.db.selectFrom('entity_ids').select(['legacy_id', 'entity_type']).where('uuid', '=', trip.uuid).executeTakeFirstOrThrow();
    expect(row.entity_type).toBe('trip');
    const res = await c.request(`/api/v2/utilEncode?id=${String(row.legacy_id)}&entity_type=trip`);
    expect(await res.json()).toEqual({ uuid: trip.uuid });
  });
});

describe('validation: 400 naming the field, nothing written', () => {
  it.each([
    ['a missing display_name', { start_date: '2026-12-01' }, 'invalid_field:Trip.display_name'],
    ['a blank display_name', { display_name: '   ' }, 'invalid_field:Trip.display_name'],
    ['a display_name over 200 characters', { display_name: 'x'.repeat(201) }, 'invalid_field:Trip.display_name'],
    ['an end before the start', { display_name: 'Lyon', start_date: '2026-12-05', end_date: '2026-12-01' }, 'invalid_field:Trip.end_date'],
    ['a date not in y-MM-dd', { display_name: 'Lyon', start_date: '05/12/2026' }, 'invalid_field:Trip.start_date'],
  ])('refuses %s', async (_label, trip, code) => {
    const res = await c.json('/api/v2/create/trip', { Trip: trip });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'bad_request', detailed_error_code: code });
    expect((await list('past=false')).Trip).toEqual([]);
    expect((await list('past=true')).Trip).toEqual([]);
  });

  it('refuses a replace with the end before the start and keeps the trip', async () => {
    const trip = await create({ display_name: 'Lyon', start_date: '2026-12-01', end_date: '2026-12-05' });
    const res = await c.json(`/api/v2/replace/trip/uuid/${trip.uuid}`, { Trip: { display_name: 'Changed', start_date: '2026-12-09', end_date: '2026-12-05' } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detailed_error_code).toBe('invalid_field:Trip.end_date');
    expect(await (await c.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).json()).toEqual({ Trip: trip });
  });

  it('refuses an unknown traveler filter', async () => {
    const res = await c.request('/api/v2/list/trip?traveler=maybe');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detailed_error_code).toBe('invalid_field:traveler');
  });
});

describe('GET v2/list/trip', () => {
  beforeEach(async () => {
    await create({ display_name: 'Later', start_date: '2026-12-01', end_date: '2026-12-05', is_owner_traveler: 'true' });
    await create({ display_name: 'Ends today', start_date: '2026-11-20', end_date: '2026-11-21' });
    await create({ display_name: 'Undated' });
    await create({ display_name: 'Last year', start_date: '2025-05-01', end_date: '2025-05-02' });
    await create({ display_name: 'Last month', start_date: '2026-10-01', end_date: '2026-10-03' });
  });

  it('splits upcoming from past against today and sorts them by date, undated last', async () => {
    expect(names(await list('past=false&should_sort_trips_by_date=true'))).toEqual(['Ends today', 'Later', 'Undated']);
    expect(names(await list('past=true&should_sort_trips_by_date=true'))).toEqual(['Last month', 'Last year']);
    h.clock.advance(24 * 3600_000); // 2026-11-22: "Ends today" is now past (and the session expired)
    await c.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    expect(names(await list('past=true&should_sort_trips_by_date=true'))).toEqual(['Ends today', 'Last month', 'Last year']);
  });

  it('pages with max_page and answers the participants as Profile', async () => {
    const first = await list('exclude_types=W&past=false&should_sort_trips_by_date=true&page_size=2&page_num=1');
    expect(names(first)).toEqual(['Ends today', 'Later']);
    expect(first.max_page).toBe(2);
    const [owner] = first.Trip[0]?.['TripInvitees'] as { profile_ref: string }[];
    expect(first.Profile).toEqual([{ profile_ref: owner?.profile_ref, display_name: 'ada@example.com' }]);
    const second = await list('past=false&should_sort_trips_by_date=true&page_size=2&page_num=2');
    expect(names(second)).toEqual(['Undated']);
    expect(second.max_page).toBe(2);
    expect(names(await list('past=false&should_sort_trips_by_date=true&page_size=2&page_num=3'))).toEqual([]);
    expect((await list('past=false')).max_page).toBe(1);
  });

  it('filters on the traveler flag and on ownership', async () => {
    expect(names(await list('past=false&traveler=true'))).toEqual(['Later']);
    expect(names(await list('past=false&traveler=non_traveler&should_sort_trips_by_date=true'))).toEqual(['Ends today', 'Undated']);
    expect((await list('past=false&trip_permission_filter=others')).Trip).toEqual([]);
    expect((await list('past=false&trip_permission_filter=own')).Trip).toHaveLength(3);
  });

  it("never lists another user's trips", async () => {
    const other = h.client();
    await h.signUp(other, 'grace@example.com');
    expect((await list('past=false', other)).Trip).toEqual([]);
    expect((await list('past=false', other)).max_page).toBe(1);
  });
});

describe('permissions and session', () => {
  it("answers 404 for another user's trip on get, replace and delete, and changes nothing", async () => {
    const trip = await create({ display_name: 'Lyon' });
    const other = h.client();
    await h.signUp(other, 'grace@example.com');
    const unknown = await other.request('/api/v2/get/trip/uuid/00000000-0000-4000-8000-000000000000');
    const attempts = [
      await other.request(`/api/v2/get/trip/uuid/${trip.uuid}`),
      await other.json(`/api/v2/replace/trip/uuid/${trip.uuid}`, { Trip: { display_name: 'Mine now' } }),
      await other.json(`/api/v2/delete/trip/uuid/${trip.uuid}`, {}),
    ];
    const unknownBody = await unknown.json();
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(unknownBody);
    }
    expect(await (await c.request(`/api/v2/get/trip/uuid/${trip.uuid}`)).json()).toEqual({ Trip: trip });
  });

  it('needs a session (401) and the CSRF header on POST (403)', async () => {
    const anonymous = h.client();
    expect((await anonymous.request('/api/v2/list/trip')).status).toBe(401);
    expect((await anonymous.json('/api/v2/create/trip', { Trip: { display_name: 'Lyon' } })).status).toBe(401);
    expect((await anonymous.request('/api/v2/get/trip/uuid/x')).status).toBe(401);
    const noCsrf = await c.json('/api/v2/create/trip', { Trip: { display_name: 'Lyon' } }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(await errorOf(noCsrf)).toMatchObject({ code: 'forbidden', detailed_error_code: 'csrf_token_mismatch' });
    const trip = await create({ display_name: 'Lyon' });
    expect((await c.json(`/api/v2/delete/trip/uuid/${trip.uuid}`, {}, { csrf: false })).status).toBe(403);
    expect((await c.json(`/api/v2/replace/trip/uuid/${trip.uuid}`, { Trip: { display_name: 'X' } }, { csrf: false })).status).toBe(403);
    expect(names(await list('past=false'))).toEqual(['Lyon']);
  });
});
