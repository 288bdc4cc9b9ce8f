import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeEmail } from '../domain/account/email.js';
import { invitationFlags, uniqueAddresses } from './trip-sharing-handlers.js';

describe('invitation rules', () => {
  it('examples: traveler wins and is never read-only; repeats count once', () => {
    expect(invitationFlags({ is_read_only: true, is_traveler: true })).toEqual({ isReadOnly: false, isTraveler: true });
    expect(invitationFlags({ is_read_only: true, is_traveler: false })).toEqual({ isReadOnly: true, isTraveler: false });
    expect(uniqueAddresses(['Bo@x.io', 'bo@x.io ', 'cy@x.io'])).toEqual([
      ['bo@x.io', 0],
      ['cy@x.io', 2],
    ]);
  });

  it('a traveler is never read-only, and the type is kept otherwise', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (readOnly, traveler) => {
        const f = invitationFlags({ is_read_only: readOnly, is_traveler: traveler });
        expect(f.isTraveler).toBe(traveler);
        expect(f.isReadOnly).toBe(!traveler && readOnly);
      }),
    );
  });

  it('unique addresses: no repeats, every input represented, first index kept', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.emailAddress(), fc.boolean()).map(([e, upper]) => (upper ? e.toUpperCase() : e)),
          { maxLength: 12 },
        ),
        (list) => {
          const unique = uniqueAddresses(list);
          const names = unique.map(([a]) => a);
          expect(new Set(names).size).toBe(names.length);
          expect(new Set(list.map(normalizeEmail))).toEqual(new Set(names));
          for (const [address, index] of unique) expect(list.findIndex((a) => normalizeEmail(a) === address)).toBe(index);
        },
      ),
    );
  });
});
