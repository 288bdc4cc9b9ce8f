import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP, type Trip } from '../domain/trips/trip.js';
import { tripInputWire } from '../contract/trip.js';
import { checkTripDates, tripOut, withEditableFields } from './trip-handlers.js';

const stored: Trip = { ...EMPTY_TRIP, uuid: 't1', relativeUrl: '/trips/t1', publicGuid: 'g1', statuses: ['delays'], displayName: 'Old' };

describe('trip use case rules', () => {
  it('takes only the editable fields from the caller', () => {
    const next = withEditableFields(stored, { ...EMPTY_TRIP, uuid: 'forged', publicGuid: 'forged', displayName: ' Lyon ', startDate: '2026-12-01' });
    expect(next).toMatchObject({ uuid: 't1', publicGuid: 'g1', statuses: ['delays'], displayName: 'Lyon', startDate: '2026-12-01' });
  });

  it('refuses a start after the end, naming Trip.end_date', () => {
    expect(checkTripDates({ ...stored, startDate: '2026-12-01', endDate: '2026-12-01' }).ok).toBe(true);
    const bad = checkTripDates({ ...stored, startDate: '2026-12-02', endDate: '2026-12-01' });
    expect(bad.ok ? undefined : bad.error).toMatchObject({ status: 400, detailedErrorCode: 'invalid_field:Trip.end_date' });
  });

  it('answers booleans as strings and requires a 1-200 character name', () => {
    expect(tripOut(stored)).toMatchObject({ uuid: 't1', is_private: 'false', public_guid: 'g1', TripStatuses: ['delays'] });
    expect(tripInputWire.safeParse({}).success).toBe(false);
    expect(tripInputWire.safeParse({ display_name: 'x'.repeat(201) }).success).toBe(false);
    expect(tripInputWire.parse({ display_name: ' Lyon ' }).display_name).toBe('Lyon');
  });
});
