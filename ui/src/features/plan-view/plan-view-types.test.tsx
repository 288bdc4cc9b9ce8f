import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakePlanService, planFrom, renderPlanView, tripAs } from './plan-view-test-kit.js';

// The detail view of the plan types the page tests do not open: each shows its own facts in the
// plan's local time, and what it lacks is left out.

const at = (date: string, time: string, timezone: string) => ({ date, time, timezone, is_time_known: 'true' });
const fact = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getAllByText(label, { selector: 'dt' })[0]?.nextElementSibling?.textContent ?? null;

async function open(path: string, wrapper: Record<string, unknown>) {
  const plans = fakePlanService(planFrom(wrapper));
  await renderPlanView({ path, plans });
  await screen.findByRole('heading', { level: 1 });
  return plans;
}

describe('PlanViewPage per type', () => {
  it('shows a car rental with pick-up, a drop-off at the same place, the car and the drivers', async () => {
    const plans = await open('/trips/t1/car-rental/c1', {
      CarObject: {
        uuid: 'c1',
        trip_uuid: 't1',
        supplier_name: 'Hertz',
        StartDateTime: at('2026-11-22', '10:00:00', 'Europe/Paris'),
        EndDateTime: at('2026-11-27', '18:30:00', 'Europe/Paris'),
        start_location_name: 'Lyon Part-Dieu',
        StartLocationAddress: { address: 'Place Charles Béraudier, Lyon' },
        start_location_phone: '+33 4 00 00 00 00',
        car_type: 'Compact',
        car_description: 'Peugeot 208 or similar',
        Driver: [{ first_name: 'Ada', last_name: 'Lovelace' }],
      },
    });
    expect(plans.get).toHaveBeenCalledWith('car', 'c1');
    // No display name: the supplier names the plan.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hertz');
    const pickUp = screen.getByRole('region', { name: 'Pick-up' });
    expect(fact('Date and time', pickUp)).toBe('Nov 22, 2026, 10:00 AM GMT+1');
    expect(fact('Location', pickUp)).toBe('Lyon Part-Dieu');
    const dropOff = screen.getByRole('region', { name: 'Drop-off' });
    expect(fact('Date and time', dropOff)).toBe('Nov 27, 2026, 6:30 PM GMT+1');
    expect(fact('Location', dropOff)).toBe('Same as pick-up');
    expect(fact('Car type')).toBe('Compact');
    expect(within(screen.getByRole('region', { name: 'Drivers' })).getByText('Ada Lovelace')).toBeTruthy();
  });

  it('shows a rail trip with its span and the segment of the URL open', async () => {
    await open('/trips/t1/rail/r-2', {
      RailObject: {
        uuid: 'r1',
        trip_uuid: 't1',
        display_name: 'Lyon to Milan',
        Segment: [
          {
            uuid: 'r-1',
            start_station_name: 'Lyon Part-Dieu',
            end_station_name: 'Chambéry',
            carrier_name: 'SNCF',
            train_number: '6571',
            StartDateTime: at('2026-11-26', '08:04:00', 'Europe/Paris'),
            EndDateTime: at('2026-11-26', '09:30:00', 'Europe/Paris'),
          },
          {
            uuid: 'r-2',
            start_station_name: 'Chambéry',
            end_station_name: 'Milano Centrale',
            carrier_name: 'Trenitalia',
            train_number: '9241',
            coach_number: '7',
            seats: '45',
            StartDateTime: at('2026-11-26', '10:12:00', 'Europe/Paris'),
            EndDateTime: at('2026-11-26', '14:05:00', 'Europe/Rome'),
          },
        ],
      },
    });
    const details = screen.getByRole('region', { name: 'Details' });
    expect(fact('Starts', details)).toBe('Nov 26, 2026, 8:04 AM GMT+1');
    expect(fact('Ends', details)).toBe('Nov 26, 2026, 2:05 PM GMT+1');
    const [first, second] = within(screen.getByRole('region', { name: 'Trains' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'SNCF 6571 · Lyon Part-Dieu → Chambéry' }).getAttribute('href')).toBe('/trips/t1/rail/r-1');
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(fact('Coach', second)).toBe('7');
    expect(fact('Seats', second)).toBe('45');
  });

  it('shows a restaurant with its time, party size and attendees', async () => {
    await open('/trips/t1/restaurant/re1', {
      RestaurantObject: {
        uuid: 're1',
        trip_uuid: 't1',
        display_name: 'Dinner at Paul Bocuse',
        DateTime: at('2026-11-23', '20:00:00', 'Europe/Paris'),
        cuisine: 'French',
        number_patrons: '4',
        dress_code: 'Smart casual',
        Attendee: [{ first_name: 'Zoé', last_name: 'Durand' }],
      },
    });
    expect(fact('Date and time')).toBe('Nov 23, 2026, 8:00 PM GMT+1');
    expect(fact('Party size')).toBe('4');
    expect(within(screen.getByRole('region', { name: 'Attendees' })).getByText('Zoé Durand')).toBeTruthy();
    expect(screen.getByText('Restaurant')).toBeTruthy();
  });

  it('names the activity type and its place', async () => {
    await open('/trips/t1/activity/ac1', {
      ActivityObject: {
        uuid: 'ac1',
        trip_uuid: 't1',
        display_name: 'Opera',
        detail_type_code: 'H',
        location_name: 'Opéra de Lyon',
        StartDateTime: at('2026-11-24', '19:30:00', 'Europe/Paris'),
        Address: { city: 'Lyon', country: 'France' },
      },
    });
    expect(fact('Type')).toBe('Theater');
    expect(fact('Starts')).toBe('Nov 24, 2026, 7:30 PM GMT+1');
    expect(fact('Address')).toBe('Lyon, France');
    expect(screen.queryByText('Ends', { selector: 'dt' })).toBeNull();
  });

  it('shows a map with its date and address', async () => {
    await open('/trips/t1/map/m1', {
      MapObject: {
        uuid: 'm1',
        trip_uuid: 't1',
        display_name: 'Old town',
        DateTime: at('2026-11-22', '14:00:00', 'Europe/Paris'),
        Address: { address: 'Vieux Lyon' },
      },
    });
    expect(screen.getByText('Map')).toBeTruthy();
    expect(fact('Date and time')).toBe('Nov 22, 2026, 2:00 PM GMT+1');
    expect(fact('Address')).toBe('Vieux Lyon');
  });

  it('shows directions, a date without a time without any zone', async () => {
    await open('/trips/t1/direction/d1', {
      DirectionsObject: {
        uuid: 'd1',
        trip_uuid: 't1',
        display_name: 'To the hotel',
        detail_type_code: 'W',
        DateTime: { date: '2026-11-21', timezone: 'Europe/Paris' },
        StartAddress: { address: 'Lyon Part-Dieu' },
        EndAddress: { address: '20 Quai Gailleton, Lyon' },
      },
    });
    expect(fact('Travel mode')).toBe('Walking');
    expect(fact('Date and time')).toBe('Nov 21, 2026');
    expect(fact('From')).toBe('Lyon Part-Dieu');
    expect(fact('To')).toBe('20 Quai Gailleton, Lyon');
  });

  it('shows a parking overview with drop-off and pick-up, and its booking info as a sub-page', async () => {
    await open('/trips/t1/parking/p1', {
      ParkingObject: {
        uuid: 'p1',
        trip_uuid: 't1',
        display_name: 'Airport parking',
        location_name: 'P5 Eco',
        valet_ticket_num: 'V-338',
        StartDateTime: at('2026-11-25', '05:30:00', 'Europe/Paris'),
        EndDateTime: at('2026-11-29', '22:00:00', 'Europe/Paris'),
        total_cost: '€54.00',
      },
    });
    expect(fact('Drop-off')).toBe('Nov 25, 2026, 5:30 AM GMT+1');
    expect(fact('Pick-up')).toBe('Nov 29, 2026, 10:00 PM GMT+1');
    expect(fact('Valet ticket number')).toBe('V-338');
    const tabs = within(screen.getByRole('navigation', { name: 'Plan sections' })).getAllByRole('link');
    expect(tabs.map((a) => a.textContent)).toEqual(['Overview', 'Booking Info']);
    expect(screen.queryByText('€54.00')).toBeNull();
  });

  it('says a sub-page has nothing to show when the URL opens an empty one', async () => {
    const plans = fakePlanService(planFrom({ ParkingObject: { uuid: 'p1', trip_uuid: 't1', display_name: 'Airport parking' } }));
    await renderPlanView({ path: '/trips/t1/parking/p1/notes', plans, trips: tripAs('viewer') });
    await screen.findByRole('heading', { level: 1, name: 'Airport parking' });
    expect(within(screen.getByRole('region', { name: 'Notes' })).getByText('There is nothing to show here yet.')).toBeTruthy();
  });
});
