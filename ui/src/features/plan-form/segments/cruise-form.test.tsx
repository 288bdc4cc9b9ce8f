import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EMPTY_PLAN_DATE_TIME, type CruisePlan, type CruiseSegment, type PlanDateTime } from '@waybook/core';
import { CruiseFields, emptyCruise, withEmbarkFlags } from '../types/cruise-form.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { EMPTY_CRUISE_SEGMENT } from './empty-segments.js';
import { CHECK, renderFields, segmentBox, segmentGroup, segmentLegends } from './segment-test-kit.js';

// The form's checks are core's validatePlan at the form's paths.
const validateCruise = planFormErrors;

vi.setConfig({ testTimeout: 20000 });

const at = (date: string, time = ''): PlanDateTime => ({ ...EMPTY_PLAN_DATE_TIME, date, time });
const stop = (locationName: string, start: PlanDateTime, end: PlanDateTime = EMPTY_PLAN_DATE_TIME): CruiseSegment => ({
  ...EMPTY_CRUISE_SEGMENT,
  locationName,
  startDateTime: start,
  endDateTime: end,
});
const HURTIGRUTEN: CruisePlan = {
  ...emptyCruise(),
  shipName: 'Nordnorge',
  segments: withEmbarkFlags([
    stop('Bergen', at('2026-03-20', '20:30:00')),
    stop('Ålesund', at('2026-03-21', '09:45:00'), at('2026-03-21', '12:30:00')),
    stop('Trondheim', at('2026-03-22', '06:30:00'), at('2026-03-22', '10:00:00')),
    stop('Kirkenes', at('2026-03-26', '09:00:00')),
  ]),
};

const renderCruise = (initial: CruisePlan = emptyCruise()) => renderFields({ Fields: CruiseFields, validate: validateCruise, initial });

describe('cruise form', () => {
  it('starts with an embarkation and a disembarkation, named by role', async () => {
    await renderCruise();
    expect(segmentLegends()).toEqual(['Embarkation (stop 1 of 2)', 'Disembarkation (stop 2 of 2)']);
    expect(segmentBox('Embarkation (stop 1 of 2)', /^Embarkation port/)).toBeTruthy();
    expect(within(segmentGroup('Embarkation (stop 1 of 2)')).getByRole('group', { name: 'Departure' })).toBeTruthy();
    expect(within(segmentGroup('Disembarkation (stop 2 of 2)')).getByRole('group', { name: 'Arrival' })).toBeTruthy();
    // The two ends are neither removed nor moved.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    for (const button of screen.getAllByRole('button', { name: /^Move/ })) expect(button.hasAttribute('disabled')).toBe(true);
    expect(emptyCruise().segments.map((s) => s.isEmbark)).toEqual([true, false]);
  });

  it('adds ports of call before the disembarkation, with an arrival and a departure', async () => {
    const { user, plan } = await renderCruise();
    await user.type(screen.getByRole('textbox', { name: /^Ship name/ }), 'Nordnorge');
    await user.type(segmentBox('Disembarkation (stop 2 of 2)', /^Disembarkation port/), 'Kirkenes');
    await user.click(screen.getByRole('button', { name: 'Add port of call' }));
    expect(segmentLegends()).toEqual(['Embarkation (stop 1 of 3)', 'Port of call (stop 2 of 3)', 'Disembarkation (stop 3 of 3)']);
    const port = segmentGroup('Port of call (stop 2 of 3)');
    expect(within(port).getByRole('group', { name: 'Arrival' })).toBeTruthy();
    expect(within(port).getByRole('group', { name: 'Departure' })).toBeTruthy();
    await user.type(within(port).getByRole('textbox', { name: /^Port\b/ }), 'Ålesund');
    expect(plan().shipName).toBe('Nordnorge');
    expect(plan().segments.map((s) => [s.locationName, s.isEmbark])).toEqual([
      ['', true],
      ['Ålesund', false],
      ['Kirkenes', false],
    ]);
  });

  it('removes and reorders only ports of call', async () => {
    const { user, plan } = await renderCruise(HURTIGRUTEN);
    expect(screen.getAllByRole('button', { name: /^Remove/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove: Port of call (stop 2 of 4)',
      'Remove: Port of call (stop 3 of 4)',
    ]);
    expect(screen.getByRole('button', { name: 'Move up: Port of call (stop 2 of 4)' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move down: Port of call (stop 2 of 4)' }));
    expect(plan().segments.map((s) => s.locationName)).toEqual(['Bergen', 'Trondheim', 'Ålesund', 'Kirkenes']);
    await user.click(screen.getByRole('button', { name: 'Remove: Port of call (stop 2 of 4)' }));
    expect(plan().segments.map((s) => s.locationName)).toEqual(['Bergen', 'Ålesund', 'Kirkenes']);
    expect(segmentLegends()).toEqual(['Embarkation (stop 1 of 3)', 'Port of call (stop 2 of 3)', 'Disembarkation (stop 3 of 3)']);
    expect(plan().segments.map((s) => s.isEmbark)).toEqual([true, false, false]);
  });

  it('requires the ship, each port and the date of its own event; a port is not left before it is reached', async () => {
    expect(validateCruise(HURTIGRUTEN)).toEqual({});
    expect(validateCruise(emptyCruise())).toEqual({
      shipName: { key: 'validation:required' },
      'segments.0.locationName': { key: 'validation:required' },
      'segments.0.startDateTime.date': { key: 'validation:required' },
      'segments.1.locationName': { key: 'validation:required' },
      'segments.1.startDateTime.date': { key: 'validation:required' },
    });
    expect(validateCruise({ ...HURTIGRUTEN, segments: [] })).toMatchObject({ segments: { key: 'planSegments:segment.atLeastOne' } });

    const leftEarly = { ...HURTIGRUTEN, segments: HURTIGRUTEN.segments.map((s, i) => (i === 1 ? { ...s, endDateTime: at('2026-03-21', '08:00:00') } : s)) };
    expect(validateCruise(leftEarly)).toEqual({ 'segments.1.endDateTime.time': { key: 'validation:time.endBeforeStart' } });
    // The embarkation's end is not shown, so it is not checked.
    const oddEmbark = { ...HURTIGRUTEN, segments: HURTIGRUTEN.segments.map((s, i) => (i === 0 ? { ...s, endDateTime: at('2026-01-01') } : s)) };
    expect(validateCruise(oddEmbark)).toEqual({});

    const { user } = await renderCruise({ ...leftEarly, shipName: '' });
    await user.click(screen.getByRole('button', { name: CHECK }));
    const ship = screen.getByRole('textbox', { name: /^Ship name/ });
    expect(ship.getAttribute('aria-invalid')).toBe('true');
    const port = segmentGroup('Port of call (stop 2 of 4)');
    expect(within(within(port).getByRole('group', { name: 'Departure' })).getByText('End time must be after start time.')).toBeTruthy();
  });
});
