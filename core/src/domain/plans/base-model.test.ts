import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { isEmptyModelValue, modelsEqual, updateKnownFields } from './base-model.js';

describe('base model', () => {
  // "Base model: an update copies only known fields; equality compares fields, dates by millisecond, and
  // treats empty values as equal."
  it('an update copies only known fields', () => {
    const model = { name: 'Hotel', rooms: 1, notes: 'x' };
    expect(updateKnownFields(model, { rooms: 2, hacker: true })).toEqual({ name: 'Hotel', rooms: 2, notes: 'x' });
    expect(updateKnownFields(model, { notes: null })).toEqual({ name: 'Hotel', rooms: 1, notes: null });
    expect(updateKnownFields(model, { name: undefined })).toEqual(model);
    expect(updateKnownFields(model, 'nope')).toBe(model);
    expect(model).toEqual({ name: 'Hotel', rooms: 1, notes: 'x' });
  });
  it('does not copy inherited or prototype keys', () => {
    const model = { name: 'a' };
    const updated = updateKnownFields(model, JSON.parse('{"__proto__": {"polluted": true}, "toString": "x"}'));
    expect(updated).toEqual({ name: 'a' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
  it('compares dates by millisecond', () => {
    const a = new Date(Date.UTC(2026, 4, 1, 9, 0, 0, 5));
    expect(modelsEqual({ at: a }, { at: new Date(a.getTime()) })).toBe(true);
    expect(modelsEqual({ at: a }, { at: new Date(a.getTime() + 1) })).toBe(false);
    expect(modelsEqual({ at: a }, { at: DateTime.fromMillis(a.getTime(), { zone: 'Asia/Tokyo' }) })).toBe(true);
    expect(modelsEqual({ at: a }, { at: a.toISOString() })).toBe(false);
  });
  it("treats '', null, undefined and [] as equal", () => {
    expect(modelsEqual({ notes: '', seats: [] }, { notes: null })).toBe(true);
    expect(modelsEqual({ notes: undefined }, { notes: [] })).toBe(true);
    expect(modelsEqual({ notes: '' }, { notes: ' ' })).toBe(false);
    expect(modelsEqual({ rooms: 0 }, { rooms: null })).toBe(false);
    expect(isEmptyModelValue(false)).toBe(false);
  });
  it('compares nested fields and arrays in order', () => {
    expect(modelsEqual({ a: { city: 'Oslo', zip: '' } }, { a: { city: 'Oslo' } })).toBe(true);
    expect(modelsEqual({ list: [1, 2] }, { list: [2, 1] })).toBe(false);
    expect(modelsEqual({ rooms: 1 }, { rooms: '1' })).toBe(false);
    expect(modelsEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});
