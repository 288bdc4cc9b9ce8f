import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { LocalDateTime } from '../../domain/flights/local-date-time.js';
import { dateTimeFromWire, dateTimeToWire, dateTimeWire, wireList } from './wire-scalars.js';

/** What a JSON body carries: the encoder's output after JSON.stringify/parse. */
const overJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime: fc.Arbitrary<LocalDateTime> = fc.record({
  date: fc
    .tuple(fc.integer({ min: 2000, max: 2040 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}:00`),
  timezone: fc.constantFrom(null, 'UTC', 'Europe/Paris', 'America/Chicago'),
});
describe('wire scalars: properties', () => {
  it('a DateTime survives domain -> wire -> JSON -> schema -> domain', () => {
    fc.assert(fc.property(localDateTime, (v) => same(dateTimeFromWire(dateTimeWire.parse(overJson(dateTimeToWire(v)))), v)));
  });
  it('a list reads the same written with commas, spaces or as an array', () => {
    const word = fc.stringMatching(/^[a-z_]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 5 }),
        (words) => same(wireList.parse(words.join(', ')), words) && same(wireList.parse(words.join(' ')), words) && same(wireList.parse(words), words),
      ),
    );
  });
});
