import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from './result.js';

describe('result', () => {
  it('tags successes and failures', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err({ kind: 'x' })).toEqual({ ok: false, error: { kind: 'x' } });
  });
  it('keeps the wrapped value', () => {
    fc.assert(fc.property(fc.anything(), (v) => Object.is(ok(v).value, v) && Object.is(err(v).error, v)));
  });
});
