import { describe, expect, it } from 'vitest';
import { err, ok } from '../../domain/result.js';
import { buildPath, fillPattern } from './build-path.js';

describe('buildPath', () => {
  it('builds the paths of sections 2.1-2.3 from names and parameters', () => {
    expect(buildPath('home')).toBe('/');
    expect(buildPath('trips')).toBe('/trips');
    expect(buildPath('trip_summary', { tripUuid: 't1' })).toBe('/trips/t1');
    expect(buildPath('fare-tracker-refund', { tripUuid: 't1', segmentUuid: 's1' })).toBe('/trips/t1/flights/s1/fare-tracker');
    expect(buildPath('account-manage-email', { emailUuid: 'e1' })).toBe('/account/profile/emails/e1');
    expect(buildPath('segment_car_create', { tripUuid: 't1' })).toBe('/trips/t1/car-rental/create');
    expect(buildPath('unfiled_segment_note_edit', { reservationUuid: 'r1' })).toBe('/unfiled/note/r1/edit');
    expect(buildPath('account-billing-receipt', { receiptId: 7 })).toBe('/account/billing/receipts/7');
  });
  it('encodes parameters', () => {
    expect(buildPath('trip_summary', { tripUuid: 'a/b c?' })).toBe('/trips/a%2Fb%20c%3F');
  });
  it('throws on an empty parameter (a programming error)', () => {
    expect(() => buildPath('trip_summary', { tripUuid: '' })).toThrow(RangeError);
  });
  it('requires the parameters a route has, and no others (compile-time)', () => {
    // @ts-expect-error trip_summary needs tripUuid
    expect(() => buildPath('trip_summary')).toThrow(RangeError);
    // @ts-expect-error segment_flight needs segmentUuid too
    expect(() => buildPath('segment_flight', { tripUuid: 't1' })).toThrow(RangeError);
  });
});

describe('fillPattern', () => {
  it('fills any pattern or names the missing parameter', () => {
    expect(fillPattern('/trips/:tripUuid/transport/:segmentUuid/booking-info', { tripUuid: 't', segmentUuid: 's' })).toEqual(
      ok('/trips/t/transport/s/booking-info'),
    );
    expect(fillPattern('/trips/:tripUuid', { tripUuid: null })).toEqual(err({ kind: 'missing-param', param: 'tripUuid' }));
    expect(fillPattern('/x/:toString', {})).toEqual(err({ kind: 'missing-param', param: 'toString' }));
  });
});
