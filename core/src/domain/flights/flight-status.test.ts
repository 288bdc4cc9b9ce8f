import { describe, expect, it } from 'vitest';
import {
  effectiveFlightStatus,
  FLIGHT_STATUS_CODES,
  flightStatusLabelKey,
  flightStatusVariant,
  isFlightStatusCode,
  toFlightStatusCode,
} from './flight-status.js';
import { FLIGHT_MESSAGE_KEYS } from './message-keys.js';

describe('flight status codes (part 2 section 4)', () => {
  it('knows exactly the codes of the spec', () => {
    expect(FLIGHT_STATUS_CODES).toEqual([100, 200, 300, 301, 302, 303, 400, 401, 402, 403, 404, 405, 406, 407, 408, 900, 901]);
  });
  it('"100 Missing Info (not monitorable, disabled look); 200 Not Monitored (info)"', () => {
    expect([flightStatusLabelKey(100), flightStatusVariant(100)]).toEqual(['flights:status.missingInfo', 'disabled']);
    expect([flightStatusLabelKey(200), flightStatusVariant(200)]).toEqual(['flights:status.notMonitored', 'info']);
  });
  it('"300 Scheduled, 301 On Time, 302 In Flight On Time, 303 Arrived On Time (success)"', () => {
    expect([300, 301, 302, 303].map((c) => flightStatusLabelKey(c as 300))).toEqual([
      'flights:status.scheduled',
      'flights:status.onTime',
      'flights:status.inFlightOnTime',
      'flights:status.arrivedOnTime',
    ]);
    expect(([300, 301, 302, 303] as const).map(flightStatusVariant)).toEqual(['success', 'success', 'success', 'success']);
  });
  it('"400 Canceled ... 408 Can\'t Monitor/unknown (danger); 900 At Risk, 901 Conflict (danger)"', () => {
    const codes = [400, 401, 402, 403, 404, 405, 406, 407, 408, 900, 901] as const;
    expect(codes.map(flightStatusLabelKey)).toEqual([
      'flights:status.canceled',
      'flights:status.delayed',
      'flights:status.inFlightLate',
      'flights:status.arrivedLate',
      'flights:status.diverted',
      'flights:status.possiblyDelayed',
      'flights:status.inFlightPossiblyLate',
      'flights:status.arrivedPossiblyLate',
      'flights:status.cantMonitor',
      'flights:status.atRisk',
      'flights:status.conflict',
    ]);
    expect(new Set(codes.map(flightStatusVariant))).toEqual(new Set(['danger']));
  });
  it('"Default is unknown": missing or unknown codes read as 408', () => {
    expect([toFlightStatusCode(undefined), toFlightStatusCode(null), toFlightStatusCode(555), toFlightStatusCode('abc')]).toEqual([408, 408, 408, 408]);
    expect([toFlightStatusCode('401'), toFlightStatusCode(' 303 '), toFlightStatusCode(901)]).toEqual([401, 303, 901]);
    expect(isFlightStatusCode(304)).toBe(false);
  });
  it('"When is_connection_at_risk is true the effective code is At Risk"', () => {
    expect(effectiveFlightStatus({ flightStatus: 301, isConnectionAtRisk: true })).toBe(900);
    expect(effectiveFlightStatus({ flightStatus: 401, isConnectionAtRisk: false })).toBe(401);
  });
  it('every label key is in the flights key list', () => {
    expect(FLIGHT_STATUS_CODES.every((c) => (FLIGHT_MESSAGE_KEYS as readonly string[]).includes(flightStatusLabelKey(c)))).toBe(true);
  });
});
