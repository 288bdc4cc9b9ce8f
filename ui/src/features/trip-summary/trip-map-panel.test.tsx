import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import TripSummaryPage from './trip-summary-page.js';
import { TOKENS } from '../../di/tokens.js';
import { emptyObjects, fakeAirportLookup, fakeTripService, renderTripScreen, sampleDetails, sampleTrip } from '../../shared/testing/trip-summary-test-kit.js';

const at = (date: string, time: string, timezone: string) => ({ date, time, timezone });
const HOTEL = { address: '20 Rue du Colonel Chambonnet, Lyon', latitude: 45.7578, longitude: 4.832 };

// Lyon by way of Oslo and Copenhagen: a two-leg flight, a hotel, a dinner at the hotel, a museum
// and a note without a place.
const objects = {
  ...emptyObjects,
  AirObject: [
    {
      uuid: 'a1',
      Segment: [
        {
          uuid: 's1',
          start_airport_code: 'OSL',
          end_airport_code: 'CPH',
          start_city_name: 'Oslo',
          end_city_name: 'Copenhagen',
          StartDateTime: at('2026-11-21', '07:00:00', 'Europe/Oslo'),
        },
        {
          uuid: 's2',
          start_airport_code: 'CPH',
          end_airport_code: 'LYS',
          start_city_name: 'Copenhagen',
          end_city_name: 'Lyon',
          StartDateTime: at('2026-11-21', '09:30:00', 'Europe/Copenhagen'),
        },
      ],
    },
  ],
  LodgingObject: [{ uuid: 'h1', display_name: 'Hôtel des Célestins', Address: HOTEL, StartDateTime: at('2026-11-21', '15:00:00', 'Europe/Paris') }],
  RestaurantObject: [{ uuid: 'r1', display_name: 'Dinner', Address: HOTEL, DateTime: at('2026-11-22', '20:00:00', 'Europe/Paris') }],
  ActivityObject: [
    {
      uuid: 'm1',
      location_name: 'Musée des Confluences',
      Address: { latitude: 45.7326, longitude: 4.8181 },
      StartDateTime: at('2026-11-23', '10:00:00', 'Europe/Paris'),
    },
  ],
  NoteObject: [{ uuid: 'n1', text: 'Buy a scarf', DateTime: { date: '2026-11-24' } }],
};

async function openMap(objectsShown: typeof emptyObjects, locale: 'en-US' | 'fr-FR' = 'en-US') {
  const airports = fakeAirportLookup();
  const trips = fakeTripService(sampleDetails(sampleTrip('owner'), { objects: objectsShown }));
  const rendered = await renderTripScreen(<TripSummaryPage />, trips, { locale, bind: (c) => c.bind(TOKENS.lookupSearch).toConstantValue(airports as never) });
  await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
  return { airports, ...rendered };
}

describe('TripMapPanel', () => {
  it('draws the trip’s places as numbered markers on one named image, and lists them in order', async () => {
    const { airports } = await openMap(objects);
    const side = screen.getByRole('complementary', { name: 'About this trip' });
    const region = within(side).getByRole('region', { name: 'Map' });
    const map = await within(region).findByRole('img', { name: 'Map of the trip’s places' });
    expect(map.tagName.toLowerCase()).toBe('svg');
    const list = within(region).getByRole('list', { name: 'Places on the map' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1Oslo (OSL) Flight',
      '2Copenhagen (CPH) Flight',
      '3Lyon (LYS) Flight',
      '4Hôtel des Célestins Lodging and Restaurant',
      '5Musée des Confluences Activity',
    ]);
    expect(airports.airports.mock.calls.map(([code]) => code).sort()).toEqual(['CPH', 'LYS', 'OSL']);
    // Two flight legs as great-circle paths; the airports and the hotel each a badge (the hotel and
    // the museum, a few hundred metres apart, share one).
    expect(map.querySelectorAll('.wb-trip-map__leg--flight')).toHaveLength(2);
    expect([...map.querySelectorAll('.wb-trip-map__number')].map((n) => n.textContent)).toEqual(['1', '2', '3–5']);
    expect(map.querySelector('.wb-trip-map__land')?.getAttribute('d')).toMatch(/^M/);
  });

  it('says so, without an empty box, when no plan has a place', async () => {
    const { container } = await openMap({ ...emptyObjects, NoteObject: objects.NoteObject });
    const region = screen.getByRole('region', { name: 'Map' });
    expect(within(region).getByText('No places to show yet. Plans with an address or an airport will appear on the map.')).toBeTruthy();
    expect(within(region).queryByRole('img')).toBeNull();
    expect(container.querySelector('.wb-trip-map__frame')).toBeNull();
  });

  it('shows the places it can when the airport data does not know an airport, named by the data’s city', async () => {
    const unknown = { ...emptyObjects, AirObject: [{ uuid: 'a2', Segment: [{ uuid: 'x', start_airport_code: 'ZZZ', end_airport_code: 'LYS' }] }] };
    await openMap(unknown);
    const list = await screen.findByRole('list', { name: 'Places on the map' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Lyon (LYS) Flight']);
  });

  it('speaks the interface language', async () => {
    await openMap(objects, 'fr-FR');
    const region = screen.getByRole('region', { name: 'Carte' });
    expect(await within(region).findByRole('img', { name: 'Carte des lieux du voyage' })).toBeTruthy();
    expect(within(within(region).getByRole('list', { name: 'Lieux sur la carte' })).getAllByRole('listitem')[3]?.textContent).toBe(
      '4Hôtel des Célestins Hébergement et Restaurant',
    );
  });
});
