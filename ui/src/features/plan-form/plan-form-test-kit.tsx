// Shared fakes and helpers of the plan form screen tests (not a test file itself).
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import type { Container } from 'inversify';
import {
  EMPTY_BOOKING_FIELDS,
  EMPTY_PLAN_ADDRESS,
  EMPTY_PLAN_DATE_TIME,
  EMPTY_RESERVATION_META,
  EMPTY_TRIP,
  ok,
  type AddressDetailAnswer,
  type AddressSearchSuggestion,
  type AirportSuggestion,
  type ApiFailure,
  type LodgingPlan,
  type LookupSearch,
  type Plan,
  type PlanService,
  type PlanType,
  type Result,
  type Trip,
  type TripDetails,
  type TripService,
} from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';

type PlanResult = Promise<Result<Plan, ApiFailure>>;

/** The plan calls the form makes, as mocks. */
export interface FakePlans {
  readonly get: Mock<(type: PlanType, uuid: string) => PlanResult>;
  readonly create: Mock<(plan: Plan) => PlanResult>;
  readonly replace: Mock<(plan: Plan) => PlanResult>;
}

/** The trip call the form makes. */
export interface FakeTrips {
  readonly details: Mock<(uuid: string) => Promise<Result<TripDetails, ApiFailure>>>;
}

/** The harness profile (p-1) owns this trip of 21 to 23 November 2026. */
export const TRIP: Trip = {
  ...EMPTY_TRIP,
  uuid: 't1',
  displayName: 'Lyon weekend',
  startDate: '2026-11-21',
  endDate: '2026-11-23',
  invitees: [{ profileRef: 'p-1', isOwner: true, isReadOnly: false, isTraveler: true }],
};

export const detailsOf = (trip: Trip): TripDetails => ({ trip, profiles: [], pending: [], objects: {} as TripDetails['objects'] });

export const httpError = (status: number, detailedErrorCode: string): ApiFailure => ({
  kind: 'http',
  status,
  code: status === 404 ? 'not_found' : 'bad_request',
  detailedErrorCode,
  description: '',
});

/** A saved lodging of the trip, as the server answers it. */
export const STORED_LODGING: LodgingPlan = {
  type: 'lodging',
  meta: { ...EMPTY_RESERVATION_META, uuid: 'r-1', tripUuid: 't1', displayName: 'Grand Hotel', lastModified: '2026-11-01T10:00:00Z' },
  booking: { ...EMPTY_BOOKING_FIELDS, supplierName: 'Grand Hotel', supplierConfirmationNumber: 'GH-77', totalCost: '€420' },
  startDateTime: {
    ...EMPTY_PLAN_DATE_TIME,
    date: '2026-11-21',
    time: '15:00:00',
    isTimeKnown: true,
    timezone: 'Europe/Paris',
    utcOffset: '+01:00',
    isTimezoneKnown: true,
  },
  endDateTime: {
    ...EMPTY_PLAN_DATE_TIME,
    date: '2026-11-23',
    time: '11:00:00',
    isTimeKnown: true,
    timezone: 'Europe/Paris',
    utcOffset: '+01:00',
    isTimezoneKnown: true,
  },
  address: { ...EMPTY_PLAN_ADDRESS, address: '1 Place Bellecour, Lyon', city: 'Lyon', country: 'FR', latitude: 45.757, longitude: 4.832 },
  guests: [
    {
      firstName: 'Ada',
      middleName: '',
      lastName: 'Lovelace',
      frequentTravelerNumber: 'FT-1',
      frequentTravelerSupplier: 'Accor',
      mealPreference: '',
      seatPreference: '',
      ticketNumber: '',
    },
  ],
  numberGuests: '1',
  numberRooms: '1',
  roomType: 'Double',
};

/** Plan service fakes: create answers the plan with uuids, replace echoes it, get answers `stored`. */
export function fakePlans(stored: Plan = STORED_LODGING): FakePlans {
  return {
    get: vi.fn(async () => ok(stored)),
    create: vi.fn(async (plan: Plan) => ok({ ...plan, meta: { ...plan.meta, uuid: 'new-1' } })),
    replace: vi.fn(async (plan: Plan) => ok(plan)),
  };
}

export function fakeTrips(trip: Trip = TRIP): FakeTrips {
  return { details: vi.fn(async () => ok(detailsOf(trip))) };
}

/** Address suggestions of the fake lookup search, found by the start of their label. */
export const ADDRESSES: readonly AddressSearchSuggestion[] = [
  { id: 'addr:lyon', label: '12 Rue de la République, Lyon, France', countryCode: 'FR', latitude: 45.76, longitude: 4.83 },
  { id: 'addr:london', label: '221B Baker Street, London, United Kingdom', countryCode: 'GB', latitude: 51.52, longitude: -0.16 },
];

/** The details of {@link ADDRESSES}, as autocompleteAddressDetail answers them. */
export const ADDRESS_DETAILS: Readonly<Record<string, AddressDetailAnswer>> = {
  'addr:lyon': {
    id: 'addr:lyon',
    name: '12 Rue de la République',
    formattedAddress: '12 Rue de la République, 69002 Lyon, France',
    parts: [
      { longName: '12', shortName: '12', types: ['street_number'] },
      { longName: 'Rue de la République', shortName: 'Rue de la République', types: ['route'] },
      { longName: 'Lyon', shortName: 'Lyon', types: ['locality', 'political'] },
      { longName: 'Auvergne-Rhône-Alpes', shortName: 'ARA', types: ['administrative_area_level_1', 'political'] },
      { longName: 'France', shortName: 'FR', types: ['country', 'political'] },
      { longName: '69002', shortName: '69002', types: ['postal_code'] },
    ],
    latitude: 45.74846,
    longitude: 4.84671,
    timeZone: 'Europe/Paris',
  },
  'addr:london': {
    id: 'addr:london',
    name: '221B Baker Street',
    formattedAddress: '221B Baker Street, London NW1 6XE, United Kingdom',
    parts: [
      { longName: '221B', shortName: '221B', types: ['street_number'] },
      { longName: 'Baker Street', shortName: 'Baker Street', types: ['route'] },
      { longName: 'London', shortName: 'London', types: ['locality', 'political'] },
      { longName: 'England', shortName: 'ENG', types: ['administrative_area_level_1', 'political'] },
      { longName: 'United Kingdom', shortName: 'GB', types: ['country', 'political'] },
      { longName: 'NW1 6XE', shortName: 'NW1 6XE', types: ['postal_code'] },
    ],
    latitude: 51.523767,
    longitude: -0.158555,
    timeZone: 'Europe/London',
  },
};

/** Airports of the fake lookup search, found by code, name or city. */
export const AIRPORTS: readonly AirportSuggestion[] = [
  {
    id: 'SFO',
    label: 'San Francisco International Airport (SFO), San Francisco, United States',
    code: 'SFO',
    name: 'San Francisco International Airport',
    city: 'San Francisco',
    countryCode: 'US',
    timeZone: 'America/Los_Angeles',
    latitude: 37.618972,
    longitude: -122.374889,
  },
  {
    id: 'LHR',
    label: 'London Heathrow Airport (LHR), London, United Kingdom',
    code: 'LHR',
    name: 'London Heathrow Airport',
    city: 'London',
    countryCode: 'GB',
    timeZone: 'Europe/London',
    latitude: 51.4706,
    longitude: -0.461941,
  },
];

/** The lookup calls the forms make, as mocks over {@link ADDRESSES}, {@link ADDRESS_DETAILS} and {@link AIRPORTS}. */
export function fakeLookups() {
  const starts = (query: string, ...texts: string[]) => texts.some((t) => t.toLowerCase().startsWith(query.trim().toLowerCase()));
  return {
    addresses: vi.fn(async (query: string) => ok(ADDRESSES.filter((a) => starts(query, a.label)))),
    addressDetail: vi.fn(async (id: string): Promise<Result<AddressDetailAnswer, ApiFailure>> => {
      const detail = ADDRESS_DETAILS[id];
      return detail === undefined ? { ok: false, error: httpError(404, 'not_found') } : ok(detail);
    }),
    airports: vi.fn(async (query: string) => ok(AIRPORTS.filter((a) => starts(query, a.code, a.name, a.city)))),
    airlines: vi.fn(async () => ok([])),
  };
}

export const bindFakes =
  (plans: FakePlans, trips: FakeTrips, lookups: ReturnType<typeof fakeLookups> = fakeLookups()) =>
  (c: Container) => {
    c.bind(TOKENS.planService).toConstantValue(plans as unknown as PlanService);
    c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService);
    c.bind(TOKENS.lookupSearch).toConstantValue(lookups as unknown as LookupSearch);
  };

/** The texts a control points to with aria-describedby (its hint and its errors). */
export const described = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

export const location = () => screen.getByTestId('location').textContent;
export const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** The time group of a date-time ("Check-in time") and its selects. */
export function timeGroup(label: string) {
  const group = screen.getByRole('group', { name: label });
  return {
    group,
    hour: within(group).getByRole('combobox', { name: 'Hour' }) as HTMLSelectElement,
    minute: within(group).getByRole('combobox', { name: 'Minutes' }) as HTMLSelectElement,
    period: () => within(group).queryByRole('combobox', { name: 'AM or PM' }) as HTMLSelectElement | null,
  };
}

/** Chooses an address suggestion in an address field. */
export async function chooseAddress(user: UserEvent, field: HTMLElement, typed: string, option: string) {
  await user.type(field, typed);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}
