import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type Imported = { uuid: string; trip_uuid: string; outcome: string };
type Conflict = {
  FlightConflict: {
    guid: string;
    does_differ_only_by_time: string;
    is_read_only: string;
    conflict_options: { path_index: number; from_time: string; email_subject: string; trip_item_uuids: string[]; airports: string }[];
    Segments: { conflict_resolution_url: string }[];
  };
};

const ICS = join(import.meta.dirname, '../../../test/fixtures/imports/ics-airline-en.ics');
let h: Harness;
let ada: TestClient;
let bo: TestClient;
let schedule: string;

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  bo = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
  await h.signUp(bo, 'bo@example.com');
  await h.onboard(bo);
  schedule = await readFile(ICS, 'utf8');
});

const upload = async (ics: string, name: string) => {
  const res = await ada.json('/api/v2/importBookingFile', { name, data: Buffer.from(ics).toString('base64') });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { ImportResult: { Plans: Imported[] } }).ImportResult.Plans;
};
const conflictOf = (uuid: string, c = ada) => c.request(`/api/v2/flightConflicts?trip_item_uuid=${uuid}`);
const choose = (c: TestClient, fields: Record<string, string>) => c.form('/api/v2/flightConflicts', fields);
const flights = async (tripUuid: string) =>
  (((await (await ada.request(`/api/v2/get/trip/uuid/${tripUuid}/include_objects/true`)).json()) as { AirObject?: { uuid: string }[] }).AirObject ?? []).map(
    (a) => a.uuid,
  );

/** The flight booked, then the airline's new schedule for it (10:05 becomes 11:35, same booking). */
async function conflictOpened() {
  const [first] = await upload(schedule, 'booking.ics');
  const [moved] = await upload(schedule.replace('20261203T100500', '20261203T113500').replace('20261203T124000', '20261203T141000'), 'Schedule change.ics');
  return { first: first as Imported, moved: moved as Imported };
}

describe('GET and POST v2/flightConflicts', () => {
  it('a changed schedule of an imported flight is kept beside it as a conflict with two options', async () => {
    const { first, moved } = await conflictOpened();
    expect(moved).toMatchObject({ outcome: 'conflict', trip_uuid: first.trip_uuid });
    expect(new Set(await flights(first.trip_uuid))).toEqual(new Set([first.uuid, moved.uuid]));
    const res = await conflictOf(first.uuid);
    expect(res.status).toBe(200);
    const c = ((await res.json()) as Conflict).FlightConflict;
    expect(c).toMatchObject({ does_differ_only_by_time: 'true', is_read_only: 'false' });
    expect(c.conflict_options.map((o) => [o.path_index, o.from_time, o.trip_item_uuids, o.airports])).toEqual([
      [0, '10:05', [first.uuid], 'CDG - JFK'],
      [1, '11:35', [moved.uuid], 'CDG - JFK'],
    ]);
    expect(c.conflict_options[1]?.email_subject).toBe('Schedule change.ics');
    expect(c.Segments[0]?.conflict_resolution_url).toContain(`?conflict=${c.guid}`);
  });

  it('keeping one version deletes the other and clears the conflict', async () => {
    const { first, moved } = await conflictOpened();
    const { guid } = ((await (await conflictOf(moved.uuid)).json()) as Conflict).FlightConflict;
    const res = await choose(ada, { trip_item_uuid: moved.uuid, path_index: '1', guid });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kept_trip_item_uuid: moved.uuid });
    expect(await flights(first.trip_uuid)).toEqual([moved.uuid]);
    expect((await conflictOf(moved.uuid)).status).toBe(404);
    const kept = (await (await ada.request(`/api/v2/get/trip/uuid/${first.trip_uuid}/include_objects/true`)).json()) as {
      AirObject: { Segment: { conflict_resolution_url?: string }[] }[];
    };
    expect(kept.AirObject[0]?.Segment.every((s) => !s.conflict_resolution_url)).toBe(true);
    // The same new schedule imported again is now simply the flight as it is.
    expect((await upload(schedule.replace('20261203T100500', '20261203T113500').replace('20261203T124000', '20261203T141000'), 'again.ics'))[0]?.outcome).toBe(
      'unchanged',
    );
  });

  it('refuses an unknown version or conflict, and anyone who cannot see or edit the flight', async () => {
    const { first } = await conflictOpened();
    const { guid } = ((await (await conflictOf(first.uuid)).json()) as Conflict).FlightConflict;
    expect((await choose(ada, { trip_item_uuid: first.uuid, path_index: '7', guid })).status).toBe(400);
    expect((await choose(ada, { trip_item_uuid: first.uuid, path_index: '0', guid: 'nope' })).status).toBe(404);
    expect((await conflictOf(first.uuid, bo)).status).toBe(404);
    expect((await choose(bo, { trip_item_uuid: first.uuid, path_index: '0', guid })).status).toBe(404);
    await ada.json('/api/v2/invite', { Invitation: { EmailAddresses: [{ email_address: 'bo@example.com' }], TripShare: { trip_uuid: first.trip_uuid } } });
    await h.acceptInvitation(bo, 'bo@example.com');
    const seen = ((await (await conflictOf(first.uuid, bo)).json()) as Conflict).FlightConflict;
    expect(seen.is_read_only).toBe('true');
    expect((await choose(bo, { trip_item_uuid: first.uuid, path_index: '0', guid })).status).toBe(403);
    expect((await conflictOf(first.uuid)).status).toBe(200);
  });

  it('no client opens or closes a conflict by writing conflict_resolution_url', async () => {
    const { first } = await conflictOpened();
    const got = (await (await ada.request(`/api/v2/get/air/uuid/${first.uuid}`)).json()) as { AirObject: { Segment: Record<string, unknown>[] } };
    const cleared = { AirObject: { ...got.AirObject, Segment: got.AirObject.Segment.map((s) => ({ ...s, conflict_resolution_url: '' })) } };
    const replaced = await ada.json(`/api/v2/replace/air/uuid/${first.uuid}`, cleared);
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    const after = (await replaced.json()) as { AirObject: { Segment: { conflict_resolution_url?: string }[] } };
    expect(after.AirObject.Segment[0]?.conflict_resolution_url).toContain('?conflict=');
    const forged = {
      AirObject: { ...got.AirObject, uuid: undefined, Segment: got.AirObject.Segment.map((s) => ({ ...s, uuid: undefined, conflict_resolution_url: '/x' })) },
    };
    const created = await ada.json('/api/v2/create', forged);
    expect(created.status, await created.clone().text()).toBe(200);
    const made = (await created.json()) as { AirObject: { Segment: { conflict_resolution_url?: string }[] } };
    expect(made.AirObject.Segment.every((s) => !s.conflict_resolution_url)).toBe(true);
  });
});
