import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ApiFailure } from '../ports/api-transport.port.js';
import { globalAction, hasLeakedNullish } from './global-status.js';

const http = (status: number, detailedErrorCode = '', description = ''): ApiFailure => ({ kind: 'http', status, code: '', detailedErrorCode, description });
const ctx = { currentUrl: '/app/trips', isProfileFetch: false };

describe('globalAction (part 1 section 8)', () => {
  it('follows the spec for each status', () => {
    expect(globalAction(http(401), ctx)).toEqual({ kind: 'login', url: '/account/login?redirect_url=%2Fapp%2Ftrips' });
    expect(globalAction(http(409, 'ineligible_for_new_webapp'), ctx)).toEqual({ kind: 'leave', url: '/' });
    expect(globalAction(http(409, 'other'), ctx)).toEqual({ kind: 'none' });
    expect(globalAction(http(403, 'restricted_location', 'restricted_location'), ctx)).toEqual({ kind: 'none' });
    expect(globalAction(http(403, 'trip_permission_denied', 'Your role on this trip does not allow this.'), ctx)).toEqual({ kind: 'none' });
    expect(globalAction(http(403, 'public_sharing_disabled', 'Public trip sharing is turned off for your account.'), ctx)).toEqual({ kind: 'none' });
    expect(globalAction(http(403, 'x', 'suspended'), ctx)).toEqual({
      kind: 'logout',
      url: '/account/logout?redirect_url=%2Fuhp%2Fblocked%3Fstatus%3Dsuspended',
    });
    expect(globalAction(http(404), ctx)).toEqual({ kind: 'not-found' });
    expect(globalAction(http(400), { ...ctx, isProfileFetch: true })).toEqual({ kind: 'logout', url: '/account/logout?redirect_url=%2Faccount%2Flogin' });
    expect(globalAction(http(400), ctx)).toEqual({ kind: 'report' });
    expect(globalAction(http(422), ctx)).toEqual({ kind: 'none' });
    expect(globalAction(http(500), ctx)).toEqual({ kind: 'none' });
    expect(globalAction({ kind: 'network' }, ctx)).toEqual({ kind: 'none' });
  });

  it('a 401 always returns to the page the user was on', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.boolean(), (path, isProfileFetch) => {
        const action = globalAction(http(401), { currentUrl: path, isProfileFetch });
        return action.kind === 'login' && decodeURIComponent(action.url.split('redirect_url=')[1] ?? '') === path;
      }),
    );
  });

  it('spots null and undefined leaking into a URL, not words that contain them', () => {
    expect(hasLeakedNullish('v2/get/trip/uuid/undefined')).toBe(true);
    expect(hasLeakedNullish('v2/utilEncode?id=null&entity_type=trip')).toBe(true);
    expect(hasLeakedNullish('v2/autocompletePlace?query=nullarbor')).toBe(false);
  });
});
