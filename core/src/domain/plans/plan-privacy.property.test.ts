import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { redactPlanForViewer, SENSITIVE_AGENCY_FIELDS, SENSITIVE_BOOKING_FIELDS, VIEWER_HIDDEN_FIELDS } from './plan-privacy.js';
import { planSummaryParts } from './plan-summary.js';
import { planTimelineEvents, planTitle } from './plan-timeline.js';
import { anyPlan } from './types/any-plan-arbitraries.test.js';
import type { Plan } from './types/plan.js';
import type { ViewerHiddenFields } from './plan-privacy.js';

const hiddenOf = (type: Plan['type']) => VIEWER_HIDDEN_FIELDS[type] as { readonly [K in keyof ViewerHiddenFields<Plan>]: readonly string[] };

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
  it('leaves no field of the table: booking, agency, type fields, people lists, segment fields', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const seen = redactPlanForViewer(plan);
        const hidden = hiddenOf(plan.type);
        const record = seen as unknown as Record<string, unknown>;
        for (const field of SENSITIVE_BOOKING_FIELDS) expect(seen.booking[field]).toBe('');
        for (const field of SENSITIVE_AGENCY_FIELDS) expect(seen.booking.agency[field]).toBe('');
        for (const field of hidden.text) expect(record[field]).toBe('');
        for (const list of hidden.people) expect(record[list]).toEqual([]);
        const segments = (record['segments'] ?? []) as readonly Record<string, unknown>[];
        for (const field of hidden.segmentText) for (const s of segments) expect(s[field]).toBe('');
      }),
    );
  });
  it('hides every field whose name says money, a confirmation or ticket number, or people', () => {
    // A guard for fields added later: each such name must be in the table, or be one of these
    // (a restaurant's price range describes the place; a traveler's ticket number goes with the list).
    const shownOnPurpose = new Set(['priceRange']);
    const looksSensitive = /cost|rate$|charge|price|confirmation|ticket|locator|fare|amount|^(travelers|guests|drivers|attendees|participants)$/i;
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const hidden = hiddenOf(plan.type);
        const listed = new Set([...hidden.text, ...hidden.people, ...hidden.segmentText]);
        const record = plan as unknown as Record<string, unknown>;
        const segment = (Array.isArray(record['segments']) ? record['segments'][0] : undefined) as Record<string, unknown> | undefined;
        const keys = [...Object.keys(record), ...Object.keys(segment ?? {})].filter((k) => k !== 'isClientTraveler');
        for (const key of keys) if (looksSensitive.test(key) && !shownOnPurpose.has(key)) expect(listed, `${plan.type}.${key}`).toContain(key);
      }),
      { numRuns: 200 },
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
        if (seen.type === 'car') expect(seen.mileageCharges).toBe('');
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
        if ('mileageCharges' in original) restored.mileageCharges = original.mileageCharges;
        expect(restored).toEqual(original);
      }),
    );
  });
});
