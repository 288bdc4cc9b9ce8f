import { describe, it } from 'vitest';
import fc from 'fast-check';
import { parseTimeInput } from './time-input.js';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }));

describe('time input: properties', () => {
  it('a 24-hour time reads back as itself', () => {
    fc.assert(
      fc.property(clock, ([h, m, s]) => {
        const internal = `${pad(h)}:${pad(m)}:${pad(s)}`;
        const parsed = parseTimeInput(internal);
        return parsed.ok && parsed.value === internal;
      }),
    );
  });
  it('the 12-hour spelling of a time reads as the same time', () => {
    fc.assert(
      fc.property(clock, fc.constantFrom('am', 'PM', ' a.m.', ' p'), ([h, m, s], marker) => {
        const isPm = marker.trim().toLowerCase().startsWith('p');
        fc.pre(isPm === h >= 12);
        const parsed = parseTimeInput(`${h % 12 === 0 ? 12 : h % 12}:${pad(m)}:${pad(s)}${marker}`);
        return parsed.ok && parsed.value === `${pad(h)}:${pad(m)}:${pad(s)}`;
      }),
    );
  });
  it('anything accepted is a real HH:mm:ss time', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const parsed = parseTimeInput(text);
        return !parsed.ok || parsed.value === null || /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(parsed.value);
      }),
    );
  });
});
