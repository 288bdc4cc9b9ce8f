import { z } from 'zod';
import type { AiImportSettings } from '../../domain/alerts/ai-extractor-alert.js';
import { aiImportFromWire, aiImportWire, type AiImport } from '../account/ai-import-wire.js';
import { apiError, type ApiError } from '../error.js';
import { defineEntry, noBody, nothing } from '../entry.js';
import { toWireBoolean, wireBoolean, wireBooleanOut } from '../wire.js';

/**
 * The profile's aiImport as the server sends it (inside `{"AiImport": ...}` in GET v2/get/profile
 * and the AI calls' answers): flags as "true"/"false", timestamps ISO 8601 and only when set, and
 * `endpoint_host` (our addition: the host messages go to, for the settings page; '' when no
 * endpoint is configured). Read it back with `aiImportWire` (ai-import-wire.ts).
 *
 * @example
 * aiImportOut.parse({ is_opt_in_visible: 'true', is_opt_in_read_only: 'false', is_opted_in: 'false', endpoint_host: 'llm.example' })
 */
export const aiImportOut = z.object({
  is_opt_in_visible: wireBooleanOut,
  is_opt_in_read_only: wireBooleanOut,
  is_opted_in: wireBooleanOut,
  opted_in_ts: z.string().optional(),
  introduced_feature_webapp_ts: z.string().optional(),
  endpoint_host: z.string().optional(),
});

/**
 * aiImport as the server sends it.
 *
 * @example
 * const a: AiImportOut = { is_opt_in_visible: 'false', is_opt_in_read_only: 'false', is_opted_in: 'false' };
 */
export type AiImportOut = z.infer<typeof aiImportOut>;

/**
 * The wire aiImport from the domain one and the endpoint's host.
 *
 * @example
 * aiImportToOut({ isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: null, introducedFeatureWebappTs: null }, 'llm.example').endpoint_host // 'llm.example'
 */
export function aiImportToOut(a: AiImport, endpointHost: string): AiImportOut {
  return {
    is_opt_in_visible: toWireBoolean(a.isOptInVisible),
    is_opt_in_read_only: toWireBoolean(a.isOptInReadOnly),
    is_opted_in: toWireBoolean(a.isOptedIn),
    ...(a.optedInTs ? { opted_in_ts: a.optedInTs.toISOString() } : {}),
    ...(a.introducedFeatureWebappTs ? { introduced_feature_webapp_ts: a.introducedFeatureWebappTs.toISOString() } : {}),
    endpoint_host: endpointHost,
  };
}

const seconds = (d: Date | null): number => (d === null ? 0 : Math.floor(d.getTime() / 1000));

/**
 * The wire aiImport as the alert rules read it (AiImportSettings: seconds, 0 for never).
 *
 * @example
 * aiImportSettingsFromOut({ is_opt_in_visible: 'true', is_opt_in_read_only: 'false', is_opted_in: 'true', opted_in_ts: '2026-01-01T00:00:00.000Z' }).optedInTs // 1767225600
 */
export function aiImportSettingsFromOut(w: AiImportOut): AiImportSettings {
  const a = aiImportFromWire(aiImportWire.parse(w));
  return { ...a, optedInTs: seconds(a.optedInTs), introducedFeatureWebappTs: seconds(a.introducedFeatureWebappTs) };
}

/**
 * The alert rules' aiImport back to the wire (the app keeps the profile in storage this way).
 *
 * @example
 * aiImportSettingsToOut({ isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: 0, introducedFeatureWebappTs: 0 }).is_opt_in_visible // 'true'
 */
export function aiImportSettingsToOut(s: AiImportSettings, endpointHost = ''): AiImportOut {
  const date = (ts: number) => (ts > 0 ? new Date(ts * 1000) : null);
  return aiImportToOut({ ...s, optedInTs: date(s.optedInTs), introducedFeatureWebappTs: date(s.introducedFeatureWebappTs) }, endpointHost);
}

const answer = z.object({ AiImport: aiImportOut });

/**
 * POST v2/updateUserSettings?user_feature=AiImport (part 1 section 7; JSON is_opted_in): turns the
 * AI extractor on or off for the caller. Answers the profile's aiImport as it now is (the spec
 * shows no answer: our choice).
 *
 * @example
 * await api.call(updateAiImportSettingEntry, { query: { user_feature: 'AiImport' }, body: { is_opted_in: true } })
 */
export const updateAiImportSettingEntry = defineEntry({
  id: 'updateAiImportSetting',
  method: 'POST',
  path: 'v2/updateUserSettings',
  auth: 'session',
  summary:
    'Turns the AI extractor (user_feature=AiImport, the only feature) on or off for the caller: with it on, a booking ' +
    'message in which no structured data is found is read by the LLM endpoint the server is configured with. Answers ' +
    'the profile aiImport. Refusals: 422 ai_import_not_offered (no LLM endpoint configured; opting out is always ' +
    'allowed), 422 ai_import_read_only (the administrator froze the choice).',
  params: nothing,
  query: z.object({ user_feature: z.literal('AiImport') }),
  body: { kind: 'json', schema: z.object({ is_opted_in: wireBoolean }) },
  response: answer,
});

/**
 * POST v2/timestampIntroducedAiImportFeature (part 1 section 7): records that the web app introduced
 * the AI extractor to the caller (the settings page was shown or the alert dismissed); the first
 * time is kept. Answers the profile's aiImport.
 *
 * @example
 * await api.call(timestampIntroducedAiImportFeatureEntry, {})
 */
export const timestampIntroducedAiImportFeatureEntry = defineEntry({
  id: 'timestampIntroducedAiImportFeature',
  method: 'POST',
  path: 'v2/timestampIntroducedAiImportFeature',
  auth: 'session',
  summary: 'Records that the AI extractor was introduced to the caller in the web app (the first time is kept); answers the profile aiImport.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: answer,
});

/**
 * The refusals of the AI extractor calls (422: 403 would sign the user out).
 *
 * @example
 * AI_IMPORT_ERRORS.readOnly.detailedErrorCode // 'ai_import_read_only'
 */
export const AI_IMPORT_ERRORS = {
  notOffered: apiError(422, 'unprocessable_entity', 'ai_import_not_offered', 'The AI extractor is not available on this server.'),
  readOnly: apiError(422, 'unprocessable_entity', 'ai_import_read_only', 'This setting is managed by the administrator.'),
} as const satisfies Record<string, ApiError>;

/**
 * The AI extractor calls.
 *
 * @example
 * AI_IMPORT_ENTRIES.length // 2
 */
export const AI_IMPORT_ENTRIES = [updateAiImportSettingEntry, timestampIntroducedAiImportFeatureEntry] as const;
