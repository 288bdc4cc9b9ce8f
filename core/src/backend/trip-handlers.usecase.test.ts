// The trip use cases on the in-memory stores, without a database: each call goes through
// BoundHandler.run with its input parsed by the entry's schemas, as the server does.
import { beforeEach, describe, expect, it } from 'vitest';
import { commonErrors } from '../contract/error.js';
import { createPlanEntry, getPlanEntry } from '../contract/plan-entries.js';
import {
  createTripEntry,
  deleteTripEntry,
  getTripEntry,
  getTripWithObjectsEntry,
  listTripsEntry,
  mergeTripEntry,
  replaceTripEntry,
} from '../contract/trip-entries.js';
import type { Result } from '../domain/result.js';
import { useCaseWorld, type UseCaseWorld } from '../testing/use-case-world.js';
import { tripForbidden } from './trip-handlers.js';

let w: UseCaseWorld;
let tripUuid: string;

const value = <T, E>(r: Result<T, E>): T => {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const error = <T, E>(r: Result<T, E>): E => {
  if (r.ok) throw new Error(`expected an error, got ${JSON.stringify(r.value)}`);
  return r.error;
};
const createTrip = async (userId: string, trip: Record<string, unknown> = {}): Promise<string> => {
  const created = await w.call(createTripEntry, userId, {
    body: { Trip: { display_name: 'Lyon', start_date: '2026-12-01', end_date: '2026-12-05', ...trip } },
  });
  return value(created).Trip.uuid ?? '';
};
const note = (trip: string, name = 'Tickets') => ({ NoteObject: { trip_uuid: trip, display_name: name } });

// ada owns the trip; tom travels, pia plans (edit), vic views; nik takes no part.
beforeEach(async () => {
  w = useCaseWorld();
  await w.addUser('ada', { firstName: 'Ada', lastName: 'Lovelace' });
  for (const u of ['tom', 'pia', 'vic', 'nik']) await w.addUser(u);
  tripUuid = await createTrip('ada', { is_owner_traveler: 'true' });
  await w.join(tripUuid, 'tom', 'traveler');
  await w.join(tripUuid, 'pia', 'edit');
  await w.join(tripUuid, 'vic', 'viewer');
});

describe('create and get a trip', () => {
  it('stores the trip with server-kept fields and the caller as owner', async () => {
    const got = value(await w.call(getTripEntry, 'ada', { params: { id: tripUuid } })).Trip;
    expect(got).toMatchObject({ uuid: tripUuid, display_name: 'Lyon', start_date: '2026-12-01', relative_url: `/trips/${tripUuid}` });
    expect(got.last_modified).toBe('2026-11-21T10:00:00.000Z');
    expect(got.TripInvitees).toContainEqual({ profile_ref: 'p-ada', is_owner: 'true', is_read_only: 'false', is_traveler: 'true' });
    expect(await w.stores.legacyIds.uuidFor('trip', '1')).toBe(tripUuid);
  });

  it('refuses a start after the end with 400 invalid_field:Trip.end_date and stores nothing', async () => {
    const before = w.stores.tables.trips.size;
    const refused = await w.call(createTripEntry, 'ada', { body: { Trip: { display_name: 'Bad', start_date: '2026-12-05', end_date: '2026-12-01' } } });
    expect(error(refused)).toMatchObject({ status: 400, detailedErrorCode: 'invalid_field:Trip.end_date' });
    expect(w.stores.tables.trips.size).toBe(before);
  });

  it('lets every participant read, and answers 404 to anyone else exactly as for a missing trip', async () => {
    for (const u of ['ada', 'tom', 'pia', 'vic']) expect((await w.call(getTripEntry, u, { params: { id: tripUuid } })).ok).toBe(true);
    const stranger = error(await w.call(getTripEntry, 'nik', { params: { id: tripUuid } }));
    expect(stranger).toEqual(commonErrors.notFound);
    expect(error(await w.call(getTripEntry, 'ada', { params: { id: 'no-such-trip' } }))).toEqual(stranger);
  });

  it('shows a viewer only the owner and themselves, and no pending invitations', async () => {
    await w.stores.trips.addPendingInvitation({
      tripUuid,
      email: 'zoe@example.com',
      isReadOnly: true,
      isTraveler: false,
      token: 't',
      invitedBy: 'ada',
      createdAt: w.clock.now(),
    });
    const asViewer = value(await w.call(getTripWithObjectsEntry, 'vic', { params: { id: tripUuid } }));
    expect(asViewer.Trip.TripInvitees.map((i) => i.profile_ref).sort()).toEqual(['p-ada', 'p-vic']);
    expect(asViewer.PendingInvitations).toEqual([]);
    const asPlanner = value(await w.call(getTripWithObjectsEntry, 'pia', { params: { id: tripUuid } }));
    expect(asPlanner.Trip.TripInvitees).toHaveLength(4);
    expect(asPlanner.PendingInvitations).toEqual([{ email_address: 'zoe@example.com', is_read_only: 'true', is_traveler: 'false' }]);
  });
});

describe('list trips', () => {
  it('pages the caller’s upcoming trips by date with max_page and the participants’ profiles', async () => {
    await createTrip('ada', { display_name: 'Later', start_date: '2027-01-10', end_date: '2027-01-12' });
    await createTrip('ada', { display_name: 'Sooner', start_date: '2026-11-25', end_date: '2026-11-26' });
    const query = { should_sort_trips_by_date: 'true' as const, page_size: '2' };
    const first = value(await w.call(listTripsEntry, 'ada', { query: { ...query, page_num: '1' } }));
    expect(first.Trip.map((t) => t.display_name)).toEqual(['Sooner', 'Lyon']);
    expect(first.max_page).toBe(2);
    expect(first.Profile.map((p) => p.profile_ref)).toEqual(['p-ada', 'p-pia', 'p-tom', 'p-vic']);
    const second = value(await w.call(listTripsEntry, 'ada', { query: { ...query, page_num: '2' } }));
    expect(second.Trip.map((t) => t.display_name)).toEqual(['Later']);
    expect(second.max_page).toBe(2);
  });

  it('shows a viewer only the owner and themselves among the invitees and profiles', async () => {
    const listed = value(await w.call(listTripsEntry, 'vic', {}));
    expect(listed.Trip[0]?.TripInvitees?.map((i) => i.profile_ref)).toEqual(['p-ada', 'p-vic']);
    expect(listed.Profile.map((p) => p.profile_ref)).toEqual(['p-ada', 'p-vic']);
    expect(value(await w.call(listTripsEntry, 'tom', {})).Profile).toHaveLength(4);
  });

  it('splits past from upcoming at today and filters by the caller’s own part', async () => {
    await createTrip('ada', { display_name: 'Gone', start_date: '2026-11-01', end_date: '2026-11-20' });
    expect(value(await w.call(listTripsEntry, 'ada', { query: { past: 'true' } })).Trip.map((t) => t.display_name)).toEqual(['Gone']);
    expect(value(await w.call(listTripsEntry, 'tom', { query: { trip_permission_filter: 'others' } })).Trip.map((t) => t.uuid)).toEqual([tripUuid]);
    expect(value(await w.call(listTripsEntry, 'tom', { query: { trip_permission_filter: 'own' } })).Trip).toEqual([]);
    expect(value(await w.call(listTripsEntry, 'vic', { query: { traveler: 'traveler' } })).Trip).toEqual([]);
    expect(value(await w.call(listTripsEntry, 'nik', {})).Trip).toEqual([]);
  });
});

describe('replace a trip', () => {
  it('lets owner, traveler and planner edit; a viewer gets 403 and a stranger 404', async () => {
    for (const u of ['ada', 'tom', 'pia']) {
      const replaced = value(await w.call(replaceTripEntry, u, { params: { id: tripUuid }, body: { Trip: { display_name: `By ${u}` } } }));
      expect(replaced.Trip.display_name).toBe(`By ${u}`);
    }
    expect(error(await w.call(replaceTripEntry, 'vic', { params: { id: tripUuid }, body: { Trip: { display_name: 'No' } } }))).toEqual(tripForbidden);
    expect(error(await w.call(replaceTripEntry, 'nik', { params: { id: tripUuid }, body: { Trip: { display_name: 'No' } } }))).toEqual(commonErrors.notFound);
    expect(w.stores.tables.trips.get(tripUuid)?.trip.displayName).toBe('By pia');
  });

  it('keeps the owner’s traveler flag when another editor replaces the trip', async () => {
    const body = { Trip: { display_name: 'Lyon', is_owner_traveler: 'false' as const } };
    expect(value(await w.call(replaceTripEntry, 'pia', { params: { id: tripUuid }, body })).Trip.is_owner_traveler).toBe('true');
    expect(value(await w.call(replaceTripEntry, 'ada', { params: { id: tripUuid }, body })).Trip.is_owner_traveler).toBe('false');
  });
});

describe('delete and merge trips', () => {
  it('lets only the owner delete, and the trip’s plans go with it', async () => {
    const plan = value(await w.call(createPlanEntry, 'pia', { body: note(tripUuid) }));
    const planUuid = String((plan['NoteObject'] as { uuid: string }).uuid);
    for (const u of ['tom', 'pia', 'vic']) expect(error(await w.call(deleteTripEntry, u, { params: { id: tripUuid } }))).toEqual(tripForbidden);
    expect(error(await w.call(deleteTripEntry, 'nik', { params: { id: tripUuid } }))).toEqual(commonErrors.notFound);
    expect(value(await w.call(deleteTripEntry, 'ada', { params: { id: tripUuid } }))).toEqual({});
    expect(error(await w.call(getTripEntry, 'ada', { params: { id: tripUuid } })).status).toBe(404);
    expect(error(await w.call(getPlanEntry, 'ada', { params: { type: 'note', uuid: planUuid } })).status).toBe(404);
  });

  it('merges a trip the caller owns into one they edit: plans move, the source is gone', async () => {
    const other = await createTrip('tom', { display_name: 'Tom’s' });
    await w.join(other, 'ada', 'edit');
    await w.call(createPlanEntry, 'ada', { body: note(tripUuid, 'Moved along') });
    const merged = value(await w.call(mergeTripEntry, 'ada', { query: { uuid: tripUuid, into_uuid: other } }));
    expect(merged.Trip.uuid).toBe(other);
    expect(error(await w.call(getTripEntry, 'ada', { params: { id: tripUuid } })).status).toBe(404);
    const objects = value(await w.call(getTripWithObjectsEntry, 'tom', { params: { id: other } }));
    expect(objects.NoteObject.map((n) => n['display_name'])).toEqual(['Moved along']);
  });

  it('refuses merging into itself, from a trip the caller does not own, or into one they only view', async () => {
    const viewed = await createTrip('nik', { display_name: 'Nik’s' });
    await w.join(viewed, 'ada', 'viewer');
    expect(error(await w.call(mergeTripEntry, 'ada', { query: { uuid: tripUuid, into_uuid: tripUuid } }))).toMatchObject({
      status: 400,
      detailedErrorCode: 'invalid_field:into_uuid',
    });
    expect(error(await w.call(mergeTripEntry, 'pia', { query: { uuid: tripUuid, into_uuid: viewed } }))).toEqual(tripForbidden);
    expect(error(await w.call(mergeTripEntry, 'ada', { query: { uuid: tripUuid, into_uuid: viewed } }))).toEqual(tripForbidden);
    expect(w.stores.tables.trips.has(tripUuid)).toBe(true);
  });
});
