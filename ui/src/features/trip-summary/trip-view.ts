import {
  formatDisplayTime,
  formatPreferredDate,
  participantTypeOf,
  planTypeFromObjectKey,
  sortParticipantsByName,
  TRIP_OBJECT_LIST_KEYS,
  type DateOrder,
  type HourClock,
  type PlanType,
  type Trip,
  type TripDetails,
  type TripInvitee,
  type TripObjectListKey,
} from '@waybook/core';

// View rules of the trip summary and print screens. They read the trip as TripService gives it;
// the rules that decide anything about a trip (timing, statuses, types, roles) come from @waybook/core.

/** The label key (tripSummary namespace) of a participant's type. */
export function participantLabelKey(invitee: TripInvitee): string {
  if (invitee.isOwner) return invitee.isTraveler ? 'participants.ownerTraveling' : 'participants.owner';
  return `participants.${participantTypeOf(invitee)}`;
}

/** One line of the participants list: an invitee with the name and address the answer carried. */
export interface ParticipantRow {
  readonly profileRef: string;
  /** '' when the answer carried no profile for this participant. */
  readonly displayName: string;
  readonly emailAddress: string | null;
  readonly invitee: TripInvitee;
}

/**
 * The participants the server sent (the trip's invitees, named from the answer's profiles), owner
 * first, then by display name in the locale's order (core sortParticipantsByName).
 */
export function participantRows(details: Pick<TripDetails, 'trip' | 'profiles'>, locale: string): readonly ParticipantRow[] {
  const profiles = new Map(details.profiles.map((p) => [p.profileRef, p]));
  const rows = details.trip.invitees.map((invitee): ParticipantRow => {
    const profile = profiles.get(invitee.profileRef);
    return {
      profileRef: invitee.profileRef,
      displayName: profile?.displayName ?? '',
      emailAddress: profile?.emailAddress ?? null,
      invitee,
    };
  });
  const owners = rows.filter((r) => r.invitee.isOwner);
  const others = rows.filter((r) => !r.invitee.isOwner);
  return [...sortParticipantsByName(owners, locale), ...sortParticipantsByName(others, locale)];
}

/** The trip's dates in the user's date order, as the values of a `dates.*` message. */
export function tripDatesMessage(
  trip: Pick<Trip, 'startDate' | 'endDate'>,
  order: DateOrder,
): { readonly key: 'dates.range' | 'dates.from' | 'dates.until' | 'dates.none'; readonly values: Record<string, string> } {
  const start = trip.startDate === null ? '' : formatPreferredDate(trip.startDate, order);
  const end = trip.endDate === null ? '' : formatPreferredDate(trip.endDate, order);
  if (start !== '' && end !== '') return { key: 'dates.range', values: { start, end } };
  if (start !== '') return { key: 'dates.from', values: { start } };
  if (end !== '') return { key: 'dates.until', values: { end } };
  return { key: 'dates.none', values: {} };
}

/** A plan as the summary lists it until the plan screens come: its name, dates and notes. */
export interface PlanItem {
  readonly key: string;
  readonly type: PlanType;
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly notes: string;
}

/** One plan type with its plans, in the trip answer's order of lists. */
export interface PlanGroup {
  readonly type: PlanType;
  readonly items: readonly PlanItem[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function dateTime(value: unknown, order: DateOrder, hourClock: HourClock, locale: string): string {
  if (value === null || typeof value !== 'object') return '';
  const { date, time } = value as { readonly date?: unknown; readonly time?: unknown };
  const day = typeof date === 'string' ? formatPreferredDate(date, order) : '';
  const hour = typeof time === 'string' && time !== '' ? formatDisplayTime(time, hourClock, locale) : '';
  return [day, hour].filter((s) => s !== '').join(' ');
}

/** Options of {@link planGroups}. */
export interface PlanGroupOptions {
  readonly order: DateOrder;
  readonly hourClock: HourClock;
  readonly locale: string;
  /** Leaves out maps and directions (the print option "Hide maps and directions"). */
  readonly hideMapsAndDirections?: boolean;
}

const MAP_LISTS: readonly TripObjectListKey[] = ['MapObject', 'DirectionsObject'];

/**
 * The trip's plan lists that have plans, each plan read from its wire record: display name,
 * start (StartDateTime, or DateTime for notes) and end in the user's formats, and notes.
 */
export function planGroups(objects: TripDetails['objects'], options: PlanGroupOptions): readonly PlanGroup[] {
  const { order, hourClock, locale } = options;
  const groups: PlanGroup[] = [];
  for (const listKey of TRIP_OBJECT_LIST_KEYS) {
    if (options.hideMapsAndDirections === true && MAP_LISTS.includes(listKey)) continue;
    const type = planTypeFromObjectKey(listKey);
    const list = objects[listKey] ?? [];
    if (type === null || list.length === 0) continue;
    const items = list.map((o, index) => ({
      key: text(o['uuid']) || `${listKey}-${index}`,
      type,
      name: text(o['display_name']),
      start: dateTime(o['StartDateTime'] ?? o['DateTime'], order, hourClock, locale),
      end: dateTime(o['EndDateTime'], order, hourClock, locale),
      notes: text(o['notes']),
    }));
    groups.push({ type, items });
  }
  return groups;
}

/** The calendar file of a trip: served by the server outside /app, so a plain URL. */
export function calendarFileHref(uuid: string, fileName: string): string {
  return `/trip/download/uuid/${encodeURIComponent(uuid)}/${encodeURIComponent(fileName)}`;
}
