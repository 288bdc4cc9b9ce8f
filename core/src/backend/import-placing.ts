import { importDestination } from '../domain/imports/import-destination.js';
import { importedDates, placeImport, type PlacementTrip } from '../domain/imports/import-placement.js';
import type { Plan } from '../domain/plans/types/plan.js';
import { EMPTY_TRIP, type Trip } from '../domain/trips/trip.js';
import { buildPath } from '../navigation/routes/build-path.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import type { TripStore } from '../ports/trip-store.port.js';

/**
 * Where new imported plans went: the trip ('' for Unfiled Items), whether it was created for them,
 * and by how many days an existing trip grew.
 *
 * @example
 * const p: PlacedImport = { tripUuid: 't1', createdTrip: false, extendedDays: 2 };
 */
export interface PlacedImport {
  readonly tripUuid: string;
  readonly createdTrip: boolean;
  readonly extendedDays: number;
}

type PlacingDeps = {
  readonly trips: TripStore;
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly legacyIds: LegacyIdStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

// The trips placement may choose from: the user's upcoming trips and the 20 latest past ones
// (a booking for a trip long gone is rare), editable when the user owns them or is a
// participant who is not read-only.
async function candidateTrips(deps: PlacingDeps, userId: string, today: string): Promise<Trip[]> {
  const page = (past: boolean, pageSize: number) =>
    deps.trips.list({
      userId,
      today,
      past,
      traveler: 'all',
      permission: 'all',
      order: { byDate: true, direction: past ? 'descending' : 'ascending' },
      pageNum: 1,
      pageSize,
    });
  const [upcoming, past] = await Promise.all([page(false, 100), page(true, 20)]);
  return [...upcoming.items, ...past.items];
}

const placementTrip = (trip: Trip, profileRef: string): PlacementTrip => {
  const me = trip.invitees.find((i) => i.profileRef === profileRef);
  return {
    uuid: trip.uuid,
    startDate: trip.startDate,
    endDate: trip.endDate,
    destination: trip.primaryLocation,
    isEditable: me !== undefined && (me.isOwner || !me.isReadOnly),
  };
};

/**
 * Files new imported plans by core's placement rule: into a trip covering them, into a nearby trip
 * whose dates grow to cover them, into a new trip named from the destination (the message's subject
 * when none is known), or into Unfiled Items.
 *
 * @example
 * const placed = await placeImportedPlans(deps, 'u1', plans, { today: '2026-11-25', fallbackName: 'Your flight' });
 */
export async function placeImportedPlans(
  deps: PlacingDeps,
  userId: string,
  plans: readonly Plan[],
  o: { today: string; fallbackName: string },
): Promise<PlacedImport> {
  const profileRef = (await deps.accounts.profile(userId))?.profileRef ?? '';
  const trips = await candidateTrips(deps, userId, o.today);
  const destination = importDestination(plans);
  const placed = placeImport({ dates: importedDates(plans), destination, trips: trips.map((t) => placementTrip(t, profileRef)), importTo: 'trips' });
  const stamp = deps.clock.now().toISOString();
  switch (placed.kind) {
    case 'unfiled':
      return { tripUuid: '', createdTrip: false, extendedDays: 0 };
    case 'trip':
      return { tripUuid: placed.tripUuid, createdTrip: false, extendedDays: 0 };
    case 'extend': {
      const trip = trips.find((t) => t.uuid === placed.tripUuid);
      if (trip) await deps.trips.replace({ ...trip, startDate: placed.startDate, endDate: placed.endDate, lastModified: stamp });
      return { tripUuid: placed.tripUuid, createdTrip: false, extendedDays: placed.days };
    }
    case 'new-trip': {
      const uuid = deps.ids.uuid();
      const name = (placed.name || o.fallbackName).trim().slice(0, 100);
      const trip: Trip = {
        ...EMPTY_TRIP,
        uuid,
        displayName: name,
        primaryLocation: placed.name,
        startDate: placed.startDate,
        endDate: placed.endDate,
        relativeUrl: buildPath('trip_summary', { tripUuid: uuid }),
        lastModified: stamp,
      };
      await deps.trips.create(userId, trip);
      await deps.legacyIds.register('trip', uuid);
      return { tripUuid: uuid, createdTrip: true, extendedDays: 0 };
    }
  }
}
