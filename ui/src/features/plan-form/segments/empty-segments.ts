import {
  EMPTY_BOOKING_FIELDS,
  EMPTY_PLAN_ADDRESS,
  EMPTY_PLAN_DATE_TIME,
  EMPTY_RESERVATION_META,
  NO_FLIGHT_SEGMENT_STATUS,
  type AirSegment,
  type CruiseSegment,
  type PlanCommon,
  type RailSegment,
  type TransportSegment,
} from '@waybook/core';

/** The metadata and booking fields of a new plan (the form page files it in its trip). */
export const EMPTY_PLAN_COMMON: PlanCommon = { meta: EMPTY_RESERVATION_META, booking: EMPTY_BOOKING_FIELDS };

/** A new flight segment: nothing typed, status unknown, no seat tracker. */
export const EMPTY_AIR_SEGMENT: AirSegment = {
  uuid: '',
  marketingAirlineCode: '', marketingAirline: '', marketingAirlineImage: '', marketingAirlinePhone: '',
  marketingAirlineUrl: '', marketingFlightNumber: '',
  operatingAirlineCode: '', operatingAirline: '', operatingAirlineImage: '', operatingAirlinePhone: '',
  operatingAirlineUrl: '', operatingFlightNumber: '',
  startAirportCode: '', startAirportName: '', startCityName: '', startCountryCode: '', startGate: '', startTerminal: '',
  endAirportCode: '', endAirportName: '', endCityName: '', endCountryCode: '', endGate: '', endTerminal: '',
  seats: '', aircraft: '', aircraftDisplayName: '', conflictResolutionUrl: '', distance: '', duration: '',
  entertainment: '', meal: '', notes: '', onTimePercent: '', serviceClass: '', stops: '', baggageClaim: '', checkInUrl: '',
  startDateTime: EMPTY_PLAN_DATE_TIME,
  endDateTime: EMPTY_PLAN_DATE_TIME,
  status: NO_FLIGHT_SEGMENT_STATUS,
  isInternational: false,
  isHidden: false,
  isEligibleAirhelp: false,
  seatTrackerSubscription: null,
};

/** A new rail segment. */
export const EMPTY_RAIL_SEGMENT: RailSegment = {
  uuid: '',
  startDateTime: EMPTY_PLAN_DATE_TIME, endDateTime: EMPTY_PLAN_DATE_TIME,
  startStationName: '', startStationAddress: EMPTY_PLAN_ADDRESS,
  endStationName: '', endStationAddress: EMPTY_PLAN_ADDRESS,
  carrierName: '', coachNumber: '', confirmationNumber: '', seats: '', serviceClass: '', trainNumber: '', trainType: '',
};

/** A new transport segment (type not chosen). */
export const EMPTY_TRANSPORT_SEGMENT: TransportSegment = {
  uuid: '',
  startDateTime: EMPTY_PLAN_DATE_TIME, endDateTime: EMPTY_PLAN_DATE_TIME,
  startLocationAddress: EMPTY_PLAN_ADDRESS, startLocationName: '',
  endLocationAddress: EMPTY_PLAN_ADDRESS, endLocationName: '',
  carrierName: '', numberPassengers: '', confirmationNumber: '', vehicleDescription: '', detailTypeCode: '',
};

/** A new cruise stop; its role comes from its place in the list. */
export const EMPTY_CRUISE_SEGMENT: CruiseSegment = {
  uuid: '',
  startDateTime: EMPTY_PLAN_DATE_TIME, endDateTime: EMPTY_PLAN_DATE_TIME,
  locationName: '', locationAddress: EMPTY_PLAN_ADDRESS, detailTypeCode: '', isEmbark: false,
};
