// One valid plan of each of the twelve types (read from the wire, as a client would send it), for
// the validation tests, with a self-check that each is valid.
import { describe, expect, it } from 'vitest';
import type { PlanType } from '../plan-type.js';
import { planFromWire } from '../../../testing/plan-wire-fixtures.js';
import type { Plan } from '../types/plan.js';
import { validatePlan } from './validate-plan.js';

const at = (date: string, time = '', timezone = '') => ({ date, time, ...(timezone === '' ? {} : { timezone }) });
const place = (address: string) => ({ address, city: 'Copenhagen', country: 'DK' });
const flight = (code: string, from: string, to: string, dep: string, arr: string) => ({
  marketing_airline_code: 'SK',
  marketing_flight_number: code,
  start_airport_code: from,
  end_airport_code: to,
  StartDateTime: at('2026-12-03', dep),
  EndDateTime: at('2026-12-03', arr),
});

const WIRE: Readonly<Record<PlanType, object>> = {
  air: { AirObject: { Segment: [flight('1467', 'OSL', 'CPH', '07:00:00', '08:10:00'), flight('909', 'CPH', 'JFK', '10:05:00', '12:40:00')] } },
  lodging: {
    LodgingObject: {
      supplier_name: "Hotel d'Angleterre",
      StartDateTime: at('2026-12-03', '15:00:00'),
      EndDateTime: at('2026-12-06', '11:00:00'),
      Address: place('Kongens Nytorv 34'),
      number_rooms: '1',
      number_guests: '2',
      supplier_email_address: 'desk@dangleterre.example',
    },
  },
  car: { CarObject: { supplier_name: 'Hertz', StartDateTime: at('2026-12-06', '12:00:00'), EndDateTime: at('2026-12-09', '10:00:00') } },
  rail: {
    RailObject: {
      Segment: [
        {
          start_station_name: 'København H',
          end_station_name: 'Malmö C',
          StartDateTime: at('2026-12-09', '09:12:00'),
          EndDateTime: at('2026-12-09', '09:51:00'),
        },
        {
          start_station_name: 'Malmö C',
          end_station_name: 'Stockholm C',
          StartDateTime: at('2026-12-09', '10:20:00'),
          EndDateTime: at('2026-12-09', '15:02:00'),
        },
      ],
    },
  },
  transport: {
    TransportObject: {
      Segment: [
        {
          start_location_name: 'Helsingør',
          end_location_name: 'Helsingborg',
          number_passengers: '2',
          StartDateTime: at('2026-12-10', '08:00:00'),
          EndDateTime: at('2026-12-10', '08:20:00'),
          detail_type_code: 'F',
        },
      ],
    },
  },
  cruise: {
    CruiseObject: {
      ship_name: 'MS Nordnorge',
      Segment: [
        { location_name: 'Bergen', StartDateTime: at('2026-12-12', '20:30:00'), is_embark: 'true' },
        { location_name: 'Ålesund', StartDateTime: at('2026-12-13', '09:00:00'), EndDateTime: at('2026-12-13', '12:30:00'), detail_type_code: 'P' },
        { location_name: 'Kirkenes', StartDateTime: at('2026-12-17', '09:00:00') },
      ],
    },
  },
  restaurant: { RestaurantObject: { supplier_name: 'Noma', DateTime: at('2026-12-04', '19:30:00', 'Europe/Copenhagen'), number_patrons: '2' } },
  activity: { ActivityObject: { display_name: 'The Nutcracker', StartDateTime: at('2026-12-05', '19:30:00'), EndDateTime: at('2026-12-05', '22:00:00') } },
  note: { NoteObject: { display_name: 'Pick up Copenhagen Cards', text: 'Before 10:00.' } },
  map: { MapObject: { Address: place('Trafalgar Square, London') } },
  directions: { DirectionsObject: { StartAddress: place('Copenhagen Airport'), EndAddress: place('Kongens Nytorv 34'), detail_type_code: 'D' } },
  parking: { ParkingObject: { StartDateTime: at('2026-12-03', '05:30:00'), EndDateTime: at('2026-12-13', '22:00:00'), location_name: 'P10' } },
};

const decoded = (type: PlanType): Plan => planFromWire(WIRE[type]);

/** A fresh valid plan of each type. */
export const validPlan = <T extends PlanType>(type: T): Extract<Plan, { type: T }> => decoded(type) as Extract<Plan, { type: T }>;

describe('valid plans (fixtures)', () => {
  it.each(Object.keys(WIRE) as PlanType[])('%s is valid', (type) => {
    expect(validatePlan(validPlan(type))).toEqual([]);
  });
});
