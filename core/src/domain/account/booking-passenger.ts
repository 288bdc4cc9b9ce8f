import { validateFullName } from './name-rules.js';

/** What booking-passenger validity looks at. */
export interface BookingPassenger {
  readonly isConcurLinked: boolean;
  readonly firstName: string;
  readonly lastName: string;
  /** y-MM-dd or '' */
  readonly dateOfBirth: string;
  readonly homeCity: string;
}

/**
 * A booking-passenger profile is valid when linked to the expense system, or when it has a date of
 * birth, a home city, and first and last names that pass the name checks (part 1 section 5).
 *
 * @example
 * isBookingPassengerValid({ isConcurLinked: false, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-01', homeCity: 'London' }) // true
 * isBookingPassengerValid({ isConcurLinked: true, firstName: '', lastName: '', dateOfBirth: '', homeCity: '' }) // true
 */
export function isBookingPassengerValid(p: BookingPassenger): boolean {
  if (p.isConcurLinked) return true;
  if (p.dateOfBirth.trim() === '' || p.homeCity.trim() === '') return false;
  return validateFullName(p.firstName, p.lastName).ok;
}

/** What decides whether the booking-passenger verification opens (part 1 section 4). */
export interface BookingVerificationState {
  /** Onboarding is still required: it gates the app first, and verification waits for it. */
  readonly mustOnboard: boolean;
  readonly passenger: BookingPassenger;
  /** The verification was already shown in this session. */
  readonly shownThisSession: boolean;
}

/**
 * Whether the booking-passenger verification modal opens: only once onboarding is finished, only
 * while the data is not valid ({@link isBookingPassengerValid}), and once per session.
 *
 * @example
 * needsBookingVerification({ mustOnboard: false, passenger: sameNames, shownThisSession: false }) // true: first and last names must differ
 * needsBookingVerification({ mustOnboard: false, passenger: sameNames, shownThisSession: true })  // false: shown already
 * needsBookingVerification({ mustOnboard: true, passenger: sameNames, shownThisSession: false })  // false: onboarding first
 * // where sameNames = { isConcurLinked: false, firstName: 'Ada', lastName: 'ada', dateOfBirth: '1990-05-01', homeCity: 'London' }
 */
export function needsBookingVerification(state: BookingVerificationState): boolean {
  return !state.mustOnboard && !state.shownThisSession && !isBookingPassengerValid(state.passenger);
}
