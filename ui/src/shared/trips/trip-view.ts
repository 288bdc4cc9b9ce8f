import { formatPreferredDate, participantTypeOf, sortParticipantsByName, type DateOrder, type Trip, type TripDetails, type TripInvitee } from '@waybook/core';

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

/** The calendar file of a trip: served by the server outside /app, so a plain URL. */
export function calendarFileHref(uuid: string, fileName: string): string {
  return `/trip/download/uuid/${encodeURIComponent(uuid)}/${encodeURIComponent(fileName)}`;
}
