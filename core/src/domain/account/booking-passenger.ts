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
