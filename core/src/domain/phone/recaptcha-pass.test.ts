import { describe, expect, it } from 'vitest';
import { isHumanEnough, RECAPTCHA_PASS_MINUTES, recaptchaPassFloor } from './recaptcha-pass.js';

describe('reCAPTCHA passes', () => {
  it('allows a text within ten minutes of the check', () => {
    expect(RECAPTCHA_PASS_MINUTES).toBe(10);
    expect(recaptchaPassFloor(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-25T09:50:00.000Z');
  });

  it('passes a v3 score at or over the minimum, and a check with no score on its success', () => {
    expect(isHumanEnough(0.9, 0.5)).toBe(true);
    expect(isHumanEnough(0.5, 0.5)).toBe(true);
    expect(isHumanEnough(0.3, 0.5)).toBe(false);
    expect(isHumanEnough(undefined, 0.5)).toBe(true);
    expect(isHumanEnough(Number.NaN, 0.5)).toBe(false);
  });

  it('clamps a misconfigured minimum and reads a non-number as 0.5', () => {
    expect(isHumanEnough(0.99, 7)).toBe(false);
    expect(isHumanEnough(1, 7)).toBe(true);
    expect(isHumanEnough(0, -3)).toBe(true);
    expect(isHumanEnough(0.4, Number.NaN)).toBe(false);
  });
});
