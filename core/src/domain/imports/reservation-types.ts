import type { z } from 'zod';
import type {
  flightReservationSchema,
  lodgingReservationSchema,
  rentalCarReservationSchema,
  trainReservationSchema,
  busReservationSchema,
  boatReservationSchema,
  foodReservationSchema,
  eventReservationSchema,
  taxiReservationSchema,
  reservationPlaceSchema,
} from './reservation.js';

/**
 * A normalised flight reservation: one flight (a leg) for its travelers.
 *
 * @example
 * const code = (r: FlightReservation) => r.reservationFor.departureAirport.iataCode;
 */
export interface FlightReservation extends z.infer<typeof flightReservationSchema> {
  readonly '@type': 'FlightReservation';
}
/**
 * A normalised hotel stay.
 *
 * @example
 * const nights = (r: LodgingReservation) => [r.checkinTime, r.checkoutTime];
 */
export interface LodgingReservation extends z.infer<typeof lodgingReservationSchema> {
  readonly '@type': 'LodgingReservation';
}
/**
 * A normalised car rental.
 *
 * @example
 * const where = (r: RentalCarReservation) => r.pickupLocation.name;
 */
export interface RentalCarReservation extends z.infer<typeof rentalCarReservationSchema> {
  readonly '@type': 'RentalCarReservation';
}
/**
 * A normalised train reservation: one train (a leg).
 *
 * @example
 * const n = (r: TrainReservation) => r.reservationFor.trainNumber;
 */
export interface TrainReservation extends z.infer<typeof trainReservationSchema> {
  readonly '@type': 'TrainReservation';
}
/**
 * A normalised bus reservation: one bus (a leg).
 *
 * @example
 * const from = (r: BusReservation) => r.reservationFor.departureBusStop.name;
 */
export interface BusReservation extends z.infer<typeof busReservationSchema> {
  readonly '@type': 'BusReservation';
}
/**
 * A normalised ferry reservation: one crossing.
 *
 * @example
 * const from = (r: BoatReservation) => r.reservationFor.departureBoatTerminal.name;
 */
export interface BoatReservation extends z.infer<typeof boatReservationSchema> {
  readonly '@type': 'BoatReservation';
}
/**
 * A normalised restaurant table.
 *
 * @example
 * const at = (r: FoodEstablishmentReservation) => r.startTime;
 */
export interface FoodEstablishmentReservation extends z.infer<typeof foodReservationSchema> {
  readonly '@type': 'FoodEstablishmentReservation';
}
/**
 * A normalised event ticket (`reservationFor['@type']` keeps the event type, e.g. MusicEvent).
 *
 * @example
 * const at = (r: EventReservation) => r.reservationFor.startDate;
 */
export interface EventReservation extends z.infer<typeof eventReservationSchema> {
  readonly '@type': 'EventReservation';
}
/**
 * A normalised taxi or transfer booking.
 *
 * @example
 * const at = (r: TaxiReservation) => r.pickupTime;
 */
export interface TaxiReservation extends z.infer<typeof taxiReservationSchema> {
  readonly '@type': 'TaxiReservation';
}

/**
 * A normalised reservation (see {@link reservationSchema}), discriminated by `@type`.
 *
 * @example
 * const label = (r: Reservation) => (r['@type'] === 'FlightReservation' ? r.reservationFor.flightNumber : r.reservationNumber);
 */
export type Reservation =
  | FlightReservation
  | LodgingReservation
  | RentalCarReservation
  | TrainReservation
  | BusReservation
  | BoatReservation
  | FoodEstablishmentReservation
  | EventReservation
  | TaxiReservation;

/**
 * The reservation types there are.
 *
 * @example
 * const t: ReservationType = 'TrainReservation';
 */
export type ReservationType = Reservation['@type'];

/**
 * A reservation of one type.
 *
 * @example
 * const f: ReservationOf<'FlightReservation'> = flight;
 */
export type ReservationOf<T extends ReservationType> = Extract<Reservation, { '@type': T }>;

/**
 * A normalised place (see {@link reservationPlaceSchema}).
 *
 * @example
 * const name = (p: ReservationPlace) => p.name || p.iataCode;
 */
export type ReservationPlace = z.infer<typeof reservationPlaceSchema>;

/**
 * The reservation types in the order the schema lists them.
 *
 * @example
 * RESERVATION_TYPES.includes('BusReservation') // true
 */
export const RESERVATION_TYPES: readonly ReservationType[] = [
  'FlightReservation',
  'LodgingReservation',
  'RentalCarReservation',
  'TrainReservation',
  'BusReservation',
  'BoatReservation',
  'FoodEstablishmentReservation',
  'EventReservation',
  'TaxiReservation',
];
