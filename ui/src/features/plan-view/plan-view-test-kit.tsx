import { vi } from 'vitest';
import {
  EMPTY_TRIP,
  err,
  ok,
  type ApiFailure,
  type DocumentError,
  type DocumentFile,
  type DocumentService,
  type PlanDocumentItem,
  type Plan,
  type PlanService,
  type PlanType,
  type Profile,
  type Result,
  type Trip,
  type TripDetails,
  type TripInvitee,
  type TripService,
} from '@waybook/core';
import { decodeReservation } from '@waybook/core/contract';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import PlanViewPage from './plan-view-page.js';

// Fixtures of the plan view tests: plans are read from wire objects with core's codec, as
// PlanService reads the server's answers. The signed-in user is sampleProfile's p-1; the trip is
// "Lyon getaway" (t1), owned by p-9 unless the user owns it.

export type Role = 'owner' | 'traveler' | 'edit' | 'viewer';

/** An HTTP failure as the transport reports it. */
export const http = (status: number): ApiFailure => ({ kind: 'http', status, code: '', detailedErrorCode: '', description: '' });

/** The trip t1 with the user (p-1) in `role`. */
export function sampleTrip(role: Role = 'owner', overrides: Partial<Trip> = {}): Trip {
  const me: TripInvitee = {
    profileRef: 'p-1',
    isOwner: role === 'owner',
    isReadOnly: role === 'viewer',
    isTraveler: role === 'owner' || role === 'traveler',
  };
  const owner: TripInvitee = { profileRef: 'p-9', isOwner: true, isReadOnly: false, isTraveler: true };
  return { ...EMPTY_TRIP, uuid: 't1', displayName: 'Lyon getaway', invitees: role === 'owner' ? [me] : [owner, me], ...overrides };
}

/** A trip service double whose `details` answers the trip (with no plans listed). */
export function fakeTripService(trip: Trip | ApiFailure = sampleTrip()) {
  const details = (t: Trip): TripDetails => ({ trip: t, profiles: [], pending: [], objects: {} as TripDetails['objects'] });
  return {
    details: vi.fn(async (_uuid: string): Promise<Result<TripDetails, ApiFailure>> => ('uuid' in trip ? ok(details(trip)) : err(trip))),
  };
}

export type FakeTripService = ReturnType<typeof fakeTripService>;

/** A plan from its wrapper (`{ LodgingObject: {...} }`); throws when the codec refuses it. */
export function planFrom(wrapper: Record<string, unknown>): Plan {
  const decoded = decodeReservation(wrapper);
  if (!decoded.ok) throw new Error(`fixture refused: ${JSON.stringify(decoded.error)}`);
  return decoded.value;
}

const at = (date: string, time: string, timezone: string) => ({ date, time, timezone, is_time_known: 'true' });

/** The Grand Central Hotel in New York, 21 to 24 November 2026, with booking details. */
export const lodgingPlan = planFrom({
  LodgingObject: {
    uuid: 'l1',
    trip_uuid: 't1',
    display_name: 'Grand Central Hotel',
    StartDateTime: at('2026-11-21', '15:00:00', 'America/New_York'),
    EndDateTime: at('2026-11-24', '11:00:00', 'America/New_York'),
    Address: { address: '89 E 42nd St, New York, NY 10017' },
    room_type: 'Deluxe King',
    number_rooms: '1',
    number_guests: '2',
    Guest: [{ first_name: 'Ada', last_name: 'Lovelace', frequent_traveler_supplier: 'Hilton Honors', frequent_traveler_num: 'HH123' }],
    supplier_conf_num: 'GCH-7781',
    supplier_phone: '+1 212 555 0100',
    total_cost: '$612.40',
    booking_site_name: 'Expedia',
    booking_site_url: 'https://www.expedia.com',
    notes: 'Late arrival requested.',
  },
});

/** The same stay as a viewer receives it: no costs, confirmation numbers or other guests. */
export const lodgingForViewer = planFrom({
  LodgingObject: {
    uuid: 'l1',
    trip_uuid: 't1',
    display_name: 'Grand Central Hotel',
    StartDateTime: at('2026-11-21', '15:00:00', 'America/New_York'),
    EndDateTime: at('2026-11-24', '11:00:00', 'America/New_York'),
    Address: { address: '89 E 42nd St, New York, NY 10017' },
  },
});

/** Two flights, Lyon to Oslo through Copenhagen: seg-a then seg-b. */
export const flightPlan = planFrom({
  AirObject: {
    uuid: 'a1',
    trip_uuid: 't1',
    display_name: 'Lyon to Oslo',
    Traveler: [{ first_name: 'Ada', last_name: 'Lovelace', ticket_num: '1172345678901' }],
    Segment: [
      {
        uuid: 'seg-a',
        marketing_airline_code: 'SK',
        marketing_airline: 'SAS',
        marketing_flight_number: '2362',
        start_airport_code: 'LYS',
        start_city_name: 'Lyon',
        end_airport_code: 'CPH',
        end_city_name: 'Copenhagen',
        StartDateTime: at('2026-11-25', '07:10:00', 'Europe/Paris'),
        EndDateTime: at('2026-11-25', '09:05:00', 'Europe/Copenhagen'),
        start_terminal: '1',
        seats: '14C',
      },
      {
        uuid: 'seg-b',
        marketing_airline_code: 'SK',
        marketing_airline: 'SAS',
        marketing_flight_number: '1456',
        start_airport_code: 'CPH',
        start_city_name: 'Copenhagen',
        end_airport_code: 'OSL',
        end_city_name: 'Oslo',
        StartDateTime: at('2026-11-25', '10:15:00', 'Europe/Copenhagen'),
        EndDateTime: at('2026-11-25', '11:25:00', 'Europe/Oslo'),
        start_terminal: '3',
        start_gate: 'B7',
        seats: '9A',
        aircraft_display_name: 'Airbus A320neo',
      },
    ],
  },
});

/** A three-stop cruise: embark c-1 (Miami), port c-2 (Nassau), disembark c-3 (Miami). */
export const cruisePlan = planFrom({
  CruiseObject: {
    uuid: 'u1',
    trip_uuid: 't1',
    display_name: 'Caribbean cruise',
    ship_name: 'Ocean Star',
    cabin_number: '8214',
    dining: 'Late seating',
    Traveler: [{ first_name: 'Ada', last_name: 'Lovelace' }],
    Segment: [
      { uuid: 'c-1', location_name: 'Port of Miami', is_embark: 'true', StartDateTime: at('2026-12-05', '16:00:00', 'America/New_York') },
      {
        uuid: 'c-2',
        location_name: 'Nassau',
        StartDateTime: at('2026-12-06', '08:00:00', 'America/Nassau'),
        EndDateTime: at('2026-12-06', '17:00:00', 'America/Nassau'),
      },
      { uuid: 'c-3', location_name: 'Port of Miami', StartDateTime: at('2026-12-08', '07:00:00', 'America/New_York') },
    ],
  },
});

/** A ferry then a shuttle bus, with passengers and no notes. */
export const transportPlan = planFrom({
  TransportObject: {
    uuid: 'tr1',
    trip_uuid: 't1',
    display_name: 'Island transfer',
    Traveler: [
      { first_name: 'Ada', last_name: 'Lovelace' },
      { first_name: 'Charles', last_name: 'Babbage' },
    ],
    Segment: [
      {
        uuid: 'tr-1',
        start_location_name: 'Piraeus',
        end_location_name: 'Hydra',
        carrier_name: 'Hellenic Seaways',
        detail_type_code: 'F',
        StartDateTime: at('2026-11-26', '09:00:00', 'Europe/Athens'),
      },
      {
        uuid: 'tr-2',
        start_location_name: 'Hydra port',
        end_location_name: 'Hotel Leto',
        carrier_name: 'Hydra Shuttle',
        detail_type_code: 'G',
        vehicle_description: 'Minibus',
      },
    ],
    supplier_conf_num: 'HS-55',
  },
});

/** An unfiled note. */
export const unfiledNote = planFrom({
  NoteObject: {
    uuid: 'n1',
    display_name: 'Visa appointment',
    text: 'Bring two photos\nand the printed form.',
    DateTime: at('2026-11-30', '09:30:00', 'Europe/Paris'),
  },
});

type Answer = Plan | ApiFailure;
const toResult = (a: Answer): Result<Plan, ApiFailure> => ('meta' in a ? ok(a) : err(a));

/** A plan service double: `get` answers each of `answers` in turn (the last one again after that); the deletes succeed. */
export function fakePlanService(...answers: readonly Answer[]) {
  let call = 0;
  return {
    get: vi.fn(async (_type: PlanType, _uuid: string) => toResult(answers[Math.min(call++, answers.length - 1)]!)),
    delete: vi.fn(async (_type: PlanType, _uuid: string): Promise<Result<void, ApiFailure>> => ok(undefined)),
    deleteSegment: vi.fn(async (_uuid: string): Promise<Result<{ deletedPlan: boolean }, ApiFailure>> => ok({ deletedPlan: false })),
  };
}

export type FakePlanService = ReturnType<typeof fakePlanService>;

/** A document service double: `documents` listed, every change accepted. */
export function fakeDocumentService(documents: readonly PlanDocumentItem[] = []) {
  return {
    list: vi.fn(async (_planUuid: string): Promise<Result<PlanDocumentItem[], DocumentError>> => ok([...documents])),
    upload: vi.fn(async (_planUuid: string, file: DocumentFile, name?: string): Promise<Result<PlanDocumentItem, DocumentError>> =>
      ok({
        uuid: `d-${file.name}`,
        name: name ?? file.name,
        type: 'pdf',
        sizeBytes: file.bytes.length,
        width: null,
        height: null,
        url: `/plan/document/d-${file.name}`,
        thumbnailUrl: null,
        created: '2026-11-21T10:00:00.000Z',
      }),
    ),
    rename: vi.fn(async (uuid: string, name: string): Promise<Result<PlanDocumentItem, DocumentError>> => {
      const found = documents.find((d) => d.uuid === uuid);
      return found ? ok({ ...found, name: name.trim() }) : err({ kind: 'failed', failure: { kind: 'network' } });
    }),
    delete: vi.fn(async (_uuid: string): Promise<Result<void, DocumentError>> => ok(undefined)),
  };
}

export type FakeDocumentService = ReturnType<typeof fakeDocumentService>;

/** Options of {@link renderPlanView}. */
export interface PlanViewRender {
  readonly path: string;
  readonly plans: FakePlanService;
  readonly trips?: FakeTripService;
  readonly documents?: FakeDocumentService;
  readonly unfiled?: boolean;
  readonly profile?: Profile;
  readonly locale?: Parameters<typeof renderScreen>[1]['locale'];
}

const TRIP_ROUTE = '/trips/:tripUuid/:planRoute/:segmentUuid';

/** Renders the plan view at `path` (a trip plan, one of its sections, or an unfiled item) with the doubles. */
export async function renderPlanView(options: PlanViewRender) {
  const trips = options.trips ?? fakeTripService();
  const documents = options.documents ?? fakeDocumentService();
  const routePath = options.unfiled ? '/unfiled/:planRoute/:reservationUuid' : options.path.split('/').length > 5 ? `${TRIP_ROUTE}/:section` : TRIP_ROUTE;
  const rendered = await renderScreen(<PlanViewPage unfiled={options.unfiled} />, {
    path: options.path,
    routePath,
    today: '2026-11-22',
    ...(options.profile === undefined ? {} : { profile: options.profile }),
    ...(options.locale === undefined ? {} : { locale: options.locale }),
    bind: (c) => {
      c.bind(TOKENS.planService).toConstantValue(options.plans as unknown as PlanService);
      c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService);
      c.bind(TOKENS.documentService).toConstantValue(documents as unknown as DocumentService);
    },
  });
  return { ...rendered, trips, documents };
}

/** The trip answer with the user in `role`. */
export function tripAs(role: Role, overrides: Partial<Trip> = {}): FakeTripService {
  return fakeTripService(sampleTrip(role, overrides));
}
