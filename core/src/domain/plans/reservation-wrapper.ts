import { err, ok, type Result } from '../result.js';
import { isPlanType, PLAN_TYPE_INFO, planTypeFromObjectKey, type PlanType, type ReservationObjectKey } from './plan-type.js';

/**
 * Why a reservation wrapper was refused (part 2 section 8, "Invalid wrapper").
 * - `not-an-object`: the JSON is not a plain object (null, an array, a string...).
 * - `none`: the object has no key at all.
 * - `several`: more than one key, listed in `keys`; checked before the keys' names, so
 *   `{"AirObject": {}, "Foo": {}}` is `several`, not `unknown-key`.
 * - `unknown-key`: the single key is not one of the twelve typed-object keys (case-sensitive).
 * - `invalid-object`: the single known key does not hold a JSON object.
 *
 * @example
 * const e: ReservationWrapperError = { kind: 'several', keys: ['AirObject', 'LodgingObject'] };
 */
export type ReservationWrapperError =
  | { readonly kind: 'not-an-object' }
  | { readonly kind: 'none' }
  | { readonly kind: 'several'; readonly keys: readonly string[] }
  | { readonly kind: 'unknown-key'; readonly key: string }
  | { readonly kind: 'invalid-object'; readonly key: ReservationObjectKey };

/**
 * The content of a valid wrapper: the plan type, its key and the still unparsed typed object.
 *
 * @example
 * const u: UnwrappedReservation = { type: 'air', objectKey: 'AirObject', object: {} };
 */
export interface UnwrappedReservation {
  readonly type: PlanType;
  readonly objectKey: ReservationObjectKey;
  readonly object: Readonly<Record<string, unknown>>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Opens a reservation wrapper: it must hold exactly one known typed-object key whose value is an
 * object. The typed object itself is not validated here (see the per-type wire schemas).
 *
 * @example
 * unwrapReservation({ AirObject: { uuid: 'a1' } }) // ok({ type: 'air', objectKey: 'AirObject', object: { uuid: 'a1' } })
 * unwrapReservation({})                            // err({ kind: 'none' })
 * unwrapReservation({ AirObject: {}, CarObject: {} }) // err({ kind: 'several', keys: ['AirObject', 'CarObject'] })
 * unwrapReservation({ WeatherObject: {} })         // err({ kind: 'unknown-key', key: 'WeatherObject' })
 */
export function unwrapReservation(json: unknown): Result<UnwrappedReservation, ReservationWrapperError> {
  if (!isPlainObject(json)) return err({ kind: 'not-an-object' });
  const keys = Object.keys(json);
  const [key] = keys;
  if (key === undefined) return err({ kind: 'none' });
  if (keys.length > 1) return err({ kind: 'several', keys });
  const type = planTypeFromObjectKey(key);
  if (type === null) return err({ kind: 'unknown-key', key });
  const objectKey = PLAN_TYPE_INFO[type].objectKey;
  const object = json[key];
  if (!isPlainObject(object)) return err({ kind: 'invalid-object', key: objectKey });
  return ok({ type, objectKey, object });
}

/**
 * Serialising a reservation of a type that is not one of the twelve plan types.
 *
 * @example
 * const e: UnknownReservationTypeError = { kind: 'unknown-type', type: 'weather' };
 */
export type UnknownReservationTypeError = { readonly kind: 'unknown-type'; readonly type: string };

/**
 * Wraps a typed object under its key for create and replace calls. The type arrives as a string
 * because it may come from a route or a stored record; an unknown type is an error (section 8).
 *
 * @example
 * wrapReservation('lodging', { uuid: 'h1' }) // ok({ LodgingObject: { uuid: 'h1' } })
 * wrapReservation('weather', {})             // err({ kind: 'unknown-type', type: 'weather' })
 */
export function wrapReservation<T extends object>(
  type: string,
  object: T,
): Result<Readonly<Partial<Record<ReservationObjectKey, T>>>, UnknownReservationTypeError> {
  if (!isPlanType(type)) return err({ kind: 'unknown-type', type });
  return ok({ [PLAN_TYPE_INFO[type].objectKey]: object });
}
