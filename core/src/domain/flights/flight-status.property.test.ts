import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  AT_RISK_FLIGHT_STATUS,
  effectiveFlightStatus,
  FLIGHT_STATUS_CODES,
  flightStatusLabelKey,
  flightStatusVariant,
  toFlightStatusCode,
} from './flight-status.js';

const code = fc.constantFrom(...FLIGHT_STATUS_CODES);

describe('flight status: properties', () => {
  it('the variant follows the hundreds: 1xx disabled, 2xx info, 3xx success, 4xx and 9xx danger', () => {
    const byHundred = { 1: 'disabled', 2: 'info', 3: 'success', 4: 'danger', 9: 'danger' } as Record<number, string>;
    fc.assert(fc.property(code, (c) => flightStatusVariant(c) === byHundred[Math.floor(c / 100)]));
  });
  it('every code has its own label key', () => {
    fc.assert(fc.property(code, code, (a, b) => (a === b) === (flightStatusLabelKey(a) === flightStatusLabelKey(b))));
  });
  it('reading is total: known codes (as numbers or text) read as themselves, anything else as 408', () => {
    fc.assert(fc.property(code, fc.boolean(), (c, asText) => toFlightStatusCode(asText ? String(c) : c) === c));
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), (raw) => {
        const read = toFlightStatusCode(raw);
        return (FLIGHT_STATUS_CODES as readonly number[]).includes(read) && (read === Number(raw) || read === 408);
      }),
    );
  });
  it('at risk always wins; otherwise the code is unchanged', () => {
    fc.assert(
      fc.property(code, fc.boolean(), (c, atRisk) => {
        const effective = effectiveFlightStatus({ flightStatus: c, isConnectionAtRisk: atRisk });
        return atRisk ? effective === AT_RISK_FLIGHT_STATUS : effective === c;
      }),
    );
  });
});
