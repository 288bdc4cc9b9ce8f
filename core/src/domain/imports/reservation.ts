import { z } from 'zod';

// Text is '' when unknown; date-times are canonical ISO text (see canonicalDateTime) or ''.
const text = z.string();

/** A traveler or guest: the name as written, and its parts when the sender gave them. */
const personSchema = z.object({ '@type': z.literal('Person'), name: text, givenName: text, familyName: text });

/** An airline, hotel chain, rail company, rental company or booking site. */
const organizationSchema = z.object({ '@type': z.literal('Organization'), name: text, iataCode: text, telephone: text, email: text, url: text });

const postalAddressSchema = z.object({
  '@type': z.literal('PostalAddress'),
  streetAddress: text,
  addressLocality: text,
  addressRegion: text,
  postalCode: text,
  addressCountry: text,
});

/**
 * A place of a reservation (airport, station, stop, terminal, hotel, restaurant, venue, pick-up
 * point): `@type` is its schema.org type without prefix; `iataCode` is set for airports.
 *
 * @example
 * const cdg: ReservationPlace = { '@type': 'Airport', name: 'Paris Charles de Gaulle', iataCode: 'CDG', telephone: '', address: null, geo: null };
 */
export const reservationPlaceSchema = z.object({
  '@type': text,
  name: text,
  iataCode: text,
  telephone: text,
  address: postalAddressSchema.nullable(),
  geo: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});

const seatSchema = z.object({ '@type': z.literal('Seat'), seatNumber: text, seatRow: text, seatSection: text, seatingType: text });
const ticketSchema = z.object({ '@type': z.literal('Ticket'), ticketNumber: text, ticketedSeat: seatSchema });

// What every reservation carries. reservationStatus is the short name ('ReservationConfirmed').
const common = {
  reservationNumber: text,
  reservationStatus: text,
  underName: z.array(personSchema),
  provider: organizationSchema.nullable(),
  broker: organizationSchema.nullable(),
  totalPrice: text,
  priceCurrency: text,
  bookingTime: text,
  url: text,
  reservedTicket: ticketSchema,
};
const place = reservationPlaceSchema;
const times = { departureTime: text, arrivalTime: text, provider: organizationSchema.nullable() };

const flightSchema = z.object({
  '@type': z.literal('Flight'),
  flightNumber: text,
  airline: organizationSchema.nullable(),
  departureAirport: place,
  arrivalAirport: place,
  ...times,
  departureTerminal: text,
  departureGate: text,
  arrivalTerminal: text,
});
const trainTripSchema = z.object({
  '@type': z.literal('TrainTrip'),
  trainNumber: text,
  trainName: text,
  departureStation: place,
  arrivalStation: place,
  ...times,
  departurePlatform: text,
  arrivalPlatform: text,
});
const busTripSchema = z.object({ '@type': z.literal('BusTrip'), busNumber: text, busName: text, departureBusStop: place, arrivalBusStop: place, ...times });
const boatTripSchema = z.object({ '@type': z.literal('BoatTrip'), name: text, departureBoatTerminal: place, arrivalBoatTerminal: place, ...times });
const eventSchema = z.object({ '@type': text, name: text, startDate: text, endDate: text, location: place });

/** The normalised shape of one reservation type (see reservationSchema). */
export const flightReservationSchema = z.object({ '@type': z.literal('FlightReservation'), ...common, reservationFor: flightSchema });
/** The normalised shape of one reservation type (see reservationSchema). */
export const lodgingReservationSchema = z.object({
  '@type': z.literal('LodgingReservation'),
  ...common,
  reservationFor: place,
  checkinTime: text,
  checkoutTime: text,
  numAdults: text,
  numChildren: text,
  lodgingUnitDescription: text,
});
/** The normalised shape of one reservation type (see reservationSchema). */
export const rentalCarReservationSchema = z.object({
  '@type': z.literal('RentalCarReservation'),
  ...common,
  reservationFor: z.object({ '@type': z.literal('Car'), name: text, model: text, brand: text }),
  pickupLocation: place,
  pickupTime: text,
  dropoffLocation: place,
  dropoffTime: text,
});
/** The normalised shape of one reservation type (see reservationSchema). */
export const trainReservationSchema = z.object({ '@type': z.literal('TrainReservation'), ...common, reservationFor: trainTripSchema });
/** The normalised shape of one reservation type (see reservationSchema). */
export const busReservationSchema = z.object({ '@type': z.literal('BusReservation'), ...common, reservationFor: busTripSchema });
/** The normalised shape of one reservation type (see reservationSchema). */
export const boatReservationSchema = z.object({ '@type': z.literal('BoatReservation'), ...common, reservationFor: boatTripSchema });
/** The normalised shape of one reservation type (see reservationSchema). */
export const foodReservationSchema = z.object({
  '@type': z.literal('FoodEstablishmentReservation'),
  ...common,
  reservationFor: place.extend({ servesCuisine: text }),
  startTime: text,
  endTime: text,
  partySize: text,
});
/** The normalised shape of one reservation type (see reservationSchema). */
export const eventReservationSchema = z.object({ '@type': z.literal('EventReservation'), ...common, reservationFor: eventSchema });
/** The normalised shape of one reservation type (see reservationSchema). */
export const taxiReservationSchema = z.object({
  '@type': z.literal('TaxiReservation'),
  ...common,
  reservationFor: z.object({ '@type': z.literal('TaxiService'), provider: organizationSchema.nullable() }),
  pickupLocation: place,
  pickupTime: text,
  dropoffLocation: place,
  partySize: text,
});

/**
 * The normalised reservation every extractor's nodes become: schema.org property names, one shape
 * per type, each text '' when unknown, date-times canonical ('2026-12-03T10:05:00+01:00', or
 * without offset when the sender gave local time only, or a date alone). A reservation is itself a
 * valid schema.org node: normalising it again gives it back unchanged.
 *
 * @example
 * reservationSchema.safeParse(normaliseReservations(nodes)[0]).success // true
 */
export const reservationSchema = z.discriminatedUnion('@type', [
  flightReservationSchema,
  lodgingReservationSchema,
  rentalCarReservationSchema,
  trainReservationSchema,
  busReservationSchema,
  boatReservationSchema,
  foodReservationSchema,
  eventReservationSchema,
  taxiReservationSchema,
]);
