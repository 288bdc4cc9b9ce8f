import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  carRentalSegments,
  cruiseStopRole,
  flightStatusLabelKey,
  formatDistance,
  lodgingSegments,
  parkingSegments,
  railSpan,
  segmentStatus,
  segmentTimeState,
  type ActivityPlan,
  type AirPlan,
  type AirSegment,
  type CarPlan,
  type CarStop,
  type CruisePlan,
  type CruiseSegment,
  type CruiseStopRole,
  type DirectionsPlan,
  type LodgingPlan,
  type MapPlan,
  type NotePlan,
  type ParkingPlan,
  type Plan,
  type PlanDateTime,
  type PlanType,
  type RailPlan,
  type RailSegment,
  type RestaurantPlan,
  type TransportPlan,
  type TransportSegment,
} from '@waybook/core';
import {
  addressValue,
  BookingCard,
  FactList,
  FactsCard,
  hasFacts,
  longText,
  NotesCard,
  phoneValue,
  PlanCard,
  TravelersCard,
  useDisplayPrefs,
  useWhen,
  webValue,
  type Fact,
} from './plan-view-parts.js';
import { hasSubPageContent, subPagesOf, travelersOf, type PlanSection, type PlanSubPage } from './plan-view-model.js';

// The body of the plan view, one detail view per plan type. Multi-segment plans list their
// segments: the one the URL names is highlighted and open, the others are one-line summaries that
// link to their own page. Everything left empty (as for viewers, who get plans without the
// sensitive fields) is left out.

/** What the details need beyond the plan. */
export interface PlanDetailsContext {
  /** The segment the URL names, -1 for none (the reservation itself, or an unfiled item). */
  readonly currentIndex: number;
  /** The view path of another segment, or null where segments have no page of their own (unfiled). */
  readonly segmentPath: (segmentUuid: string) => string | null;
  /** Flight status shows only on Pro trips (a conflict always shows). */
  readonly isTripProEnabled: boolean;
  /** The moment "past" is measured from. */
  readonly now: Date;
}

/** The translate function the summaries take (planView namespace). */
export type T = (key: string, values?: Record<string, unknown>) => string;

const TRAVELERS_HEADING: Readonly<Record<PlanType, string>> = {
  air: 'headings.travelers', rail: 'headings.travelers', transport: 'headings.passengers', cruise: 'headings.passengers',
  lodging: 'headings.guests', car: 'headings.drivers', restaurant: 'headings.attendees', activity: 'headings.participants',
  note: 'headings.travelers', map: 'headings.travelers', directions: 'headings.travelers', parking: 'headings.travelers',
};

const nonBlank = (parts: readonly string[]) => parts.map((p) => p.trim()).filter((p) => p !== '');
/** Parts of a summary or place, the blank ones left out, joined with a middle dot. */
const join = (...parts: readonly string[]) => nonBlank(parts).join(' · ');
/** Words of one name (airline and flight number), the blank ones left out. */
const spaced = (...parts: readonly string[]) => nonBlank(parts).join(' ');

// ---------------------------------------------------------------------------------------------
// Segment lists

interface SegmentItem {
  readonly uuid: string;
  /** The one-line summary ("SK 4035 · CPH → OSL"). */
  readonly summary: string;
  readonly start: PlanDateTime | null;
  /** The open view of the segment. */
  readonly details: ReactNode;
}

function SegmentList({ title, items, context }: { readonly title: string; readonly items: readonly SegmentItem[]; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  if (items.length === 0) return null;
  const anySelected = context.currentIndex >= 0;
  return (
    <PlanCard title={title} className="wb-plan-segments-card">
      <ol className="wb-plan-segments">
        {items.map((item, index) => {
          const isCurrent = index === context.currentIndex;
          const isOpen = isCurrent || !anySelected;
          const path = isCurrent ? null : context.segmentPath(item.uuid);
          const start = when(item.start);
          return (
            <li
              key={item.uuid || index}
              className={`wb-plan-segment${isCurrent ? ' wb-plan-segment--current' : ''}`}
              aria-current={isCurrent ? 'true' : undefined}
              data-segment-uuid={item.uuid}
            >
              <div className="wb-plan-segment__summary">
                <h3 className="wb-plan-segment__title">{path === null ? item.summary : <Link to={path}>{item.summary}</Link>}</h3>
                {isCurrent && <span className="wb-plan-segment__badge">{t('segments.current')}</span>}
                {!isOpen && start !== null && <span className="wb-plan-segment__when">{start}</span>}
              </div>
              {isOpen && <div className="wb-plan-segment__details">{item.details}</div>}
            </li>
          );
        })}
      </ol>
    </PlanCard>
  );
}

function route(t: T, from: string, to: string): string {
  if (from.trim() !== '' && to.trim() !== '') return t('segments.route', { from: from.trim(), to: to.trim() });
  return from.trim() || to.trim();
}

// ---------------------------------------------------------------------------------------------
// Flights

function FlightSegmentDetails({ segment, context }: { readonly segment: AirSegment; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation(['planView', 'flights', 'stats']);
  const when = useWhen();
  const { distance: unit } = useDisplayPrefs();
  const s = segment;
  const isPast = segmentTimeState({ start: s.startDateTime, end: s.endDateTime }, { now: context.now }) === 'past';
  const status = segmentStatus({
    conflictResolutionUrl: s.conflictResolutionUrl, isPast, isTripProEnabled: context.isTripProEnabled,
    flightStatus: s.status.flightStatus, isConnectionAtRisk: s.status.isConnectionAtRisk,
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

function flightSummary(t: T, s: AirSegment): string {
  const flight = spaced(s.marketingAirlineCode || s.marketingAirline, s.marketingFlightNumber);
  return join(flight, route(t, s.startAirportCode || s.startCityName, s.endAirportCode || s.endCityName)) || t('types.air');
}

function AirDetails({ plan, context }: { readonly plan: AirPlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const items = plan.segments.map((s) => ({
    uuid: s.uuid, summary: flightSummary(t, s), start: s.startDateTime,
    details: <FlightSegmentDetails segment={s} context={context} />,
  }));
  return <SegmentList title={t('headings.flights')} items={items} context={context} />;
}

// ---------------------------------------------------------------------------------------------
// Rail

function railSummary(t: T, s: RailSegment): string {
  return join(spaced(s.carrierName, s.trainNumber), route(t, s.startStationName, s.endStationName)) || t('types.rail');
}

function RailDetails({ plan, context }: { readonly plan: RailPlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const span = railSpan(plan.segments.map((s) => ({ start: s.startDateTime, end: s.endDateTime })));
  const segmentFacts = (s: RailSegment): readonly Fact[] => [
    { label: t('fields.from'), value: join(s.startStationName, addressValue(s.startStationAddress) ?? '') },
    { label: t('fields.departs'), value: when(s.startDateTime) },
    { label: t('fields.to'), value: join(s.endStationName, addressValue(s.endStationAddress) ?? '') },
    { label: t('fields.arrives'), value: when(s.endDateTime) },
    { label: t('fields.carrier'), value: s.carrierName },
    { label: t('rail.train'), value: s.trainNumber },
    { label: t('rail.trainType'), value: s.trainType },
    { label: t('rail.coach'), value: s.coachNumber },
    { label: t('fields.seats'), value: s.seats },
    { label: t('fields.serviceClass'), value: s.serviceClass },
    { label: t('fields.confirmation'), value: s.confirmationNumber },
  ];
  const items = plan.segments.map((s) => ({
    uuid: s.uuid,
    summary: railSummary(t, s),
    start: s.startDateTime,
    details: <FactList facts={segmentFacts(s)} />,
  }));
  return (
    <>
      <FactsCard
        title={t('headings.details')}
        facts={[
          { label: t('fields.starts'), value: when(span.start) },
          { label: t('fields.ends'), value: when(span.end) },
        ]}
      />
      <SegmentList title={t('headings.railSegments')} items={items} context={context} />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Transport

function transportSummary(t: T, s: TransportSegment): string {
  return join(s.carrierName, route(t, s.startLocationName || (addressValue(s.startLocationAddress) ?? ''), s.endLocationName || (addressValue(s.endLocationAddress) ?? ''))) || t('types.transport');
}

function TransportItinerary({ plan, context }: { readonly plan: TransportPlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const items = plan.segments.map((s) => ({
    uuid: s.uuid, summary: transportSummary(t, s), start: s.startDateTime,
    details: (
      <FactList
        facts={[
          { label: t('fields.from'), value: join(s.startLocationName, addressValue(s.startLocationAddress) ?? '') },
          { label: t('fields.departs'), value: when(s.startDateTime) },
          { label: t('fields.to'), value: join(s.endLocationName, addressValue(s.endLocationAddress) ?? '') },
          { label: t('fields.arrives'), value: when(s.endDateTime) },
        ]}
      />
    ),
  }));
  return <SegmentList title={t('headings.segments')} items={items} context={context} />;
}

function transportInfoFacts(t: T, s: TransportSegment): readonly Fact[] {
  return [
    { label: t('transport.type'), value: s.detailTypeCode === '' ? null : t(`transport.types.${s.detailTypeCode}`) },
    { label: t('fields.carrier'), value: s.carrierName },
    { label: t('transport.vehicle'), value: s.vehicleDescription },
    { label: t('transport.passengers'), value: s.numberPassengers },
    { label: t('fields.confirmation'), value: s.confirmationNumber },
  ];
}

/** Transport info: the segment the URL names, or every segment that has some. */
function TransportInfo({ plan, context }: { readonly plan: TransportPlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const withInfo = plan.segments.filter((s) => hasFacts(transportInfoFacts(t, s)));
  const current = plan.segments[context.currentIndex];
  const shown = current !== undefined && withInfo.includes(current) ? [current] : withInfo;
  if (shown.length === 0) return null;
  return (
    <PlanCard title={t('sections.transport-info')}>
      {shown.map((s, index) => (
        <div key={s.uuid || index} className="wb-plan-group">
          {shown.length > 1 && <h3>{transportSummary(t, s)}</h3>}
          <FactList facts={transportInfoFacts(t, s)} />
        </div>
      ))}
    </PlanCard>
  );
}

// ---------------------------------------------------------------------------------------------
// Cruise

const STOP_TIME_LABELS = {
  embark: ['cruise.boarding', 'cruise.departs'],
  port: ['cruise.arrives', 'cruise.departs'],
  disembark: ['cruise.arrives', 'cruise.disembarking'],
} as const;

function cruiseSummary(t: T, s: CruiseSegment, role: CruiseStopRole): string {
  return join(t(`cruise.roles.${role}`), s.locationName || (addressValue(s.locationAddress) ?? ''));
}

function CruiseItinerary({ plan, context }: { readonly plan: CruisePlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const count = plan.segments.length;
  const items = plan.segments.map((s: CruiseSegment, index) => {
    const role = cruiseStopRole(index, count) ?? 'port';
    const [startLabel, endLabel] = STOP_TIME_LABELS[role];
    return {
      uuid: s.uuid,
      summary: cruiseSummary(t, s, role),
      start: s.startDateTime,
      details: (
        <FactList
          facts={[
            { label: t('fields.location'), value: s.locationName },
            { label: t('fields.address'), value: addressValue(s.locationAddress) },
            { label: t(startLabel), value: when(s.startDateTime) },
            { label: t(endLabel), value: when(s.endDateTime) },
          ]}
        />
      ),
    };
  });
  return <SegmentList title={t('headings.itinerary')} items={items} context={context} />;
}

function cruiseInfoFacts(t: T, plan: CruisePlan): readonly Fact[] {
  return [
    { label: t('cruise.ship'), value: plan.shipName },
    { label: t('cruise.cabinNumber'), value: plan.cabinNumber },
    { label: t('cruise.cabinType'), value: plan.cabinType },
    { label: t('cruise.dining'), value: plan.dining },
  ];
}

/**
 * The one-line summary of a segment of a multi-segment plan ("SK 4035 · CPH → OSL",
 * "Embarkation · Port of Miami"), or '' when the plan has no such segment.
 */
export function segmentSummary(t: T, plan: Plan, index: number): string {
  switch (plan.type) {
    case 'air': {
      const s = plan.segments[index];
      return s === undefined ? '' : flightSummary(t, s);
    }
    case 'rail': {
      const s = plan.segments[index];
      return s === undefined ? '' : railSummary(t, s);
    }
    case 'transport': {
      const s = plan.segments[index];
      return s === undefined ? '' : transportSummary(t, s);
    }
    case 'cruise': {
      const s = plan.segments[index];
      return s === undefined ? '' : cruiseSummary(t, s, cruiseStopRole(index, plan.segments.length) ?? 'port');
    }
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Lodging, car rental, parking: two derived stops each

/** The collapsed summary of a lodging: room type, rooms and guests joined. */
export function lodgingSummary(t: T, plan: LodgingPlan): string {
  const count = (value: string, key: string) => {
    const n = Number(value.trim());
    return value.trim() === '' ? '' : Number.isInteger(n) && n >= 0 ? t(key, { count: n }) : value.trim();
  };
  return join(plan.roomType, count(plan.numberRooms, 'lodging.roomCount'), count(plan.numberGuests, 'lodging.guestCount'));
}

function LodgingDetails({ plan }: { readonly plan: LodgingPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const [checkIn, checkOut] = lodgingSegments({ uuid: plan.meta.uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime });
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('lodging.checkIn'), value: when(checkIn.dateTime) },
        { label: t('lodging.checkOut'), value: when(checkOut.dateTime) },
        { label: t('fields.address'), value: addressValue(plan.address) },
        { label: t('lodging.roomType'), value: plan.roomType },
        { label: t('lodging.rooms'), value: plan.numberRooms },
        { label: t('lodging.guests'), value: plan.numberGuests },
      ]}
    />
  );
}

function CarStopCard({ stop }: { readonly stop: CarStop }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const title = stop.isPickup ? t('car.pickUp') : t('car.dropOff');
  const sameAsPickup = !stop.isPickup && stop.isSameLocation;
  const facts: readonly Fact[] = [
    { label: t('fields.dateTime'), value: when(stop.dateTime) },
    ...(sameAsPickup
      ? [{ label: t('fields.location'), value: t('car.sameLocation') }]
      : [
          { label: t('fields.location'), value: stop.location.name },
          { label: t('fields.address'), value: addressValue(stop.location.address) },
          { label: t('fields.hours'), value: stop.location.hours },
          { label: t('fields.phone'), value: phoneValue(stop.location.phone) },
        ]),
  ];
  return <FactsCard title={title} facts={facts} />;
}

function CarDetails({ plan }: { readonly plan: CarPlan }) {
  const { t } = useTranslation('planView');
  const stops = carRentalSegments({
    uuid: plan.meta.uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime,
    startLocation: { address: plan.startLocationAddress, name: plan.startLocationName, hours: plan.startLocationHours, phone: plan.startLocationPhone },
    endLocation: { address: plan.endLocationAddress, name: plan.endLocationName, hours: plan.endLocationHours, phone: plan.endLocationPhone },
  });
  const [pickUp, dropOff] = stops;
  // "Same as pick-up" says nothing when the pick-up has no place and the drop-off no date.
  const pickUpPlace = pickUp.location.name.trim() !== '' || addressValue(pickUp.location.address) !== null;
  const showDropOff = !dropOff.isSameLocation || pickUpPlace || (dropOff.dateTime?.date ?? '') !== '';
  return (
    <>
      <CarStopCard stop={pickUp} />
      {showDropOff && <CarStopCard stop={dropOff} />}
      <FactsCard
        title={t('car.heading')}
        facts={[
          { label: t('car.type'), value: plan.carType },
          { label: t('car.description'), value: plan.carDescription },
          { label: t('car.mileage'), value: plan.mileageCharges },
        ]}
      />
    </>
  );
}

function ParkingOverview({ plan }: { readonly plan: ParkingPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const [dropOff, pickUp] = parkingSegments({ uuid: plan.meta.uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime });
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('parking.dropOff'), value: when(dropOff.dateTime) },
        { label: t('parking.pickUp'), value: when(pickUp.dateTime) },
        { label: t('fields.location'), value: plan.locationName },
        { label: t('fields.address'), value: addressValue(plan.address) },
        { label: t('fields.hours'), value: plan.locationHours },
        { label: t('fields.phone'), value: phoneValue(plan.locationPhone) },
        { label: t('parking.valetTicket'), value: plan.valetTicketNumber },
      ]}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Single-date types

function RestaurantDetails({ plan }: { readonly plan: RestaurantPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('fields.dateTime'), value: when(plan.dateTime) },
        { label: t('fields.address'), value: addressValue(plan.address) },
        { label: t('restaurant.cuisine'), value: plan.cuisine },
        { label: t('restaurant.partySize'), value: plan.numberPatrons },
        { label: t('restaurant.dressCode'), value: plan.dressCode },
        { label: t('restaurant.priceRange'), value: plan.priceRange },
        { label: t('fields.hours'), value: plan.hours },
      ]}
    />
  );
}

function ActivityDetails({ plan }: { readonly plan: ActivityPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('activity.type'), value: plan.detailTypeCode === '' ? null : t(`activity.types.${plan.detailTypeCode}`) },
        { label: t('fields.starts'), value: when(plan.startDateTime) },
        { label: t('fields.ends'), value: when(plan.endDateTime) },
        { label: t('fields.location'), value: plan.locationName },
        { label: t('fields.address'), value: addressValue(plan.address) },
      ]}
    />
  );
}

function NoteDetails({ plan }: { readonly plan: NotePlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('fields.dateTime'), value: when(plan.dateTime) },
        { label: t('note.text'), value: longText(plan.text) },
        { label: t('note.source'), value: plan.source },
        { label: t('note.link'), value: webValue(plan.url) },
        { label: t('fields.address'), value: addressValue(plan.address) },
      ]}
    />
  );
}

function MapDetails({ plan }: { readonly plan: MapPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('fields.dateTime'), value: when(plan.dateTime) },
        { label: t('fields.address'), value: addressValue(plan.address) },
      ]}
    />
  );
}

function DirectionsDetails({ plan }: { readonly plan: DirectionsPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('directions.mode'), value: plan.detailTypeCode === '' ? null : t(`directions.modes.${plan.detailTypeCode}`) },
        { label: t('fields.dateTime'), value: when(plan.dateTime) },
        { label: t('fields.from'), value: addressValue(plan.startAddress) },
        { label: t('fields.to'), value: addressValue(plan.endAddress) },
      ]}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// The body

/** The type's own view: its details, stops or segments (the overview of types with sub-pages). */
function TypeOverview({ plan, context }: { readonly plan: Plan; readonly context: PlanDetailsContext }) {
  switch (plan.type) {
    case 'air': return <AirDetails plan={plan} context={context} />;
    case 'lodging': return <LodgingDetails plan={plan} />;
    case 'car': return <CarDetails plan={plan} />;
    case 'rail': return <RailDetails plan={plan} context={context} />;
    case 'transport': return <TransportItinerary plan={plan} context={context} />;
    case 'cruise': return <CruiseItinerary plan={plan} context={context} />;
    case 'restaurant': return <RestaurantDetails plan={plan} />;
    case 'activity': return <ActivityDetails plan={plan} />;
    case 'note': return <NoteDetails plan={plan} />;
    case 'map': return <MapDetails plan={plan} />;
    case 'directions': return <DirectionsDetails plan={plan} />;
    case 'parking': return <ParkingOverview plan={plan} />;
  }
}

function SubPage({ plan, page, context }: { readonly plan: Plan; readonly page: PlanSubPage; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  switch (page) {
    case 'booking-info':
      return <BookingCard booking={plan.booking} title={t('sections.booking-info')} />;
    case 'notes':
      return <NotesCard notes={plan.booking.notes} title={t('sections.notes')} />;
    case 'passengers':
      return <TravelersCard title={t(TRAVELERS_HEADING[plan.type])} travelers={travelersOf(plan)} />;
    case 'transport-info':
      return plan.type === 'transport' ? <TransportInfo plan={plan} context={context} /> : null;
    case 'cruise-info':
      return plan.type === 'cruise' ? <FactsCard title={t('sections.cruise-info')} facts={cruiseInfoFacts(t, plan)} /> : null;
  }
}

/** Props of {@link PlanBody}. */
export interface PlanBodyProps {
  readonly plan: Plan;
  /** The section the URL selects; 'all' shows every section one after the other (unfiled items). */
  readonly section: PlanSection | 'all';
  readonly context: PlanDetailsContext;
}

/**
 * The plan's details. Types without sub-pages show everything at once: their own view, travelers,
 * booking info and notes. Transport, cruise and parking show the selected sub-page (the overview
 * by default), or all of them one after the other.
 */
export function PlanBody({ plan, section, context }: PlanBodyProps) {
  const { t } = useTranslation('planView');
  const pages = subPagesOf(plan.type);
  if (pages.length === 0 || section === 'all') {
    const order: readonly PlanSubPage[] = pages.length === 0 ? ['passengers', 'booking-info', 'notes'] : pages;
    return (
      <div className="wb-plan-body">
        <TypeOverview plan={plan} context={context} />
        {order.map((page) => (
          <SubPage key={page} plan={plan} page={page} context={context} />
        ))}
      </div>
    );
  }
  if (section === 'overview') {
    return (
      <div className="wb-plan-body">
        <TypeOverview plan={plan} context={context} />
      </div>
    );
  }
  return (
    <div className="wb-plan-body">
      {hasSubPageContent(plan, section) ? (
        <SubPage plan={plan} page={section} context={context} />
      ) : (
        <PlanCard title={t(`sections.${section}`)}>
          <p className="wb-muted">{t('sections.empty')}</p>
        </PlanCard>
      )}
    </div>
  );
}
