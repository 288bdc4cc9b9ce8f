import {
  cruiseDeletion,
  joinTravelerName,
  PLAN_TYPE_INFO,
  planDateTimeInstant,
  planDateTimeZone,
  parseUtcOffset,
  type BookingFields,
  type Formatter,
  type Plan,
  type PlanAddress,
  type PlanDateTime,
  type PlanTraveler,
  type PlanType,
  type SupplierInfo,
} from '@waybook/core';

// View rules of the plan view screen. They read the typed plan PlanService gives; the rules that
// decide anything about a plan (segments, cruise deletion, dates, roles) come from @waybook/core.
// The few display rules core has no function for (sections, address line, zone abbreviation,
// which segment the URL names) are written here.

/** The sub-pages part 2 section 2 names under /trips/{tripUuid}/{type}/{segmentUuid}/. */
export type PlanSubPage = 'booking-info' | 'transport-info' | 'cruise-info' | 'passengers' | 'notes';

/** What a plan page shows: its overview (no :section) or one of its sub-pages. */
export type PlanSection = 'overview' | PlanSubPage;

const SUB_PAGES: Partial<Record<PlanType, readonly PlanSubPage[]>> = {
  transport: ['booking-info', 'transport-info', 'passengers', 'notes'],
  cruise: ['booking-info', 'cruise-info', 'passengers', 'notes'],
  parking: ['booking-info', 'notes'],
};

/**
 * The sub-pages of a plan type, in the spec's order (none for most types).
 *
 * @example
 * subPagesOf('parking') // ['booking-info', 'notes']
 */
export function subPagesOf(type: PlanType): readonly PlanSubPage[] {
  return SUB_PAGES[type] ?? [];
}

/**
 * The section a :section route parameter selects: the overview without one, the sub-page it
 * names, or null when the type has no such sub-page (a not-found page).
 *
 * @example
 * sectionOf('cruise', 'cruise-info') // 'cruise-info'
 * sectionOf('lodging', 'notes')      // null
 */
export function sectionOf(type: PlanType, param: string | undefined): PlanSection | null {
  if (param === undefined || param === '') return 'overview';
  return subPagesOf(type).find((p) => p === param) ?? null;
}

/** One segment of a multi-segment plan, as the page lists it. */
export type PlanSegmentRef = { readonly uuid: string; readonly index: number };

/**
 * The segments of a multi-segment plan (air, rail, transport, cruise), in order; [] for the others,
 * whose check-in/check-out style stops are derived and have no uuid of their own.
 *
 * @example
 * segmentsOf(railPlan).map((s) => s.uuid) // ['s1', 's2']
 */
export function segmentsOf(plan: Plan): readonly PlanSegmentRef[] {
  switch (plan.type) {
    case 'air':
    case 'rail':
    case 'transport':
    case 'cruise':
      return plan.segments.map((s, index) => ({ uuid: s.uuid, index }));
    default:
      return [];
  }
}

/**
 * The index of the segment a URL names, or -1 when it names the reservation itself (or nothing).
 *
 * @example
 * currentSegmentIndex(railPlan, 's2') // 1
 */
export function currentSegmentIndex(plan: Plan, segmentUuid: string | undefined): number {
  if (segmentUuid === undefined || segmentUuid === '') return -1;
  return segmentsOf(plan).find((s) => s.uuid === segmentUuid)?.index ?? -1;
}

/**
 * What deleting one segment does. A cruise follows core's cruiseDeletion (its embarkation or
 * disembarkation takes the whole reservation); for the other types, the last remaining segment
 * takes the plan with it (a local rule: a plan without segments has nothing left to show).
 *
 * @example
 * segmentDeletionEffect(cruiseWithThreeStops, embarkUuid) // 'reservation'
 * segmentDeletionEffect(twoFlights, firstFlightUuid)      // 'segment'
 */
export function segmentDeletionEffect(plan: Plan, segmentUuid: string): 'segment' | 'reservation' {
  const uuids = segmentsOf(plan).map((s) => s.uuid);
  if (plan.type === 'cruise') return cruiseDeletion(uuids, [segmentUuid]).kind === 'segments' ? 'segment' : 'reservation';
  return uuids.length <= 1 ? 'reservation' : 'segment';
}

/**
 * The segment the page shows after one was deleted: the next one, else the one before; null when
 * none is left.
 *
 * @example
 * segmentAfterDeletion(['a', 'b', 'c'], 'b') // 'c'
 * segmentAfterDeletion(['a', 'b'], 'b')      // 'a'
 */
export function segmentAfterDeletion(uuids: readonly string[], deleted: string): string | null {
  const index = uuids.indexOf(deleted);
  const rest = uuids.filter((u) => u !== deleted);
  if (rest.length === 0) return null;
  return rest[Math.min(Math.max(index, 0), rest.length - 1)] ?? null;
}

/**
 * The view path of a plan: /trips/{tripUuid}/{type}/{segmentUuid} for a filed plan (its first
 * segment for multi-segment types unless one is given, its own uuid otherwise), or
 * /unfiled/{type}/{reservationUuid}.
 *
 * @example
 * planViewPath(railPlan, { tripUuid: 't1' })        // '/trips/t1/rail/s1'
 * planViewPath(notePlan, { tripUuid: '' })          // '/unfiled/note/n1'
 */
export function planViewPath(plan: Plan, where: { readonly tripUuid: string; readonly segmentUuid?: string }): string {
  const route = PLAN_TYPE_INFO[plan.type].routeSegment;
  if (where.tripUuid === '') return `/unfiled/${route}/${encodeURIComponent(plan.meta.uuid)}`;
  const segment = where.segmentUuid ?? segmentsOf(plan)[0]?.uuid ?? plan.meta.uuid;
  return `/trips/${encodeURIComponent(where.tripUuid)}/${route}/${encodeURIComponent(segment || plan.meta.uuid)}`;
}

/**
 * The address as one line: the full address when the answer has it, else its parts joined.
 *
 * @example
 * addressLine({ ...EMPTY_PLAN_ADDRESS, addr1: '1 Rue X', city: 'Lyon', country: 'France' }) // '1 Rue X, Lyon, France'
 */
export function addressLine(a: PlanAddress): string {
  if (a.address.trim() !== '') return a.address.trim();
  return [a.addr1, a.addr2, a.city, a.state, a.zip, a.country]
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .join(', ');
}

/** A plan date-time ready to show: its date, time and zone abbreviation, and the ISO instant. */
export interface DateTimeParts {
  readonly date: string;
  /** '' when the time is not known. */
  readonly time: string;
  /** The plan's zone as its offset at that moment (GMT-4, UTC+2 in French), core's one zone rule; '' when no zone is known. */
  readonly zone: string;
  /** For a `<time dateTime>`; '' when the date-time is not a real instant. */
  readonly iso: string;
}

/**
 * A plan date-time as the page shows it, in the plan's local time: the date in the spec's display
 * format, the time in the user's hour clock, and the plan's zone written by core's one rule for
 * zones (Formatter.zone: its offset from UTC in the interface language, the same for every zone,
 * never an abbreviation known for a few zones only), or the plan's UTC offset when it has no
 * zone. Null when there is no date.
 *
 * @example
 * dateTimeParts({ ...EMPTY_PLAN_DATE_TIME, date: '2026-07-01', time: '15:00:00', isTimeKnown: true, timezone: 'America/New_York' }, createFormatter({ locale: 'en-US', dateOrder: 'M', hourClock: 1 }))
 * // { date: 'Jul 1, 2026', time: '3:00 PM', zone: 'GMT-4', iso: '2026-07-01T15:00:00.000-04:00' }
 */
export function dateTimeParts(dt: PlanDateTime | null, f: Formatter): DateTimeParts | null {
  if (dt === null) return null;
  const date = f.date(dt.date);
  if (date === '') return null;
  const time = dt.isTimeKnown ? f.time(dt.time) : '';
  const locale = f.prefs.locale;
  const instant = planDateTimeInstant(dt);
  const iana = dt.timezone !== '' && planDateTimeZone(dt).type === 'iana';
  const hasZone = iana || parseUtcOffset(dt.utcOffset) !== null;
  const zone =
    time === '' || !hasZone || instant === null
      ? ''
      : iana
        ? f.zone(dt.timezone, { date: dt.date, time: dt.time })
        : (instant.setLocale(locale).offsetNameShort ?? '');
  const iso = instant === null ? '' : time === '' ? dt.date : (instant.toISO() ?? '');
  return { date, time, zone, iso };
}

const blank = (s: string) => s.trim() === '';

/**
 * Whether a supplier, booking site or agency has anything to show.
 *
 * @example
 * hasSupplierInfo({ ...EMPTY_SUPPLIER_INFO, phone: '+33 1 23' }) // true
 */
export function hasSupplierInfo(s: SupplierInfo): boolean {
  return !(blank(s.name) && blank(s.confirmationNumber) && blank(s.phone) && blank(s.emailAddress) && blank(s.url) && blank(s.contact));
}

/**
 * Whether the booking fields have anything for the booking-info block (notes have their own).
 * Viewers get plans without the sensitive ones, so for them this is often false.
 *
 * @example
 * hasBookingInfo(EMPTY_BOOKING_FIELDS) // false
 */
export function hasBookingInfo(b: BookingFields): boolean {
  const texts = [b.bookingDate, b.bookingRate, b.totalCost, b.recordLocator, b.restrictions, b.cancellationDateTime];
  const sites: SupplierInfo[] = [
    {
      confirmationNumber: b.supplierConfirmationNumber,
      name: b.supplierName,
      phone: b.supplierPhone,
      emailAddress: b.supplierEmailAddress,
      url: b.supplierUrl,
      contact: b.supplierContact,
    },
    {
      confirmationNumber: b.bookingSiteConfirmationNumber,
      name: b.bookingSiteName,
      phone: b.bookingSitePhone,
      emailAddress: b.bookingSiteEmailAddress,
      url: b.bookingSiteUrl,
      contact: '',
    },
    b.agency,
  ];
  return texts.some((s) => !blank(s)) || sites.some(hasSupplierInfo) || b.isPurchased || b.hasPossibleCancellation;
}

/**
 * The travelers of a plan (guests, drivers, attendees, participants), [] for the types without.
 *
 * @example
 * travelersOf(lodgingPlan) // lodgingPlan.guests
 */
export function travelersOf(plan: Plan): readonly PlanTraveler[] {
  switch (plan.type) {
    case 'air':
    case 'rail':
    case 'transport':
    case 'cruise':
      return plan.travelers;
    case 'lodging':
      return plan.guests;
    case 'car':
      return plan.drivers;
    case 'restaurant':
      return plan.attendees;
    case 'activity':
      return plan.participants;
    default:
      return [];
  }
}

/**
 * The travelers that have a name or a detail to show.
 *
 * @example
 * shownTravelers([EMPTY_PLAN_TRAVELER]) // []
 */
export function shownTravelers(list: readonly PlanTraveler[]): readonly PlanTraveler[] {
  return list.filter((t) => joinTravelerName(t) !== '' || Object.values(t).some((v) => !blank(v)));
}

/**
 * Whether a sub-page has anything to show, so that its tab is offered.
 *
 * @example
 * hasSubPageContent(parkingPlan, 'notes') // parkingPlan.booking.notes !== ''
 */
export function hasSubPageContent(plan: Plan, page: PlanSubPage): boolean {
  switch (page) {
    case 'booking-info':
      return hasBookingInfo(plan.booking);
    case 'notes':
      return !blank(plan.booking.notes);
    case 'passengers':
      return shownTravelers(travelersOf(plan)).length > 0;
    case 'cruise-info':
      return plan.type === 'cruise' && [plan.shipName, plan.cabinNumber, plan.cabinType, plan.dining].some((s) => !blank(s));
    case 'transport-info':
      return (
        plan.type === 'transport' &&
        plan.segments.some(
          (s) => s.detailTypeCode !== '' || [s.carrierName, s.vehicleDescription, s.numberPassengers, s.confirmationNumber].some((v) => !blank(v)),
        )
      );
  }
}

/**
 * Whether a text may be shown as a link (http and https only; anything else stays plain text).
 *
 * @example
 * isWebUrl('https://example.com') // true
 * isWebUrl('javascript:alert(1)') // false
 */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value.trim());
}
