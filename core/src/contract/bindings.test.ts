import { describe, expect, it } from 'vitest';
import { checkBindings, describeBindingMismatch } from './bindings.js';
import { contract } from './contract.js';
import { appConfigEntry, getProfileEntry, replaceProfileEntry } from './profile-entries.js';

// Issue 9 part 5: "The server mounts exactly the entries of the contract list and refuses to start
// when a bound handler and the list disagree."
const bound = (entries: readonly (typeof contract)[number][]) => entries.map((entry) => ({ entry }));
const list = [appConfigEntry, getProfileEntry, replaceProfileEntry];

describe('checkBindings', () => {
  it('finds nothing when every entry is bound exactly once, in any order', () => {
    expect(checkBindings(list, bound([replaceProfileEntry, appConfigEntry, getProfileEntry]))).toEqual([]);
    expect(checkBindings(contract, bound(contract))).toEqual([]);
  });
  it('names an entry of the list that has no handler', () => {
    expect(checkBindings(list, bound([appConfigEntry, replaceProfileEntry]))).toEqual([
      { kind: 'unbound', id: 'getProfile', route: 'GET /api/v2/get/profile' },
    ]);
  });
  it('names a handler whose entry is not in the list', () => {
    expect(checkBindings([appConfigEntry], bound([appConfigEntry, replaceProfileEntry]))).toEqual([
      { kind: 'unlisted', id: 'replaceProfile', route: 'POST /api/v2/replace/profile' },
    ]);
  });
  it('counts a look-alike copy of a listed entry as unlisted (and the listed one as unbound)', () => {
    const copy = { ...appConfigEntry };
    expect(checkBindings([appConfigEntry], bound([copy])).map((m) => m.kind)).toEqual(['unbound', 'unlisted']);
  });
  it('names an entry bound twice with its count', () => {
    expect(checkBindings(list, bound([...list, getProfileEntry, getProfileEntry]))).toEqual([
      { kind: 'duplicate', id: 'getProfile', route: 'GET /api/v2/get/profile', count: 3 },
    ]);
  });
  it('reports every mismatch at once', () => {
    const found = checkBindings([appConfigEntry, getProfileEntry], bound([appConfigEntry, appConfigEntry, replaceProfileEntry]));
    expect(found.map((m) => `${m.kind}:${m.id}`)).toEqual(['duplicate:appConfig', 'unbound:getProfile', 'unlisted:replaceProfile']);
  });
});

describe('describeBindingMismatch', () => {
  it('says what is wrong with which call', () => {
    expect(describeBindingMismatch({ kind: 'unbound', id: 'appConfig', route: 'GET /api/v2/appConfig' })).toBe(
      'appConfig (GET /api/v2/appConfig) is in the contract list but has no handler',
    );
    expect(describeBindingMismatch({ kind: 'unlisted', id: 'x', route: 'GET /api/v2/x' })).toBe(
      'x (GET /api/v2/x) has a handler but is not in the contract list',
    );
    expect(describeBindingMismatch({ kind: 'duplicate', id: 'getProfile', route: 'GET /api/v2/get/profile', count: 2 })).toBe(
      'getProfile (GET /api/v2/get/profile) has 2 handlers; bind it once',
    );
  });
});

describe('the contract list', () => {
  it('holds each entry once, with unique ids and unique routes', () => {
    expect(new Set(contract).size).toBe(contract.length);
    expect(new Set(contract.map((e) => e.id)).size).toBe(contract.length);
    expect(new Set(contract.map((e) => `${e.method} ${e.path}`)).size).toBe(contract.length);
  });
});
