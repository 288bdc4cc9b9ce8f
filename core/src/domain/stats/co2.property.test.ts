import { describe, it } from 'vitest';
import fc from 'fast-check';
import { roundCo2 } from './co2.js';
import { roundToDecimals } from './round-decimal.js';

describe('CO2 rounding: properties', () => {
  it('the result has at most one decimal and lies within half a tenth of the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (x) => {
        const r = roundCo2(x);
        const tenths = r * 10;
        return Math.abs(tenths - Math.round(tenths)) < 1e-6 * Math.max(1, tenths) && Math.abs(r - x) <= 0.05 + 1e-9 * Math.max(1, x);
      }),
    );
  });
  it('a decimal written with one more digit rounds half up exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 9 }), (whole, digit) => {
        const x = Number(`${Math.floor(whole / 10)}.${whole % 10}${digit}`);
        const expected = (Math.floor(whole / 10) * 10 + (whole % 10) + (digit >= 5 ? 1 : 0)) / 10;
        return roundCo2(x) === expected;
      }),
    );
  });
  it('any decimal with one digit more than kept rounds half away from zero exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 3 }), (kept, digit, decimals) => {
        const text = String(kept).padStart(decimals + 1, '0');
        const x = Number(`${text.slice(0, text.length - decimals)}.${text.slice(text.length - decimals)}${digit}`);
        const expected = Number(`${kept + (digit >= 5 ? 1 : 0)}e-${decimals}`);
        return roundToDecimals(x, decimals) === expected && roundToDecimals(-x, decimals) === (expected === 0 ? 0 : -expected);
      }),
    );
  });
  it('rounding is odd-symmetric and idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundToDecimals(x, 1);
        return roundToDecimals(r, 1) === r && (r === 0 ? roundToDecimals(-x, 1) === 0 : roundToDecimals(-x, 1) === -r);
      }),
    );
  });
});
