import { describe, expect, it } from 'vitest';
import { contract } from './contract.js';
import { BEARER_ERRORS, bearerRefusal, OAUTH_SCOPES, scopeNeededFor, TOKEN_READ_ENTRIES, TOKEN_WRITE_ENTRIES } from './oauth-scopes.js';
import { createPlanEntry, getPlanEntry, movePlanEntry } from './plan-entries.js';
import { getTripEntry, listTripsEntry } from './trip-entries.js';
import { connectedApplicationsEntry, deleteConnectedApplicationEntry } from './account/connected-application-entries.js';

const byId = (id: string) => {
  const e = contract.find((x) => x.id === id);
  if (!e) throw new Error(id);
  return e;
};

describe('Bearer token scopes (docs/oauth.md)', () => {
  it('lets a read scope read trips and plans', () => {
    expect(bearerRefusal(listTripsEntry, [OAUTH_SCOPES.read])).toBeNull();
    expect(bearerRefusal(getTripEntry, [OAUTH_SCOPES.read])).toBeNull();
    expect(bearerRefusal(getPlanEntry, [OAUTH_SCOPES.read])).toBeNull();
  });
  it('refuses a write to a read scope, a move (a GET that changes data) included', () => {
    expect(bearerRefusal(createPlanEntry, [OAUTH_SCOPES.read])).toBe(BEARER_ERRORS.insufficientScope);
    expect(bearerRefusal(movePlanEntry, [OAUTH_SCOPES.read])).toBe(BEARER_ERRORS.insufficientScope);
  });
  it('lets the write scope read and write', () => {
    expect(bearerRefusal(createPlanEntry, [OAUTH_SCOPES.write])).toBeNull();
    expect(bearerRefusal(getTripEntry, [OAUTH_SCOPES.write])).toBeNull();
  });
  it('refuses account, billing, sharing and the connected applications themselves to any token', () => {
    for (const id of [
      'getProfile',
      'replaceProfile',
      'deleteAccount',
      'changePassword',
      'updateProUpgrade',
      'purchasedProductInfo',
      'inviteToTrip',
      'refreshFeedUrl',
    ]) {
      expect(bearerRefusal(byId(id), [OAUTH_SCOPES.read, OAUTH_SCOPES.write])).toBe(BEARER_ERRORS.notForTokens);
    }
    expect(bearerRefusal(connectedApplicationsEntry, [OAUTH_SCOPES.write])).toBe(BEARER_ERRORS.notForTokens);
    expect(bearerRefusal(deleteConnectedApplicationEntry, [OAUTH_SCOPES.write])).toBe(BEARER_ERRORS.notForTokens);
  });
  it('refuses a token without either scope', () => {
    expect(bearerRefusal(getTripEntry, [])).toBe(BEARER_ERRORS.insufficientScope);
    expect(bearerRefusal(getTripEntry, ['openid', 'offline_access'])).toBe(BEARER_ERRORS.insufficientScope);
  });
  it('lists only entries of the contract, each once, and reads only as GETs that change nothing', () => {
    const ids = [...TOKEN_READ_ENTRIES, ...TOKEN_WRITE_ENTRIES].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(byId(id)).toBeDefined();
    for (const e of TOKEN_READ_ENTRIES) expect([e.method, e.csrf]).toEqual(['GET', undefined]);
    expect(scopeNeededFor({ id: 'nothing' })).toBeNull();
  });
});
