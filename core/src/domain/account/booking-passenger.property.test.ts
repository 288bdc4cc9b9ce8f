import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isBookingPassengerValid, needsBookingVerification, type BookingPassenger } from './booking-passenger.js';
import { validateFullName } from './name-rules.js';

const text = fc.string({ maxLength: 12 });
const blank = fc.constantFrom('', ' ', '   ', '\t');
const passenger = fc.record({ isConcurLinked: fc.boolean(), firstName: text, lastName: text, dateOfBirth: text, homeCity: text });
// Names of distinct-neighbour letters pass the name checks on their own.
const goodName = fc
  .array(fc.constantFrom(...'abcdefghjklmnopqrstuvwxyzé'), { minLength: 2, maxLength: 12 })
  .map((chars) => chars.filter((ch, i) => i === 0 || ch !== chars[i - 1]).join(''))
  .filter((s) => s.length >= 2);
const complete = fc
  .record({ firstName: goodName, lastName: goodName, dateOfBirth: fc.constant('1990-05-01'), homeCity: fc.constantFrom('London', 'Lyon, France') })
  .filter((p) => p.firstName !== p.lastName)
  .map((p): BookingPassenger => ({ ...p, isConcurLinked: false }));

describe('booking-passenger validity: properties', () => {
  it('is always valid when linked to the expense system', () => {
    fc.assert(fc.property(passenger, (p) => isBookingPassengerValid({ ...p, isConcurLinked: true })));
  });
  it('is never valid unlinked with a blank required field', () => {
    const field = fc.constantFrom('firstName', 'lastName', 'dateOfBirth', 'homeCity');
    fc.assert(fc.property(passenger, field, blank, (p, f, b) => !isBookingPassengerValid({ ...p, isConcurLinked: false, [f]: b })));
  });
  it('agrees with the name checks once the date of birth and home city are there', () => {
    fc.assert(
      fc.property(complete, text, text, (p, first, last) => {
        expect(isBookingPassengerValid({ ...p, firstName: first, lastName: last })).toBe(validateFullName(first, last).ok);
      }),
    );
  });
  it('is valid for any complete profile with well-formed, different names', () => {
    fc.assert(fc.property(complete, (p) => isBookingPassengerValid(p)));
  });
});

describe('booking-passenger verification: properties', () => {
  it('opens exactly when onboarding is over, the data invalid and nothing was shown this session', () => {
    fc.assert(
      fc.property(passenger, fc.boolean(), fc.boolean(), (p, mustOnboard, shownThisSession) => {
        const opens = needsBookingVerification({ mustOnboard, passenger: p, shownThisSession });
        expect(opens).toBe(!mustOnboard && !shownThisSession && !isBookingPassengerValid(p));
        if (opens) expect(needsBookingVerification({ mustOnboard, passenger: p, shownThisSession: true })).toBe(false);
      }),
    );
  });
});
