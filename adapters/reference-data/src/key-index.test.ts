import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildKeys, KeyIndex } from './key-index.js';

describe('KeyIndex', () => {
  const names = ['San Francisco', 'San Fernando', 'Santa Fe', 'Washington, D.C.', 'Frankfurt (Oder)', 'Sanaa'];
  const population = Int32Array.from([870, 300, 80, 600, 60, 1900]);
  const index = new KeyIndex(buildKeys(names), population);

  it('indexes whole names, their part before "," or "(", and later words', () => {
    expect(index.citiesNamed('washington')).toEqual([3]);
    expect(index.citiesNamed('washington d c')).toEqual([3]);
    expect(index.citiesNamed('frankfurt')).toEqual([4]);
    expect(index.citiesNamed('francisco')).toEqual([]); // a later word, not a whole name
    const [from, to] = index.prefixRange('fran');
    expect(to - from).toBe(3); // francisco, frankfurt, frankfurt oder
  });

  it('yields a prefix range by population, largest first', () => {
    const [from, to] = index.prefixRange('san');
    expect([...index.byPopulation(from, to)].map((p) => names[index.cityAt(p)])).toEqual(['Sanaa', 'San Francisco', 'San Fernando', 'Santa Fe']);
  });

  it('agrees with sorting the whole range, for any data', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.stringMatching(/^[ab]{1,3}( [ab]{1,2})?$/), pop: fc.nat(1000) }), { maxLength: 40 }),
        fc.stringMatching(/^[ab]{0,2}$/),
        (cities, prefix) => {
          const keys = buildKeys(cities.map((c) => c.name));
          const ix = new KeyIndex(
            keys,
            Int32Array.from(cities, (c) => c.pop),
          );
          const [from, to] = ix.prefixRange(prefix);
          const expected = Array.from({ length: keys.keys.length }, (_, p) => ({ key: keys.keys.at(p) ?? '', p }))
            .filter(({ key }) => key.startsWith(prefix))
            .map(({ p }) => cities[keys.cities[p] ?? 0]?.pop);
          const got = [...ix.byPopulation(from, to)].map((p) => cities[ix.cityAt(p)]?.pop);
          expect(got).toEqual(expected.sort((a, b) => (b ?? 0) - (a ?? 0)));
        },
      ),
    );
  });
});
