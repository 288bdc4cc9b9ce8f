import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeNote, noteToWire } from './note-wire.js';

// Spec: "Note: DateTime, Address, source, text, url, notes."
const WIRE = { ...FULL_COMMON_WIRE, DateTime: FULL_DATE_TIME_WIRE, Address: FULL_ADDRESS_WIRE, source: 'email', text: 'Bring passport', url: 'https://x/n' };

describe('note wire', () => {
  it('reads every field of the spec', () => {
    const r = decodeNote(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = r.value;
    expect(p.type).toBe('note');
    expect([p.source, p.text, p.url, p.booking.notes]).toEqual(['email', 'Bring passport', 'https://x/n', 'Late arrival']);
    expect(p.dateTime.date).toBe('2026-05-01');
  });
  it('writes back the same object', () => {
    const r = decodeNote(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(noteToWire(r.value)))).toEqual(WIRE);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeNote({ ...WIRE, text: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['text']);
  });
});
