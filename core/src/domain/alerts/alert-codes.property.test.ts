import { describe, it } from 'vitest';
import fc from 'fast-check';
import { ALERT_CODES, FREE_ALERT_CODES, isAlertCode, isFlightAlert, isProAlert } from './alert-codes.js';

describe('alert codes: properties', () => {
  it('every known code is Pro exactly when it is outside FP..FH', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALERT_CODES), (code) => {
        const index = ALERT_CODES.indexOf(code);
        const inFreeGroup = index >= ALERT_CODES.indexOf('FP') && index <= ALERT_CODES.indexOf('FH');
        return isProAlert(code) === !inFreeGroup && (FREE_ALERT_CODES as readonly string[]).includes(code) === inFreeGroup;
      }),
    );
  });
  it('unknown strings are neither Pro nor flight alerts', () => {
    fc.assert(fc.property(fc.string({ maxLength: 5 }), (s) => isAlertCode(s) || (!isProAlert(s) && !isFlightAlert(s))));
  });
});
