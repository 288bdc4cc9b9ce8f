import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAutoImportActive, makePrimary, sortEmailAddresses } from './email-addresses.js';
import { isBookingPassengerValid } from './booking-passenger.js';

const addr = (uuid: string, address: string, isPrimary = false, isConfirmed = false) => ({ uuid, address, isPrimary, isConfirmed });

describe('e-mail addresses (part 1 section 3.4)', () => {
  it('sorts primary first, then confirmed, then alphabetical', () => {
    const sorted = sortEmailAddresses([addr('1', 'zed@x.io'), addr('2', 'bob@x.io', false, true), addr('3', 'amy@x.io'), addr('4', 'pat@x.io', true, true)]);
    expect(sorted.map((e) => e.address)).toEqual(['pat@x.io', 'bob@x.io', 'amy@x.io', 'zed@x.io']);
  });

  it('setting one address primary clears the flag on the others', () => {
    const result = makePrimary([addr('1', 'a@x.io', true), addr('2', 'b@x.io'), addr('3', 'c@x.io')], '2');
    expect(result.ok && result.value.map((e) => e.isPrimary)).toEqual([false, true, false]);
    expect(makePrimary([addr('1', 'a@x.io', true)], 'x')).toEqual({ ok: false, error: { kind: 'unknown-address' } });
  });

  it('auto import is active only if both isAutoImport and isAutoInboxEligible', () => {
    expect(isAutoImportActive({ isAutoImport: true, isAutoInboxEligible: true })).toBe(true);
    expect(isAutoImportActive({ isAutoImport: true, isAutoInboxEligible: false })).toBe(false);
    expect(isAutoImportActive({ isAutoImport: false, isAutoInboxEligible: true })).toBe(false);
  });

  const addresses = fc.uniqueArray(fc.record({ uuid: fc.uuid(), address: fc.emailAddress(), isPrimary: fc.boolean(), isConfirmed: fc.boolean() }), {
    selector: (e) => e.uuid,
    maxLength: 8,
  });

  it('sorting keeps every address and puts each rank before the next', () => {
    fc.assert(
      fc.property(addresses, (list) => {
        const sorted = sortEmailAddresses(list);
        const rank = (e: { isPrimary: boolean; isConfirmed: boolean }) => (e.isPrimary ? 0 : e.isConfirmed ? 1 : 2);
        return sorted.length === list.length && sorted.every((e, i) => i === 0 || rank(sorted[i - 1]!) <= rank(e));
      }),
    );
  });

  it('after makePrimary exactly one address is primary, and it is the chosen one', () => {
    fc.assert(
      fc.property(
        addresses.filter((l) => l.length > 0),
        fc.nat(),
        (list, i) => {
          const chosen = list[i % list.length]!.uuid;
          const result = makePrimary(list, chosen);
          return (
            result.ok &&
            result.value
              .filter((e) => e.isPrimary)
              .map((e) => e.uuid)
              .join() === chosen
          );
        },
      ),
    );
  });
});

describe('booking-passenger validity (part 1 section 5)', () => {
  const complete = { isConcurLinked: false, firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-01', homeCity: 'London, England, United Kingdom' };
  it('is valid when linked to the expense system, or complete with valid names', () => {
    expect(isBookingPassengerValid(complete)).toBe(true);
    expect(isBookingPassengerValid({ ...complete, isConcurLinked: true, dateOfBirth: '', homeCity: '' })).toBe(true);
    expect(isBookingPassengerValid({ ...complete, dateOfBirth: '' })).toBe(false);
    expect(isBookingPassengerValid({ ...complete, homeCity: ' ' })).toBe(false);
    expect(isBookingPassengerValid({ ...complete, lastName: 'Ada' })).toBe(false);
    expect(isBookingPassengerValid({ ...complete, firstName: 'Aaaa' })).toBe(false);
  });
  it('a linked profile is valid whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (f, l, d, h) =>
        isBookingPassengerValid({ isConcurLinked: true, firstName: f, lastName: l, dateOfBirth: d, homeCity: h }),
      ),
    );
  });
});
