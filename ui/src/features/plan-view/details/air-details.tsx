import { useTranslation } from 'react-i18next';
import { flightStatusLabelKey, formatDistance, segmentStatus, segmentTimeState, type AirPlan, type AirSegment } from '@waybook/core';
import { join, route, spaced, type PlanDetailsContext, type T } from './details-kit.js';
import { FactList, longText, useDisplayPrefs, useWhen, webValue, type Fact } from './facts.js';
import { SegmentList } from './segment-list.js';

// Flights: one open segment with its status, airports, times, gates and aircraft.

function FlightSegmentDetails({ segment, context }: { readonly segment: AirSegment; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation(['planView', 'flights', 'stats']);
  const when = useWhen();
  const { distance: unit } = useDisplayPrefs();
  const s = segment;
  const isPast = segmentTimeState({ start: s.startDateTime, end: s.endDateTime }, { now: context.now }) === 'past';
  const status = segmentStatus({
    conflictResolutionUrl: s.conflictResolutionUrl,
    isPast,
    isTripProEnabled: context.isTripProEnabled,
    flightStatus: s.status.flightStatus,
    isConnectionAtRisk: s.status.isConnectionAtRisk,
  });
  const statusLabel = status.kind === 'conflict' || status.kind === 'flight-status' ? t(flightStatusLabelKey(status.code)) : null;
  const km = Number(s.distance);
  const distance = s.distance.trim() !== '' && Number.isFinite(km) && km > 0 ? formatDistance(km, unit) : null;
  const operating = spaced(s.operatingAirline || s.operatingAirlineCode, s.operatingFlightNumber);
  const marketing = spaced(s.marketingAirline || s.marketingAirlineCode, s.marketingFlightNumber);
  const facts: readonly Fact[] = [
    { label: t('flight.status'), value: statusLabel },
    { label: t('fields.from'), value: join(s.startAirportCode, s.startAirportName, s.startCityName) },
    { label: t('flight.departs'), value: when(s.startDateTime) },
    { label: t('flight.departureTerminal'), value: s.startTerminal || s.status.departureTerminal },
    { label: t('flight.departureGate'), value: s.startGate || s.status.departureGate },
    { label: t('fields.to'), value: join(s.endAirportCode, s.endAirportName, s.endCityName) },
    { label: t('flight.arrives'), value: when(s.endDateTime) },
    { label: t('flight.arrivalTerminal'), value: s.endTerminal || s.status.arrivalTerminal },
    { label: t('flight.arrivalGate'), value: s.endGate || s.status.arrivalGate },
    { label: t('flight.baggageClaim'), value: s.baggageClaim || s.status.baggageClaim },
    { label: t('flight.airline'), value: s.marketingAirline },
    { label: t('flight.operatedBy'), value: operating !== '' && operating !== marketing ? operating : null },
    { label: t('flight.aircraft'), value: s.aircraftDisplayName || s.aircraft },
    { label: t('fields.seats'), value: s.seats },
    { label: t('fields.serviceClass'), value: s.serviceClass },
    { label: t('flight.duration'), value: s.duration },
    { label: t('flight.distance'), value: distance === null ? null : t(distance.key, distance.values) },
    { label: t('flight.stops'), value: s.stops },
    { label: t('flight.meal'), value: s.meal },
    { label: t('flight.entertainment'), value: s.entertainment },
    { label: t('flight.onTime'), value: s.onTimePercent },
    { label: t('flight.checkIn'), value: webValue(s.checkInUrl, t('flight.checkInLink')) },
    { label: t('headings.notes'), value: longText(s.notes) },
  ];
  return <FactList facts={facts} />;
}

/** A flight's one-line summary ('SK 4035 · CPH → OSL'). */
export function flightSummary(t: T, s: AirSegment): string {
  const flight = spaced(s.marketingAirlineCode || s.marketingAirline, s.marketingFlightNumber);
  return join(flight, route(t, s.startAirportCode || s.startCityName, s.endAirportCode || s.endCityName)) || t('types.air');
}

/** The flights of an air plan. */
export function AirDetails({ plan, context }: { readonly plan: AirPlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const items = plan.segments.map((s) => ({
    uuid: s.uuid,
    summary: flightSummary(t, s),
    start: s.startDateTime,
    details: <FlightSegmentDetails segment={s} context={context} />,
  }));
  return <SegmentList title={t('headings.flights')} items={items} context={context} />;
}
