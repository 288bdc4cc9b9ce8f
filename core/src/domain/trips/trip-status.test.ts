import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES } from './trip.js';
import { displayedTripStatuses, TRIP_STATUS_LABEL_KEYS, tripStatusLabels } from './trip-status.js';

describe('trip status display (part 1 section 3.1)', () => {
  it('"conflict alone wins"', () => {
    expect(displayedTripStatuses(['delays', 'connection_at_risk', 'conflict'])).toEqual(['conflict']);
  });
  it('"else connection_at_risk alone"', () => {
    expect(displayedTripStatuses(['delays', 'connection_at_risk', 'cancellations'])).toEqual(['connection_at_risk']);
  });
  it('"else all of them", once each and in the spec order', () => {
    expect(displayedTripStatuses(['delays', 'cancellations', 'delays'])).toEqual(['cancellations', 'delays']);
    expect(displayedTripStatuses([])).toEqual([]);
  });
  it('has a label key for each of the 9 statuses (Conflict ... All Clear)', () => {
    expect(Object.keys(TRIP_STATUS_LABEL_KEYS).sort()).toEqual([...TRIP_STATUSES].sort());
    expect(TRIP_STATUS_LABEL_KEYS.conflict).toBe('trips:status.conflict');
    expect(TRIP_STATUS_LABEL_KEYS.missing_key_info).toBe('trips:status.missingKeyInfo');
    expect(new Set(Object.values(TRIP_STATUS_LABEL_KEYS)).size).toBe(9);
    expect(tripStatusLabels(['all_clear', 'not_monitored'])).toEqual(['trips:status.notMonitored', 'trips:status.allClear']);
  });
});
