import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainSpaces } from '@waybook/core/testing';
import TripPrintPage from './trip-print-page.js';
import { emptyObjects, fakeTripService, http, renderTripScreen, sampleDetails, sampleTrip } from '../../shared/testing/trip-summary-test-kit.js';

const objects = {
  ...emptyObjects,
  LodgingObject: [
    {
      uuid: 'r1',
      display_name: 'Hôtel des Célestins',
      notes: 'Late check-in arranged',
      supplier_conf_num: 'CEL-42',
      room_type: 'Suite',
      number_rooms: '1',
      StartDateTime: { date: '2026-11-21', time: '15:00:00' },
      EndDateTime: { date: '2026-11-28', time: '11:00:00' },
    },
  ],
  MapObject: [{ uuid: 'm1', display_name: 'Old town map' }],
  DirectionsObject: [{ uuid: 'd1', display_name: 'Station to hotel' }],
};

async function open(role: 'owner' | 'viewer' = 'owner') {
  const trips = fakeTripService(sampleDetails(sampleTrip(role), { objects, pending: [{ emailAddress: 'new@example.com', type: 'viewer' }] }));
  const rendered = await renderTripScreen(<TripPrintPage />, trips, { path: '/trips/t1/print', routePath: '/trips/:tripUuid/print' });
  await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
  return { trips, ...rendered };
}

const sheet = () => screen.getByRole('article', { name: 'Lyon getaway' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TripPrintPage', () => {
  it('prints the trip: name, dates, destination, description, participants and plans', async () => {
    const { trips } = await open();
    expect(trips.details).toHaveBeenCalledWith('t1');
    const page = sheet();
    expect(within(page).getByText('21/11/2026 – 28/11/2026')).toBeTruthy();
    expect(within(page).getByText('Lyon, France')).toBeTruthy();
    expect(within(page).getByText(/Food, museums/)).toBeTruthy();
    const people = within(within(page).getByRole('region', { name: 'Participants' })).getAllByRole('listitem');
    expect(people.map((p) => p.textContent)).toEqual(['Ada Lovelace (you)Owner, traveling', 'Émile DurandCan edit and is traveling', 'Zoe ZhangCan view']);
    const plans = within(page).getByRole('region', { name: 'Plans' });
    expect(
      within(plans)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sat, 21 Nov 2026', 'Sat, 28 Nov 2026', 'Undated']);
    expect(plainSpaces(within(within(plans).getByRole('region', { name: 'Sat, 21 Nov 2026' })).getByRole('listitem').textContent ?? '')).toBe(
      'Past 3:00 pmCheck-inHôtel des Célestins',
    );
    expect(plainSpaces(within(within(plans).getByRole('region', { name: 'Sat, 28 Nov 2026' })).getByRole('listitem').textContent ?? '')).toBe(
      '11:00 amCheck-outHôtel des Célestins',
    );
    expect(within(plans).getByText('Old town map')).toBeTruthy();
    expect(within(plans).getByText('Station to hotel')).toBeTruthy();
    // Without "Show all details": no summary, confirmation number or notes.
    expect(within(page).queryByText('Suite · 1 room')).toBeNull();
    expect(within(page).queryByText('Notes: Late check-in arranged')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to trip' }).getAttribute('href')).toBe('/trips/t1');
  });

  it('leaves out maps and directions when asked', async () => {
    const user = userEvent.setup();
    await open();
    const option = screen.getByRole('checkbox', { name: 'Hide maps and directions' });
    expect((option as HTMLInputElement).checked).toBe(false);
    await user.click(option);
    expect(within(sheet()).queryByText('Old town map')).toBeNull();
    expect(within(sheet()).queryByText('Station to hotel')).toBeNull();
    expect(within(sheet()).queryByRole('heading', { name: 'Undated' })).toBeNull();
    expect(within(sheet()).getAllByRole('link', { name: 'Hôtel des Célestins' })).toHaveLength(2);
    await user.click(option);
    expect(within(sheet()).getByText('Station to hotel')).toBeTruthy();
  });

  it('shows every detail when asked: statuses, addresses, pending invitations, plan summaries, confirmation numbers and notes', async () => {
    const user = userEvent.setup();
    await open();
    expect(within(sheet()).queryByText('ada@example.com')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show all details' }));
    const page = sheet();
    expect(within(page).getByText('Conflict')).toBeTruthy();
    expect(within(page).getByText('ada@example.com')).toBeTruthy();
    expect(within(page).getByText('new@example.com')).toBeTruthy();
    const checkIn = within(within(page).getByRole('region', { name: 'Sat, 21 Nov 2026' })).getByRole('listitem');
    expect(plainSpaces(checkIn.textContent ?? '')).toBe(
      'Past 3:00 pmCheck-inHôtel des CélestinsSuite · 1 roomConfirmation: CEL-42Notes: Late check-in arranged',
    );
    // The booking's details print once, with the plan's first event.
    const checkOut = within(within(page).getByRole('region', { name: 'Sat, 28 Nov 2026' })).getByRole('listitem');
    expect(plainSpaces(checkOut.textContent ?? '')).toBe('11:00 amCheck-outHôtel des CélestinsSuite · 1 room');
  });

  it('opens the browser print dialog from the Print button', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await open();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does not print the participants for a viewer', async () => {
    await open('viewer');
    expect(within(sheet()).queryByRole('region', { name: 'Participants' })).toBeNull();
    expect(within(sheet()).getByRole('region', { name: 'Plans' })).toBeTruthy();
  });

  it('shows the not-found state for a missing trip', async () => {
    await renderTripScreen(<TripPrintPage />, fakeTripService(http(404)), { path: '/trips/t1/print', routePath: '/trips/:tripUuid/print' });
    expect(await screen.findByText('Trip not found')).toBeTruthy();
  });
});
