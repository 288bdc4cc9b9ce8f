import { describe, expect, it } from 'vitest';
import { isRouteName, MAIN_ROUTES, ROUTES } from './route-table.js';

describe('route table (part 1 sections 2.1-2.3)', () => {
  it('has the named routes other parts refer to', () => {
    expect(ROUTES.home).toBe('/');
    expect(ROUTES.trips).toBe('/trips');
    expect(ROUTES.trip_summary).toBe('/trips/:tripUuid');
    expect(ROUTES.onboarding).toBe('/onboarding');
    expect(ROUTES['account-manage']).toBe('/account/profile');
    expect(ROUTES['account-manage-email']).toBe('/account/profile/emails/:emailUuid');
    expect(ROUTES['account-sharing']).toBe('/account/sharing');
    expect(ROUTES['change-password']).toBe('/change-password');
    expect(ROUTES['fare-tracker-refund']).toBe('/trips/:tripUuid/flights/:segmentUuid/fare-tracker');
    expect(ROUTES.segment_flight).toBe('/trips/:tripUuid/flights/:segmentUuid');
    expect(ROUTES['alternate-flights']).toBe('/trips/:tripUuid/flights/:segmentUuid/alternate-flights');
    expect(ROUTES['seat-tracker']).toBe('/trips/:tripUuid/flights/:segmentUuid/seat-tracker');
    expect(ROUTES['point-tracker']).toBe('/account/point-tracker');
    expect(ROUTES['settings-artificial-intelligence']).toBe('/settings/artificial-intelligence');
  });
  it('has every path of sections 2.1 and 2.2', () => {
    const paths = Object.values(MAIN_ROUTES);
    for (const path of [
      '/trip/create',
      '/trips/:tripUuid/edit',
      '/trips/:tripUuid/print',
      '/trips/:tripUuid/sharing',
      '/trips/:tripUuid/plans/create',
      '/trips/:tripUuid/cost',
      '/messages',
      '/support',
      '/logout',
      '/404',
      '/settings/calendar-feed',
      '/settings/notifications',
      '/settings/preferences',
      '/settings/applications',
      '/account/profile/edit',
      '/account/profile/emails/add',
      '/account/profile/change-password',
      '/account/profile/merge-accounts',
      '/account/manage/delete',
      '/account/billing',
      '/account/billing/receipts/:receiptId',
      '/account/travel-stats',
      '/account/point-tracker/:pointsProgramId',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
  it('"Every reservation type has five routes; the unfiled ones use {reservationUuid}"', () => {
    expect(ROUTES.segment_lodging_create).toBe('/trips/:tripUuid/lodging/create');
    expect(ROUTES.segment_lodging).toBe('/trips/:tripUuid/lodging/:segmentUuid');
    expect(ROUTES.unfiled_segment_lodging).toBe('/unfiled/lodging/:reservationUuid');
    expect(ROUTES.segment_lodging_edit).toBe('/trips/:tripUuid/lodging/:segmentUuid/edit');
    expect(ROUTES.unfiled_segment_lodging_edit).toBe('/unfiled/lodging/:reservationUuid/edit');
    expect(ROUTES.unfiled_segment_car).toBe('/unfiled/car-rental/:reservationUuid');
    expect(ROUTES.segment_flight_create).toBe('/trips/:tripUuid/flights/create');
    expect(Object.keys(ROUTES).filter((n) => n.includes('segment_'))).toHaveLength(60);
  });
  it('has no two routes with the same path', () => {
    expect(new Set(Object.values(ROUTES)).size).toBe(Object.keys(ROUTES).length);
  });
  it('recognises route names', () => {
    expect(isRouteName('unfiled_segment_parking')).toBe(true);
    expect(isRouteName('segment_car-rental')).toBe(false);
    expect(isRouteName('constructor')).toBe(false);
  });
});
