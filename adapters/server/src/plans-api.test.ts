import { PLAN_TYPE_INFO, PLAN_TYPES, type PlanType } from '@waybook/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';
import {
  FORGED,
  MANUAL_ZONE,
  OBJECT_KEYS,
  planObject,
  READ_ONLY_BOOKING_FIELDS,
  SERVER_META_FIELDS,
  TRAVELER_KEYS,
  wireMismatches,
  type WireObject,
} from './testing/plan-fixtures.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type WireTrip = Record<string, unknown> & { uuid: string; display_name: string };
type ErrorAnswer = { Error: { code: string; detailed_error_code: string; description: string } };
type Lists = Record<string, WireObject[]> & { max_page?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOW = '2026-11-21T10:00:00.000Z';
const MULTI_SEGMENT: readonly PlanType[] = ['air', 'rail', 'transport', 'cruise'];

let h: Harness;
let ada: TestClient; // owns the trips
let bo: TestClient; // invited (viewer or editor, per test)
let cy: TestClient; // takes no part
beforeEach(async () => {
  h = await startHarness(); // the clock reads 2026-11-21T10:00Z
  ada = h.client();
  bo = h.client();
  cy = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.signUp(bo, 'bo@example.com');
  await h.signUp(cy, 'cy@example.com');
});

// ---------------------------------------------------------------- helpers

const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).Error;

const createTrip = async (trip: Record<string, unknown> = {}, client = ada): Promise<WireTrip> => {
  const res = await client.json('/api/v2/create/trip', {
    Trip: {
      display_name: 'Copenhagen',
      start_date: '2026-12-01',
      end_date: '2026-12-20',
      primary_location: 'Copenhagen, Denmark',
      PrimaryLocationAddress: { city: 'Copenhagen', country: 'DK', latitude: 55.6761, longitude: 12.5683 },
      ...trip,
    },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Trip: WireTrip }).Trip;
};
/** Ada invites `email` (bo's) and bo opens the mailed link, signed in: bo takes part. Answers the invitation. */
const invite = async (tripUuid: string, email: string, isReadOnly: boolean) => {
  const res = await ada.json('/api/v2/invite', {
    Invitation: { EmailAddresses: [{ email_address: email }], TripShare: { trip_uuid: tripUuid, is_read_only: isReadOnly ? 'true' : 'false' } },
  });
  if (res.ok) expect((await h.acceptInvitation(bo, email)).status).toBe(303);
  return res;
};

const key = (type: PlanType) => OBJECT_KEYS[type];
const createRaw = (body: unknown, client = ada) => client.json('/api/v2/create', body);
/** Creates a plan from a typed object and answers the stored object. */
const create = async (type: PlanType, object: WireObject, client = ada): Promise<WireObject> => {
  const res = await createRaw({ [key(type)]: object }, client);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  const answer = (await res.json()) as Record<string, WireObject>;
  expect(Object.keys(answer)).toEqual([key(type)]);
  return answer[key(type)] as WireObject;
};
const get = (type: PlanType, uuid: string, client = ada) => client.request(`/api/v2/get/${type}/uuid/${uuid}`);
const getObject = async (type: PlanType, uuid: string, client = ada): Promise<WireObject> => {
  const res = await get(type, uuid, client);
  expect(res.status).toBe(200);
  return ((await res.json()) as Record<string, WireObject>)[key(type)] as WireObject;
};
const replace = (type: PlanType, uuid: string, object: WireObject, client = ada) =>
  client.json(`/api/v2/replace/${type}/uuid/${uuid}`, { [key(type)]: object });
const remove = (type: PlanType, uuid: string, client = ada) => client.request(`/api/v2/delete/${type}/uuid/${uuid}`, { method: 'POST' });
const deleteSegment = (uuid: string, client = ada) => client.request(`/api/v2/delete/segment/uuid/${uuid}`, { method: 'POST' });
const move = (type: PlanType, uuid: string, tripUuid: string, client = ada, csrf = true) =>
  client.request(`/api/v2/move/${type}/uuid/${uuid}?trip_uuid=${tripUuid}`, { csrf });
const copy = (type: PlanType, uuid: string, tripUuid: string, client = ada) =>
  client.request(`/api/v2/copy/${type}/uuid/${uuid}?trip_uuid=${tripUuid}`, { method: 'POST' });
const unfiled = async (client = ada): Promise<Lists> => {
  const res = await client.request('/api/v2/list/object?is_unfiled_items_only=true&include=weather');
  expect(res.status).toBe(200);
  return (await res.json()) as Lists;
};
const tripObjects = async (tripUuid: string, client = ada): Promise<Lists> => {
  const res = await client.request(`/api/v2/get/trip/uuid/${tripUuid}/include_objects/true`);
  expect(res.status).toBe(200);
  return (await res.json()) as Lists;
};
const uuidsIn = (lists: Lists, type: PlanType) => (lists[key(type)] ?? []).map((o) => o['uuid']);
const segmentsOf = (o: WireObject) => (o['Segment'] ?? []) as WireObject[];
const segmentUuids = (o: WireObject) => segmentsOf(o).map((s) => s['uuid'] as string);
const planRows = async () => h.database.db.selectFrom('plans').select(['uuid', 'trip_uuid']).execute();
const profileRef = async (client: TestClient) =>
  ((await (await client.request('/api/v2/get/profile')).json()) as { Profile: { profile_ref: string } }).Profile.profile_ref;

/** The page of a plan: /trips/{trip}/{type}/{first segment or plan uuid}, or /unfiled/{type}/{plan uuid}. */
const pageOf = (type: PlanType, o: WireObject) => {
  const segment = MULTI_SEGMENT.includes(type) ? segmentUuids(o)[0] : (o['uuid'] as string);
  const trip = (o['trip_uuid'] as string | undefined) ?? '';
  return trip === '' ? `/unfiled/${PLAN_TYPE_INFO[type].routeSegment}/${String(o['uuid'])}` : `/trips/${trip}/${PLAN_TYPE_INFO[type].routeSegment}/${segment}`;
};

/**
 * What the server may change in what was sent: the fields it owns (uuids, stamp, page, creator),
 * the read-only booking fields (checked on their own below), the seat tracker's reference to the
 * segment (whose uuid the server assigns), whether a zone is known where it filled one, and a
 * flight's conflict links (set only by an import's flight conflict: flight-conflicts-api.test.ts).
 */
const serverOwned = (path: string): boolean =>
  (SERVER_META_FIELDS as readonly string[]).includes(path) ||
  (READ_ONLY_BOOKING_FIELDS as readonly string[]).includes(path) ||
  /^Segment\.\d+\.uuid$/.test(path) ||
  /SeatTrackerSubscription\.trip_item_uuid$/.test(path) ||
  /^Segment\.\d+\.conflict_resolution_url$/.test(path) ||
  path.endsWith('.is_timezone_known');

function setPath(object: WireObject, path: readonly (string | number)[], value: unknown): void {
  let at: unknown = object;
  for (const step of path.slice(0, -1)) at = (at as Record<string | number, unknown>)[step];
  (at as Record<string | number, unknown>)[path[path.length - 1] as string | number] = value;
}
function getPath(object: WireObject, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((at, step) => (at as Record<string | number, unknown> | undefined)?.[step], object);
}

/** One type-specific field each replace test changes. */
const CHANGES: Readonly<Record<PlanType, { path: (string | number)[]; value: string }>> = {
  air: { path: ['Segment', 1, 'seats'], value: '22D, 22E' },
  lodging: { path: ['room_type'], value: 'Junior Suite' },
  car: { path: ['car_type'], value: 'Estate' },
  rail: { path: ['Segment', 1, 'coach_number'], value: '5' },
  transport: { path: ['Segment', 0, 'vehicle_description'], value: 'MS Pearl Seaways, cabin 9001' },
  cruise: { path: ['cabin_number'], value: '512' },
  restaurant: { path: ['number_patrons'], value: '4' },
  activity: { path: ['location_name'], value: 'Gamle Scene' },
  note: { path: ['text'], value: 'Collect the cards at the airport instead.' },
  map: { path: ['Address', 'addr2'], value: 'South terrace' },
  directions: { path: ['detail_type_code'], value: 'W' },
  parking: { path: ['location_name'], value: 'P11 Valet Oslo Airport' },
};

/** One field per type that refuses a value of the wrong type (planWireText accepts numbers, so not `number_rooms: 5`). */
const BAD_FIELDS: Readonly<Record<PlanType, { path: (string | number)[]; value: unknown }>> = {
  air: { path: ['Segment', 1, 'is_hidden'], value: 'maybe' },
  lodging: { path: ['number_rooms'], value: true },
  car: { path: ['Driver'], value: 'Ada Lovelace' },
  rail: { path: ['Segment', 0, 'train_number'], value: true },
  transport: { path: ['Segment', 1, 'detail_type_code'], value: 'X' },
  cruise: { path: ['Segment', 0, 'is_embark'], value: 'yes' },
  restaurant: { path: ['DateTime'], value: 'tonight' },
  activity: { path: ['detail_type_code'], value: 'X' },
  note: { path: ['text'], value: ['a'] },
  map: { path: ['Address', 'latitude'], value: 123 },
  directions: { path: ['StartAddress', 'longitude'], value: 'east' },
  parking: { path: ['StartDateTime', 'date'], value: '03/12/2026' },
};

// ---------------------------------------------------------------- the life of a plan, per type

describe('the life of a plan', () => {
  it.each(PLAN_TYPES)('%s: create, read, replace, move, copy, delete', async (type) => {
    const trip = await createTrip();
    const other = await createTrip({ display_name: 'Stockholm' });
    const sent = planObject(type, trip.uuid);

    // Create: the stored object carries everything sent, with the server's ids, stamp, page and creator.
    const created = await create(type, sent);
    expect(created['uuid']).toMatch(UUID);
    expect(created['uuid']).not.toBe(FORGED.uuid(type));
    expect(created).toMatchObject({ trip_uuid: trip.uuid, last_modified: NOW, creator_profile_ref: await profileRef(ada) });
    expect(wireMismatches(created, sent, serverOwned)).toEqual([]);
    if (MULTI_SEGMENT.includes(type)) {
      const ids = segmentUuids(created);
      expect(ids).toHaveLength(segmentsOf(sent).length);
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set([...ids, created['uuid']]).size).toBe(ids.length + 1);
    }
    expect(created['relative_url']).toBe(pageOf(type, created));
    expect(created['relative_url']).toMatch(new RegExp(`^/trips/${trip.uuid}/${PLAN_TYPE_INFO[type].routeSegment}/`));

    // Read back, by the plan's uuid and by each segment's.
    expect(await getObject(type, created['uuid'] as string)).toEqual(created);
    for (const segment of segmentUuids(created)) expect(await getObject(type, segment)).toEqual(created);
    expect((await get(type === 'note' ? 'map' : 'note', created['uuid'] as string)).status).toBe(404); // the wrong type

    // Replace: a changed field sticks, the uuids stay, the stamp moves.
    h.clock.advance(60_000);
    const changed = structuredClone(created);
    changed['notes'] = 'Changed by replace';
    setPath(changed, CHANGES[type].path, CHANGES[type].value);
    const replaced = await replace(type, created['uuid'] as string, changed);
    expect(replaced.status, JSON.stringify(await replaced.clone().json())).toBe(200);
    const after = ((await replaced.json()) as Record<string, WireObject>)[key(type)] as WireObject;
    expect(after).toMatchObject({ uuid: created['uuid'], trip_uuid: trip.uuid, notes: 'Changed by replace', last_modified: '2026-11-21T10:01:00.000Z' });
    expect(getPath(after, CHANGES[type].path)).toBe(CHANGES[type].value);
    expect(segmentUuids(after)).toEqual(segmentUuids(created));
    expect(wireMismatches(after, changed, (p) => p === 'last_modified')).toEqual([]);
    expect(await getObject(type, created['uuid'] as string)).toEqual(after);

    // Move to another trip, then out of any trip (an unfiled item).
    const moved = await move(type, created['uuid'] as string, other.uuid);
    expect(moved.status).toBe(200);
    const inOther = ((await moved.json()) as Record<string, WireObject>)[key(type)] as WireObject;
    expect(inOther).toMatchObject({ uuid: created['uuid'], trip_uuid: other.uuid, relative_url: pageOf(type, { ...after, trip_uuid: other.uuid }) });
    expect(uuidsIn(await tripObjects(other.uuid), type)).toEqual([created['uuid']]);
    expect(uuidsIn(await tripObjects(trip.uuid), type)).toEqual([]);
    const out = await move(type, created['uuid'] as string, '');
    expect(out.status).toBe(200);
    const loose = ((await out.json()) as Record<string, WireObject>)[key(type)] as WireObject;
    expect(loose['trip_uuid'] ?? '').toBe('');
    expect(loose['relative_url']).toBe(`/unfiled/${PLAN_TYPE_INFO[type].routeSegment}/${String(created['uuid'])}`);
    const list = await unfiled();
    expect(uuidsIn(list, type)).toEqual([created['uuid']]);
    expect(list.max_page).toBe(1);
    expect(uuidsIn(await tripObjects(other.uuid), type)).toEqual([]);
    expect(wireMismatches(loose, after, (p) => ['trip_uuid', 'relative_url', 'last_modified'].includes(p))).toEqual([]);

    // Copy into the first trip: new uuids, same content; the original stays unfiled.
    const copied = await copy(type, created['uuid'] as string, trip.uuid);
    expect(copied.status).toBe(200);
    const twin = ((await copied.json()) as Record<string, WireObject>)[key(type)] as WireObject;
    expect(twin['uuid']).toMatch(UUID);
    expect(twin['uuid']).not.toBe(created['uuid']);
    expect(twin['trip_uuid']).toBe(trip.uuid);
    expect(twin['relative_url']).toBe(pageOf(type, twin));
    for (const id of segmentUuids(twin)) expect(segmentUuids(created)).not.toContain(id);
    expect(segmentUuids(twin)).toHaveLength(segmentUuids(created).length);
    expect(
      wireMismatches(
        twin,
        after,
        (p) =>
          ['uuid', 'trip_uuid', 'relative_url', 'last_modified'].includes(p) ||
          /^Segment\.\d+\.uuid$/.test(p) ||
          /SeatTrackerSubscription\.trip_item_uuid$/.test(p),
      ),
    ).toEqual([]);
    expect(uuidsIn(await tripObjects(trip.uuid), type)).toEqual([twin['uuid']]);
    expect(uuidsIn(await unfiled(), type)).toEqual([created['uuid']]);

    // Delete: gone (also by its segments), the copy stays.
    expect((await remove(type, created['uuid'] as string)).status).toBe(200);
    expect((await get(type, created['uuid'] as string)).status).toBe(404);
    for (const segment of segmentUuids(created)) expect((await get(type, segment)).status).toBe(404);
    expect((await remove(type, created['uuid'] as string)).status).toBe(404);
    expect((await get(type, twin['uuid'] as string)).status).toBe(200);
    expect((await planRows()).map((r) => r.uuid)).toEqual([twin['uuid']]);
  });

  it('creates an unfiled item when the object names no trip; only its owner sees it', async () => {
    const created = await create('lodging', planObject('lodging', ''));
    expect(created['trip_uuid'] ?? '').toBe('');
    expect(created['relative_url']).toBe(`/unfiled/lodging/${String(created['uuid'])}`);
    expect(uuidsIn(await unfiled(), 'lodging')).toEqual([created['uuid']]);
    expect(uuidsIn(await unfiled(bo), 'lodging')).toEqual([]);
    expect((await get('lodging', created['uuid'] as string, bo)).status).toBe(404);
    expect((await replace('lodging', created['uuid'] as string, created, bo)).status).toBe(404);
    expect((await remove('lodging', created['uuid'] as string, bo)).status).toBe(404);
    expect((await move('lodging', created['uuid'] as string, '', bo)).status).toBe(404);
    expect((await copy('lodging', created['uuid'] as string, '', bo)).status).toBe(404);
  });

  it('keeps the plan’s own uuid, trip and segment uuids on replace, whatever the body says', async () => {
    const trip = await createTrip();
    const other = await createTrip({ display_name: 'Stockholm' });
    const a = await create('rail', planObject('rail', trip.uuid));
    const b = await create('rail', planObject('rail', trip.uuid));
    const [a1, a2] = segmentUuids(a) as [string, string];
    const [b1] = segmentUuids(b) as [string];
    // Keep a1, drop a2, claim b1 (another plan's segment) and add one without a uuid.
    const body = {
      ...a,
      uuid: b['uuid'],
      trip_uuid: other.uuid,
      Segment: [segmentsOf(a)[0], { ...segmentsOf(a)[1], uuid: b1 }, { ...segmentsOf(a)[1], uuid: '' }],
    };
    const res = await replace('rail', a['uuid'] as string, body);
    expect(res.status).toBe(200);
    const after = ((await res.json()) as Record<string, WireObject>)['RailObject'] as WireObject;
    expect(after).toMatchObject({ uuid: a['uuid'], trip_uuid: trip.uuid });
    const ids = segmentUuids(after);
    expect(ids[0]).toBe(a1);
    expect(ids.slice(1)).not.toContain(b1);
    expect(ids.slice(1)).not.toContain(a2);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect(segmentUuids(await getObject('rail', b['uuid'] as string))).toEqual(segmentUuids(b));
    expect((await getObject('rail', b1))['uuid']).toBe(b['uuid']);
    expect((await get('rail', a2)).status).toBe(404);
    expect(uuidsIn(await tripObjects(other.uuid), 'rail')).toEqual([]);
  });

  it('does not take the read-only booking fields from the client (part 2 section 3)', async () => {
    const trip = await createTrip();
    const created = await create('lodging', planObject('lodging', trip.uuid));
    expect(created['record_locator'] ?? '').not.toBe(FORGED.record_locator);
    expect(created['cancellation_date_time'] ?? '').not.toBe(FORGED.cancellation_date_time);
    expect(created['is_waybook_booking'] ?? 'false').toBe('false');
    expect(created['has_possible_cancellation'] ?? 'false').toBe('false');
  });

  it('needs a session (401), and the CSRF header on writes and on the move GET (403)', async () => {
    const trip = await createTrip();
    const created = await create('note', planObject('note', trip.uuid));
    const other = await createTrip({ display_name: 'Stockholm' });
    const anonymous = h.client();
    expect((await anonymous.request(`/api/v2/get/note/uuid/${String(created['uuid'])}`)).status).toBe(401);
    expect((await ada.json('/api/v2/create', { NoteObject: planObject('note', trip.uuid) }, { csrf: false })).status).toBe(403);
    expect((await move('note', created['uuid'] as string, other.uuid, ada, false)).status).toBe(403);
    expect((await getObject('note', created['uuid'] as string))['trip_uuid']).toBe(trip.uuid);
    expect(await planRows()).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- bad input

describe('bad input: 400 naming the problem, nothing written', () => {
  const note = () => planObject('note', '');
  it.each([
    ['two keys', () => ({ NoteObject: note(), MapObject: planObject('map', '') }), 'invalid_wrapper:several'],
    ['an unknown key', () => ({ WeatherObject: note() }), 'invalid_wrapper:unknown-key'],
    ['a lower-case key', () => ({ noteObject: note() }), 'invalid_wrapper:unknown-key'],
    ['no key', () => ({}), 'invalid_wrapper:none'],
    ['a key not holding an object', () => ({ NoteObject: 'Pack' }), 'invalid_wrapper:invalid-object'],
  ])('refuses a wrapper with %s', async (_, body, code) => {
    const res = await createRaw(body());
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detailed_error_code).toBe(code);
    expect(await planRows()).toHaveLength(0);
  });

  it.each(PLAN_TYPES)('%s: refuses a field of the wrong type, naming it', async (type) => {
    const trip = await createTrip();
    const object = planObject(type, trip.uuid);
    const bad = BAD_FIELDS[type];
    setPath(object, bad.path, bad.value);
    const res = await createRaw({ [key(type)]: object });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detailed_error_code).toBe(`invalid_field:${key(type)}.${bad.path.join('.')}`);
    expect(await planRows()).toHaveLength(0);
    expect(await h.database.db.selectFrom('plan_segments').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a bad replace (wrong field, wrong type of object, bad wrapper) and keeps the plan', async () => {
    const trip = await createTrip();
    const created = await create('lodging', planObject('lodging', trip.uuid));
    const uuid = created['uuid'] as string;
    const wrongField = await replace('lodging', uuid, { ...created, number_rooms: true });
    expect(wrongField.status).toBe(400);
    expect((await errorOf(wrongField)).detailed_error_code).toBe('invalid_field:LodgingObject.number_rooms');
    const wrongType = await ada.json(`/api/v2/replace/lodging/uuid/${uuid}`, { NoteObject: planObject('note', trip.uuid) });
    expect(wrongType.status).toBe(400);
    expect((await errorOf(wrongType)).detailed_error_code).toBe('invalid_wrapper:type-mismatch');
    const two = await ada.json(`/api/v2/replace/lodging/uuid/${uuid}`, { LodgingObject: created, NoteObject: {} });
    expect((await errorOf(two)).detailed_error_code).toBe('invalid_wrapper:several');
    expect(await getObject('lodging', uuid)).toEqual(created);
  });

  it('refuses filing in a trip the caller cannot edit: 403 for a viewer, 404 for a stranger', async () => {
    const trip = await createTrip();
    expect((await invite(trip.uuid, 'bo@example.com', true)).status).toBe(200);
    const asViewer = await createRaw({ NoteObject: planObject('note', trip.uuid) }, bo);
    expect(asViewer.status).toBe(403);
    expect((await errorOf(asViewer)).detailed_error_code).toBe('trip_permission_denied');
    expect((await createRaw({ NoteObject: planObject('note', trip.uuid) }, cy)).status).toBe(404);
    expect((await createRaw({ NoteObject: planObject('note', 'no-such-trip') })).status).toBe(404);
    expect(await planRows()).toHaveLength(0);

    // Moving or copying into such a trip is refused the same way.
    const own = await create('note', planObject('note', ''), bo);
    expect((await move('note', own['uuid'] as string, trip.uuid, bo)).status).toBe(403);
    expect((await copy('note', own['uuid'] as string, trip.uuid, bo)).status).toBe(403);
    const cys = await create('note', planObject('note', ''), cy);
    expect((await move('note', cys['uuid'] as string, trip.uuid, cy)).status).toBe(404);
    expect((await planRows()).map((r) => r.trip_uuid)).toEqual([null, null]);
  });
});

// ---------------------------------------------------------------- roles

describe('what a viewer and a stranger get', () => {
  it.each(PLAN_TYPES)('%s: a viewer reads it without costs, confirmation numbers and travelers, and cannot change it; a stranger gets 404', async (type) => {
    const trip = await createTrip();
    expect((await invite(trip.uuid, 'bo@example.com', true)).status).toBe(200);
    const sent = planObject(type, trip.uuid);
    const created = await create(type, sent);
    const uuid = created['uuid'] as string;

    const seen = await getObject(type, uuid, bo);
    for (const field of ['total_cost', 'booking_rate', 'booking_site_conf_num', 'supplier_conf_num', 'record_locator']) {
      expect(seen[field] ?? '', field).toBe('');
    }
    expect((seen['Agency'] as WireObject | undefined)?.['agency_conf_num'] ?? '').toBe('');
    for (const segment of segmentsOf(seen)) expect(segment['confirmation_num'] ?? '').toBe('');
    const travelers = TRAVELER_KEYS[type];
    if (travelers !== null) expect((seen[travelers] as unknown[] | undefined) ?? []).toEqual([]);
    // Nothing of it leaks anywhere in the answer.
    const secrets = [
      sent['total_cost'],
      sent['booking_rate'],
      sent['booking_site_conf_num'],
      sent['supplier_conf_num'],
      (sent['Agency'] as WireObject)['agency_conf_num'],
      ...segmentsOf(sent).map((s) => s['confirmation_num']),
      ...(travelers === null ? [] : ['Babbage', '1172400000001', 'EB700002']),
    ].filter((s): s is string => typeof s === 'string' && s.length >= 5);
    const text = JSON.stringify(seen);
    expect(secrets.filter((s) => text.includes(s))).toEqual([]);
    // The rest is there.
    expect(seen).toMatchObject({ uuid, trip_uuid: trip.uuid, display_name: sent['display_name'], supplier_name: sent['supplier_name'] });
    // The trip's object lists show it to the viewer the same way.
    const listed = (await tripObjects(trip.uuid, bo))[key(type)] ?? [];
    expect(listed).toEqual([seen]);
    expect(JSON.stringify(listed)).not.toContain(String(sent['supplier_conf_num']));

    const denied = await replace(type, uuid, { ...created, notes: 'Viewer was here' }, bo);
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).detailed_error_code).toBe('trip_permission_denied');
    expect((await remove(type, uuid, bo)).status).toBe(403);
    expect((await move(type, uuid, '', bo)).status).toBe(403);
    expect((await copy(type, uuid, '', bo)).status).toBe(403);
    for (const segment of segmentUuids(created)) expect((await deleteSegment(segment, bo)).status).toBe(403);

    expect((await get(type, uuid, cy)).status).toBe(404);
    expect((await replace(type, uuid, created, cy)).status).toBe(404);
    expect((await remove(type, uuid, cy)).status).toBe(404);
    expect((await move(type, uuid, '', cy)).status).toBe(404);
    expect((await copy(type, uuid, '', cy)).status).toBe(404);
    for (const segment of segmentUuids(created)) expect((await deleteSegment(segment, cy)).status).toBe(404);

    expect(await getObject(type, uuid)).toEqual(created);
    expect((await planRows()).map((r) => r.uuid)).toEqual([uuid]);
  });

  it('lets an editor (not read-only) change the plan and see everything', async () => {
    const trip = await createTrip();
    await invite(trip.uuid, 'bo@example.com', false);
    const created = await create('lodging', planObject('lodging', trip.uuid));
    expect(await getObject('lodging', created['uuid'] as string, bo)).toEqual(created);
    const res = await replace('lodging', created['uuid'] as string, { ...created, room_type: 'Twin' }, bo);
    expect(res.status).toBe(200);
    expect((await getObject('lodging', created['uuid'] as string))['room_type']).toBe('Twin');
  });
});

// ---------------------------------------------------------------- segments

describe('POST v2/delete/segment/uuid/:uuid', () => {
  it('deletes the middle flight, then the first, and the last remaining takes the plan with it', async () => {
    const trip = await createTrip();
    const object = planObject('air', trip.uuid);
    const [first, second] = segmentsOf(object) as [WireObject, WireObject];
    const third = {
      ...structuredClone(second),
      uuid: '',
      marketing_flight_number: '2207',
      start_airport_code: 'JFK',
      start_airport_name: 'John F. Kennedy International Airport',
      start_city_name: 'New York',
      start_country_code: 'US',
      end_airport_code: 'BOS',
      end_airport_name: 'Logan International Airport',
      end_city_name: 'Boston',
      end_country_code: 'US',
      is_international: 'false',
      StartDateTime: { ...(second['StartDateTime'] as WireObject), time: '15:10:00' },
      EndDateTime: { ...(second['EndDateTime'] as WireObject), time: '16:25:00' },
    };
    object['Segment'] = [first, second, third];
    const created = await create('air', object);
    const [s1, s2, s3] = segmentUuids(created) as [string, string, string];

    const middle = await deleteSegment(s2);
    expect(middle.status).toBe(200);
    expect(await middle.json()).toEqual({ deleted_plan: 'false' });
    const kept = await getObject('air', created['uuid'] as string);
    expect(segmentUuids(kept)).toEqual([s1, s3]);
    expect(segmentsOf(kept).map((s) => s['end_airport_code'])).toEqual(['CPH', 'BOS']);
    expect((await get('air', s2)).status).toBe(404);
    expect((await deleteSegment(s2)).status).toBe(404);

    expect(await (await deleteSegment(s1)).json()).toEqual({ deleted_plan: 'false' });
    expect(segmentUuids(await getObject('air', created['uuid'] as string))).toEqual([s3]);
    const last = await deleteSegment(s3);
    expect(last.status).toBe(200);
    expect(await last.json()).toEqual({ deleted_plan: 'true' });
    expect((await get('air', created['uuid'] as string)).status).toBe(404);
    expect(await planRows()).toHaveLength(0);
    expect(await h.database.db.selectFrom('plan_segments').selectAll().execute()).toHaveLength(0);
  });

  it.each(['rail', 'transport'] as const)('%s: one of two segments keeps the plan, the other deletes it', async (type) => {
    const trip = await createTrip();
    const created = await create(type, planObject(type, trip.uuid));
    const [a, b] = segmentUuids(created) as [string, string];
    expect(await (await deleteSegment(b)).json()).toEqual({ deleted_plan: 'false' });
    expect(segmentUuids(await getObject(type, created['uuid'] as string))).toEqual([a]);
    expect(await (await deleteSegment(a)).json()).toEqual({ deleted_plan: 'true' });
    expect((await get(type, created['uuid'] as string)).status).toBe(404);
  });

  it('deletes a cruise port alone, but an embark or a disembark takes the whole cruise (part 2 section 4)', async () => {
    const trip = await createTrip();
    const a = await create('cruise', planObject('cruise', trip.uuid));
    const [embarkA, portA, disembarkA] = segmentUuids(a) as [string, string, string];
    expect(await (await deleteSegment(portA)).json()).toEqual({ deleted_plan: 'false' });
    expect(segmentUuids(await getObject('cruise', a['uuid'] as string))).toEqual([embarkA, disembarkA]);

    const b = await create('cruise', planObject('cruise', trip.uuid));
    const [embarkB] = segmentUuids(b) as [string];
    expect(await (await deleteSegment(embarkB)).json()).toEqual({ deleted_plan: 'true' });
    expect((await get('cruise', b['uuid'] as string)).status).toBe(404);

    const c = await create('cruise', planObject('cruise', trip.uuid));
    const disembarkC = segmentUuids(c)[2] as string;
    expect(await (await deleteSegment(disembarkC)).json()).toEqual({ deleted_plan: 'true' });
    expect((await get('cruise', c['uuid'] as string)).status).toBe(404);
    expect((await planRows()).map((r) => r.uuid)).toEqual([a['uuid']]);
  });

  it('answers 404 for a plan uuid or an unknown uuid', async () => {
    const trip = await createTrip();
    const lodging = await create('lodging', planObject('lodging', trip.uuid));
    expect((await deleteSegment(lodging['uuid'] as string)).status).toBe(404);
    expect((await deleteSegment('no-such-segment')).status).toBe(404);
    expect(await planRows()).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- costs

describe('POST v2/updateMultipleCosts', () => {
  it('sets several costs at once', async () => {
    const trip = await createTrip();
    const lodging = await create('lodging', planObject('lodging', trip.uuid));
    const air = await create('air', planObject('air', ''));
    const res = await ada.json('/api/v2/updateMultipleCosts', {
      Costs: [
        { uuid: lodging['uuid'], total_cost: 'DKK 13 000.00' },
        { uuid: air['uuid'], total_cost: '€1,320.50' },
      ],
    });
    expect(res.status).toBe(200);
    // Stored and answered in the exact form: ISO code and the currency's decimals.
    expect(await res.json()).toEqual({
      Costs: [
        { uuid: lodging['uuid'], total_cost: 'DKK 13000.00' },
        { uuid: air['uuid'], total_cost: 'EUR 1320.50' },
      ],
    });
    expect((await getObject('lodging', lodging['uuid'] as string))['total_cost']).toBe('DKK 13000.00');
    expect((await getObject('air', air['uuid'] as string))['total_cost']).toBe('EUR 1320.50');
  });

  it('refuses a cost it cannot read as an amount with its currency, naming it', async () => {
    const lodging = await create('lodging', planObject('lodging', ''));
    for (const cost of ['310', 'about 300', 'JPY 12000.5', '-€95']) {
      const res = await ada.json('/api/v2/updateMultipleCosts', { Costs: [{ uuid: lodging['uuid'], total_cost: cost }] });
      expect(res.status, cost).toBe(400);
      expect((await errorOf(res)).detailed_error_code).toBe('invalid_field:Costs.0.total_cost');
    }
    expect((await getObject('lodging', lodging['uuid'] as string))['total_cost']).toBe('DKK 12600.00');
  });
});

describe('costs in two currencies', () => {
  it('creates plans with costs typed in any form and reads them back exactly', async () => {
    const trip = await createTrip();
    const hotel = await create('lodging', { ...planObject('lodging', trip.uuid), total_cost: '€ 1 240,00' });
    const flight = await create('air', { ...planObject('air', trip.uuid), total_cost: 'JPY 12000' });
    const dinner = await create('restaurant', { ...planObject('restaurant', trip.uuid), total_cost: '€95' });
    expect([hotel['total_cost'], flight['total_cost'], dinner['total_cost']]).toEqual(['EUR 1240.00', 'JPY 12000', 'EUR 95.00']);
    const read = await Promise.all([getObject('lodging', hotel['uuid'] as string), getObject('air', flight['uuid'] as string)]);
    expect(read.map((o) => o['total_cost'])).toEqual(['EUR 1240.00', 'JPY 12000']);
    const whole = await (await ada.request(`/api/v2/get/trip/uuid/${trip.uuid}/include_objects/true`)).text();
    for (const cost of ['EUR 1240.00', 'JPY 12000', 'EUR 95.00']) expect(whole).toContain(`"total_cost":"${cost}"`);
  });

  it('refuses an unreadable cost on create and replace, but keeps an older free-text cost an edit leaves alone', async () => {
    const res = await createRaw({ LodgingObject: { ...planObject('lodging', ''), total_cost: '310' } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).detailed_error_code).toBe('invalid_field:LodgingObject.total_cost');
    const hotel = await create('lodging', planObject('lodging', ''));
    const uuid = hotel['uuid'] as string;
    // A cost stored before amounts were checked.
    const row = await h.database.db.selectFrom('plans').select('object').where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const object = (typeof row.object === 'string' ? JSON.parse(row.object) : row.object) as WireObject;
    await h.database.db
      .updateTable('plans')
      .set({ object: JSON.stringify({ ...object, total_cost: 'about 300 euros' }) })
      .where('uuid', '=', uuid)
      .execute();
    const stored = await getObject('lodging', uuid);
    expect(stored['total_cost']).toBe('about 300 euros');
    const renamed = await replace('lodging', uuid, { ...stored, display_name: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect((await getObject('lodging', uuid))['total_cost']).toBe('about 300 euros');
    const changed = await replace('lodging', uuid, { ...stored, total_cost: 'about 400 euros' });
    expect((await errorOf(changed)).detailed_error_code).toBe('invalid_field:LodgingObject.total_cost');
    expect((await replace('lodging', uuid, { ...stored, total_cost: '400 EUR' })).status).toBe(200);
    expect((await getObject('lodging', uuid))['total_cost']).toBe('EUR 400.00');
  });

  it('is all or nothing: one unknown, foreign or read-only plan changes none', async () => {
    const trip = await createTrip();
    await invite(trip.uuid, 'bo@example.com', true);
    const lodging = await create('lodging', planObject('lodging', trip.uuid));
    const note = await create('note', planObject('note', trip.uuid));
    const cys = await create('map', planObject('map', ''), cy);
    const before = [await getObject('lodging', lodging['uuid'] as string), await getObject('note', note['uuid'] as string)];

    const unknown = await ada.json('/api/v2/updateMultipleCosts', {
      Costs: [
        { uuid: lodging['uuid'], total_cost: 'EUR 1.00' },
        { uuid: note['uuid'], total_cost: 'EUR 2.00' },
        { uuid: 'no-such-plan', total_cost: 'EUR 3.00' },
      ],
    });
    expect(unknown.status).toBe(404);
    const foreign = await ada.json('/api/v2/updateMultipleCosts', {
      Costs: [
        { uuid: lodging['uuid'], total_cost: 'EUR 1.00' },
        { uuid: cys['uuid'], total_cost: 'EUR 2.00' },
      ],
    });
    expect(foreign.status).toBe(404);
    const viewer = await bo.json('/api/v2/updateMultipleCosts', { Costs: [{ uuid: lodging['uuid'], total_cost: 'EUR 1.00' }] });
    expect(viewer.status).toBe(403);
    const empty = await ada.json('/api/v2/updateMultipleCosts', { Costs: [] });
    expect(empty.status).toBe(400);

    expect([await getObject('lodging', lodging['uuid'] as string), await getObject('note', note['uuid'] as string)]).toEqual(before);
    expect((await getObject('map', cys['uuid'] as string, cy))['total_cost']).toBe('GBP 20.00');
  });
});

// ---------------------------------------------------------------- time zones

const zoneOf = (dt: unknown) => (dt as WireObject | undefined)?.['timezone'];

describe('time zones the server fills', () => {
  it('from the coordinates of the place, from a text-only address, and keeps a zone set by hand', async () => {
    const trip = await createTrip();
    const lodging = await create('lodging', planObject('lodging', trip.uuid));
    expect([zoneOf(lodging['StartDateTime']), zoneOf(lodging['EndDateTime'])]).toEqual(['Europe/Copenhagen', 'Europe/Copenhagen']);
    const map = await create('map', planObject('map', trip.uuid)); // Trafalgar Square, no coordinates
    expect(zoneOf(map['DateTime'])).toBe('Europe/London');
    const restaurant = await create('restaurant', planObject('restaurant', trip.uuid)); // in Copenhagen, zone chosen by hand
    expect(restaurant['DateTime']).toMatchObject({ timezone: MANUAL_ZONE, is_timezone_manual: 'true', utc_offset: '+00:00' });
    const cruise = await create('cruise', planObject('cruise', trip.uuid));
    expect(segmentsOf(cruise).flatMap((s) => [zoneOf(s['StartDateTime']), zoneOf(s['EndDateTime'])])).toEqual(Array(6).fill('Europe/Oslo'));
    const parking = await create('parking', planObject('parking', trip.uuid));
    expect(zoneOf(parking['StartDateTime'])).toBe('Europe/Oslo');
  });

  it('gives a segment end the zone of where it ends (ferry Copenhagen→Oslo, train Copenhagen→Malmö)', async () => {
    const trip = await createTrip();
    const transport = await create('transport', planObject('transport', trip.uuid));
    const [ferry, train] = segmentsOf(transport) as [WireObject, WireObject];
    expect([zoneOf(ferry['StartDateTime']), zoneOf(ferry['EndDateTime'])]).toEqual(['Europe/Copenhagen', 'Europe/Oslo']);
    expect([zoneOf(train['StartDateTime']), zoneOf(train['EndDateTime'])]).toEqual(['Europe/Oslo', 'Europe/Oslo']);
    const rail = await create('rail', planObject('rail', trip.uuid));
    const [oresund, sj] = segmentsOf(rail) as [WireObject, WireObject];
    expect([zoneOf(oresund['StartDateTime']), zoneOf(oresund['EndDateTime'])]).toEqual(['Europe/Copenhagen', 'Europe/Stockholm']);
    expect([zoneOf(sj['StartDateTime']), zoneOf(sj['EndDateTime'])]).toEqual(['Europe/Stockholm', 'Europe/Stockholm']);
    const car = await create('car', planObject('car', trip.uuid));
    expect([zoneOf(car['StartDateTime']), zoneOf(car['EndDateTime'])]).toEqual(['Europe/Copenhagen', 'Europe/Copenhagen']);
  });

  const FLIGHT_ZONES = [
    ['Europe/Oslo', 'Europe/Copenhagen'],
    ['Europe/Copenhagen', 'America/New_York'],
  ];
  const flightZones = (air: WireObject) => segmentsOf(air).map((s) => [zoneOf(s['StartDateTime']) ?? '', zoneOf(s['EndDateTime']) ?? '']);

  it('gives flights the zones of their airports (OSL→CPH→JFK), with or without a trip', async () => {
    const probe = await create('air', planObject('air', ''));
    const trip = await createTrip();
    const air = await create('air', planObject('air', trip.uuid));
    expect(flightZones(air)).toEqual(FLIGHT_ZONES);
    expect(flightZones(probe)).toEqual(FLIGHT_ZONES);
  });

  it('never gives an airport another place’s zone: the trip’s destination is no stand-in for OSL or JFK', async () => {
    const trip = await createTrip(); // Copenhagen
    const air = await create('air', planObject('air', trip.uuid));
    const zones = flightZones(air);
    const wrong = zones.flatMap((pair, i) =>
      pair.flatMap((z, j) => (z === '' || z === FLIGHT_ZONES[i]?.[j] ? [] : [`Segment.${i}.${j === 0 ? 'Start' : 'End'}DateTime: ${z}`])),
    );
    expect(wrong).toEqual([]);
  });

  it('leaves the zone empty rather than guess when there is no place and no trip', async () => {
    const object = planObject('note', '');
    delete object['Address'];
    const note = await create('note', object);
    expect(zoneOf(note['DateTime']) ?? '').toBe('');
  });
});

// ---------------------------------------------------------------- the trip's plans

const noteAt = (title: string, date: string, time: string, zone: string): WireObject => {
  const object = planObject('note', '');
  object['display_name'] = title;
  object['DateTime'] = date === '' ? {} : { date, time, timezone: zone, is_timezone_manual: 'true' };
  return object;
};

describe("a trip's plans", () => {
  it('lists them in include_objects in time order (by instant, across zones), undated last', async () => {
    const trip = await createTrip();
    // Created out of order: undated, 08:00 London (08:00Z), 20:00 New York the day before (01:00Z), 09:00 Tokyo (00:00Z).
    for (const [title, date, time, zone] of [
      ['undated', '', '', ''],
      ['London', '2026-12-05', '08:00:00', 'Europe/London'],
      ['New York', '2026-12-04', '20:00:00', 'America/New_York'],
      ['Tokyo', '2026-12-05', '09:00:00', 'Asia/Tokyo'],
    ] as const) {
      await create('note', { ...noteAt(title, date, time, zone), trip_uuid: trip.uuid });
      h.clock.advance(1000);
    }
    const lodgingLate = planObject('lodging', trip.uuid);
    lodgingLate['StartDateTime'] = { ...(lodgingLate['StartDateTime'] as WireObject), date: '2026-12-10' };
    lodgingLate['EndDateTime'] = { ...(lodgingLate['EndDateTime'] as WireObject), date: '2026-12-12' }; // check-out after check-in
    lodgingLate['display_name'] = 'Later hotel';
    await create('lodging', lodgingLate);
    await create('lodging', planObject('lodging', trip.uuid));

    const lists = await tripObjects(trip.uuid);
    expect((lists['NoteObject'] ?? []).map((n) => n['display_name'])).toEqual(['Tokyo', 'New York', 'London', 'undated']);
    expect((lists['LodgingObject'] ?? []).map((n) => n['display_name'])).toEqual(["Hotel d'Angleterre", 'Later hotel']);
    for (const type of PLAN_TYPES) if (type !== 'note' && type !== 'lodging') expect(lists[key(type)], type).toEqual([]);
  });

  it('moves them when the trip is merged into another', async () => {
    const source = await createTrip({ display_name: 'Copenhagen' });
    const target = await createTrip({ display_name: 'Scandinavia' });
    const lodging = await create('lodging', planObject('lodging', source.uuid));
    const air = await create('air', planObject('air', source.uuid));
    const res = await ada.request(`/api/v2/merge/trip?uuid=${source.uuid}&into_uuid=${target.uuid}`, { method: 'POST' });
    expect(res.status).toBe(200);

    const lists = await tripObjects(target.uuid);
    expect(uuidsIn(lists, 'lodging')).toEqual([lodging['uuid']]);
    expect(uuidsIn(lists, 'air')).toEqual([air['uuid']]);
    for (const [type, plan] of [
      ['lodging', lodging],
      ['air', air],
    ] as const) {
      const now = await getObject(type, plan['uuid'] as string);
      expect(now['trip_uuid']).toBe(target.uuid);
      expect(now['relative_url']).toBe(pageOf(type, now)); // the page of the trip it is in now
      expect(segmentUuids(now)).toEqual(segmentUuids(plan));
    }
    expect((await planRows()).map((r) => r.trip_uuid)).toEqual([target.uuid, target.uuid]);
  });

  it('deletes them with the trip, and leaves other trips and unfiled items alone', async () => {
    const trip = await createTrip();
    const keep = await createTrip({ display_name: 'Stockholm' });
    const lodging = await create('lodging', planObject('lodging', trip.uuid));
    const air = await create('air', planObject('air', trip.uuid));
    const other = await create('rail', planObject('rail', keep.uuid));
    const loose = await create('note', planObject('note', ''));
    expect((await ada.json(`/api/v2/delete/trip/uuid/${trip.uuid}`, {})).status).toBe(200);

    expect((await get('lodging', lodging['uuid'] as string)).status).toBe(404);
    expect((await get('air', air['uuid'] as string)).status).toBe(404);
    for (const segment of segmentUuids(air)) expect((await deleteSegment(segment)).status).toBe(404);
    expect((await planRows()).map((r) => r.uuid).sort()).toEqual([other['uuid'], loose['uuid']].sort());
    const segmentRows = await h.database.db.selectFrom('plan_segments').select('segment_uuid').execute();
    expect(segmentRows.map((r) => r.segment_uuid).sort()).toEqual([...segmentUuids(other)].sort());
  });
});
