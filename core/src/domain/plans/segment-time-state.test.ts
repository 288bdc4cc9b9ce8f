import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime } from './plan-fields.js';
import { isSegmentUpcoming, segmentTimeState } from './segment-time-state.js';

const at = (date: string, time: string, timezone = ''): PlanDateTime => ({ ...EMPTY_PLAN_DATE_TIME, date, time, timezone });
const now = new Date('2026-05-01T09:00:00Z');

describe('segment time state', () => {
  // "Segment time state: a segment is upcoming if its end (else start) is in the future, or if it has no
  // dates; otherwise past."
  it('is upcoming when the end is in the future, past otherwise', () => {
    expect(segmentTimeState({ start: null, end: at('2026-05-01', '10:00:00') }, { now })).toBe('upcoming');
    expect(segmentTimeState({ start: null, end: at('2026-05-01', '08:00:00') }, { now })).toBe('past');
  });
  it('uses the start when there is no end', () => {
    expect(segmentTimeState({ start: at('2026-05-02', '00:00:00'), end: null }, { now })).toBe('upcoming');
    expect(segmentTimeState({ start: at('2026-04-30', '00:00:00'), end: at('', '') }, { now })).toBe('past');
  });
  it('is upcoming with no dates', () => {
    expect(segmentTimeState({ start: null, end: null }, { now })).toBe('upcoming');
    expect(segmentTimeState({ start: at('', ''), end: at('', '10:00:00') }, { now })).toBe('upcoming');
  });
  it('is in progress between start and end, which the spec counts as upcoming', () => {
    const state = segmentTimeState({ start: at('2026-05-01', '08:00:00'), end: at('2026-05-01', '10:00:00') }, { now });
    expect(state).toBe('in-progress');
    expect(isSegmentUpcoming(state)).toBe(true);
    expect(isSegmentUpcoming('past')).toBe(false);
  });
  it('reads each date in the segment’s own zone', () => {
    // 09:00Z is 11:00 in Paris, 05:00 in New York and 10:00 in London (summer time).
    const paris = { start: at('2026-05-01', '10:00:00', 'Europe/Paris'), end: at('2026-05-01', '12:00:00', 'Europe/Paris') };
    expect(segmentTimeState(paris, { now })).toBe('in-progress');
    const newYork = { start: at('2026-05-01', '10:00:00', 'America/New_York'), end: at('2026-05-01', '12:00:00', 'America/New_York') };
    expect(segmentTimeState(newYork, { now })).toBe('upcoming');
    const flight = { start: at('2026-05-01', '04:00:00', 'America/New_York'), end: at('2026-05-01', '10:30:00', 'Europe/London') };
    expect(segmentTimeState(flight, { now })).toBe('in-progress');
    expect(segmentTimeState({ start: null, end: at('2026-05-01', '10:30:00') }, { now, fallbackZone: 'Asia/Tokyo' })).toBe('past');
  });
  it('lets an end without a time last all day, and counts the end moment as past', () => {
    expect(segmentTimeState({ start: null, end: at('2026-05-01', '') }, { now })).toBe('upcoming');
    expect(segmentTimeState({ start: null, end: at('2026-05-01', '09:00:00') }, { now })).toBe('past');
  });
});
