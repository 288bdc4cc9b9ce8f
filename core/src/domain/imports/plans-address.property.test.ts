import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plansAddress, plansRecipient } from './plans-address.js';

const domain = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}(\.[a-z]{2,6}){1,2}$/);
const token = fc.stringMatching(/^[a-z0-9]{1,40}$/);

describe('plans address properties', () => {
  it('an address written for a token reads back as that token, for any case', () => {
    fc.assert(
      fc.property(domain, token, fc.boolean(), (d, t, upper) => {
        const address = plansAddress(d, t);
        expect(plansRecipient(upper ? address.toUpperCase() : address, d)).toEqual({ kind: 'personal', token: t });
      }),
    );
  });

  it('the shared address reads as shared, and no address of another domain is ever a plans address', () => {
    fc.assert(
      fc.property(domain, domain, fc.string({ maxLength: 30 }), (d, other, local) => {
        expect(plansRecipient(plansAddress(d), d)).toEqual({ kind: 'shared' });
        fc.pre(other !== d);
        expect(plansRecipient(`${local}@${other}`, d)).toEqual({ kind: 'other' });
      }),
    );
  });
});
