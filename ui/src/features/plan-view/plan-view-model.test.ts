import { describe, expect, it } from 'vitest';
import { createFormatter, EMPTY_BOOKING_FIELDS, EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME } from '@waybook/core';
import { plainSpaces } from '@waybook/core/testing';
import {
  addressLine,
  currentSegmentIndex,
  dateTimeParts,
  hasBookingInfo,
  isWebUrl,
  planViewPath,
  sectionOf,
  segmentAfterDeletion,
  segmentDeletionEffect,
} from './plan-view-model.js';
import { cruisePlan, flightPlan, lodgingPlan, planFrom, unfiledNote } from './plan-view-test-kit.js';

describe('sectionOf', () => {
  it('reads the sub-pages part 2 names, the overview without one, and nothing else', () => {
    expect(sectionOf('transport', undefined)).toBe('overview');
    expect(sectionOf('transport', 'transport-info')).toBe('transport-info');
    expect(sectionOf('cruise', 'cruise-info')).toBe('cruise-info');
    expect(sectionOf('cruise', 'transport-info')).toBeNull();
    expect(sectionOf('parking', 'booking-info')).toBe('booking-info');
    expect(sectionOf('parking', 'passengers')).toBeNull();
    expect(sectionOf('air', 'notes')).toBeNull();
  });
});

describe('segments', () => {
  it('finds the segment the URL names, -1 for the reservation itself', () => {
    expect(currentSegmentIndex(flightPlan, 'seg-b')).toBe(1);
    expect(currentSegmentIndex(flightPlan, 'a1')).toBe(-1);
    expect(currentSegmentIndex(lodgingPlan, 'l1')).toBe(-1);
  });

  it('deletes the whole cruise for its embarkation or disembarkation, a segment for a port (core cruiseDeletion)', () => {
    expect(segmentDeletionEffect(cruisePlan, 'c-1')).toBe('reservation');
    expect(segmentDeletionEffect(cruisePlan, 'c-2')).toBe('segment');
    expect(segmentDeletionEffect(cruisePlan, 'c-3')).toBe('reservation');
  });

  it('deletes the plan with its last segment', () => {
    expect(segmentDeletionEffect(flightPlan, 'seg-a')).toBe('segment');
    const single = planFrom({ RailObject: { uuid: 'r1', Segment: [{ uuid: 'r-1' }] } });
    expect(segmentDeletionEffect(single, 'r-1')).toBe('reservation');
  });

  it('shows the next segment after a deletion, else the one before', () => {
    expect(segmentAfterDeletion(['a', 'b', 'c'], 'b')).toBe('c');
    expect(segmentAfterDeletion(['a', 'b', 'c'], 'c')).toBe('b');
    expect(segmentAfterDeletion(['a'], 'a')).toBeNull();
  });

  it('builds view paths for filed and unfiled plans', () => {
    expect(planViewPath(flightPlan, { tripUuid: 't1' })).toBe('/trips/t1/flights/seg-a');
    expect(planViewPath(flightPlan, { tripUuid: 't1', segmentUuid: 'seg-b' })).toBe('/trips/t1/flights/seg-b');
    expect(planViewPath(lodgingPlan, { tripUuid: 't2' })).toBe('/trips/t2/lodging/l1');
    expect(planViewPath(unfiledNote, { tripUuid: '' })).toBe('/unfiled/note/n1');
  });
});

describe('dateTimeParts', () => {
  const us12 = createFormatter({ locale: 'en-US', dateOrder: 'M', hourClock: 1 });
  const us24 = createFormatter({ locale: 'en-US', dateOrder: 'M', hourClock: 2 });
  const plain = (parts: ReturnType<typeof dateTimeParts>) => (parts === null ? null : { ...parts, time: plainSpaces(parts.time) });
  const dt = { ...EMPTY_PLAN_DATE_TIME, date: '2026-07-01', time: '15:00:00', isTimeKnown: true, timezone: 'America/New_York' };

  it('gives the date, the time in the user clock and the zone as its offset at that date (one rule for every zone)', () => {
    expect(plain(dateTimeParts(dt, us12))).toEqual({ date: 'Jul 1, 2026', time: '3:00 PM', zone: 'GMT-4', iso: '2026-07-01T15:00:00.000-04:00' });
    expect(dateTimeParts({ ...dt, date: '2026-12-01' }, us24)?.zone).toBe('GMT-5');
    // Chicago and Istanbul read alike (no 'CST' beside 'GMT+3').
    expect(dateTimeParts({ ...dt, date: '2026-12-18', timezone: 'America/Chicago' }, us12)?.zone).toBe('GMT-6');
    expect(dateTimeParts({ ...dt, date: '2026-12-18', timezone: 'Europe/Istanbul' }, us12)?.zone).toBe('GMT+3');
    expect(dateTimeParts(dt, us24)?.time).toBe('15:00');
  });

  it('writes the date and time in the interface language', () => {
    const fr = createFormatter({ locale: 'fr-FR', dateOrder: 'L', hourClock: 2 });
    expect(dateTimeParts(dt, fr)).toMatchObject({ date: '1 juil. 2026', time: '15:00', zone: 'UTC−4' });
  });

  it('uses the UTC offset when there is no zone, and shows no zone when neither is known', () => {
    expect(dateTimeParts({ ...dt, timezone: '', utcOffset: '+05:30' }, us12)?.zone).toBe('UTC+5:30');
    expect(plain(dateTimeParts({ ...dt, timezone: '' }, us12))).toEqual({ date: 'Jul 1, 2026', time: '3:00 PM', zone: '', iso: '2026-07-01T15:00:00.000Z' });
  });

  it('leaves out the time (and the zone) when the time is not known, and gives nothing without a date', () => {
    expect(dateTimeParts({ ...dt, isTimeKnown: false }, us12)).toEqual({ date: 'Jul 1, 2026', time: '', zone: '', iso: '2026-07-01' });
    expect(dateTimeParts({ ...dt, date: '' }, us12)).toBeNull();
    expect(dateTimeParts(null, us12)).toBeNull();
  });
});

describe('small display rules', () => {
  it('writes an address as one line', () => {
    expect(addressLine({ ...EMPTY_PLAN_ADDRESS, address: ' 1 Main St ' })).toBe('1 Main St');
    expect(addressLine({ ...EMPTY_PLAN_ADDRESS, addr1: '2 Rue X', city: 'Lyon', zip: '69002', country: 'France' })).toBe('2 Rue X, Lyon, 69002, France');
    expect(addressLine(EMPTY_PLAN_ADDRESS)).toBe('');
  });

  it('links only web addresses', () => {
    expect(isWebUrl('https://example.com/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('www.example.com')).toBe(false);
  });

  it('has booking info when any booking fact or contact is there (not for notes alone)', () => {
    expect(hasBookingInfo(EMPTY_BOOKING_FIELDS)).toBe(false);
    expect(hasBookingInfo({ ...EMPTY_BOOKING_FIELDS, notes: 'x' })).toBe(false);
    expect(hasBookingInfo({ ...EMPTY_BOOKING_FIELDS, supplierPhone: '+1 555' })).toBe(true);
    expect(hasBookingInfo({ ...EMPTY_BOOKING_FIELDS, agency: { ...EMPTY_BOOKING_FIELDS.agency, name: 'Acme' } })).toBe(true);
  });
});
