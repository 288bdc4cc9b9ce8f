import { describe, expect, it } from 'vitest';
import { isPointsAccountHealthy, POINTS_ACCOUNT_STATE_CODES, pointsAccountState } from './account-state.js';

describe('points account state codes (part 3 section 4 table)', () => {
  const table: readonly (readonly [readonly number[], string])[] = [
    [[0, 6, 11], 'unable-to-gather'], // "Unable to gather account information error"
    [[1, 9, 102, 105, 200], 'ok'], // "No error"
    [[98, 107], 'updating'], // "No error; the account is updating"
    [[2], 'invalid-credentials'], // "Invalid credentials"
    [[3], 'account-locked'], // "Account locked"
    [[4], 'site-needs-attention'], // "Program site needs attention"
    [[5], 'temporarily-disabled'], // "Temporarily disabled"
    [[10], 'security-question-pending'], // "Security question pending"
    [[99], 'default-error'], // "Default error"
    [[100, 101], 'no-longer-tracked'], // "Tracking no longer possible; or ... forward a statement"
    [[104], 'balance-out-of-date'], // "Balance out of date"
    [[106], 'forward-statements'], // "Forward statements to get started"
    [[108], 'edit-to-track'], // "Edit the account to track it"
  ];
  it('maps every code of the table to its meaning', () => {
    for (const [codes, state] of table) for (const code of codes) expect(pointsAccountState(code), String(code)).toBe(state);
    expect(
      Object.keys(POINTS_ACCOUNT_STATE_CODES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(table.flatMap(([codes]) => codes).sort((a, b) => a - b));
  });
  it('reads an unlisted code as the default error', () => {
    for (const code of [7, 42, 103, 201, -1, 1.5, Number.NaN]) expect(pointsAccountState(code), String(code)).toBe('default-error');
  });
  it('counts "No error" and updating as healthy', () => {
    expect(isPointsAccountHealthy('ok')).toBe(true);
    expect(isPointsAccountHealthy('updating')).toBe(true);
    expect(isPointsAccountHealthy('default-error')).toBe(false);
  });
});
