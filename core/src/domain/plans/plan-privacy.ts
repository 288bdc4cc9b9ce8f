import type { BookingFields } from './plan-fields.js';
import type { Plan } from './types/plan.js';

/**
 * The booking fields left out of a plan shown to a viewer or on the public page: the costs
 * (total cost, booking rate) and the confirmation numbers (booking site, supplier, record
 * locator; the agency's confirmation number too).
 *
 * @example
 * SENSITIVE_BOOKING_FIELDS.includes('totalCost') // true
 */
export const SENSITIVE_BOOKING_FIELDS = [
  'totalCost',
  'bookingRate',
  'bookingSiteConfirmationNumber',
  'supplierConfirmationNumber',
  'recordLocator',
] as const satisfies readonly (keyof BookingFields)[];

function redactBooking(b: BookingFields): BookingFields {
  const cleared: Record<(typeof SENSITIVE_BOOKING_FIELDS)[number], ''> = {
    totalCost: '',
    bookingRate: '',
    bookingSiteConfirmationNumber: '',
    supplierConfirmationNumber: '',
    recordLocator: '',
  };
  return { ...b, ...cleared, agency: { ...b.agency, confirmationNumber: '' } };
}

/**
 * A plan as a read-only viewer and the public trip page see it: without costs, confirmation
 * numbers or travelers. Part 2 section 6: only owners, travelers, planners and Inner Circle
 * viewers with edit rights see costs, confirmation numbers, documents and participants; the
 * caller decides who gets this view. Left out (emptied):
 * - the costs and confirmation numbers of {@link SENSITIVE_BOOKING_FIELDS} and the agency's
 *   confirmation number;
 * - the confirmation number of each rail and transport segment and a parking's valet ticket number;
 * - every traveler list (Traveler, Guest, Attendee, Driver, Participant): the plan does not know
 *   who is looking, and a viewer appears among the trip's participants anyway.
 * Documents are not part of a {@link Plan} (they come in their own list): a caller showing them
 * must leave them out too. Everything else, dates, places, titles, counts and the display name,
 * stays as it is. Idempotent.
 *
 * @example
 * redactPlanForViewer(lodging).booking.supplierConfirmationNumber // ''
 * redactPlanForViewer(lodging).guests                             // []
 * redactPlanForViewer(lodging).startDateTime === lodging.startDateTime // true
 */
export function redactPlanForViewer(plan: Plan): Plan {
  const booking = redactBooking(plan.booking);
  switch (plan.type) {
    case 'air':
      return { ...plan, booking, travelers: [] };
    case 'rail':
      return { ...plan, booking, travelers: [], segments: plan.segments.map((s) => ({ ...s, confirmationNumber: '' })) };
    case 'transport':
      return { ...plan, booking, travelers: [], segments: plan.segments.map((s) => ({ ...s, confirmationNumber: '' })) };
    case 'cruise':
      return { ...plan, booking, travelers: [] };
    case 'lodging':
      return { ...plan, booking, guests: [] };
    case 'car':
      return { ...plan, booking, drivers: [] };
    case 'restaurant':
      return { ...plan, booking, attendees: [] };
    case 'activity':
      return { ...plan, booking, participants: [] };
    case 'parking':
      return { ...plan, booking, valetTicketNumber: '' };
    case 'note':
    case 'map':
    case 'directions':
      return { ...plan, booking };
  }
}
