import { describe, expect, it } from 'vitest';
import { CO2_FRACTION_DIGITS, co2Message, roundCo2 } from './co2.js';
import { roundToDecimals } from './round-decimal.js';

describe('flight CO2 ("Flight CO2: shown to one decimal")', () => {
  it('rounds to one decimal, halves up by the decimal digits', () => {
    expect(CO2_FRACTION_DIGITS).toBe(1);
    expect(roundCo2(1.45)).toBe(1.5);
    expect(roundCo2(1.44)).toBe(1.4);
    expect(roundCo2(1234.567)).toBe(1234.6);
    expect(roundCo2(0.05)).toBe(0.1);
    expect(roundCo2(12)).toBe(12);
    expect(roundCo2(8.25)).toBe(8.3);
  });
  it('gives the stats:co2 message with the rounded amount', () => {
    expect(co2Message(812.349)).toEqual({ key: 'stats:co2', values: { amount: 812.3 } });
    expect(co2Message(-3)).toEqual({ key: 'stats:co2', values: { amount: 0 } });
    expect(co2Message(Number.POSITIVE_INFINITY)).toEqual({ key: 'stats:co2', values: { amount: 0 } });
  });
});

describe('roundToDecimals', () => {
  it('rounds halves away from zero and never gives -0', () => {
    expect(roundToDecimals(-1.45, 1)).toBe(-1.5);
    expect(roundToDecimals(2.5, 0)).toBe(3);
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
    expect(roundToDecimals(-1.005, 2)).toBe(-1.01);
    expect(Object.is(roundToDecimals(-0.04, 1), 0)).toBe(true);
    expect(roundToDecimals(1e-7, 1)).toBe(0);
    expect(roundToDecimals(1e21, 1)).toBe(1e21);
    expect(roundToDecimals(Number.NaN, 1)).toBeNaN();
  });
});
