import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EMPTY_PLAN_DATE_TIME, type TransportPlan, type TransportSegment } from '@waybook/core';
import { emptyTransport, TransportFields } from '../types/transport-form.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { EMPTY_TRANSPORT_SEGMENT } from './empty-segments.js';
import { CHECK, renderFields, segmentBox, segmentGroup, segmentLegends } from './segment-test-kit.js';

// The form's checks are core's validatePlan at the form's paths.
const validateTransport = planFormErrors;

vi.setConfig({ testTimeout: 20000 });

const ferry: TransportSegment = {
  ...EMPTY_TRANSPORT_SEGMENT,
  detailTypeCode: 'F',
  carrierName: 'Color Line',
  startLocationName: 'Oslo ferry terminal',
  endLocationName: 'Kiel',
  startDateTime: { ...EMPTY_PLAN_DATE_TIME, date: '2026-03-20', time: '14:00:00' },
};

const renderTransport = (initial: TransportPlan = emptyTransport()) => renderFields({ Fields: TransportFields, validate: validateTransport, initial });

describe('transport form', () => {
  it('shows the transport information and passengers parts, with the type of each leg', async () => {
    const { user, plan } = await renderTransport();
    expect(screen.getByRole('heading', { level: 2, name: 'Transport Information' }).closest('section')?.id).toBe('transport-info');
    expect(screen.getByRole('group', { name: 'Passengers' }).closest('section')?.id).toBe('passengers');

    const type = within(segmentGroup('Segment 1 of 1')).getByRole('combobox', { name: 'Type of transport' }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual(['Not specified', 'Ferry', 'Ground transportation']);
    await user.selectOptions(type, 'Ground transportation');
    await user.type(segmentBox('Segment 1 of 1', /^Departure location/), 'Gardermoen');
    await user.type(segmentBox('Segment 1 of 1', /^Arrival location/), 'Oslo S');
    await user.type(segmentBox('Segment 1 of 1', 'Number of passengers'), '2');
    await user.click(screen.getByRole('button', { name: 'Add a passenger' }));
    await user.type(screen.getByRole('textbox', { name: 'Passenger 1' }), 'Ada Lovelace');

    expect(plan().segments[0]).toMatchObject({ detailTypeCode: 'G', startLocationName: 'Gardermoen', endLocationName: 'Oslo S', numberPassengers: '2' });
    expect(plan().travelers[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('adds a second leg, such as the way back', async () => {
    const { user, plan } = await renderTransport({ ...emptyTransport(), segments: [ferry] });
    await user.click(screen.getByRole('button', { name: 'Add segment' }));
    expect(segmentLegends()).toEqual(['Segment 1 of 2', 'Segment 2 of 2']);
    expect(plan().segments[0]).toEqual(ferry);
    expect(plan().segments[1]).toEqual(EMPTY_TRANSPORT_SEGMENT);
  });

  it('checks places, departure date, passenger count and date order per leg', async () => {
    expect(validateTransport(emptyTransport())).toEqual({
      'segments.0.startLocationName': { key: 'validation:required' },
      'segments.0.startDateTime.date': { key: 'validation:required' },
      'segments.0.endLocationName': { key: 'validation:required' },
    });
    const wrong = { ...ferry, numberPassengers: 'two', endDateTime: { ...EMPTY_PLAN_DATE_TIME, date: '2026-03-19' } };
    expect(validateTransport({ ...emptyTransport(), segments: [ferry, wrong] })).toEqual({
      'segments.1.numberPassengers': { key: 'validation:numbersOnly' },
      'segments.1.endDateTime.date': { key: 'validation:date.endBeforeStart' },
    });

    const { user } = await renderTransport({ ...emptyTransport(), segments: [wrong] });
    await user.click(screen.getByRole('button', { name: CHECK }));
    const leg = segmentGroup('Segment 1 of 1');
    expect(within(leg).getByText('Please enter numbers only.')).toBeTruthy();
    expect(within(leg).getByText('End date must be after start date.')).toBeTruthy();
  });
});
