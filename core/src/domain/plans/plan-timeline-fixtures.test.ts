// Plans shared by the timeline tests, written as the server sends them (part 2 section 3) and
// read with the codecs; with a self-check that they decode as the tests expect.
import { describe, expect, it } from 'vitest';
import type { AirPlan } from './types/air-plan.js';
import { planFromWire } from '../../testing/plan-wire-fixtures.js';
import type { Plan } from './types/plan.js';

export const plan = planFromWire;
export const at = (date: string, time: string, timezone: string) => ({ date, time, timezone });
export const airPlan = (p: Plan): AirPlan => {
  if (p.type !== 'air') throw new Error(p.type);
  return p;
};
export const leg = (uuid: string, from: string, to: string, start: object, end: object, extra: object = {}) => ({
  uuid,
  start_airport_code: from,
  end_airport_code: to,
  StartDateTime: start,
  EndDateTime: end,
  ...extra,
});

export const grandHotel = plan({
  LodgingObject: {
    uuid: 'h1',
    supplier_name: 'Grand Hotel',
    Address: { address: 'Karl Johans gate 31, Oslo' },
    StartDateTime: at('2026-05-01', '15:00:00', 'Europe/Oslo'),
    EndDateTime: at('2026-05-04', '11:00:00', 'Europe/Oslo'),
  },
});
export const osloCopenhagenNewark = plan({
  AirObject: {
    uuid: 'a1',
    Segment: [
      leg('s1', 'OSL', 'CPH', at('2026-05-04', '07:00:00', 'Europe/Oslo'), at('2026-05-04', '08:10:00', 'Europe/Copenhagen'), {
        marketing_airline_code: 'SK',
        marketing_flight_number: '4035',
        start_airport_name: 'Oslo Gardermoen',
        end_city_name: 'Copenhagen',
      }),
      leg('s2', 'CPH', 'EWR', at('2026-05-04', '09:25:00', 'Europe/Copenhagen'), at('2026-05-04', '11:55:00', 'America/New_York'), {
        marketing_airline_code: 'SK',
        marketing_flight_number: '909',
        is_international: 'true',
      }),
    ],
  },
});

describe('timeline fixtures', () => {
  it('decode as a lodging and a two-leg flight', () => {
    expect(grandHotel.type).toBe('lodging');
    expect(airPlan(osloCopenhagenNewark).segments.map((s) => s.uuid)).toEqual(['s1', 's2']);
  });
});
