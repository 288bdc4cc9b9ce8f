import { EMPTY_PLAN_DATE_TIME } from '../plans/plan-fields.js';
import { EMPTY_RESERVATION_META } from '../plans/reservation-meta.js';
import type { ActivityTypeCode } from '../plans/types/activity-plan.js';
import type { Plan } from '../plans/types/plan.js';
import type { Reservation } from './reservation-types.js';
import { bookingOf, localPlanDateTime, placeZone, planAddressOf, travelerOf, type ImportZoneResolver } from './reservation-plan-parts.js';

// Digits only, as the plan's count fields want them.
const count = (text: string): string => (/^\d+$/.test(text) ? text : '');

// Concerts and theatre have their own activity type; other events have none.
const EVENT_CODES: Readonly<Record<string, ActivityTypeCode>> = { MusicEvent: 'C', TheaterEvent: 'H', DanceEvent: 'H', ComedyEvent: 'H', BusinessEvent: 'M' };

/**
 * The plan of a reservation that stands alone: a hotel (lodging), a car rental (car), a restaurant
 * table (restaurant) or an event ticket (activity; concerts C and theatre H typed). Times are local
 * to the place. Null for the types that make segments (flights, trains, rides).
 *
 * @example
 * singlePlanOf(hotel, zones)?.type // 'lodging'
 */
export function singlePlanOf(r: Reservation, zones: ImportZoneResolver): Plan | null {
  const people = r.underName.map((p) => travelerOf(p, r.reservedTicket.ticketNumber));
  switch (r['@type']) {
    case 'LodgingReservation': {
      const zone = placeZone(zones, r.reservationFor);
      return {
        type: 'lodging',
        meta: { ...EMPTY_RESERVATION_META, displayName: r.reservationFor.name },
        booking: bookingOf(r, r.reservationFor.name),
        ...{ startDateTime: localPlanDateTime(r.checkinTime, zone), endDateTime: localPlanDateTime(r.checkoutTime, zone) },
        ...{ address: planAddressOf(r.reservationFor), guests: people, numberGuests: count(r.numAdults), numberRooms: '', roomType: r.lodgingUnitDescription },
      };
    }
    case 'RentalCarReservation': {
      const [from, to] = [r.pickupLocation, r.dropoffLocation];
      return {
        type: 'car',
        meta: EMPTY_RESERVATION_META,
        booking: bookingOf(r),
        ...{ startDateTime: localPlanDateTime(r.pickupTime, placeZone(zones, from)), endDateTime: localPlanDateTime(r.dropoffTime, placeZone(zones, to)) },
        ...{ startLocationAddress: planAddressOf(from), startLocationName: from.name, startLocationHours: '', startLocationPhone: from.telephone },
        ...{ endLocationAddress: planAddressOf(to), endLocationName: to.name, endLocationHours: '', endLocationPhone: to.telephone },
        ...{ carDescription: [r.reservationFor.brand, r.reservationFor.name || r.reservationFor.model].filter((x) => x !== '').join(' '), carType: '' },
        ...{ mileageCharges: '', drivers: people },
      };
    }
    case 'FoodEstablishmentReservation':
      return {
        type: 'restaurant',
        meta: { ...EMPTY_RESERVATION_META, displayName: r.reservationFor.name },
        booking: bookingOf(r, r.reservationFor.name),
        ...{ dateTime: localPlanDateTime(r.startTime, placeZone(zones, r.reservationFor)), address: planAddressOf(r.reservationFor) },
        ...{ cuisine: r.reservationFor.servesCuisine, dressCode: '', hours: '', numberPatrons: count(r.partySize), priceRange: '', attendees: people },
      };
    case 'EventReservation': {
      const e = r.reservationFor;
      const zone = placeZone(zones, e.location);
      return {
        type: 'activity',
        meta: { ...EMPTY_RESERVATION_META, displayName: e.name },
        booking: bookingOf(r),
        ...{ startDateTime: localPlanDateTime(e.startDate, zone), endDateTime: e.endDate === '' ? EMPTY_PLAN_DATE_TIME : localPlanDateTime(e.endDate, zone) },
        ...{ address: planAddressOf(e.location), locationName: e.location.name, detailTypeCode: EVENT_CODES[e['@type']] ?? '', participants: people },
      };
    }
    default:
      return null;
  }
}
