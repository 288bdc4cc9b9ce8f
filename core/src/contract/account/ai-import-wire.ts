import { z } from 'zod';
import { toWireBoolean } from '../wire.js';
import { whenSet, wireFlag, wireOptionalDateTime } from '../wire-fields.js';

/**
 * The AI extractor settings of the profile (part 1 section 3.4 "aiImport (isOptInVisible,
 * isOptInReadOnly, isOptedIn, optedInTs, introducedFeatureWebappTs)"). The two timestamps are
 * null until the user opts in / until the feature has been introduced in the web app.
 *
 * @example
 * const a: AiImport = { isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: null, introducedFeatureWebappTs: null };
 */
export interface AiImport {
  readonly isOptInVisible: boolean;
  readonly isOptInReadOnly: boolean;
  readonly isOptedIn: boolean;
  readonly optedInTs: Date | null;
  readonly introducedFeatureWebappTs: Date | null;
}

/**
 * aiImport on the wire: is_opt_in_visible, is_opt_in_read_only, is_opted_in, opted_in_ts,
 * introduced_feature_webapp_ts (the snake_case of the spec's names). Timestamps are ISO 8601
 * date-times (the spec gives no format: our choice); missing, null or '' mean unset and unset
 * ones are not sent. Missing flags read as false.
 *
 * @example
 * aiImportWire.parse({ is_opted_in: 'true', opted_in_ts: '2026-05-01T10:00:00Z' }).opted_in_ts?.toISOString() // '2026-05-01T10:00:00.000Z'
 */
export const aiImportWire = z.object({
  is_opt_in_visible: wireFlag(false),
  is_opt_in_read_only: wireFlag(false),
  is_opted_in: wireFlag(false),
  opted_in_ts: wireOptionalDateTime,
  introduced_feature_webapp_ts: wireOptionalDateTime,
});

/**
 * aiImport as it travels.
 *
 * @example
 * const w: AiImportWire = { is_opt_in_visible: 'true', is_opt_in_read_only: 'false', is_opted_in: 'false' };
 */
export type AiImportWire = z.input<typeof aiImportWire>;

/**
 * Parsed wire aiImport to the domain.
 *
 * @example
 * aiImportFromWire(aiImportWire.parse({})).optedInTs // null
 */
export function aiImportFromWire(w: z.output<typeof aiImportWire>): AiImport {
  return {
    isOptInVisible: w.is_opt_in_visible,
    isOptInReadOnly: w.is_opt_in_read_only,
    isOptedIn: w.is_opted_in,
    optedInTs: w.opted_in_ts,
    introducedFeatureWebappTs: w.introduced_feature_webapp_ts,
  };
}

/**
 * Domain aiImport to the wire: booleans "true"/"false", timestamps only when set.
 *
 * @example
 * aiImportToWire({ ...a, optedInTs: null }) // no opted_in_ts key
 */
export function aiImportToWire(a: AiImport): AiImportWire {
  return {
    is_opt_in_visible: toWireBoolean(a.isOptInVisible),
    is_opt_in_read_only: toWireBoolean(a.isOptInReadOnly),
    is_opted_in: toWireBoolean(a.isOptedIn),
    ...whenSet('opted_in_ts', a.optedInTs?.toISOString() ?? null),
    ...whenSet('introduced_feature_webapp_ts', a.introducedFeatureWebappTs?.toISOString() ?? null),
  };
}
