import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_PLAN_DATE_TIME, type PlanDateTime, type RailPlan, type RailSegment } from '@waybook/core';
import { emptyRail, RailFields } from '../types/rail-form.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { EMPTY_RAIL_SEGMENT } from './empty-segments.js';
import { CHECK, renderFields, segmentBox, segmentGroup, segmentLegends } from './segment-test-kit.js';

// The form's checks are core's validatePlan at the form's paths.
const validateRail = planFormErrors;

vi.setConfig({ testTimeout: 20000 });

const at = (date: string, time = ''): PlanDateTime => ({ ...EMPTY_PLAN_DATE_TIME, date, time });
const train = (trainNumber: string, from: string, to: string): RailSegment => ({
  ...EMPTY_RAIL_SEGMENT,
  trainNumber,
  startStationName: from,
  endStationName: to,
  startDateTime: at('2026-03-20', '09:00:00'),
});
const THREE: RailPlan = { ...emptyRail(), segments: [train('601', 'Oslo S', 'Myrdal'), train('1860', 'Myrdal', 'Flåm'), train('62', 'Flåm', 'Bergen')] };

const renderRail = (initial: RailPlan = emptyRail()) => renderFields({ Fields: RailFields, validate: validateRail, initial });
const trainNumbers = () =>
  segmentLegends().map((legend) => (within(segmentGroup(legend)).getByRole('textbox', { name: 'Train number' }) as HTMLInputElement).value);

describe('segment list (rail)', () => {
  it('adds a segment at the end, announces it and moves the focus into it', async () => {
    const { user, plan } = await renderRail();
    expect(segmentLegends()).toEqual(['Segment 1 of 1']);
    // A lone segment cannot be removed.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await user.type(segmentBox('Segment 1 of 1', 'Train number'), '601');
    await user.click(screen.getByRole('button', { name: 'Add train' }));
    expect(segmentLegends()).toEqual(['Segment 1 of 2', 'Segment 2 of 2']);
    expect(screen.getByText('Segment 2 of 2 added.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(segmentBox('Segment 2 of 2', 'Rail carrier')));
    expect(plan().segments.map((s) => s.trainNumber)).toEqual(['601', '']);
  });

  it('removes a segment, renumbers the others and focuses the one that took its place', async () => {
    const { user, plan } = await renderRail(THREE);
    await user.click(screen.getByRole('button', { name: 'Remove: Segment 2 of 3' }));
    expect(segmentLegends()).toEqual(['Segment 1 of 2', 'Segment 2 of 2']);
    expect(trainNumbers()).toEqual(['601', '62']);
    expect(plan().segments.map((s) => s.endStationName)).toEqual(['Myrdal', 'Bergen']);
    expect(screen.getByText('Segment 2 of 3 removed.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(segmentBox('Segment 2 of 2', 'Rail carrier')));
  });

  it("reorders segments with Move up and Move down, keeping each one's fields and the focus", async () => {
    const { user, plan } = await renderRail(THREE);
    expect(screen.getByRole('button', { name: 'Move up: Segment 1 of 3' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move down: Segment 3 of 3' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move up: Segment 3 of 3' }));
    expect(plan().segments.map((s) => s.trainNumber)).toEqual(['601', '62', '1860']);
    expect(trainNumbers()).toEqual(['601', '62', '1860']);
    expect(screen.getByText('Moved to Segment 2 of 3.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: Segment 2 of 3' })));

    await user.click(screen.getByRole('button', { name: 'Move down: Segment 1 of 3' }));
    expect(trainNumbers()).toEqual(['62', '601', '1860']);
    // Typing after a move edits the segment now in that place.
    await user.type(segmentBox('Segment 1 of 3', 'Coach'), '3');
    expect(plan().segments[0]).toMatchObject({ trainNumber: '62', coachNumber: '3' });
  });
});

describe('rail form: languages', () => {
  it('names segments and actions in the interface language', async () => {
    const { user } = await renderFields({ Fields: RailFields, validate: validateRail, initial: THREE, locale: 'de-DE' });
    expect(segmentLegends()).toEqual(['Abschnitt 1 von 3', 'Abschnitt 2 von 3', 'Abschnitt 3 von 3']);
    expect(screen.getByRole('heading', { level: 2, name: 'Züge' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entfernen: Abschnitt 1 von 3' }));
    expect(screen.getByText('Abschnitt 1 von 3 entfernt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zug hinzufügen' })).toBeTruthy();
  });
});

describe('rail form: validation', () => {
  it('requires both stations and the departure date of each train', () => {
    expect(validateRail(emptyRail())).toEqual({
      'segments.0.startStationName': { key: 'validation:required' },
      'segments.0.startDateTime.date': { key: 'validation:required' },
      'segments.0.endStationName': { key: 'validation:required' },
    });
    expect(validateRail(THREE)).toEqual({});
    expect(validateRail({ ...emptyRail(), segments: [] })).toEqual({ segments: { key: 'planSegments:segment.atLeastOne' } });
  });

  it('refuses an arrival before the departure and shows it at the arrival', async () => {
    const late = { ...THREE.segments[0]!, endDateTime: at('2026-03-20', '08:30:00') };
    expect(validateRail({ ...emptyRail(), segments: [late] })).toEqual({ 'segments.0.endDateTime.time': { key: 'validation:time.endBeforeStart' } });
    const { user } = await renderRail({ ...emptyRail(), segments: [late, { ...EMPTY_RAIL_SEGMENT }] });
    await user.click(screen.getByRole('button', { name: CHECK }));
    const first = segmentGroup('Segment 1 of 2');
    expect(within(within(first).getByRole('group', { name: 'Arrival' })).getByText('End time must be after start time.')).toBeTruthy();
    const second = segmentGroup('Segment 2 of 2');
    expect(within(second).getAllByText('This field is required.')).toHaveLength(3);
  });
});
