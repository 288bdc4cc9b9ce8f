import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime } from './plan-fields.js';
import { railSpan } from './rail-span.js';

const at = (date: string, time = '', timezone = ''): PlanDateTime => ({ ...EMPTY_PLAN_DATE_TIME, date, time, timezone });

describe('rail span', () => {
  // "The reservation start is the earliest segment start and the end the latest segment end."
  it('takes the earliest start and the latest end, whatever the order', () => {
    const first = { start: at('2026-05-01', '08:00:00'), end: at('2026-05-01', '11:00:00') };
    const second = { start: at('2026-05-03', '09:00:00'), end: at('2026-05-03', '15:00:00') };
    expect(railSpan([second, first])).toEqual({ start: first.start, end: second.end });
  });
  it('compares across time zones', () => {
    // 09:00 in Paris (07:00Z) is before 08:30 in London (07:30Z); 19:30 in London (18:30Z) is after 20:00 in Paris (18:00Z).
    const paris = { start: at('2026-05-01', '09:00:00', 'Europe/Paris'), end: at('2026-05-01', '20:00:00', 'Europe/Paris') };
    const london = { start: at('2026-05-01', '08:30:00', 'Europe/London'), end: at('2026-05-01', '19:30:00', 'Europe/London') };
    expect(railSpan([london, paris])).toEqual({ start: paris.start, end: london.end });
  });
  it('keeps the first of two segments that start or end at the same instant', () => {
    const paris = { start: at('2026-05-01', '09:00:00', 'Europe/Paris'), end: at('2026-05-01', '20:00:00', 'Europe/Paris') };
    const london = { start: at('2026-05-01', '08:00:00', 'Europe/London'), end: at('2026-05-01', '19:00:00', 'Europe/London') };
    expect(railSpan([paris, london])).toEqual({ start: paris.start, end: paris.end });
    expect(railSpan([london, paris])).toEqual({ start: london.start, end: london.end });
  });
  it('skips segments without dates, and has no span without any', () => {
    expect(railSpan([{ start: null, end: at('') }])).toEqual({ start: null, end: null });
    expect(railSpan([])).toEqual({ start: null, end: null });
    const only = { start: at('2026-05-01'), end: null };
    expect(railSpan([{ start: null, end: null }, only])).toEqual({ start: only.start, end: null });
  });
});
