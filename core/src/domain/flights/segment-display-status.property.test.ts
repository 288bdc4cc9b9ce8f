import fc from 'fast-check';
import { describe, it } from 'vitest';
import { FLIGHT_STATUS_CODES } from './flight-status.js';
import { segmentStatus, segmentVariant } from './segment-display-status.js';

const input = fc.record({
  conflictResolutionUrl: fc.option(fc.oneof(fc.constant(''), fc.constant('  '), fc.webUrl()), { nil: null }),
  isPast: fc.boolean(),
  isTripProEnabled: fc.boolean(),
  flightStatus: fc.constantFrom(...FLIGHT_STATUS_CODES),
  isConnectionAtRisk: fc.boolean(),
});
const hasUrl = (url: string | null) => (url ?? '').trim() !== '';

describe('segment status: properties', () => {
  it('a conflict always shows, whatever the Pro flag, time or flight status', () => {
    fc.assert(fc.property(input, (i) => (segmentStatus(i).kind === 'conflict') === hasUrl(i.conflictResolutionUrl)));
  });
  it('a trip that is not Pro enabled never shows a flight status code', () => {
    fc.assert(fc.property(input, (i) => i.isTripProEnabled || segmentStatus(i).kind !== 'flight-status'));
  });
  it('a past segment shows nothing but a conflict', () => {
    fc.assert(fc.property(input, (i) => !i.isPast || ['conflict', 'none'].includes(segmentStatus(i).kind)));
  });
  it('a shown flight status is At Risk exactly when the connection is at risk', () => {
    fc.assert(
      fc.property(input, (i) => {
        const s = segmentStatus(i);
        return s.kind !== 'flight-status' || (s.code === 900) === (i.isConnectionAtRisk || i.flightStatus === 900);
      }),
    );
  });
  it('the row looks info while upcoming, and disabled only when past and in conflict', () => {
    fc.assert(
      fc.property(input, (i) => {
        const v = segmentVariant(i);
        return (v === 'info') === !i.isPast && (v === 'disabled') === (i.isPast && hasUrl(i.conflictResolutionUrl));
      }),
    );
  });
});
