import { describe, expect, it } from 'vitest';
import { isBookingPassengerValid, needsBookingVerification, type BookingPassenger } from './booking-passenger.js';

const ada: BookingPassenger = { isConcurLinked: false, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-01', homeCity: 'London, United Kingdom' };

describe('isBookingPassengerValid (part 1 section 5)', () => {
  it('is valid with a date of birth, a home city and first and last names passing the name checks', () => {
    expect(isBookingPassengerValid(ada)).toBe(true);
    expect(isBookingPassengerValid({ ...ada, firstName: "Jean-Luc O'Neil", lastName: 'St. Claire' })).toBe(true);
  });
  it('is valid whatever the data when linked to the expense system', () => {
    expect(isBookingPassengerValid({ isConcurLinked: true, firstName: '', lastName: '', dateOfBirth: '', homeCity: '' })).toBe(true);
    expect(isBookingPassengerValid({ ...ada, isConcurLinked: true, lastName: 'Ada' })).toBe(true);
  });
  it('needs a date of birth and a home city', () => {
    expect(isBookingPassengerValid({ ...ada, dateOfBirth: '' })).toBe(false);
    expect(isBookingPassengerValid({ ...ada, homeCity: '' })).toBe(false);
    expect(isBookingPassengerValid({ ...ada, homeCity: '   ' })).toBe(false);
  });
  it('needs both names, each passing the name checks', () => {
    expect(isBookingPassengerValid({ ...ada, firstName: '' })).toBe(false);
    expect(isBookingPassengerValid({ ...ada, lastName: '' })).toBe(false);
    // Letters, space, apostrophe, hyphen, period, comma only.
    expect(isBookingPassengerValid({ ...ada, firstName: 'Ada1' })).toBe(false);
    // At least 2 characters after stripping separators.
    expect(isBookingPassengerValid({ ...ada, lastName: "L'" })).toBe(false);
    // Three identical consecutive characters (four for the letter i).
    expect(isBookingPassengerValid({ ...ada, lastName: 'Looovelace' })).toBe(false);
    expect(isBookingPassengerValid({ ...ada, lastName: 'Kiii' })).toBe(true);
    expect(isBookingPassengerValid({ ...ada, lastName: 'Kiiii' })).toBe(false);
  });
  it('needs the first and last names to differ', () => {
    expect(isBookingPassengerValid({ ...ada, lastName: ' ada ' })).toBe(false);
  });
});

describe('needsBookingVerification (part 1 section 4)', () => {
  const invalid = { ...ada, lastName: 'Ada' };
  it('opens once onboarding is finished, for data that is not valid, once per session', () => {
    expect(needsBookingVerification({ mustOnboard: false, passenger: invalid, shownThisSession: false })).toBe(true);
    expect(needsBookingVerification({ mustOnboard: false, passenger: invalid, shownThisSession: true })).toBe(false);
  });
  it('waits for onboarding, which gates the whole application', () => {
    expect(needsBookingVerification({ mustOnboard: true, passenger: invalid, shownThisSession: false })).toBe(false);
  });
  it('never opens for valid data', () => {
    expect(needsBookingVerification({ mustOnboard: false, passenger: ada, shownThisSession: false })).toBe(false);
    expect(needsBookingVerification({ mustOnboard: false, passenger: { ...invalid, isConcurLinked: true }, shownThisSession: false })).toBe(false);
  });
});
