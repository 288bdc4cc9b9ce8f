import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../../wire.js';
import { NO_FLIGHT_SEGMENT_STATUS } from '../../../domain/flights/flight-segment-status.js';
import { flightSegmentStatusFromWire, flightSegmentStatusToWire, flightSegmentStatusWire } from '../../flights/flight-status-wire.js';
import type { SeatTrackerSubscription } from '../../../domain/flights/seat-tracker-subscription.js';
import { seatTrackerSubscriptionFromWire, seatTrackerSubscriptionToWire, seatTrackerSubscriptionWire } from '../../flights/seat-tracker-wire.js';
import { planWireText } from '../plan-wire.js';
import { dateTimeField, dateTimeFieldFromWire, dateTimeFieldToWire, textsFromWire, textsToWire } from './plan-object-wire.js';
import type { AirSegment, AirSegmentTextKey } from '../../../domain/plans/types/air-plan.js';

const TEXTS = {
  uuid: 'uuid',
  marketingAirlineCode: 'marketing_airline_code',
  marketingAirline: 'marketing_airline',
  marketingAirlineImage: 'marketing_airline_image',
  marketingAirlinePhone: 'marketing_airline_phone',
  marketingAirlineUrl: 'marketing_airline_url',
  marketingFlightNumber: 'marketing_flight_number',
  operatingAirlineCode: 'operating_airline_code',
  operatingAirline: 'operating_airline',
  operatingAirlineImage: 'operating_airline_image',
  operatingAirlinePhone: 'operating_airline_phone',
  operatingAirlineUrl: 'operating_airline_url',
  operatingFlightNumber: 'operating_flight_number',
  startAirportCode: 'start_airport_code',
  startAirportName: 'start_airport_name',
  startCityName: 'start_city_name',
  startCountryCode: 'start_country_code',
  startGate: 'start_gate',
  startTerminal: 'start_terminal',
  endAirportCode: 'end_airport_code',
  endAirportName: 'end_airport_name',
  endCityName: 'end_city_name',
  endCountryCode: 'end_country_code',
  endGate: 'end_gate',
  endTerminal: 'end_terminal',
  seats: 'seats',
  aircraft: 'aircraft',
  aircraftDisplayName: 'aircraft_display_name',
  conflictResolutionUrl: 'conflict_resolution_url',
  distance: 'distance',
  duration: 'duration',
  entertainment: 'entertainment',
  meal: 'meal',
  notes: 'notes',
  onTimePercent: 'ontime_perc',
  serviceClass: 'service_class',
  stops: 'stops',
  baggageClaim: 'baggage_claim',
  checkInUrl: 'check_in_url',
} as const satisfies Readonly<Record<AirSegmentTextKey, string>>;
type TextKey = keyof typeof TEXTS;
type TextWireKey = (typeof TEXTS)[TextKey];

const textShape = Object.fromEntries(Object.values(TEXTS).map((k) => [k, planWireText])) as { [K in TextWireKey]: typeof planWireText };
const flag = wireBoolean.optional().transform((v) => v ?? false);

// The subscription is checked by its own codec; a seat tracker rule it breaks is an issue at that field.
const seatTrackerField = seatTrackerSubscriptionWire.optional().transform((w, ctx): SeatTrackerSubscription | null => {
  if (w === undefined) return null;
  const read = seatTrackerSubscriptionFromWire(w);
  if (read.ok) return read.value;
  ctx.addIssue({ code: 'custom', message: read.error.error.kind, path: read.error.field.split('.') });
  return z.NEVER;
});

/**
 * An air segment on the wire (an item of the AirObject's `Segment` list): the snake_case text
 * fields, the booleans is_international, is_hidden, is_eligible_airhelp ("true"/"false"), the
 * StartDateTime/EndDateTime objects, the Status object (flights codec) and the SeatTrackerSubscription.
 *
 * @example
 * airSegmentWire.parse({ marketing_airline_code: 'SK', marketing_flight_number: '4035', Status: { flight_status: '301' } })
 */
export const airSegmentWire = z.object({
  ...textShape,
  StartDateTime: dateTimeField,
  EndDateTime: dateTimeField,
  Status: flightSegmentStatusWire.optional(),
  is_international: flag,
  is_hidden: flag,
  is_eligible_airhelp: flag,
  SeatTrackerSubscription: seatTrackerField,
});

/**
 * Parsed air segment to domain.
 *
 * @example
 * airSegmentFromWire(airSegmentWire.parse({ start_airport_code: 'OSL' })).startAirportCode // 'OSL'
 */
export function airSegmentFromWire(w: z.output<typeof airSegmentWire>): AirSegment {
  return {
    ...textsFromWire(TEXTS, w),
    startDateTime: dateTimeFieldFromWire(w.StartDateTime),
    endDateTime: dateTimeFieldFromWire(w.EndDateTime),
    status: w.Status === undefined ? NO_FLIGHT_SEGMENT_STATUS : flightSegmentStatusFromWire(w.Status),
    isInternational: w.is_international,
    isHidden: w.is_hidden,
    isEligibleAirhelp: w.is_eligible_airhelp,
    seatTrackerSubscription: w.SeatTrackerSubscription,
  };
}

/**
 * Domain air segment to wire: empty text left out, booleans and date-times always sent, the
 * subscription left out when there is none.
 *
 * @example
 * airSegmentToWire({ ...segment, isHidden: true }).is_hidden // 'true'
 */
export function airSegmentToWire(s: AirSegment): z.input<typeof airSegmentWire> {
  return {
    ...textsToWire(TEXTS, s),
    StartDateTime: dateTimeFieldToWire(s.startDateTime),
    EndDateTime: dateTimeFieldToWire(s.endDateTime),
    Status: flightSegmentStatusToWire(s.status),
    is_international: toWireBoolean(s.isInternational),
    is_hidden: toWireBoolean(s.isHidden),
    is_eligible_airhelp: toWireBoolean(s.isEligibleAirhelp),
    SeatTrackerSubscription: s.seatTrackerSubscription === null ? undefined : seatTrackerSubscriptionToWire(s.seatTrackerSubscription),
  };
}
