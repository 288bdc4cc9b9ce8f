import { describe, expect, it } from 'vitest';
import { FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE, planFromWire } from '../../testing/plan-wire-fixtures.js';
import { redactPlanForViewer, SENSITIVE_BOOKING_FIELDS, VIEWER_HIDDEN_FIELDS } from './plan-privacy.js';
import type { Plan } from './types/plan.js';

const plan = planFromWire;

// Part 2 section 6: "Viewers of Inner Circle with edit rights see costs, confirmation numbers,
// documents and participants" - everyone else who only views a trip does not.
describe('redact plan for viewer', () => {
  const lodging = plan({
    LodgingObject: {
      ...FULL_COMMON_WIRE,
      StartDateTime: FULL_DATE_TIME_WIRE,
      EndDateTime: FULL_DATE_TIME_WIRE,
      Address: { city: 'Oslo' },
      Guest: [FULL_TRAVELER_WIRE],
      room_type: 'Suite',
      number_rooms: '1',
      number_guests: '2',
    },
  });

  it('leaves out costs and confirmation numbers, keeps the rest of the booking', () => {
    const { booking } = redactPlanForViewer(lodging);
    expect(booking).toMatchObject({
      totalCost: '',
      bookingRate: '',
      bookingSiteConfirmationNumber: '',
      supplierConfirmationNumber: '',
      recordLocator: '',
      supplierName: 'Grand Hotel',
      bookingSiteName: 'Expedia',
      supplierPhone: '+47 1',
      isPurchased: true,
    });
    expect(booking.agency).toEqual({ ...lodging.booking.agency, confirmationNumber: '' });
    for (const field of SENSITIVE_BOOKING_FIELDS) expect(lodging.booking[field]).not.toBe('');
  });

  it('leaves out the guests but keeps dates, place, room type and counts', () => {
    const seen = redactPlanForViewer(lodging);
    expect(seen).toEqual({
      ...lodging,
      booking: seen.booking,
      guests: [],
    });
    expect(seen.type === 'lodging' && [seen.roomType, seen.numberGuests]).toEqual(['Suite', '2']);
  });

  it('empties every kind of traveler list', () => {
    const travelers = [FULL_TRAVELER_WIRE];
    const lists: readonly [string, string, string][] = [
      ['AirObject', 'Traveler', 'travelers'],
      ['RailObject', 'Traveler', 'travelers'],
      ['TransportObject', 'Traveler', 'travelers'],
      ['CruiseObject', 'Traveler', 'travelers'],
      ['CarObject', 'Driver', 'drivers'],
      ['RestaurantObject', 'Attendee', 'attendees'],
      ['ActivityObject', 'Participant', 'participants'],
    ];
    for (const [key, wireList, field] of lists) {
      const original = plan({ [key]: { [wireList]: travelers } }) as unknown as Record<string, unknown>;
      expect(original[field]).toHaveLength(1);
      expect((redactPlanForViewer(original as unknown as Plan) as unknown as Record<string, unknown>)[field]).toEqual([]);
    }
  });

  it('leaves out the confirmation number of rail and transport segments and the valet ticket', () => {
    const rail = redactPlanForViewer(plan({ RailObject: { Segment: [{ confirmation_num: 'VY1', seats: '41' }] } }));
    expect(rail.type === 'rail' && rail.segments[0]).toMatchObject({ confirmationNumber: '', seats: '41' });
    const ferry = redactPlanForViewer(plan({ TransportObject: { Segment: [{ confirmation_num: 'CL1', carrier_name: 'Color Line' }] } }));
    expect(ferry.type === 'transport' && ferry.segments[0]).toMatchObject({ confirmationNumber: '', carrierName: 'Color Line' });
    const parking = redactPlanForViewer(plan({ ParkingObject: { valet_ticket_num: 'V42', location_name: 'P10' } }));
    expect(parking.type === 'parking' && [parking.valetTicketNumber, parking.locationName]).toEqual(['', 'P10']);
  });

  it("leaves out a car rental's mileage charges (a cost) and its drivers, keeps the car", () => {
    const car = plan({ CarObject: { mileage_charges: 'EUR 0.25 / km', car_type: 'Compact', Driver: [FULL_TRAVELER_WIRE] } });
    expect(car.type === 'car' && car.mileageCharges).toBe('EUR 0.25 / km');
    const seen = redactPlanForViewer(car);
    expect(seen).toEqual({ ...car, booking: seen.booking, mileageCharges: '', drivers: [] });
  });

  it('lists, per plan type, the money, confirmation numbers and people it hides', () => {
    expect(VIEWER_HIDDEN_FIELDS.car).toEqual({ text: ['mileageCharges'], people: ['drivers'], segmentText: [] });
    expect(VIEWER_HIDDEN_FIELDS.parking.text).toEqual(['valetTicketNumber']);
    expect(VIEWER_HIDDEN_FIELDS.rail.segmentText).toEqual(['confirmationNumber']);
    expect(VIEWER_HIDDEN_FIELDS.transport.segmentText).toEqual(['confirmationNumber']);
    expect(VIEWER_HIDDEN_FIELDS.note).toEqual({ text: [], people: [], segmentText: [] });
  });

  it('keeps a flight segment as it is (airline, airports, times, seats)', () => {
    const flight = plan({
      AirObject: { record_locator: 'ABC123', Segment: [{ marketing_flight_number: '4035', seats: '31F', StartDateTime: FULL_DATE_TIME_WIRE }] },
    });
    const seen = redactPlanForViewer(flight);
    expect(seen).toEqual({ ...flight, booking: { ...flight.booking, recordLocator: '' } });
  });
});
