import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeTransport, transportToWire } from './transport-wire.js';

// Spec: "Transport segment: start and end date time, location address and name, carrier_name,
// number_passengers, confirmation_num, vehicle_description, transport type (detail_type_code:
// F ferry, G ground)." Travelers are "nested under Traveler (air, rail, cruise, transport)".
const FERRY = {
  uuid: 's1',
  StartDateTime: { ...FULL_DATE_TIME_WIRE, time: '14:00:00' },
  EndDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-02', time: '10:00:00', timezone: 'Europe/Berlin' },
  StartLocationAddress: FULL_ADDRESS_WIRE,
  start_location_name: 'Oslo ferry terminal',
  EndLocationAddress: { ...FULL_ADDRESS_WIRE, city: 'Kiel', country: 'DE', latitude: 54.32, longitude: 10.14 },
  end_location_name: 'Kiel Norwegenkai',
  carrier_name: 'Color Line',
  number_passengers: '2',
  confirmation_num: 'CL-77',
  vehicle_description: 'Car deck, one car',
  detail_type_code: 'F',
};
const SHUTTLE = {
  ...FERRY,
  uuid: 's2',
  StartDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-02', time: '11:00:00' },
  EndDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-02', time: '12:30:00' },
  start_location_name: 'Kiel Norwegenkai',
  end_location_name: 'Hamburg Airport',
  carrier_name: 'Kielius',
  confirmation_num: 'KI-1',
  vehicle_description: 'Coach',
  detail_type_code: 'G',
};
const WIRE = { ...FULL_COMMON_WIRE, Traveler: [FULL_TRAVELER_WIRE], Segment: [FERRY, SHUTTLE] };

describe('transport wire', () => {
  it('reads every field of a TransportObject with two segments', () => {
    const r = decodeTransport(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const [ferry, shuttle] = r.value.segments;
    expect(r.value.type).toBe('transport');
    expect(r.value.booking.supplierName).toBe('Grand Hotel');
    expect(r.value.travelers[0]?.ticketNumber).toBe('0161234567890');
    expect([ferry?.uuid, ferry?.startLocationName, ferry?.endLocationName, ferry?.endLocationAddress.country]).toEqual([
      's1',
      'Oslo ferry terminal',
      'Kiel Norwegenkai',
      'DE',
    ]);
    expect([ferry?.carrierName, ferry?.numberPassengers, ferry?.confirmationNumber, ferry?.vehicleDescription]).toEqual([
      'Color Line',
      '2',
      'CL-77',
      'Car deck, one car',
    ]);
    expect([ferry?.detailTypeCode, ferry?.endDateTime.timezone, ferry?.startLocationAddress.city]).toEqual(['F', 'Europe/Berlin', 'Oslo']);
    expect([shuttle?.uuid, shuttle?.detailTypeCode, shuttle?.endLocationName, shuttle?.startDateTime.time]).toEqual(['s2', 'G', 'Hamburg Airport', '11:00:00']);
  });
  it('writes back the same object', () => {
    const r = decodeTransport(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(transportToWire(r.value)))).toEqual(WIRE);
  });
  it('reads a passenger count sent as a number as text', () => {
    const r = decodeTransport({ Segment: [{ number_passengers: 3 }] });
    expect(r.ok && r.value.segments[0]?.numberPassengers).toBe('3');
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeTransport({ ...WIRE, supplier_name: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['supplier_name']);
  });
  it('refuses a transport type other than F or G, naming the segment and field', () => {
    const r = decodeTransport({ ...WIRE, Segment: [FERRY, { ...SHUTTLE, detail_type_code: 'C' }] });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['Segment.1.detail_type_code']);
  });
});
