import {
  aiImportToOut,
  AI_IMPORT_ERRORS,
  timestampIntroducedAiImportFeatureEntry,
  updateAiImportSettingEntry,
  type AiImportOut,
} from '../contract/imports/ai-import-entries.js';
import { aiImportRefusal, isAiImportActive, withIntroduced, withOptIn, type AiImportChoice, type AiImportPolicy } from '../domain/imports/ai-import-choice.js';
import { err, ok } from '../domain/result.js';
import type { AiImportStore } from '../ports/ai-import-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import { bind, type BoundHandler } from './handler.js';

/**
 * What the AI extractor settings need: the stored choices, what the deployment allows (an LLM
 * endpoint configured, choices frozen by the administrator), the endpoint's host and the clock.
 *
 * @example
 * const deps: AiImportDeps = { choices, policy: { offered: true, readOnly: false }, endpointHost: 'llm.example', clock };
 */
export interface AiImportDeps {
  readonly choices: AiImportStore;
  readonly policy: AiImportPolicy;
  readonly endpointHost: string;
  readonly clock: Clock;
}

function outOf(deps: AiImportDeps, c: AiImportChoice): AiImportOut {
  const a = {
    isOptInVisible: deps.policy.offered,
    isOptInReadOnly: deps.policy.readOnly,
    isOptedIn: c.isOptedIn,
    optedInTs: c.optedInAt,
    introducedFeatureWebappTs: c.introducedAt,
  };
  return aiImportToOut(a, deps.policy.offered ? deps.endpointHost : '');
}

/**
 * The profile's aiImport of a user, as GET v2/get/profile answers it.
 *
 * @example
 * await aiImportOfUser(deps, 'u1') // { is_opt_in_visible: 'true', ..., endpoint_host: 'llm.example' }
 */
export async function aiImportOfUser(deps: AiImportDeps, userId: string): Promise<AiImportOut> {
  return outOf(deps, await deps.choices.choice(userId));
}

/**
 * Whether a user's messages may go to the LLM (opted in, and an endpoint configured): the check
 * imports make before anything is sent.
 *
 * @example
 * await aiImportIsActive(deps, 'u1') // false for a user who never opted in
 */
export async function aiImportIsActive(deps: Pick<AiImportDeps, 'choices' | 'policy'>, userId: string): Promise<boolean> {
  return isAiImportActive(await deps.choices.choice(userId), deps.policy);
}

/**
 * POST v2/updateUserSettings?user_feature=AiImport and POST v2/timestampIntroducedAiImportFeature.
 *
 * @example
 * const handlers = aiImportHandlers(deps);
 */
export function aiImportHandlers(deps: AiImportDeps): BoundHandler[] {
  return [
    bind(updateAiImportSettingEntry, async (input, ctx) => {
      const refusal = aiImportRefusal(deps.policy, input.body.is_opted_in);
      if (refusal !== null) return err(refusal === 'read-only' ? AI_IMPORT_ERRORS.readOnly : AI_IMPORT_ERRORS.notOffered);
      const next = withOptIn(await deps.choices.choice(ctx.userId), input.body.is_opted_in, deps.clock.now());
      await deps.choices.save(ctx.userId, next);
      return ok({ AiImport: outOf(deps, next) });
    }),
    bind(timestampIntroducedAiImportFeatureEntry, async (_input, ctx) => {
      const before = await deps.choices.choice(ctx.userId);
      const next = withIntroduced(before, deps.clock.now());
      if (next !== before) await deps.choices.save(ctx.userId, next);
      return ok({ AiImport: outOf(deps, next) });
    }),
  ];
}
