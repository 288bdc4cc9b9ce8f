import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHumanEnough, RECAPTCHA_PASS_MINUTES, recaptchaPassFloor } from './recaptcha-pass.js';

describe('reCAPTCHA pass properties', () => {
  it('the floor is always the pass window before now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        expect(now.getTime() - recaptchaPassFloor(now).getTime()).toBe(RECAPTCHA_PASS_MINUTES * 60_000);
      }),
    );
  });

  it('a higher score never turns a pass into a refusal', () => {
    const unit = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(unit, unit, unit, (a, b, minimum) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (isHumanEnough(low, minimum)) expect(isHumanEnough(high, minimum)).toBe(true);
      }),
    );
  });
});
