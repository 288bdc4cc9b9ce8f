/**
 * One step of a path into a plan: a field name or a list index.
 *
 * @example
 * const path: PlanPathStep[] = ['segments', 1, 'startDateTime', 'date'];
 */
export type PlanPathStep = string | number;

/** Lists whose wire key is a singular PascalCase name (part 2 section 3, Traveler). */
const LIST_KEYS: Readonly<Record<string, string>> = {
  segments: 'Segment',
  travelers: 'Traveler',
  guests: 'Guest',
  attendees: 'Attendee',
  drivers: 'Driver',
  participants: 'Participant',
};

/** Field names whose wire name is not their snake_case form (the spec's abbreviations). */
const IRREGULAR: Readonly<Record<string, string>> = {
  onTimePercent: 'ontime_perc',
  confirmationNumber: 'confirmation_num',
  valetTicketNumber: 'valet_ticket_num',
  frequentTravelerNumber: 'frequent_traveler_num',
  ticketNumber: 'ticket_num',
  image: 'image_url',
  creator: 'creator_profile_ref',
  supplierConfirmationNumber: 'supplier_conf_num',
  bookingSiteConfirmationNumber: 'booking_site_conf_num',
};

const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const scalar = (name: string): string => IRREGULAR[name] ?? snake(name);
// Date-time and address objects are PascalCase on the wire (StartDateTime, StartLocationAddress).
const isObjectField = (name: string): boolean => /(datetime|address)$/i.test(name);

type Context = 'object' | 'flat' | 'agency' | 'inner';

function step(name: string, context: Context): { readonly wire: string | null; readonly next: Context } {
  switch (context) {
    case 'flat':
      return name === 'agency' ? { wire: 'Agency', next: 'agency' } : { wire: scalar(name), next: 'inner' };
    case 'agency':
      return { wire: name === 'confirmationNumber' ? 'agency_conf_num' : `agency_${snake(name)}`, next: 'inner' };
    case 'inner':
      return { wire: scalar(name), next: 'inner' };
    case 'object': {
      if (name === 'meta' || name === 'booking') return { wire: null, next: 'flat' };
      const list = LIST_KEYS[name];
      if (list !== undefined) return { wire: list, next: 'object' };
      return isObjectField(name) ? { wire: pascal(name), next: 'inner' } : { wire: scalar(name), next: 'inner' };
    }
  }
}

/**
 * The wire path (relative to the typed object) of a field given by its path in the domain plan:
 * metadata and booking fields sit on the object itself, the agency under Agency with an agency_
 * prefix, lists under their singular key (Segment, Guest...), date-times and addresses under their
 * PascalCase name, and scalars in snake_case with the spec's abbreviations (conf_num, ticket_num).
 *
 * @example
 * planWirePath(['segments', 0, 'startAirportCode'])   // 'Segment.0.start_airport_code'
 * planWirePath(['startDateTime', 'utcOffset'])         // 'StartDateTime.utc_offset'
 * planWirePath(['booking', 'supplierConfirmationNumber']) // 'supplier_conf_num'
 * planWirePath(['meta', 'displayName'])                // 'display_name'
 */
export function planWirePath(path: readonly PlanPathStep[]): string {
  const out: string[] = [];
  let context: Context = 'object';
  for (const part of path) {
    if (typeof part === 'number') {
      out.push(String(part));
      continue;
    }
    const { wire, next } = step(part, context);
    if (wire !== null) out.push(wire);
    context = next;
  }
  return out.join('.');
}
