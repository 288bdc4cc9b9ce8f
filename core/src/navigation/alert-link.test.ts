import { describe, expect, it } from 'vitest';
import { primaryAlertAction } from '../domain/alerts/alert-actions.js';
import { alertActionPath } from './alert-link.js';

const path = (typeCode: string, tripUuid = 't1', tripItemUuid = 's1') => {
  const action = primaryAlertAction({ typeCode, tripUuid, tripItemUuid });
  return action === undefined ? undefined : alertActionPath(action);
};

describe('alertActionPath', () => {
  it('leads each alert type where part 3 section 4 says', () => {
    expect(path('R')).toBe('/trips/t1/flights/s1/fare-tracker');
    expect(path('L')).toBe('/trips/t1/flights/s1/alternate-flights');
    expect(path('E')).toBe('/trips/t1/flights/s1/seat-tracker?is_alert=true');
    expect(path('D')).toBe('/trips/t1/flights/s1');
    expect(path('Z', '', '')).toBe('/account/point-tracker');
    expect(path('FI', '', '')).toBe('/trips?filter=unfiled');
    expect(path('FT', 't9', '')).toBe('/trips/t9');
    expect(path('FC', '', '')).toBe('/account/sharing');
    expect(path('FF', '', '')).toBe('/account/profile');
    expect(path('WTDE', '', '')).toBe('/settings/artificial-intelligence');
  });
  it('encodes the ids and refuses a missing one', () => {
    expect(alertActionPath({ name: 'trip_summary', params: { tripUuid: 'a b' } })).toBe('/trips/a%20b');
    expect(alertActionPath({ name: 'trip_summary', params: {} })).toBeNull();
  });
});
