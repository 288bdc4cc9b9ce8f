import { describe, expect, it } from 'vitest';
import type { ContractEntry, EntryCall } from '../contract/entry.js';
import { err, ok } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import { LegacyIdResolver } from './legacy-id-resolver.js';

// A transport answering utilEncode from a table, recording what it was asked.
function transport(table: Record<string, string>) {
  const asked: unknown[] = [];
  const api = {
    async call<E extends ContractEntry>(entry: E, input: EntryCall<E>) {
      asked.push(input.query);
      const q = input.query as { id: string; entity_type: string };
      const uuid = table[`${q.entity_type}:${q.id}`];
      return uuid === undefined
        ? err({ kind: 'http', status: 404, code: 'not_found', detailedErrorCode: 'not_found', description: 'Not found.' } as const)
        : (ok({ uuid }) as never);
    },
  } as ApiTransport;
  return { api, asked };
}

describe('LegacyIdResolver (part 1 section 2.5)', () => {
  it('replaces a numeric trip id by its uuid and adds the marker flag, keeping query and hash', async () => {
    const { api, asked } = transport({ 'trip:12': 'u-12' });
    const resolver = new LegacyIdResolver(api);
    expect(resolver.needsRewrite('/trips/12')).toBe(true);
    expect(await resolver.rewrite('/trips/12/edit', { a: 'b' }, '#top')).toBe('/trips/u-12/edit?a=b&rw=1#top');
    expect(asked).toEqual([{ id: '12', entity_type: 'trip' }]);
  });

  it('asks for a flight segment as trip_item and a lodging segment as reservation', async () => {
    const { api, asked } = transport({ 'trip:1': 't', 'trip_item:2': 'f', 'reservation:3': 'l' });
    const resolver = new LegacyIdResolver(api);
    expect(await resolver.rewrite('/trips/1/flights/2', {}, '')).toBe('/trips/t/flights/f?rw=1');
    expect(await resolver.rewrite('/trips/1/lodging/3/edit', {}, '')).toBe('/trips/t/lodging/l/edit?rw=1');
    expect(asked).toContainEqual({ id: '2', entity_type: 'trip_item' });
    expect(asked).toContainEqual({ id: '3', entity_type: 'reservation' });
  });

  it('leaves uuid paths alone without a call, and gives up (null) when a lookup fails', async () => {
    const { api, asked } = transport({});
    const resolver = new LegacyIdResolver(api);
    expect(resolver.needsRewrite('/trips/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(false);
    expect(await resolver.rewrite('/trips/0f8fad5b-d9cb-469f-a165-70867728950e', {}, '')).toBeNull();
    expect(asked).toEqual([]);
    expect(await resolver.rewrite('/trips/99', {}, '')).toBeNull();
  });
});
