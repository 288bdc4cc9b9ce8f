import { describe, expect, it } from 'vitest';
import { hasFlightConflict, segmentStatus, segmentVariant, type SegmentStatusInput } from './segment-display-status.js';

const upcoming: SegmentStatusInput = { conflictResolutionUrl: null, isPast: false, isTripProEnabled: true, flightStatus: 401, isConnectionAtRisk: false };

describe('segment status shown (part 2 section 4)', () => {
  it('"conflict if a conflict_resolution_url exists"', () => {
    expect(segmentStatus({ ...upcoming, conflictResolutionUrl: '/trips/t/flights/s/conflict' })).toEqual({ kind: 'conflict', code: 901 });
  });
  it('"none if the segment is past"', () => {
    expect(segmentStatus({ ...upcoming, isPast: true })).toEqual({ kind: 'none' });
  });
  it('"otherwise the flight status code", with At Risk as the effective code', () => {
    expect(segmentStatus(upcoming)).toEqual({ kind: 'flight-status', code: 401 });
    expect(segmentStatus({ ...upcoming, isConnectionAtRisk: true })).toEqual({ kind: 'flight-status', code: 900 });
  });
  it('"The Pro-only status display is hidden unless the trip is Pro enabled, except conflict, which always shows"', () => {
    expect(segmentStatus({ ...upcoming, isTripProEnabled: false })).toEqual({ kind: 'pro-only' });
    expect(segmentStatus({ ...upcoming, isTripProEnabled: false, conflictResolutionUrl: '/r' })).toEqual({ kind: 'conflict', code: 901 });
  });
  it('a past segment in conflict still shows the conflict; a past one without shows nothing even for free trips', () => {
    expect(segmentStatus({ ...upcoming, isPast: true, conflictResolutionUrl: '/r' })).toEqual({ kind: 'conflict', code: 901 });
    expect(segmentStatus({ ...upcoming, isPast: true, isTripProEnabled: false })).toEqual({ kind: 'none' });
  });
  it('a blank url is no conflict', () => {
    expect(hasFlightConflict({ conflictResolutionUrl: '   ' })).toBe(false);
    expect(hasFlightConflict({ conflictResolutionUrl: undefined })).toBe(false);
  });
  it('"Display variant is info by default; a past segment shows disabled when in conflict, otherwise default"', () => {
    expect(segmentVariant({ conflictResolutionUrl: null, isPast: false })).toBe('info');
    expect(segmentVariant({ conflictResolutionUrl: '/r', isPast: false })).toBe('info');
    expect(segmentVariant({ conflictResolutionUrl: '/r', isPast: true })).toBe('disabled');
    expect(segmentVariant({ conflictResolutionUrl: null, isPast: true })).toBe('default');
  });
});
