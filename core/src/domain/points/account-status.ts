import { pointsAccountState, type PointsAccountState } from './account-state.js';
import { pointsMessage, type PointsMessage, type PointsMessageKey } from './message-keys.js';

/**
 * The Point Tracker status vocabulary of the interface (part 3 section 4).
 *
 * @example
 * const label: PointsStatusLabel = 'sign-in-problem';
 */
export type PointsStatusLabel =
  | 'updating'
  | 'sign-in-problem'
  | 'security-answer-needed'
  | 'not-supported'
  | 'timeout'
  | 'disabled'
  | 'provider-error'
  | 'lockout'
  | 'pending-user-update'
  | 'deprecated'
  | 'deprecated-email-tracked'
  | 'email-tracked-out-of-date'
  | 'generic-error';

/**
 * Everything the Point Tracker shows for one account state code: its meaning, its status label
 * (null when there is nothing to flag) and its status message (null when there is none).
 *
 * @example
 * const s: PointsAccountStatus = { code: 3, state: 'account-locked', label: 'lockout', message: { key: 'points:status.accountLocked' } };
 */
export type PointsAccountStatus = {
  readonly code: number;
  readonly state: PointsAccountState;
  readonly label: PointsStatusLabel | null;
  readonly message: PointsMessage | null;
};

/**
 * What {@link pointsAccountStatus} needs besides the code: whether the program supports
 * data-mining (forwarded statements), the program's name for {program}, and the address
 * statements are forwarded to for {plans email}.
 *
 * @example
 * const c: PointsStatusContext = { isDmSupported: true, programName: 'SkyMiles', plansEmail: 'plans@waybook.app' };
 */
export type PointsStatusContext = {
  readonly isDmSupported: boolean;
  readonly programName: string;
  readonly plansEmail: string;
};

// The spec maps codes to messages but not to labels; these labels are the choice (see below).
const LABELS: Readonly<Record<PointsAccountState, PointsStatusLabel | null>> = {
  'unable-to-gather': 'timeout',
  ok: null,
  updating: 'updating',
  'invalid-credentials': 'sign-in-problem',
  'account-locked': 'lockout',
  'site-needs-attention': 'provider-error',
  'temporarily-disabled': 'disabled',
  'security-question-pending': 'security-answer-needed',
  'default-error': 'generic-error',
  'no-longer-tracked': 'deprecated',
  'balance-out-of-date': 'email-tracked-out-of-date',
  'forward-statements': 'not-supported',
  'edit-to-track': 'pending-user-update',
};

const MESSAGES: Readonly<Record<Exclude<PointsAccountState, 'ok' | 'updating'>, PointsMessageKey>> = {
  'unable-to-gather': 'points:status.unableToGather',
  'invalid-credentials': 'points:status.invalidCredentials',
  'account-locked': 'points:status.accountLocked',
  'site-needs-attention': 'points:status.siteNeedsAttention',
  'temporarily-disabled': 'points:status.temporarilyDisabled',
  'security-question-pending': 'points:status.securityQuestion',
  'default-error': 'points:status.cannotAccess',
  'no-longer-tracked': 'points:status.noLongerTracked',
  'balance-out-of-date': 'points:status.balanceOutOfDate',
  'forward-statements': 'points:status.forwardToStart',
  'edit-to-track': 'points:status.editToTrack',
};

function statusMessage(state: PointsAccountState, context: PointsStatusContext): PointsMessage | null {
  if (state === 'ok' || state === 'updating') return null;
  if (state === 'no-longer-tracked' && context.isDmSupported) return pointsMessage('points:status.forwardStatementNew', { email: context.plansEmail });
  if (state === 'security-question-pending') return pointsMessage(MESSAGES[state], { program: context.programName });
  if (state === 'balance-out-of-date' || state === 'forward-statements') return pointsMessage(MESSAGES[state], { email: context.plansEmail });
  return pointsMessage(MESSAGES[state]);
}

/**
 * The status of a tracked program from its account state code. Messages follow part 3
 * section 8: 0/6/11 "We are currently unable to gather your account information..."; 2 the
 * invalid username and password text; 3 the account locked text; 4 "The program web site
 * requires your attention..."; 5 "This program is temporarily disabled..."; 10 "{program} needs
 * you to answer a security question."; 99 (and unknown codes) "We can't access your account
 * information at this time..."; 100/101 "We can no longer track this program...", or, when
 * data-mining is supported, "New! Track your balance by forwarding your account statement to
 * {plans email}."; 104 "Your balance is out of date..."; 106 "Forward your reward-program
 * statements to {plans email} to get started."; 108 "Edit your account to track this program
 * automatically."; no-error and updating codes have no message.
 * Choice of labels (the spec leaves it open): unable to gather -> timeout; invalid credentials ->
 * sign-in problem; locked -> lockout; site needs attention -> provider error; temporarily
 * disabled -> disabled; security question -> security answer needed; 99 -> generic error;
 * 100/101 -> deprecated, or deprecated with e-mail tracking when data-mining is supported;
 * 104 -> e-mail-tracked out of date; 106 -> not supported (automatic tracking; statements
 * only); 108 -> pending user update; updating -> updating; no error -> none.
 *
 * @example
 * pointsAccountStatus(10, { isDmSupported: false, programName: 'SkyMiles', plansEmail: 'plans@waybook.app' })
 * // { code: 10, state: 'security-question-pending', label: 'security-answer-needed', message: { key: 'points:status.securityQuestion', values: { program: 'SkyMiles' } } }
 * pointsAccountStatus(1, context) // { code: 1, state: 'ok', label: null, message: null }
 */
export function pointsAccountStatus(code: number, context: PointsStatusContext): PointsAccountStatus {
  const state = pointsAccountState(code);
  const base = LABELS[state];
  const label = state === 'no-longer-tracked' && context.isDmSupported ? 'deprecated-email-tracked' : base;
  return { code, state, label, message: statusMessage(state, context) };
}

const LABEL_KEYS: Readonly<Record<PointsStatusLabel, PointsMessageKey>> = {
  updating: 'points:label.updating',
  'sign-in-problem': 'points:label.signInProblem',
  'security-answer-needed': 'points:label.securityAnswerNeeded',
  'not-supported': 'points:label.notSupported',
  timeout: 'points:label.timeout',
  disabled: 'points:label.disabled',
  'provider-error': 'points:label.providerError',
  lockout: 'points:label.lockout',
  'pending-user-update': 'points:label.pendingUserUpdate',
  deprecated: 'points:label.deprecated',
  'deprecated-email-tracked': 'points:label.deprecatedEmailTracked',
  'email-tracked-out-of-date': 'points:label.emailTrackedOutOfDate',
  'generic-error': 'points:label.genericError',
};

/**
 * The text of a status label.
 *
 * @example
 * pointsStatusLabelMessage('sign-in-problem') // { key: 'points:label.signInProblem' }
 */
export function pointsStatusLabelMessage(label: PointsStatusLabel): PointsMessage {
  return pointsMessage(LABEL_KEYS[label]);
}
