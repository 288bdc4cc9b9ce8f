import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_TRIP_PLAN_SHARING } from '../../domain/account/email-address-rules.js';
import { sortEmailAddresses } from '../../domain/account/email-addresses.js';
import { accountEmailWire, emailAddressesFromWire, emailAddressesToWire, requestAddEmailEntry, updateImportTripPlanSharingEntry } from './email-entries.js';

const stored = (address: string, isPrimary = false, isConfirmed = false) => ({
  uuid: `u-${address}`,
  address,
  isPrimary,
  isConfirmed,
  importTripPlanSharing: 'concur_sharing_none' as const,
});

describe('e-mail address entries', () => {
  it('answers addresses sorted primary, confirmed, alphabetical, with email_ref the uuid', () => {
    const wire = emailAddressesToWire([stored('zed@x.io'), stored('bob@x.io', false, true), stored('pat@x.io', true, true)]).EmailAddresses;
    expect(wire.map((e) => e.email_address)).toEqual(['pat@x.io', 'bob@x.io', 'zed@x.io']);
    expect(wire[0]).toMatchObject({ uuid: 'u-pat@x.io', email_ref: 'u-pat@x.io', is_primary: 'true', is_auto_import: 'false' });
  });

  it('reads form bodies as the spec names them and refuses an unknown sharing value', () => {
    expect(requestAddEmailEntry.body.kind).toBe('form');
    expect(requestAddEmailEntry.body.schema.parse({ email_addr: ' a@x.io ' })).toEqual({ email_addr: 'a@x.io' });
    expect(updateImportTripPlanSharingEntry.body.schema.safeParse({ email_ref: 'e1', value: 'maybe' }).success).toBe(false);
  });

  it('round-trips any list through the wire (sorted)', () => {
    const entry = fc.record({
      uuid: fc.uuid(),
      address: fc.emailAddress(),
      isPrimary: fc.boolean(),
      isConfirmed: fc.boolean(),
      importTripPlanSharing: fc.constantFrom(...IMPORT_TRIP_PLAN_SHARING),
      isAutoImport: fc.boolean(),
      isAutoInboxEligible: fc.boolean(),
      lastAutoInboxFetchDateTime: fc.constantFrom('', '2026-11-21T10:05:00.000Z'),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (list) => {
        const wire = emailAddressesToWire(list).EmailAddresses;
        expect(wire.every((w) => accountEmailWire.safeParse(w).success)).toBe(true);
        expect(emailAddressesFromWire(wire)).toEqual(sortEmailAddresses(list));
      }),
    );
  });
});
