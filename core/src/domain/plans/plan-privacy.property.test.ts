import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { redactPlanForViewer, SENSITIVE_BOOKING_FIELDS } from './plan-privacy.js';
import { planSummaryParts } from './plan-summary.js';
import { planTimelineEvents, planTitle } from './plan-timeline.js';
import { anyPlan } from './types/any-plan-arbitraries.test.js';

const travelerLists = ['travelers', 'guests', 'drivers', 'attendees', 'participants'] as const;

describe('redact plan for viewer: properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const once = redactPlanForViewer(plan);
        expect(redactPlanForViewer(once)).toEqual(once);
      }),
    );
  });
  it('never changes dates, places or titles (the timeline is the same) nor the summary', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const seen = redactPlanForViewer(plan);
        expect(planTitle(seen)).toBe(planTitle(plan));
        expect(planTimelineEvents(seen)).toEqual(planTimelineEvents(plan));
        expect(planSummaryParts(seen)).toEqual(planSummaryParts(plan));
        expect([seen.type, seen.meta]).toEqual([plan.type, plan.meta]);
      }),
    );
  });
  it('leaves no cost, confirmation number or traveler', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const seen = redactPlanForViewer(plan);
        for (const field of SENSITIVE_BOOKING_FIELDS) expect(seen.booking[field]).toBe('');
        expect(seen.booking.agency.confirmationNumber).toBe('');
        const record = seen as unknown as Record<string, unknown>;
        for (const list of travelerLists) if (list in record) expect(record[list]).toEqual([]);
        if (seen.type === 'rail' || seen.type === 'transport') expect(seen.segments.every((s) => s.confirmationNumber === '')).toBe(true);
        if (seen.type === 'parking') expect(seen.valetTicketNumber).toBe('');
      }),
    );
  });
  it('changes nothing else: the redacted fields restored give the original plan back', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const seen = redactPlanForViewer(plan) as unknown as Record<string, unknown>;
        const original = plan as unknown as Record<string, unknown>;
        const restored: Record<string, unknown> = { ...seen, booking: plan.booking };
        for (const list of travelerLists) if (list in original) restored[list] = original[list];
        if (Array.isArray(seen.segments) && Array.isArray(original.segments)) {
          const before = original.segments as readonly Record<string, unknown>[];
          restored.segments = (seen.segments as readonly Record<string, unknown>[]).map((s, i) =>
            'confirmationNumber' in s ? { ...s, confirmationNumber: before[i]?.confirmationNumber } : s,
          );
        }
        if ('valetTicketNumber' in original) restored.valetTicketNumber = original.valetTicketNumber;
        expect(restored).toEqual(original);
      }),
    );
  });
});
