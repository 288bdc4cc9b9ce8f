import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contract } from './contract.js';
import { BEARER_ERRORS, bearerRefusal, OAUTH_SCOPES, scopeNeededFor } from './oauth-scopes.js';

const scopeArb = fc.subarray([OAUTH_SCOPES.read, OAUTH_SCOPES.write, 'openid', 'offline_access', 'trips:admin']);
const entryArb = fc.constantFrom(...contract);

describe('Bearer token scopes: properties', () => {
  it('never opens a call that is not a GET without side effects to a token lacking trips:write', () => {
    fc.assert(
      fc.property(entryArb, scopeArb, (entry, scopes) => {
        const changes = entry.method !== 'GET' || entry.csrf === 'always';
        if (changes && !scopes.includes(OAUTH_SCOPES.write)) expect(bearerRefusal(entry, scopes)).not.toBeNull();
      }),
    );
  });
  it('allows exactly the listed calls whose scope is granted (write covering read)', () => {
    fc.assert(
      fc.property(entryArb, scopeArb, (entry, scopes) => {
        const needed = scopeNeededFor(entry);
        const granted = scopes.includes(OAUTH_SCOPES.write) || (needed === OAUTH_SCOPES.read && scopes.includes(OAUTH_SCOPES.read));
        const refusal = bearerRefusal(entry, scopes);
        if (needed === null) expect(refusal).toBe(BEARER_ERRORS.notForTokens);
        else expect(refusal).toBe(granted ? null : BEARER_ERRORS.insufficientScope);
      }),
    );
  });
  it('never opens an account-level call to any token (nothing a session-only area names)', () => {
    fc.assert(
      fc.property(entryArb, (entry) => {
        if (/profile|account|password|billing|payment|promo|pro|email|sms|innerCircle|connected|feed|invite|share|notification/i.test(entry.id))
          expect(bearerRefusal(entry, [OAUTH_SCOPES.read, OAUTH_SCOPES.write])).toBe(BEARER_ERRORS.notForTokens);
      }),
    );
  });
});
