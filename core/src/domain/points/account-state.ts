/**
 * The meaning of a points program's account state code (part 3 section 4):
 * unable-to-gather "Unable to gather account information error"; ok "No error"; updating
 * "No error; the account is updating"; invalid-credentials; account-locked; site-needs-attention
 * "Program site needs attention"; temporarily-disabled; security-question-pending; default-error;
 * no-longer-tracked "Tracking no longer possible; or, when data-mining is supported, forward a
 * statement"; balance-out-of-date; forward-statements "Forward statements to get started";
 * edit-to-track "Edit the account to track it".
 *
 * @example
 * const s: PointsAccountState = 'security-question-pending';
 */
export type PointsAccountState =
  | 'unable-to-gather'
  | 'ok'
  | 'updating'
  | 'invalid-credentials'
  | 'account-locked'
  | 'site-needs-attention'
  | 'temporarily-disabled'
  | 'security-question-pending'
  | 'default-error'
  | 'no-longer-tracked'
  | 'balance-out-of-date'
  | 'forward-statements'
  | 'edit-to-track';

/**
 * The table of part 3 section 4: each known account state code and its meaning.
 *
 * @example
 * POINTS_ACCOUNT_STATE_CODES[107] // 'updating'
 */
export const POINTS_ACCOUNT_STATE_CODES: Readonly<Record<number, PointsAccountState>> = {
  0: 'unable-to-gather',
  6: 'unable-to-gather',
  11: 'unable-to-gather',
  1: 'ok',
  9: 'ok',
  102: 'ok',
  105: 'ok',
  200: 'ok',
  98: 'updating',
  107: 'updating',
  2: 'invalid-credentials',
  3: 'account-locked',
  4: 'site-needs-attention',
  5: 'temporarily-disabled',
  10: 'security-question-pending',
  99: 'default-error',
  100: 'no-longer-tracked',
  101: 'no-longer-tracked',
  104: 'balance-out-of-date',
  106: 'forward-statements',
  108: 'edit-to-track',
};

/**
 * The meaning of an account state code. Choice: a code the table does not list (the spec is
 * silent) is read as 99, the default error, so the user still sees that something is wrong.
 *
 * @example
 * pointsAccountState(2)   // 'invalid-credentials'
 * pointsAccountState(105) // 'ok'
 * pointsAccountState(42)  // 'default-error'
 */
export function pointsAccountState(code: number): PointsAccountState {
  return POINTS_ACCOUNT_STATE_CODES[code] ?? 'default-error';
}

/**
 * Whether a state is free of error ("No error", updating included).
 *
 * @example
 * isPointsAccountHealthy('updating')            // true
 * isPointsAccountHealthy('invalid-credentials') // false
 */
export function isPointsAccountHealthy(state: PointsAccountState): boolean {
  return state === 'ok' || state === 'updating';
}
