import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_ADDRESS } from './plan-fields.js';
import { at, grandHotel, osloCopenhagenNewark, plan } from './plan-timeline-fixtures.test.js';
import { addressPoint, tripMapAirportCodes, tripMapPlaces, type GeoPoint } from './trip-map-places.js';

const AIRPORTS = new Map<string, GeoPoint>([
  ['OSL', { latitude: 60.19, longitude: 11.1 }],
  ['CPH', { latitude: 55.62, longitude: 12.65 }],
  ['EWR', { latitude: 40.69, longitude: -74.17 }],
]);
const OSLO_HOTEL = { address: 'Karl Johans gate 31, Oslo', latitude: 59.913, longitude: 10.739 };

const hotel = plan({
  LodgingObject: { uuid: 'h1', supplier_name: 'Grand Hotel', Address: OSLO_HOTEL, StartDateTime: at('2026-05-01', '15:00:00', 'Europe/Oslo') },
});
const dinner = plan({
  RestaurantObject: { uuid: 'r1', display_name: 'Dinner at the hotel', Address: OSLO_HOTEL, DateTime: at('2026-05-02', '19:00:00', 'Europe/Oslo') },
});
const museum = plan({
  ActivityObject: {
    uuid: 'm1',
    location_name: 'Munch',
    Address: { address: 'Edvard Munchs plass 1', latitude: 59.906, longitude: 10.755 },
    StartDateTime: at('2026-05-03', '10:00:00', 'Europe/Oslo'),
  },
});
const undatedNote = plan({ NoteObject: { uuid: 'n1', text: 'Buy a scarf', Address: { address: 'Paris', latitude: 48.857, longitude: 2.352 } } });

describe('tripMapPlaces', () => {
  it('numbers the places in time order whatever the plan order, the undated last', () => {
    const map = tripMapPlaces([undatedNote, osloCopenhagenNewark, museum, hotel], AIRPORTS);
    expect(map.places.map((p) => [p.number, p.name])).toEqual([
      [1, 'Grand Hotel'],
      [2, 'Munch'],
      [3, 'Oslo Gardermoen'],
      [4, 'Copenhagen'],
      [5, 'EWR'],
      [6, 'Buy a scarf'],
    ]);
    expect(map.places[2]).toMatchObject({ key: 'airport:OSL', airportCode: 'OSL', planTypes: ['air'], latitude: 60.19 });
  });

  it('gives a place visited by several plans once, with each plan', () => {
    const map = tripMapPlaces([hotel, dinner], AIRPORTS);
    expect(map.places).toHaveLength(1);
    expect(map.places[0]).toMatchObject({ name: 'Grand Hotel', planTypes: ['lodging', 'restaurant'], planUuids: ['h1', 'r1'] });
  });

  it('joins the legs of a flight by great circles from airport to airport, and the layover airport once', () => {
    const map = tripMapPlaces([osloCopenhagenNewark], AIRPORTS);
    expect(map.places.map((p) => p.key)).toEqual(['airport:OSL', 'airport:CPH', 'airport:EWR']);
    expect(map.legs).toEqual([
      { from: 'airport:OSL', to: 'airport:CPH', mode: 'flight' },
      { from: 'airport:CPH', to: 'airport:EWR', mode: 'flight' },
    ]);
  });

  it('names an airport by the reference data’s city when the segment names none', () => {
    const map = tripMapPlaces([osloCopenhagenNewark], new Map([['EWR', { latitude: 40.69, longitude: -74.17, city: 'Newark' }]]));
    expect(map.places.map((p) => p.name)).toEqual(['Newark']);
  });

  it('leaves out an airport the reference data does not know, with its legs', () => {
    const map = tripMapPlaces([osloCopenhagenNewark], new Map([['CPH', AIRPORTS.get('CPH')!]]));
    expect(map.places.map((p) => p.airportCode)).toEqual(['CPH']);
    expect(map.legs).toEqual([]);
  });

  it('keeps a return trip’s leg once', () => {
    const back = plan({
      RailObject: {
        uuid: 'rl',
        Segment: [
          {
            uuid: 'g1',
            start_station_name: 'Oslo S',
            StartStationAddress: { latitude: 59.91, longitude: 10.75 },
            EndStationAddress: { latitude: 60.39, longitude: 5.33 },
            end_station_name: 'Bergen',
          },
          {
            uuid: 'g2',
            start_station_name: 'Bergen',
            StartStationAddress: { latitude: 60.39, longitude: 5.33 },
            EndStationAddress: { latitude: 59.91, longitude: 10.75 },
          },
        ],
      },
    });
    const map = tripMapPlaces([back], AIRPORTS);
    expect(map.places.map((p) => p.name)).toEqual(['Oslo S', 'Bergen']);
    expect(map.legs).toEqual([{ from: 'at:59.9100,10.7500', to: 'at:60.3900,5.3300', mode: 'rail' }]);
  });

  it('puts an arrival without a date right after its departure', () => {
    const noArrivalTime = plan({
      AirObject: {
        uuid: 'a9',
        Segment: [{ uuid: 'x', start_airport_code: 'OSL', end_airport_code: 'EWR', StartDateTime: at('2026-05-02', '07:00:00', 'Europe/Oslo') }],
      },
    });
    const map = tripMapPlaces([noArrivalTime, museum], AIRPORTS);
    expect(map.places.map((p) => p.name)).toEqual(['OSL', 'EWR', 'Munch']);
  });

  it('shows nothing for plans without coordinates', () => {
    expect(tripMapPlaces([grandHotel, plan({ NoteObject: { uuid: 'n2', text: 'Pack' } })], AIRPORTS)).toEqual({ places: [], legs: [] });
  });
});

describe('addressPoint', () => {
  it('reads coordinates, and takes (0, 0) or a missing one for none', () => {
    expect(addressPoint({ ...EMPTY_PLAN_ADDRESS, latitude: 45.76, longitude: 4.84 })).toEqual({ latitude: 45.76, longitude: 4.84 });
    expect(addressPoint({ ...EMPTY_PLAN_ADDRESS, latitude: 0, longitude: 0 })).toBeNull();
    expect(addressPoint({ ...EMPTY_PLAN_ADDRESS, latitude: 45.76 })).toBeNull();
    expect(addressPoint({ ...EMPTY_PLAN_ADDRESS, latitude: 95, longitude: 4 })).toBeNull();
  });
});

describe('tripMapAirportCodes', () => {
  it('lists each flight airport once, upper case, in segment order', () => {
    expect(tripMapAirportCodes([hotel, osloCopenhagenNewark, osloCopenhagenNewark])).toEqual(['OSL', 'CPH', 'EWR']);
  });
});
