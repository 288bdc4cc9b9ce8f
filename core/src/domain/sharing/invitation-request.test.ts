import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { checkInvitationRequest, invitationRequestMessage } from './invitation-request.js';

const sharer = { jurisdiction: 'AMER', emailAddresses: ['ada@example.com'] } as const;

describe('checkInvitationRequest', () => {
  it('"E-mail lists for invitations split on space, comma or semicolon; each must match a standard address pattern."', () => {
    expect(checkInvitationRequest({ emails: 'bo@example.com, cy@example.com;di@example.com ev@example.com', sharer, alreadyInvited: [] })).toEqual(
      ok(['bo@example.com', 'cy@example.com', 'di@example.com', 'ev@example.com']),
    );
    expect(checkInvitationRequest({ emails: 'bo@example.com, nope', sharer, alreadyInvited: [] })).toEqual(err({ kind: 'invalid', address: 'nope' }));
    expect(checkInvitationRequest({ emails: ' ;, ', sharer, alreadyInvited: [] })).toEqual(err({ kind: 'required' }));
  });
  it('"You have already invited {email}."', () => {
    expect(checkInvitationRequest({ emails: 'Bo@Example.com', sharer, alreadyInvited: ['bo@example.com'] })).toEqual(
      err({ kind: 'already-invited', email: 'bo@example.com' }),
    );
  });
  it("refuses the sharer's own address", () => {
    expect(checkInvitationRequest({ emails: 'ADA@example.com', sharer, alreadyInvited: [] })).toEqual(err({ kind: 'self', email: 'ada@example.com' }));
  });
  it('"Invitations are blocked for some users by jurisdiction": across AMER and EMEA', () => {
    const inviteeJurisdictions = new Map([
      ['eu@example.com', 'EMEA' as const],
      ['us@example.com', 'AMER' as const],
    ]);
    expect(checkInvitationRequest({ emails: 'us@example.com eu@example.com', sharer, alreadyInvited: [], inviteeJurisdictions })).toEqual(
      err({ kind: 'jurisdiction-blocked', email: 'eu@example.com' }),
    );
    expect(checkInvitationRequest({ emails: 'us@example.com new@example.com', sharer, alreadyInvited: [], inviteeJurisdictions })).toEqual(
      ok(['us@example.com', 'new@example.com']),
    );
  });
  it('maps each refusal to its message', () => {
    expect(invitationRequestMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
    expect(invitationRequestMessage({ kind: 'invalid', address: 'x' })).toEqual({ key: 'validation:email.invalid' });
    expect(invitationRequestMessage({ kind: 'self', email: 'a@x.io' })).toEqual({ key: 'sharing:innerCircle.cannotInviteSelf' });
    expect(invitationRequestMessage({ kind: 'already-invited', email: 'a@x.io' })).toEqual({
      key: 'sharing:innerCircle.alreadyInvited',
      values: { email: 'a@x.io' },
    });
    expect(invitationRequestMessage({ kind: 'jurisdiction-blocked', email: 'a@x.io' })).toEqual({
      key: 'sharing:innerCircle.jurisdictionBlocked',
      values: { email: 'a@x.io' },
    });
  });
});
