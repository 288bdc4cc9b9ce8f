import { describe, expect, it } from 'vitest';
import { EMPTY_TRIP, isTripStatus, TRIP_PURPOSE_CODES, TRIP_STATUSES } from './trip.js';

describe('trip entity (part 1 section 3.1)', () => {
  it('knows the nine statuses "conflict, not_monitored, missing_key_info, monitoring_loss, cancellations, diversions, delays, connection_at_risk, all_clear"', () => {
    expect(TRIP_STATUSES).toEqual([
      'conflict',
      'not_monitored',
      'missing_key_info',
      'monitoring_loss',
      'cancellations',
      'diversions',
      'delays',
      'connection_at_risk',
      'all_clear',
    ]);
    expect(isTripStatus('all_clear')).toBe(true);
    expect(isTripStatus('All Clear')).toBe(false);
  });
  it('"tripPurpose (code L leisure, B business)"', () => {
    expect(TRIP_PURPOSE_CODES).toEqual(['L', 'B']);
  });
  it('"shouldShareWithInnerCircle (default true)"; no dates, guid or purpose by default', () => {
    expect(EMPTY_TRIP).toMatchObject({ shouldShareWithInnerCircle: true, startDate: null, endDate: null, publicGuid: null, tripPurpose: null });
  });
});
