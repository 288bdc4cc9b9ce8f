/**
 * How long a passed reCAPTCHA check allows a text: the code must be asked for within this many
 * minutes of the check (one pass, one text).
 *
 * @example
 * RECAPTCHA_PASS_MINUTES // 10
 */
export const RECAPTCHA_PASS_MINUTES = 10;

/**
 * The earliest time a pass may have been made and still allow a text at `now`.
 *
 * @example
 * recaptchaPassFloor(new Date('2026-11-25T10:00:00Z')).toISOString() // '2026-11-25T09:50:00.000Z'
 */
export function recaptchaPassFloor(now: Date): Date {
  return new Date(now.getTime() - RECAPTCHA_PASS_MINUTES * 60_000);
}

/**
 * Whether a score from the provider (reCAPTCHA v3: 0 bot … 1 human) clears the minimum; a check
 * that gives no score (v2 checkbox) passes on its success alone. The minimum is clamped to 0..1.
 *
 * @example
 * isHumanEnough(0.9, 0.5)       // true
 * isHumanEnough(0.3, 0.5)       // false
 * isHumanEnough(undefined, 0.5) // true
 */
export function isHumanEnough(score: number | undefined, minimum: number): boolean {
  if (score === undefined) return true;
  const floor = Math.min(1, Math.max(0, Number.isFinite(minimum) ? minimum : 0.5));
  return Number.isFinite(score) && score >= floor;
}
