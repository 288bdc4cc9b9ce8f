import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isValidEmail, normalizeEmail } from '../account/email.js';
import { checkInvitationRequest } from './invitation-request.js';

const address = fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.constantFrom('example.com', 'mail.example.org')).map(([u, d]) => `${u}@${d}`);
const jurisdiction = fc.constantFrom('AMER' as const, 'EMEA' as const);
const separator = fc.constantFrom(' ', ',', ';', ', ', ' ; ');

describe('checkInvitationRequest: properties', () => {
  it('an accepted list holds only valid, normalised, distinct addresses that are neither own, invited nor across jurisdictions', () => {
    fc.assert(
      fc.property(
        fc.array(address, { minLength: 1, maxLength: 6 }),
        separator,
        fc.array(address, { maxLength: 3 }),
        fc.array(fc.tuple(address, jurisdiction), { maxLength: 4 }),
        jurisdiction,
        (emails, sep, invited, accounts, own) => {
          const inviteeJurisdictions = new Map(accounts);
          const r = checkInvitationRequest({
            emails: emails.join(sep),
            sharer: { jurisdiction: own, emailAddresses: ['me@self.example.com'] },
            alreadyInvited: invited,
            inviteeJurisdictions,
          });
          const expectedOk = emails.every((e) => !invited.includes(e) && (inviteeJurisdictions.get(e) ?? own) === own);
          if (!r.ok) return !expectedOk;
          return (
            expectedOk &&
            new Set(r.value).size === r.value.length &&
            r.value.every((e) => isValidEmail(e) && e === normalizeEmail(e)) &&
            new Set(r.value).size === new Set(emails).size
          );
        },
      ),
    );
  });
  it('an address already invited is refused whatever its case', () => {
    fc.assert(
      fc.property(address, fc.boolean(), (a, upper) => {
        const typed = upper ? a.toUpperCase() : a;
        const r = checkInvitationRequest({ emails: typed, sharer: { jurisdiction: 'AMER', emailAddresses: [] }, alreadyInvited: [a] });
        return !r.ok && r.error.kind === 'already-invited';
      }),
    );
  });
});
