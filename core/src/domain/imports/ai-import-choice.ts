/**
 * A user's AI extractor choice as stored: whether they opted in, when they last did (kept after
 * opting out, so the feature is never introduced to them again), and when the web app first
 * introduced the feature to them (null: never).
 *
 * @example
 * const c: AiImportChoice = { isOptedIn: false, optedInAt: null, introducedAt: null };
 */
export interface AiImportChoice {
  readonly isOptedIn: boolean;
  readonly optedInAt: Date | null;
  readonly introducedAt: Date | null;
}

/**
 * The choice of a user who never touched the setting.
 *
 * @example
 * NO_AI_IMPORT_CHOICE.isOptedIn // false
 */
export const NO_AI_IMPORT_CHOICE: AiImportChoice = { isOptedIn: false, optedInAt: null, introducedAt: null };

/**
 * What the deployment allows: `offered` when an LLM endpoint is configured (the opt-in is visible
 * only then), `readOnly` when the administrator froze the users' choices (LLM_OPT_IN_READ_ONLY).
 *
 * @example
 * const p: AiImportPolicy = { offered: true, readOnly: false };
 */
export interface AiImportPolicy {
  readonly offered: boolean;
  readonly readOnly: boolean;
}

/**
 * The choice after the user set the switch at `now`: opting in stamps `optedInAt`; opting out
 * keeps the last stamp (the user has opted in before, so the alert never comes back).
 *
 * @example
 * withOptIn(NO_AI_IMPORT_CHOICE, true, new Date('2026-05-01T10:00:00Z')).optedInAt?.toISOString() // '2026-05-01T10:00:00.000Z'
 * withOptIn({ isOptedIn: true, optedInAt: d, introducedAt: null }, false, later).optedInAt // d
 */
export function withOptIn(choice: AiImportChoice, isOptedIn: boolean, now: Date): AiImportChoice {
  return { ...choice, isOptedIn, optedInAt: isOptedIn ? now : choice.optedInAt };
}

/**
 * The choice once the web app introduced the feature at `now`: the first introduction is kept.
 *
 * @example
 * withIntroduced(NO_AI_IMPORT_CHOICE, new Date('2026-05-01T10:00:00Z')).introducedAt?.toISOString() // '2026-05-01T10:00:00.000Z'
 */
export function withIntroduced(choice: AiImportChoice, now: Date): AiImportChoice {
  return choice.introducedAt === null ? { ...choice, introducedAt: now } : choice;
}

/**
 * Why the switch cannot be set: `read-only` (the administrator froze it) or `not-offered` (no LLM
 * endpoint: nobody can opt in; opting out is always allowed so a choice never sticks).
 *
 * @example
 * const r: AiImportRefusal = 'read-only';
 */
export type AiImportRefusal = 'read-only' | 'not-offered';

/**
 * Whether the switch may be set to `isOptedIn` under the policy: null when it may, else why not.
 *
 * @example
 * aiImportRefusal({ offered: false, readOnly: false }, true)  // 'not-offered'
 * aiImportRefusal({ offered: false, readOnly: false }, false) // null
 * aiImportRefusal({ offered: true, readOnly: true }, false)   // 'read-only'
 */
export function aiImportRefusal(policy: AiImportPolicy, isOptedIn: boolean): AiImportRefusal | null {
  if (policy.readOnly) return 'read-only';
  return isOptedIn && !policy.offered ? 'not-offered' : null;
}

/**
 * Whether a message of this user may go to the LLM: opted in, and an endpoint is configured. This
 * is the one check before anything leaves the server; a user who did not opt in sends nothing.
 *
 * @example
 * isAiImportActive({ isOptedIn: true, optedInAt: d, introducedAt: null }, { offered: true, readOnly: false }) // true
 * isAiImportActive(NO_AI_IMPORT_CHOICE, { offered: true, readOnly: false }) // false
 */
export function isAiImportActive(choice: AiImportChoice, policy: AiImportPolicy): boolean {
  return choice.isOptedIn && policy.offered;
}
