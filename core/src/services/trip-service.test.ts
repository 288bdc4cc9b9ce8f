import { describe, expect, it } from 'vitest';
import type { ContractEntry, EntryCall } from '../contract/entry.js';
import { CachePolicy } from './cache-policy.js';
import { err, ok } from '../domain/result.js';
import { tripListFilters as anyTab, type TripListTab } from '../domain/trips/trip-list-tabs.js';
import { EMPTY_TRIP } from '../domain/trips/trip.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import { ManualClock } from '../testing/fakes.js';
import { isPartialShare, TripService, type TripCacheValues } from './trip-service.js';

// The filters of a trip tab (not the unfiled one).
const tripListFilters = (tab: Exclude<TripListTab, 'unassigned'>) => {
  const filters = anyTab(tab);
  if (filters.kind !== 'trips') throw new Error(`${tab} lists no trips`);
  return filters;
};

const wireTrip = (uuid: string, name: string) => ({
  uuid,
  display_name: name,
  description: '',
  primary_location: '',
  is_private: 'false',
  is_owner_traveler: 'true',
  relative_url: `/trips/${uuid}`,
  image_url: '',
  is_pro_enabled: 'false',
  is_concur_linked: 'false',
  is_trip_owner_inner_circle_sharer: 'false',
  TripInvitees: [],
  TripPurposes: [],
  TripStatuses: [],
});

// A transport that answers by entry id and records every call.
function fakeApi(answers: Record<string, unknown>) {
  const calls: { id: string; input: unknown }[] = [];
  const api = {
    async call<E extends ContractEntry>(entry: E, input: EntryCall<E>) {
      calls.push({ id: entry.id, input });
      const answer = answers[entry.id];
      return answer === undefined
        ? err({ kind: 'http', status: 500, code: 'internal_error', detailedErrorCode: 'internal_error', description: '' } as const)
        : (ok(answer) as never);
    },
  } as ApiTransport;
  return { api, calls, count: (id: string) => calls.filter((c) => c.id === id).length };
}

const setup = (answers: Record<string, unknown>) => {
  const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
  const fake = fakeApi({
    listTrips: { Trip: [wireTrip('t1', 'Lyon')], Profile: [{ profile_ref: 'p1', display_name: 'Ada' }], max_page: 3 },
    ...answers,
  });
  return { clock, ...fake, trips: new TripService(fake.api, new CachePolicy<TripCacheValues>(clock)) };
};

describe('TripService: the trips:list cache (part 1: five minutes, invalidated by every change)', () => {
  it('answers the same page from the cache for five minutes, then asks again', async () => {
    const { trips, clock, count } = setup({});
    const first = await trips.list(tripListFilters('your_upcoming'), 1);
    expect(first.ok && first.value).toMatchObject({
      maxPage: 3,
      trips: [{ uuid: 't1', displayName: 'Lyon' }],
      profiles: [{ profileRef: 'p1', displayName: 'Ada', emailAddress: null }],
    });
    await trips.list(tripListFilters('your_upcoming'), 1);
    expect(count('listTrips')).toBe(1);
    clock.advance(299_000);
    await trips.list(tripListFilters('your_upcoming'), 1);
    expect(count('listTrips')).toBe(1);
    clock.advance(2_000);
    await trips.list(tripListFilters('your_upcoming'), 1);
    expect(count('listTrips')).toBe(2);
  });

  it('keeps one entry per query: another tab or page is fetched', async () => {
    const { trips, count, calls } = setup({});
    await trips.list(tripListFilters('your_upcoming'), 1);
    await trips.list(tripListFilters('your_upcoming'), 2);
    await trips.list(tripListFilters('past'), 1);
    await trips.list(tripListFilters('your_upcoming'), 2);
    expect(count('listTrips')).toBe(3);
    expect(calls[2]?.input).toMatchObject({ query: { past: 'true', page_num: '1' } });
  });

  it('is invalidated by every successful change, and not by a failed one', async () => {
    const { trips, count } = setup({
      createTrip: { Trip: wireTrip('t2', 'Rome') },
      deleteTrip: {},
      mergeTrip: { Trip: wireTrip('t1', 'Lyon') },
      deleteTripParticipant: {},
      updatePublicTripShareUrl: { trip_guid: 'g' },
    });
    const filters = tripListFilters('your_upcoming');
    const changes = [
      () => trips.create({ ...EMPTY_TRIP, displayName: 'Rome' }),
      () => trips.delete('t2'),
      () => trips.merge('t2', 't1'),
      () => trips.removeParticipant('t1', 'p2'),
      () => trips.resetPublicLink('t1'),
    ];
    let expected = 1;
    await trips.list(filters, 1);
    for (const change of changes) {
      expect((await change()).ok).toBe(true);
      await trips.list(filters, 1);
      expected += 1;
      expect(count('listTrips')).toBe(expected);
    }
    expect((await trips.replace({ ...EMPTY_TRIP, uuid: 't1', displayName: 'x' })).ok).toBe(false);
    await trips.list(filters, 1);
    expect(count('listTrips')).toBe(expected);
  });
});

describe('TripService calls', () => {
  it('sends invitations with the flags of the chosen type and reads the outcome', async () => {
    const { trips, calls } = setup({
      inviteToTrip: { Invitation: { joined: ['a@x.io'], pending: [], already_participants: [], snapshot_only: ['b@y.io'] }, Trip: wireTrip('t1', 'Lyon') },
    });
    const r = await trips.invite('t1', ['a@x.io', 'b@y.io'], 'traveler', 'Hi');
    expect(r.ok && r.value).toEqual({ joined: ['a@x.io'], pending: [], alreadyParticipants: [], snapshotOnly: ['b@y.io'] });
    expect(r.ok && isPartialShare(r.value)).toBe(true);
    expect(calls[0]?.input).toMatchObject({
      body: {
        Invitation: {
          EmailAddresses: [{ email_address: 'a@x.io' }, { email_address: 'b@y.io' }],
          TripShare: { trip_uuid: 't1', is_read_only: 'false', is_traveler: 'true', message: 'Hi' },
        },
      },
    });
  });

  it('reads details with pending invitations as participant types', async () => {
    const { trips } = setup({
      getTripWithObjects: {
        Trip: wireTrip('t1', 'Lyon'),
        Profile: [{ profile_ref: 'p1', display_name: 'Ada', email_address: 'ada@x.io' }],
        PendingInvitations: [
          { email_address: 'c@x.io', is_read_only: 'true', is_traveler: 'false' },
          { email_address: 'd@x.io', is_read_only: 'false', is_traveler: 'true' },
        ],
        AirObject: [],
        LodgingObject: [],
        CarObject: [],
        RailObject: [],
        TransportObject: [],
        CruiseObject: [],
        RestaurantObject: [],
        ActivityObject: [],
        NoteObject: [],
        MapObject: [],
        DirectionsObject: [],
        ParkingObject: [],
      },
    });
    const r = await trips.details('t1');
    expect(r.ok && r.value.pending).toEqual([
      { emailAddress: 'c@x.io', type: 'viewer' },
      { emailAddress: 'd@x.io', type: 'traveler' },
    ]);
    expect(r.ok && r.value.profiles[0]?.emailAddress).toBe('ada@x.io');
  });

  it('sets a theme image by its url', async () => {
    const { trips, calls } = setup({ updateTripImage: { Trip: wireTrip('t1', 'Lyon') } });
    await trips.setThemeImage('t1', 'snow');
    expect(calls[0]?.input).toEqual({ body: { trip_uuid: 't1', url: '/app/trip-themes/snow.svg', image_data: '' } });
  });
});
