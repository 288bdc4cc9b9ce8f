import { describe, it } from 'vitest';
import fc from 'fast-check';
import { addEmailDecision, MAX_EMAIL_ADDRESSES, primaryRefusal, removalRefusal } from './email-address-rules.js';

// An account as the stores keep it: distinct addresses, exactly one primary, the primary may be unconfirmed (sign-up).
const account = fc
  .uniqueArray(fc.constantFrom('a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io'), { minLength: 1 })
  .chain((addresses) =>
    fc.tuple(fc.constant(addresses), fc.nat(addresses.length - 1), fc.array(fc.boolean(), { minLength: addresses.length, maxLength: addresses.length })),
  )
  .map(([addresses, primary, confirmed]) => addresses.map((address, i) => ({ address, isPrimary: i === primary, isConfirmed: confirmed[i] ?? false })));
const anyAddress = fc.constantFrom('a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io', 'z@x.io');

describe('e-mail address rules: properties', () => {
  it('whatever is removed, the account keeps a primary address and at least one address', () => {
    fc.assert(
      fc.property(account, anyAddress, (addresses, address) => {
        if (removalRefusal(addresses, address) !== undefined) return true;
        const left = addresses.filter((e) => e.address !== address);
        return left.length >= 1 && left.some((e) => e.isPrimary);
      }),
    );
  });
  it('an address may become primary exactly when it is on the account and confirmed', () => {
    fc.assert(
      fc.property(account, anyAddress, (addresses, address) => {
        const own = addresses.find((e) => e.address === address);
        return (primaryRefusal(addresses, address) === undefined) === (own?.isConfirmed === true);
      }),
    );
  });
  it('adding never lets an account pass the limit, and never re-adds an address it holds', () => {
    fc.assert(
      fc.property(account, anyAddress, (addresses, address) => {
        const d = addEmailDecision(addresses, address);
        const own = addresses.some((e) => e.address === address);
        if (d.ok && d.value === 'add') return !own && addresses.length < MAX_EMAIL_ADDRESSES;
        if (d.ok) return own;
        return own || addresses.length >= MAX_EMAIL_ADDRESSES;
      }),
    );
  });
});
