import { z } from 'zod';
import type { PointsExpiration } from '../../domain/points/expiring-balance.js';
import { toWireBoolean } from '../wire.js';
import { pointsActivityFromWire, pointsActivityToWire, pointsActivityWire, type PointsActivity } from './points-activity-wire.js';
import { pointsExpirationFromWire, pointsExpirationToWire, pointsExpirationWire } from './points-expiration-wire.js';
import { whenSet, wireCount, wireFlag, wireId, wireNumber, wireOptionalDateTime, wireOptionalNumber, wireText } from '../wire-fields.js';

/**
 * A sub-account of a tracked program. The spec only says "sub-accounts": the fields are our choice.
 *
 * @example
 * const s: PointsSubAccount = { name: 'Family pool', accountNumber: '991', balance: 1200 };
 */
export interface PointsSubAccount {
  readonly name: string;
  readonly accountNumber: string;
  readonly balance: number | null;
}

/**
 * A tracked points-program account (part 3 section 3 "Points program"). Numbers that may be
 * unknown and the two timestamps are null when unset; `stateCode` is the account state code of
 * section 4 (read it with `pointsAccountState`); `securityQuestion` is the unanswered one, if any.
 *
 * @example
 * const a: PointsAccount = { ...account, id: '17', name: 'SkyMiles', stateCode: 1, balance: 52000 };
 */
export interface PointsAccount {
  readonly id: string;
  readonly name: string;
  readonly supplierCode: string;
  readonly accountNumber: string;
  readonly nickname: string;
  readonly url: string;
  readonly balance: number | null;
  readonly lifetimePoints: number | null;
  readonly eliteStatus: string;
  readonly nextStatus: string;
  readonly ytdQualify: number | null;
  readonly needToEarn: number | null;
  readonly lastModified: Date | null;
  readonly lastFetched: Date | null;
  readonly numActivities: number;
  readonly numExpirations: number;
  readonly errorMessage: string;
  readonly stateCode: number;
  readonly isDmSupported: boolean;
  readonly isEditable: boolean;
  readonly isUserTracked: boolean;
  readonly isSupported: boolean;
  readonly securityQuestion: { readonly id: string; readonly text: string } | null;
  readonly activities: readonly PointsActivity[];
  readonly expirations: readonly PointsExpiration[];
  readonly subAccounts: readonly PointsSubAccount[];
}

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

/**
 * A sub-account on the wire: name, account_number, balance (our choice of keys).
 *
 * @example
 * pointsSubAccountWire.parse({ name: 'Pool', account_number: '9', balance: '' }).balance // null
 */
export const pointsSubAccountWire = z.object({ name: wireText, account_number: wireText, balance: wireOptionalNumber });

/**
 * A points-program account on the wire (an entry of GET v2/list/points_program). Keys the spec
 * names: id, name, account_number, balance, last_modified, last_fetched, error_message, nickname,
 * is_dm_supported, is_editable, is_user_tracked, is_supported, lifetime_points, supplier_code, url.
 * Our choice where it only describes the field: elite_status, next_status, ytd_qualify,
 * need_to_earn, num_activities, num_expirations, account_state_code,
 * unanswered_security_question_id and _text, and the lists Activities, Expirations, SubAccounts.
 * Timestamps are ISO 8601 date-times; unset values are not sent.
 *
 * @example
 * pointsAccountWire.parse({ id: 17, supplier_code: 'DL', account_state_code: '2' }).account_state_code // 2
 */
export const pointsAccountWire = z.object({
  id: wireId,
  name: wireText,
  supplier_code: wireText,
  account_number: wireText,
  nickname: wireText,
  url: wireText,
  balance: wireOptionalNumber,
  lifetime_points: wireOptionalNumber,
  elite_status: wireText,
  next_status: wireText,
  ytd_qualify: wireOptionalNumber,
  need_to_earn: wireOptionalNumber,
  last_modified: wireOptionalDateTime,
  last_fetched: wireOptionalDateTime,
  num_activities: wireCount,
  num_expirations: wireCount,
  error_message: wireText,
  account_state_code: wireNumber.pipe(z.number().int()),
  is_dm_supported: wireFlag(false),
  is_editable: wireFlag(false),
  is_user_tracked: wireFlag(false),
  is_supported: wireFlag(false),
  unanswered_security_question_id: z
    .union([z.string(), z.number().int()])
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : String(v))),
  unanswered_security_question_text: wireText,
  Activities: list(pointsActivityWire),
  Expirations: list(pointsExpirationWire),
  SubAccounts: list(pointsSubAccountWire),
});

/**
 * A points-program account as it travels.
 *
 * @example
 * const w: PointsAccountWire = { id: '17', supplier_code: 'DL', account_state_code: 1, is_supported: 'true' };
 */
export type PointsAccountWire = z.input<typeof pointsAccountWire>;

/**
 * Parsed wire account to the domain account. The security question counts only when it has an id.
 *
 * @example
 * pointsAccountFromWire(pointsAccountWire.parse(w)).stateCode // 1
 */
export function pointsAccountFromWire(w: z.output<typeof pointsAccountWire>): PointsAccount {
  const questionId = w.unanswered_security_question_id;
  return {
    id: w.id,
    name: w.name,
    supplierCode: w.supplier_code,
    accountNumber: w.account_number,
    nickname: w.nickname,
    url: w.url,
    balance: w.balance,
    lifetimePoints: w.lifetime_points,
    eliteStatus: w.elite_status,
    nextStatus: w.next_status,
    ytdQualify: w.ytd_qualify,
    needToEarn: w.need_to_earn,
    lastModified: w.last_modified,
    lastFetched: w.last_fetched,
    numActivities: w.num_activities,
    numExpirations: w.num_expirations,
    errorMessage: w.error_message,
    stateCode: w.account_state_code,
    isDmSupported: w.is_dm_supported,
    isEditable: w.is_editable,
    isUserTracked: w.is_user_tracked,
    isSupported: w.is_supported,
    securityQuestion: questionId === null ? null : { id: questionId, text: w.unanswered_security_question_text },
    activities: w.Activities.map(pointsActivityFromWire),
    expirations: w.Expirations.map(pointsExpirationFromWire),
    subAccounts: w.SubAccounts.map((s) => ({ name: s.name, accountNumber: s.account_number, balance: s.balance })),
  };
}

function optionalsToWire(a: PointsAccount): Partial<PointsAccountWire> {
  return {
    ...whenSet('balance', a.balance),
    ...whenSet('lifetime_points', a.lifetimePoints),
    ...whenSet('ytd_qualify', a.ytdQualify),
    ...whenSet('need_to_earn', a.needToEarn),
    ...whenSet('last_modified', a.lastModified?.toISOString() ?? null),
    ...whenSet('last_fetched', a.lastFetched?.toISOString() ?? null),
    ...(a.securityQuestion === null
      ? {}
      : {
          unanswered_security_question_id: a.securityQuestion.id,
          unanswered_security_question_text: a.securityQuestion.text,
        }),
  };
}

/**
 * Domain account to the wire: booleans "true"/"false", unset numbers, timestamps and question left out.
 *
 * @example
 * pointsAccountToWire({ ...account, balance: null }).balance // undefined
 */
export function pointsAccountToWire(a: PointsAccount): PointsAccountWire {
  return {
    id: a.id,
    name: a.name,
    supplier_code: a.supplierCode,
    account_number: a.accountNumber,
    nickname: a.nickname,
    url: a.url,
    elite_status: a.eliteStatus,
    next_status: a.nextStatus,
    num_activities: a.numActivities,
    num_expirations: a.numExpirations,
    error_message: a.errorMessage,
    account_state_code: a.stateCode,
    is_dm_supported: toWireBoolean(a.isDmSupported),
    is_editable: toWireBoolean(a.isEditable),
    is_user_tracked: toWireBoolean(a.isUserTracked),
    is_supported: toWireBoolean(a.isSupported),
    ...optionalsToWire(a),
    Activities: a.activities.map(pointsActivityToWire),
    Expirations: a.expirations.map(pointsExpirationToWire),
    SubAccounts: a.subAccounts.map((s) => ({ name: s.name, account_number: s.accountNumber, ...whenSet('balance', s.balance) })),
  };
}
