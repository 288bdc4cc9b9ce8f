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
  type ApiFailure,
  type LodgingPlan,
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
  kind: 'http', status, code: status === 404 ? 'not_found' : 'bad_request', detailedErrorCode, description: '',
});

/** A saved lodging of the trip, as the server answers it. */
export const STORED_LODGING: LodgingPlan = {
  type: 'lodging',
  meta: { ...EMPTY_RESERVATION_META, uuid: 'r-1', tripUuid: 't1', displayName: 'Grand Hotel', lastModified: '2026-11-01T10:00:00Z' },
  booking: { ...EMPTY_BOOKING_FIELDS, supplierName: 'Grand Hotel', supplierConfirmationNumber: 'GH-77', totalCost: '€420' },
  startDateTime: { ...EMPTY_PLAN_DATE_TIME, date: '2026-11-21', time: '15:00:00', isTimeKnown: true, timezone: 'Europe/Paris', utcOffset: '+01:00', isTimezoneKnown: true },
  endDateTime: { ...EMPTY_PLAN_DATE_TIME, date: '2026-11-23', time: '11:00:00', isTimeKnown: true, timezone: 'Europe/Paris', utcOffset: '+01:00', isTimezoneKnown: true },
  address: { ...EMPTY_PLAN_ADDRESS, address: '1 Place Bellecour, Lyon', city: 'Lyon', country: 'FR', latitude: 45.757, longitude: 4.832 },
  guests: [{ firstName: 'Ada', middleName: '', lastName: 'Lovelace', frequentTravelerNumber: 'FT-1', frequentTravelerSupplier: 'Accor', mealPreference: '', seatPreference: '', ticketNumber: '' }],
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

export const bindFakes = (plans: FakePlans, trips: FakeTrips) => (c: Container) => {
  c.bind(TOKENS.planService).toConstantValue(plans as unknown as PlanService);
  c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService);
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

/** Chooses a place suggestion in an address field. */
export async function chooseAddress(user: UserEvent, field: HTMLElement, typed: string, option: string) {
  await user.type(field, typed);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}
