import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_DATE_TIME } from './plan-fields.js';
import type { TimelineEvent } from './plan-timeline-events.js';
import type { TimelineLayover } from './plan-timeline-layovers.js';
import { timelineDayRows, type TimelineRow } from './plan-timeline-rows.js';
import { timelineZonesShown } from './plan-timeline-zones.js';

const at = (time: string, timezone = '') => ({ ...EMPTY_PLAN_DATE_TIME, date: '2026-12-10', time, timezone, isTimeKnown: time !== '' });

function event(segmentUuid: string, fields: Partial<TimelineEvent> = {}): TimelineEvent {
  return {
    planUuid: 'p1',
    planType: 'air',
    segmentUuid,
    kind: 'flight',
    title: segmentUuid,
    start: at('10:00:00'),
    end: null,
    location: '',
    instant: null,
    ...fields,
  };
}

const layover = (afterSegmentUuid: string, beforeSegmentUuid: string): TimelineLayover => ({
  afterSegmentUuid,
  beforeSegmentUuid,
  airportCode: 'CDG',
  cityName: 'Paris',
  minutes: 130,
});
const names = (rows: readonly TimelineRow[]) => rows.map((r) => (r.kind === 'event' ? r.event.title : `layover ${r.layover.airportCode}`));

describe('timelineDayRows', () => {
  it('puts the layover between the two flights it joins', () => {
    expect(names(timelineDayRows([event('s1'), event('s2')], [layover('s1', 's2')]))).toEqual(['s1', 'layover CDG', 's2']);
  });

  it('keeps a connection together when something else happens during the layover', () => {
    const note = event('n1', { kind: 'note', planType: 'note', planUuid: 'n1', title: 'note' });
    expect(names(timelineDayRows([event('s1'), note, event('s2'), event('x', { planUuid: 'p2' })], [layover('s1', 's2')]))).toEqual([
      's1',
      'layover CDG',
      's2',
      'note',
      'x',
    ]);
  });

  it('chains three legs and opens the day with a layover whose first flight was the day before', () => {
    const rows = timelineDayRows([event('s2'), event('s3')], [layover('s1', 's2'), layover('s2', 's3')]);
    expect(names(rows)).toEqual(['layover CDG', 's2', 'layover CDG', 's3']);
  });

  it('leaves out a layover whose second flight is on another day, and rows of other kinds alone', () => {
    const checkIn = event('h1', { kind: 'check-in', planType: 'lodging', planUuid: 'h1', title: 'hotel' });
    expect(names(timelineDayRows([event('s1'), checkIn], [layover('s1', 's2')]))).toEqual(['s1', 'hotel']);
  });
});

describe('timelineZonesShown', () => {
  it('shows a zone where it changes, and both ends of a flight between zones', () => {
    const ist = event('s1', { start: at('08:45:00', 'Europe/Istanbul'), end: at('10:00:00', 'Europe/Paris') });
    const cdg = event('s2', { start: at('12:10:00', 'Europe/Paris'), end: at('13:35:00', 'America/Vancouver') });
    const hotel = event('h1', { kind: 'check-in', start: at('16:00:00', 'America/Vancouver') });
    const dinner = event('r1', { kind: 'restaurant', start: at('19:00:00', 'America/Vancouver') });
    expect(timelineZonesShown([ist, cdg, hotel, dinner])).toEqual([
      { start: 'Europe/Istanbul', end: 'Europe/Paris' },
      { start: 'Europe/Paris', end: 'America/Vancouver' },
      { start: null, end: null },
      { start: null, end: null },
    ]);
  });

  it('compares zones by their offset at the time, as they are shown', () => {
    const osl = event('s1', { start: at('07:00:00', 'Europe/Oslo'), end: at('08:10:00', 'Europe/Copenhagen') });
    const cph = event('s2', { kind: 'restaurant', start: at('12:00:00', 'Europe/Berlin') });
    expect(timelineZonesShown([osl, cph])).toEqual([
      { start: 'Europe/Oslo', end: null },
      { start: null, end: null },
    ]);
  });

  it('shows the first zone once and ignores times without a zone or not known', () => {
    const here = event('a', { kind: 'activity', start: at('09:00:00', 'Europe/Paris'), end: at('11:00:00', 'Europe/Paris') });
    const undated = event('b', { kind: 'note', start: at('') });
    const noZone = event('c', { kind: 'note', start: at('12:00:00') });
    const again = event('d', { kind: 'restaurant', start: at('20:00:00', 'Europe/Paris') });
    expect(timelineZonesShown([here, undated, noZone, again])).toEqual([
      { start: 'Europe/Paris', end: null },
      { start: null, end: null },
      { start: null, end: null },
      { start: null, end: null },
    ]);
  });
});
