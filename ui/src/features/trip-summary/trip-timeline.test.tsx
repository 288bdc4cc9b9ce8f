import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMELINE_EVENT_KINDS } from '@waybook/core';
import { plainSpaces } from '@waybook/core/testing';
import { LOCALES } from '../../i18n/messages.js';
import { sampleProfile } from '../../shared/testing/account-test-harness.js';
import TripSummaryPage from './trip-summary-page.js';
import { emptyObjects, fakeTripService, renderTripScreen, sampleDetails, sampleTrip } from '../../shared/testing/trip-summary-test-kit.js';

// Today is 22 November 2026 (the kit's). Oslo to Newark through Copenhagen on the 21st, a night in
// New York, the overnight flight to London on the 22nd (already the 23rd in UTC), dinner in London.
const at = (date: string, time: string, timezone: string) => ({ date, time, timezone });

const objects = {
  ...emptyObjects,
  AirObject: [
    {
      uuid: 'a1',
      display_name: '',
      Segment: [
        {
          uuid: 's1',
          marketing_airline_code: 'SK',
          marketing_flight_number: '1467',
          start_airport_code: 'OSL',
          start_airport_name: 'Oslo Gardermoen',
          end_airport_code: 'CPH',
          end_city_name: 'Copenhagen',
          service_class: 'Economy',
          seats: '12A',
          StartDateTime: at('2026-11-21', '07:00:00', 'Europe/Oslo'),
          EndDateTime: at('2026-11-21', '08:10:00', 'Europe/Copenhagen'),
        },
        {
          uuid: 's2',
          marketing_airline_code: 'SK',
          marketing_flight_number: '909',
          start_airport_code: 'CPH',
          end_airport_code: 'EWR',
          is_international: 'true',
          StartDateTime: at('2026-11-21', '09:35:00', 'Europe/Copenhagen'),
          EndDateTime: at('2026-11-21', '12:05:00', 'America/New_York'),
        },
      ],
    },
    {
      uuid: 'a2',
      display_name: 'Home via London',
      Segment: [
        {
          uuid: 's3',
          marketing_airline_code: 'BA',
          marketing_flight_number: '184',
          start_airport_code: 'EWR',
          end_airport_code: 'LHR',
          StartDateTime: at('2026-11-22', '22:00:00', 'America/New_York'),
          EndDateTime: at('2026-11-23', '10:00:00', 'Europe/London'),
        },
      ],
    },
  ],
  LodgingObject: [
    {
      uuid: 'h1',
      display_name: 'The Jane',
      room_type: 'Captain’s cabin',
      number_rooms: '1',
      number_guests: '2',
      StartDateTime: at('2026-11-21', '15:00:00', 'America/New_York'),
      EndDateTime: at('2026-11-22', '11:00:00', 'America/New_York'),
      Address: { address: '113 Jane St, New York' },
    },
  ],
  RestaurantObject: [{ uuid: 'r1', display_name: 'Dishoom', number_patrons: '4', DateTime: at('2026-11-23', '19:30:00', 'Europe/London') }],
  NoteObject: [{ uuid: 'n1', text: 'Ask about the lounge' }],
};

async function open(role: 'owner' | 'viewer' = 'owner') {
  const trips = fakeTripService(sampleDetails(sampleTrip(role), { objects }));
  const rendered = await renderTripScreen(<TripSummaryPage />, trips);
  await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
  return { trips, ...rendered };
}

const day = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) =>
  within(day(name))
    .getAllByRole('listitem')
    .map((li) => plainSpaces(li.textContent ?? ''));

describe('Trip summary timeline', () => {
  it('groups the events by their own local day, days in order and the undated ones last', async () => {
    await open();
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(
      within(plans)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sat, 21 Nov 2026', 'Sun, 22 Nov 2026', 'Mon, 23 Nov 2026', 'Undated']);
    // The London flight leaves at 22:00 in New York, 03:00 UTC on the 23rd: it belongs to the 22nd.
    expect(within(day('Sun, 22 Nov 2026')).getByRole('link', { name: 'Home via London' })).toBeTruthy();
    expect(within(day('Mon, 23 Nov 2026')).queryByRole('link', { name: 'Home via London' })).toBeNull();
    expect(rows('Sun, 22 Nov 2026')).toEqual([
      '11:00 amCheck-outThe Jane113 Jane St, New YorkCaptain’s cabin · 1 room · 2 guests',
      '22 Nov, 10:00 pm – 23 Nov, 10:00 amGMT-5 → GMT+0FlightHome via LondonEWR',
    ]);
    expect(rows('Mon, 23 Nov 2026')).toEqual(['7:30 pmRestaurantDishoomTable for 4']);
    expect(rows('Undated')).toEqual(['NoteAsk about the lounge']);
  });

  it('shows each event in its local time with its kind, place and summary, linking to its plan page', async () => {
    await open();
    const first = within(day('Sat, 21 Nov 2026'));
    expect(rows('Sat, 21 Nov 2026')).toEqual([
      'Past 7:00 – 8:10 amGMT+1FlightSK 1467 OSL → CPHOslo Gardermoen (OSL)Economy · Seat 12A',
      'Layover in CPH: 1 hr 25 min',
      'Past 9:35 am – 12:05 pmGMT+1 → GMT-5FlightSK 909 CPH → EWRCPH',
      'Past 3:00 pmCheck-inThe Jane113 Jane St, New YorkCaptain’s cabin · 1 room · 2 guests',
    ]);
    expect(first.getByRole('link', { name: 'SK 1467 OSL → CPH' }).getAttribute('href')).toBe('/trips/t1/flights/s1');
    expect(first.getByRole('link', { name: 'SK 909 CPH → EWR' }).getAttribute('href')).toBe('/trips/t1/flights/s2');
    expect(first.getByRole('link', { name: 'The Jane' }).getAttribute('href')).toBe('/trips/t1/lodging/h1');
    expect(within(day('Undated')).getByRole('link', { name: 'Ask about the lounge' }).getAttribute('href')).toBe('/trips/t1/note/n1');
  });

  it('styles and announces the events that ended before today as past, and no others', async () => {
    await open();
    const pastRows = (name: string) =>
      within(day(name))
        .getAllByRole('listitem')
        .map((li) => li.className.includes('--past'));
    expect(pastRows('Sat, 21 Nov 2026')).toEqual([true, true, true, true]);
    // Today's check-out and tonight's flight are not past yet; neither are tomorrow and the undated note.
    expect(pastRows('Sun, 22 Nov 2026')).toEqual([false, false]);
    expect(pastRows('Mon, 23 Nov 2026')).toEqual([false]);
    expect(pastRows('Undated')).toEqual([false]);
    expect(within(day('Sun, 22 Nov 2026')).queryByText('Past')).toBeNull();
  });

  it('uses the 24-hour clock and the interface language when the profile asks for them', async () => {
    const trips = fakeTripService(sampleDetails(sampleTrip('owner'), { objects }));
    await renderTripScreen(<TripSummaryPage />, trips, { locale: 'fr-FR', profile: sampleProfile({ hourClock: 2, dateEndianFormat: 'L' }) });
    await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
    const region = screen.getByRole('region', { name: 'sam. 21 nov. 2026' });
    expect(plainSpaces(within(region).getAllByRole('listitem')[1]?.textContent ?? '')).toBe('Escale à CPH : 1 h 25 min');
    expect(plainSpaces(within(region).getAllByRole('listitem')[0]?.textContent ?? '')).toBe(
      'Passé 07:00 – 08:10UTC+1VolSK 1467 OSL → CPHOslo Gardermoen (OSL)Economy · Place 12A',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Sans date' })).toBeTruthy();
  });

  it('gives editors a menu per flight leg and per other plan, and viewers none', async () => {
    const user = userEvent.setup();
    await open('owner');
    const menus = screen.getAllByRole('button', { name: /^Actions for / });
    // Each leg of the two-leg flight has its own; the two-event lodging has one.
    expect(menus.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Actions for SK 1467 OSL → CPH',
      'Actions for SK 909 CPH → EWR',
      'Actions for The Jane',
      'Actions for Home via London',
      'Actions for Dishoom',
      'Actions for Ask about the lounge',
    ]);
    await user.click(menus[2]!);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Move to trip', 'Copy to trip']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to trip' }));
    expect(await screen.findByRole('dialog', { name: 'Move plan' })).toBeTruthy();
    expect(screen.getByText('Choose the trip to move “The Jane” to.')).toBeTruthy();
  });

  it('offers no plan actions to a viewer', async () => {
    await open('viewer');
    expect(screen.getAllByRole('link', { name: 'The Jane' })).toHaveLength(2);
    expect(screen.queryAllByRole('button', { name: /^Actions for / })).toEqual([]);
  });

  it('opens the trip the plan was copied into, and reads this trip again after a copy into it', async () => {
    const user = userEvent.setup();
    const details = sampleDetails(sampleTrip('owner'), { objects });
    const trips = fakeTripService(details, [{ trips: [details.trip], profiles: [], maxPage: 1 }]);
    const { plans } = await renderTripScreen(<TripSummaryPage />, trips);
    await user.click(await screen.findByRole('button', { name: 'Actions for Dishoom' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Copy to trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy plan' });
    await user.click(await within(dialog).findByRole('radio', { name: /Lyon getaway \(this trip\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy plan' }));
    expect(plans.copy).toHaveBeenCalledWith('restaurant', 'r1', 't1');
    expect(await screen.findByText('A copy of “Dishoom” was added to “Lyon getaway”')).toBeTruthy();
    await waitFor(() => expect(trips.details).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('location').textContent).toBe('/trips/t1');
  });
});

describe('Trip summary timeline layout', () => {
  it('puts every row on one grid: a time cell, an icon of its plan type, then what happens', async () => {
    const { container } = await open();
    const rowsOf = [...container.querySelectorAll('.wb-timeline__row:not(.wb-timeline__layover)')];
    expect(rowsOf).toHaveLength(7);
    // The title always comes third, after a time cell (empty when undated) and the icon: one column of titles.
    for (const row of rowsOf) {
      const cells = [...row.children].map((c) => c.className.split(' ')[0]).filter((c) => c !== 'wb-visually-hidden');
      expect(cells.slice(0, 3)).toEqual(['wb-timeline__time', 'wb-timeline__icon', 'wb-timeline__body']);
    }
  });

  it('shows one icon per plan type, hidden from screen readers, the kind being in the text', async () => {
    const { container } = await open();
    const icons = [...container.querySelectorAll('.wb-timeline__row svg.wb-plan-icon')];
    expect(icons.every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
    const types = icons.map((svg) => [...svg.classList].find((c) => c.startsWith('wb-plan-icon--')));
    expect(types).toEqual([
      'wb-plan-icon--air',
      'wb-plan-icon--layover',
      'wb-plan-icon--air',
      'wb-plan-icon--lodging',
      'wb-plan-icon--lodging',
      'wb-plan-icon--air',
      'wb-plan-icon--restaurant',
      'wb-plan-icon--note',
    ]);
    expect(within(day('Sun, 22 Nov 2026')).getByText('Check-out')).toBeTruthy();
  });

  it('puts a layover between the legs it joins, even when another plan happens during it', async () => {
    const withCoffee = { ...objects, NoteObject: [{ uuid: 'n2', text: 'Coffee at the gate', DateTime: at('2026-11-21', '08:30:00', 'Europe/Copenhagen') }] };
    await renderTripScreen(<TripSummaryPage />, fakeTripService(sampleDetails(sampleTrip('owner'), { objects: withCoffee })));
    await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
    const titles = within(day('Sat, 21 Nov 2026'))
      .getAllByRole('listitem')
      .map((li) => (li.classList.contains('wb-timeline__layover') ? 'layover' : (li.querySelector('.wb-timeline__title')?.textContent ?? '')));
    expect(titles).toEqual(['SK 1467 OSL → CPH', 'layover', 'SK 909 CPH → EWR', 'Coffee at the gate', 'The Jane']);
  });

  it('marks today during the trip, and not before it starts', async () => {
    await open();
    const today = screen.getByRole('heading', { level: 3, name: 'Sun, 22 Nov 2026' });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(within(day('Sun, 22 Nov 2026')).getByText('Today')).toBeTruthy();
    expect(screen.getAllByText('Today')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Sat, 21 Nov 2026' }).hasAttribute('aria-current')).toBe(false);
  });

  it('says so on a day of the trip without plans, and shows no marker before the trip', async () => {
    const later = { ...emptyObjects, RestaurantObject: [{ uuid: 'r1', display_name: 'Dishoom', DateTime: at('2026-11-25', '19:30:00', 'Europe/London') }] };
    const { unmount } = await renderTripScreen(<TripSummaryPage />, fakeTripService(sampleDetails(sampleTrip('owner'), { objects: later })));
    await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
    expect(screen.getByText('Sun, 22 Nov 2026: nothing planned')).toBeTruthy();
    unmount();
    const notYet = sampleTrip('owner', { startDate: '2026-11-24', endDate: '2026-11-28' });
    await renderTripScreen(<TripSummaryPage />, fakeTripService(sampleDetails(notYet, { objects: later })));
    await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
    expect(screen.queryByText('Today')).toBeNull();
    expect(screen.queryByText(/nothing planned/)).toBeNull();
  });
});

describe('Timeline catalogue', () => {
  it('names every core event kind in every language', async () => {
    for (const locale of LOCALES) {
      const messages = (await import(`../../i18n/tripSummary/${locale}.ts`)) as { default: { timeline: { kinds: Record<string, string> } } };
      expect(Object.keys(messages.default.timeline.kinds).sort(), locale).toEqual([...TIMELINE_EVENT_KINDS].sort());
    }
  });
});
