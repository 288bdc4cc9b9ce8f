import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeActivity, activityToWire } from './activity-wire.js';

// Spec: "Activity: start and end date time (the end is sent with the manual-timezone flag false), Address, location_name, activity type (detail_type_code: M meeting, T tour, C concert, H theater), travelers (Participant)."
const WIRE = {
  ...FULL_COMMON_WIRE,
  StartDateTime: FULL_DATE_TIME_WIRE,
  EndDateTime: { ...FULL_DATE_TIME_WIRE, time: '18:00:00' },
  Address: FULL_ADDRESS_WIRE,
  location_name: 'Oslo Opera House',
  detail_type_code: 'H',
  Participant: [FULL_TRAVELER_WIRE],
};

describe('activity wire', () => {
  it('sends the end with the manual-timezone flag false', () => {
    const r = decodeActivity({ EndDateTime: { ...FULL_DATE_TIME_WIRE, is_timezone_manual: 'true' } });
    if (!r.ok) throw new Error('decode failed');
    expect(r.value.endDateTime.isTimezoneManual).toBe(true);
    expect(activityToWire(r.value).EndDateTime?.is_timezone_manual).toBe('false');
  });
  it('reads every field of the spec', () => {
    const r = decodeActivity(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = r.value;
    expect(p.type).toBe('activity');
    expect([p.locationName, p.detailTypeCode]).toEqual(['Oslo Opera House', 'H']);
    expect(p.endDateTime.time).toBe('18:00:00');
    expect(p.participants).toHaveLength(1);
    expect(p.address.city).toBe('Oslo');
  });
  it('writes back the same object', () => {
    const r = decodeActivity(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(activityToWire(r.value)))).toEqual(WIRE);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeActivity({ ...WIRE, detail_type_code: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['detail_type_code']);
  });
});
