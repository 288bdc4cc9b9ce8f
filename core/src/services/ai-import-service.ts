import {
  aiImportSettingsFromOut,
  timestampIntroducedAiImportFeatureEntry,
  updateAiImportSettingEntry,
  type AiImportOut,
} from '../contract/imports/ai-import-entries.js';
import type { AiImportSettings } from '../domain/alerts/ai-extractor-alert.js';
import { ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * The AI extractor as its settings page shows it: the user's choice (the profile's aiImport) and
 * the host the message text would be sent to ('' when the server has no endpoint).
 *
 * @example
 * const s: AiImportState = { settings: { isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: 0, introducedFeatureWebappTs: 0 }, endpointHost: 'llm.example' };
 */
export interface AiImportState {
  readonly settings: AiImportSettings;
  readonly endpointHost: string;
}

const stateOf = (w: AiImportOut): AiImportState => ({ settings: aiImportSettingsFromOut(w), endpointHost: w.endpoint_host ?? '' });

/**
 * The AI extractor use cases of the app (part 3): opening its settings marks the feature
 * introduced (POST v2/timestampIntroducedAiImportFeature, so its alert stops showing) and answers
 * the current choice; the switch opts in or out (POST v2/updateUserSettings?user_feature=AiImport).
 *
 * @example
 * const ai = new AiImportService(api);
 * const now = await ai.introduce(); // ok({ settings, endpointHost: 'llm.example' })
 * await ai.setOptedIn(true);
 */
export class AiImportService {
  constructor(private readonly api: ApiTransport) {}

  /** Marks the feature introduced (the first time only, on the server) and answers the current choice. */
  async introduce(): Promise<Result<AiImportState, ApiFailure>> {
    const r = await this.api.call(timestampIntroducedAiImportFeatureEntry, {});
    return r.ok ? ok(stateOf(r.value.AiImport)) : r;
  }

  /** Opts in or out; answers the choice as stored. */
  async setOptedIn(optedIn: boolean): Promise<Result<AiImportState, ApiFailure>> {
    const r = await this.api.call(updateAiImportSettingEntry, { query: { user_feature: 'AiImport' }, body: { is_opted_in: optedIn } });
    return r.ok ? ok(stateOf(r.value.AiImport)) : r;
  }
}
