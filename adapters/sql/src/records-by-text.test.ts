import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordsByText } from './sql-plan-store.js';

const row = (uuid: string, object: string, trip = 't1') => ({ type: 'note', uuid, trip_uuid: trip, object });

describe('RecordsByText', () => {
  it('gives a plan read again with the same text the same frozen record', () => {
    const records = new RecordsByText();
    const first = records.recordOf(row('n1', '{"display_name":"Tickets"}'));
    const again = records.recordOf(row('n1', '{"display_name":"Tickets"}'));
    expect(again).toBe(first);
    expect(Object.isFrozen(first.object)).toBe(true);
    expect(first).toEqual({ type: 'note', uuid: 'n1', tripUuid: 't1', object: { display_name: 'Tickets' } });
  });

  it('parses again when the stored text or the trip changed', () => {
    const records = new RecordsByText();
    records.recordOf(row('n1', '{"display_name":"Tickets"}'));
    expect(records.recordOf(row('n1', '{"display_name":"Museum"}')).object).toEqual({ display_name: 'Museum' });
    expect(records.recordOf(row('n1', '{"display_name":"Museum"}', 't2')).tripUuid).toBe('t2');
    expect(records.size).toEqual({ entries: 1, chars: '{"display_name":"Museum"}'.length });
  });

  it('lets the least recently read plans go first, by count and by characters', () => {
    const records = new RecordsByText({ maxEntries: 2, maxChars: 1_000 });
    const a = records.recordOf(row('a', '{}'));
    records.recordOf(row('b', '{}'));
    records.recordOf(row('a', '{}')); // a is now the most recent
    records.recordOf(row('c', '{}'));
    expect(records.recordOf(row('a', '{}'))).toBe(a);
    expect(records.size.entries).toBe(2);

    const small = new RecordsByText({ maxEntries: 100, maxChars: 20 });
    small.recordOf(row('x', `{"n":"${'x'.repeat(8)}"}`));
    small.recordOf(row('y', `{"n":"${'y'.repeat(8)}"}`));
    expect(small.size).toEqual({ entries: 1, chars: 16 });
    // A text longer than the whole bound is parsed and not kept.
    small.recordOf(row('z', `{"n":"${'z'.repeat(40)}"}`));
    expect(small.size.chars).toBeLessThanOrEqual(20);
  });

  it('always answers what the text says, within its bounds', () => {
    const read = fc.record({ uuid: fc.constantFrom('a', 'b', 'c', 'd'), trip: fc.constantFrom('t1', 't2'), value: fc.string({ maxLength: 12 }) });
    fc.assert(
      fc.property(fc.array(read, { maxLength: 60 }), (reads) => {
        const records = new RecordsByText({ maxEntries: 3, maxChars: 60 });
        for (const r of reads) {
          const text = JSON.stringify({ v: r.value });
          const record = records.recordOf(row(r.uuid, text, r.trip));
          expect(record).toEqual({ type: 'note', uuid: r.uuid, tripUuid: r.trip, object: { v: r.value } });
          expect(records.size.entries).toBeLessThanOrEqual(3);
          expect(records.size.chars).toBeLessThanOrEqual(60);
        }
      }),
    );
  });
});
