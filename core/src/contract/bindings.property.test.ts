import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBindings } from './bindings.js';
import { contract } from './contract.js';

// For any handler list built from the contract by dropping some entries and binding others more
// than once, the check names exactly the dropped ones as unbound and the repeated ones as duplicate.
const countsArb = fc.array(fc.nat(3), { minLength: contract.length, maxLength: contract.length });
const bindAll = (counts: readonly number[]) => contract.flatMap((entry, i) => Array.from({ length: counts[i] ?? 0 }, () => ({ entry })));
const caseArb = countsArb.chain((counts) => {
  const handlers = bindAll(counts);
  return fc.tuple(fc.constant(counts), fc.shuffledSubarray(handlers, { minLength: handlers.length, maxLength: handlers.length }));
});

describe('checkBindings: properties', () => {
  it('reports exactly the entries bound zero or several times', () => {
    fc.assert(
      fc.property(caseArb, ([counts, shuffled]) => {
        const found = checkBindings(contract, shuffled);
        const expected = contract.flatMap((e, i) => {
          const n = counts[i] ?? 0;
          if (n === 0) return [`unbound:${e.id}`];
          return n > 1 ? [`duplicate:${e.id}:${n}`] : [];
        });
        expect(found.map((m) => (m.kind === 'duplicate' ? `${m.kind}:${m.id}:${m.count}` : `${m.kind}:${m.id}`))).toEqual(expected);
      }),
    );
  });
  it('names every handler outside the list, and only those, as unlisted', () => {
    fc.assert(
      fc.property(fc.subarray([...contract]), (outside) => {
        const list = contract.filter((e) => !outside.includes(e));
        const found = checkBindings(
          list,
          contract.map((entry) => ({ entry })),
        );
        expect(found.map((m) => m.kind === 'unlisted' && m.id)).toEqual(outside.map((e) => e.id));
      }),
    );
  });
});
