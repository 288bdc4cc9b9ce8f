import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_PLAN_DATE_TIME, ok, type AirPlan } from '@waybook/core';
import { renderScreen } from '../../../shared/testing/account-test-harness.js';
import PlanFormPage from '../plan-form-page.js';
import { bindFakes, fakePlans, fakeTrips, location } from '../plan-form-test-kit.js';
import { FLIGHT_LOOKUP_TOKEN, type FlightLookup } from './flight-lookup.js';
import { segmentBox, segmentCombo, segmentLegends } from './segment-test-kit.js';

vi.setConfig({ testTimeout: 20000 });

// The flight form inside the real plan form page: the contract of plan-form-types.ts end to end.
describe('flight form in the plan form page', () => {
  it('creates a two-segment flight from a lookup and files it in the trip', async () => {
    const user = userEvent.setup();
    const plans = fakePlans();
    const lookup: FlightLookup = {
      lookup: vi.fn<FlightLookup['lookup']>(async () =>
        ok({
          isSandbox: true,
          legs: [
            {
              originAirportCode: 'CDG',
              originAirportName: 'Paris Charles de Gaulle',
              destinationAirportCode: 'DXB',
              destinationAirportName: 'Dubai International',
              departure: { date: '2026-11-21', time: '09:30:00', timezone: 'Europe/Paris' },
              arrival: { date: '2026-11-21', time: '18:45:00', timezone: 'Asia/Dubai' },
              aircraft: 'Airbus A380',
              isInternational: true,
            },
            {
              originAirportCode: 'DXB',
              originAirportName: 'Dubai International',
              destinationAirportCode: 'SIN',
              destinationAirportName: 'Singapore Changi',
              departure: { date: '2026-11-21', time: '21:50:00', timezone: 'Asia/Dubai' },
              arrival: { date: '2026-11-22', time: '09:15:00', timezone: 'Asia/Singapore' },
              aircraft: 'Airbus A380',
              isInternational: true,
            },
          ],
        }),
      ),
    };
    await renderScreen(<PlanFormPage mode="create" />, {
      path: '/trips/t1/flights/create',
      routePath: '/trips/:tripUuid/:planRoute/create',
      bind: (c) => {
        bindFakes(plans, fakeTrips())(c);
        c.bind(FLIGHT_LOOKUP_TOKEN).toConstantValue(lookup);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Flight' })).toBeTruthy();
    await user.type(segmentCombo('Segment 1 of 1', /^Airline code/), 'ek');
    await user.type(segmentBox('Segment 1 of 1', /^Flight number/), '74');
    await user.type(segmentBox('Segment 1 of 1', /^Departure date/), '11212026');
    await user.click(screen.getByRole('button', { name: 'Look up flight' }));
    await waitFor(() => expect(segmentLegends()).toEqual(['Segment 1 of 2', 'Segment 2 of 2']));
    // Two segments can be reordered; the zones read by name and city, not by IANA id.
    expect(screen.getByRole('button', { name: 'Move down: Segment 1 of 2' })).toBeTruthy();
    expect(screen.getAllByText('Gulf Standard Time (Dubai)').length).toBeGreaterThan(0);
    expect(screen.queryByText('Asia/Dubai')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add plan' }));

    await waitFor(() => expect(plans.create).toHaveBeenCalledTimes(1));
    const saved = plans.create.mock.calls[0]?.[0] as AirPlan;
    expect(saved.meta.tripUuid).toBe('t1');
    expect(saved.segments.map((s) => `${s.marketingAirlineCode}${s.marketingFlightNumber} ${s.startAirportCode}-${s.endAirportCode}`)).toEqual([
      'EK74 CDG-DXB',
      'EK74 DXB-SIN',
    ]);
    expect(saved.segments[1]?.endDateTime).toEqual({
      ...EMPTY_PLAN_DATE_TIME,
      date: '2026-11-22',
      time: '09:15:00',
      timezone: 'Asia/Singapore',
      isTimeKnown: true,
      isTimezoneKnown: true,
    });
    await waitFor(() => expect(location()).toBe('/trips/t1'));
  });

  it('keeps the flight and focuses the first missing field when saved incomplete', async () => {
    const user = userEvent.setup();
    const plans = fakePlans();
    await renderScreen(<PlanFormPage mode="create" />, {
      path: '/trips/t1/flights/create',
      routePath: '/trips/:tripUuid/:planRoute/create',
      bind: bindFakes(plans, fakeTrips()),
    });
    await screen.findByRole('heading', { level: 1, name: 'Add Flight' });
    // The flight's own section heads the form: no empty "Details" heading above it; one segment has nowhere to move.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).not.toContain('Details');
    expect(screen.getByRole('heading', { level: 2, name: 'Flights' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move (up|down)/ })).toBeNull();
    await user.type(segmentCombo('Segment 1 of 1', /^Airline code/), 'EK');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(document.activeElement).toBe(segmentBox('Segment 1 of 1', /^Flight number/)));
    expect(plans.create).not.toHaveBeenCalled();
  });
});
