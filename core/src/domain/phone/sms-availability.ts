import { err, ok, type Result } from '../result.js';

/**
 * Whether the phone set-up may start: "Phone SMS setup is not available during a free trial"
 * (part 3 section 6), refused with the same code the server answers.
 *
 * @example
 * checkSmsSetupAllowed({ isTrial: true })  // err('SMS_INVALID_FREE_TRIAL')
 * checkSmsSetupAllowed({ isTrial: false }) // ok(null)
 */
export function checkSmsSetupAllowed(pro: { readonly isTrial: boolean }): Result<null, 'SMS_INVALID_FREE_TRIAL'> {
  return pro.isTrial ? err('SMS_INVALID_FREE_TRIAL') : ok(null);
}
