import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { canSharePublicly, isPublicLinkValid, publicSharePath, publicSharingFrom, publicSharingMessage, publicSharingTransition } from './public-sharing.js';

describe('public sharing', () => {
  it('"A trip can be shared publicly only once it has a publicGuid"', () => {
    expect(canSharePublicly(publicSharingFrom({ publicGuid: null, isPublicTripSharingDisabled: false }))).toBe(false);
    expect(canSharePublicly(publicSharingFrom({ publicGuid: 'g-1', isPublicTripSharingDisabled: false }))).toBe(true);
    expect(publicSharingTransition({ status: 'unshared' }, { type: 'issueGuid', guid: 'g-1' })).toEqual(ok({ status: 'shared', publicGuid: 'g-1' }));
  });
  it('"the share URL can be regenerated, which invalidates the old link"', () => {
    const r = publicSharingTransition({ status: 'shared', publicGuid: 'g-1' }, { type: 'issueGuid', guid: 'g-2' });
    expect(r).toEqual(ok({ status: 'shared', publicGuid: 'g-2' }));
    if (!r.ok) return;
    expect(isPublicLinkValid(r.value, 'g-1')).toBe(false);
    expect(isPublicLinkValid(r.value, 'g-2')).toBe(true);
    expect(publicSharingTransition(r.value, { type: 'issueGuid', guid: 'g-2' })).toEqual(err({ kind: 'guid-unchanged' }));
    expect(publicSharingTransition(r.value, { type: 'issueGuid', guid: '' })).toEqual(err({ kind: 'guid-missing' }));
  });
  it('"Public sharing can be disabled per user (isPublicTripSharingDisabled)."', () => {
    const off = publicSharingFrom({ publicGuid: 'g-1', isPublicTripSharingDisabled: true });
    expect(off).toEqual({ status: 'disabled', publicGuid: 'g-1' });
    expect(canSharePublicly(off)).toBe(false);
    expect(isPublicLinkValid(off, 'g-1')).toBe(false);
    expect(publicSharingTransition(off, { type: 'issueGuid', guid: 'g-2' })).toEqual(err({ kind: 'sharing-disabled' }));
    expect(publicSharingTransition(off, { type: 'enableForUser' })).toEqual(ok({ status: 'shared', publicGuid: 'g-1' }));
    expect(publicSharingTransition({ status: 'unshared' }, { type: 'disableForUser' })).toEqual(ok({ status: 'disabled', publicGuid: null }));
    expect(publicSharingTransition(off, { type: 'disableForUser' })).toEqual(err({ kind: 'already-disabled' }));
    expect(publicSharingTransition({ status: 'unshared' }, { type: 'enableForUser' })).toEqual(err({ kind: 'already-enabled' }));
  });
  it('"The public share URL for a trip is /p/{publicGuid}; for EMEA users an optional query routing_jurisdiction=EMEA is added."', () => {
    expect(publicSharePath('g-1', 'AMER')).toBe('/p/g-1');
    expect(publicSharePath('g-1', 'EMEA')).toBe('/p/g-1?routing_jurisdiction=EMEA');
  });
  it('"Unable to reset public share URL"', () => {
    expect(publicSharingMessage({ kind: 'guid-unchanged' })).toEqual({ key: 'sharing:publicSharing.resetFailed' });
    expect(publicSharingMessage({ kind: 'sharing-disabled' })).toEqual({ key: 'sharing:publicSharing.disabledForUser' });
    expect(publicSharingMessage({ kind: 'already-enabled' })).toEqual({ key: 'sharing:publicSharing.updateFailed' });
  });
});
