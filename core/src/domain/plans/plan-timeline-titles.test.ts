import { describe, expect, it } from 'vitest';
import { planTitle } from './plan-timeline-titles.js';
import { grandHotel, osloCopenhagenNewark, plan } from './plan-timeline-fixtures.test.js';

describe('plan title', () => {
  it('is the display name when there is one', () => {
    expect(planTitle(plan({ LodgingObject: { display_name: '  Hotel in Oslo ', supplier_name: 'Grand Hotel' } }))).toBe('Hotel in Oslo');
  });
  it('falls back to the flight and its airports for a one-segment flight', () => {
    const p = plan({
      AirObject: { Segment: [{ marketing_airline_code: 'SK', marketing_flight_number: '4035', start_airport_code: 'OSL', end_airport_code: 'CPH' }] },
    });
    expect(planTitle(p)).toBe('SK 4035 OSL → CPH');
  });
  it('uses the operating flight when there is no marketing one', () => {
    const p = plan({
      AirObject: { Segment: [{ operating_airline_code: 'BA', operating_flight_number: '763', start_airport_code: 'OSL', end_airport_code: 'LHR' }] },
    });
    expect(planTitle(p)).toBe('BA 763 OSL → LHR');
  });
  it('is the route through every stop for several segments', () => {
    expect(planTitle(osloCopenhagenNewark)).toBe('OSL → CPH → EWR');
  });
  it('names lodging by its supplier, then its address', () => {
    expect(planTitle(grandHotel)).toBe('Grand Hotel');
    expect(planTitle(plan({ LodgingObject: { Address: { city: 'Oslo', country: 'NO' } } }))).toBe('Oslo, NO');
  });
  it('names the other types by what best names them', () => {
    expect(
      planTitle(plan({ RailObject: { Segment: [{ carrier_name: 'Vy', train_number: '601', start_station_name: 'Oslo S', end_station_name: 'Bergen' }] } })),
    ).toBe('Vy 601 Oslo S → Bergen');
    expect(planTitle(plan({ TransportObject: { Segment: [{ carrier_name: 'Color Line', start_location_name: 'Oslo', end_location_name: 'Kiel' }] } }))).toBe(
      'Color Line Oslo → Kiel',
    );
    expect(planTitle(plan({ CruiseObject: { ship_name: 'Nordnorge', supplier_name: 'Hurtigruten' } }))).toBe('Nordnorge');
    expect(planTitle(plan({ CarObject: { supplier_name: 'Hertz' } }))).toBe('Hertz');
    expect(planTitle(plan({ ParkingObject: { location_name: 'OSL P10', supplier_name: 'Avinor' } }))).toBe('OSL P10');
    expect(planTitle(plan({ RestaurantObject: { supplier_name: 'Maaemo' } }))).toBe('Maaemo');
    expect(planTitle(plan({ ActivityObject: { location_name: 'Oslo Opera House' } }))).toBe('Oslo Opera House');
    expect(planTitle(plan({ NoteObject: { text: '\n Bring passport \nand tickets' } }))).toBe('Bring passport');
    expect(planTitle(plan({ MapObject: { Address: { address: 'Bygdøy, Oslo' } } }))).toBe('Bygdøy, Oslo');
    expect(planTitle(plan({ DirectionsObject: { StartAddress: { city: 'Oslo' }, EndAddress: { city: 'Bergen' } } }))).toBe('Oslo → Bergen');
  });
  it('is empty when nothing names the plan', () => {
    expect(planTitle(plan({ NoteObject: {} }))).toBe('');
  });
});
