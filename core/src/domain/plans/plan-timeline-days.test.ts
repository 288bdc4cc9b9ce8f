import { describe, expect, it } from 'vitest';
import { planStartInstant } from './plan-timeline-days.js';
import { grandHotel, osloCopenhagenNewark, plan } from './plan-timeline-fixtures.test.js';

describe('plan start instant', () => {
  it('is the earliest event of the plan', () => {
    expect(planStartInstant(grandHotel)?.toISOString()).toBe('2026-05-01T13:00:00.000Z');
    expect(planStartInstant(osloCopenhagenNewark)?.toISOString()).toBe('2026-05-04T05:00:00.000Z');
  });
  it('is null when nothing has a date', () => {
    expect(planStartInstant(plan({ NoteObject: { text: 'Someday' } }))).toBeNull();
  });
});
