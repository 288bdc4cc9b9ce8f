import {
  checkStartNotAfterEnd,
  EMPTY_TRIP,
  rangeOrderErrorMessage,
  REQUIRED_MESSAGE,
  tripPurposeCode,
  type ApiFailure,
  type Suggestion,
  type Trip,
  type TripLocationAddress,
  type TripPurposeCode,
  type ValidationMessage,
} from '@waybook/core';
import { TRIP_NAME_MAX_LENGTH, TRIP_THEME_IMAGES, tripThemeImageUrl, type TripThemeImage } from '@waybook/core/contract';

/** The inputs of the trip form in the order they appear (and are focused when invalid). */
export const TRIP_FORM_FIELDS = ['name', 'destination', 'startDate', 'endDate', 'description'] as const;

/** One text-like input of the trip form. */
export type TripFormField = (typeof TRIP_FORM_FIELDS)[number];

/**
 * Which image the trip gets: none, the one it already has (edit), a built-in theme, or the file
 * the user uploaded (held in {@link TripFormValues.upload}).
 */
export type ImageKey = 'none' | 'current' | 'upload' | TripThemeImage;

/** An uploaded image that passed the client-side checks, ready to send. */
export interface TripImageUpload {
  readonly fileName: string;
  readonly mimeType: 'image/gif' | 'image/jpeg' | 'image/png';
  /** The file's bytes in base64 (no data: prefix). */
  readonly base64: string;
  readonly width: number;
  readonly height: number;
}

/** What the form holds. Dates are internal dates (y-MM-dd), null until a valid date is entered. */
export interface TripFormValues {
  readonly name: string;
  readonly destination: Suggestion | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly description: string;
  readonly image: ImageKey;
  readonly upload: TripImageUpload | null;
  readonly isOwnerTraveler: boolean;
  readonly shouldShareWithInnerCircle: boolean;
  readonly purpose: TripPurposeCode;
}

/** Id given to the destination a loaded trip already has (it came from no suggestion list). */
export const CURRENT_DESTINATION_ID = 'trip-form:current-destination';

/**
 * The theme a stored image url names, if it is one of the built-in themes.
 *
 * @example
 * themeOfImageUrl('/app/trip-themes/snow.svg') // 'snow'
 * themeOfImageUrl('https://cdn.example/photo.jpg') // null
 */
export function themeOfImageUrl(url: string): TripThemeImage | null {
  return TRIP_THEME_IMAGES.find((theme) => tripThemeImageUrl(theme) === url) ?? null;
}

/**
 * The form's starting values: a new trip (traveling, shared with the Inner Circle, personal) or
 * the fields of a loaded one.
 *
 * @example
 * initialTripFormValues(null).isOwnerTraveler // true
 */
export function initialTripFormValues(trip: Trip | null): TripFormValues {
  if (trip === null) {
    return {
      name: '',
      destination: null,
      startDate: null,
      endDate: null,
      description: '',
      image: 'none',
      upload: null,
      isOwnerTraveler: true,
      shouldShareWithInnerCircle: EMPTY_TRIP.shouldShareWithInnerCircle,
      purpose: tripPurposeCode(EMPTY_TRIP),
    };
  }
  const theme = themeOfImageUrl(trip.imageUrl);
  return {
    name: trip.displayName,
    destination: trip.primaryLocation === '' ? null : { id: CURRENT_DESTINATION_ID, label: trip.primaryLocation },
    startDate: trip.startDate,
    endDate: trip.endDate,
    description: trip.description,
    image: theme ?? (trip.imageUrl === '' ? 'none' : 'current'),
    upload: null,
    isOwnerTraveler: trip.isOwnerTraveler,
    shouldShareWithInnerCircle: trip.shouldShareWithInnerCircle,
    purpose: tripPurposeCode(trip),
  };
}

/**
 * Whether the values differ from where the form started (what a discard would lose).
 *
 * @example
 * isTripFormDirty({ ...initial, name: 'Lyon' }, initial) // true
 */
export function isTripFormDirty(values: TripFormValues, initial: TripFormValues): boolean {
  return (
    values.name !== initial.name ||
    (values.destination?.id ?? null) !== (initial.destination?.id ?? null) ||
    values.startDate !== initial.startDate ||
    values.endDate !== initial.endDate ||
    values.description !== initial.description ||
    values.image !== initial.image ||
    values.isOwnerTraveler !== initial.isOwnerTraveler ||
    values.shouldShareWithInnerCircle !== initial.shouldShareWithInnerCircle ||
    values.purpose !== initial.purpose
  );
}

/**
 * The structured address a place label gives ("City, Region, Country" or "City, Country"): only
 * what the label says; coordinates stay unknown. A label without a comma gives only the city.
 *
 * @example
 * addressFromPlaceLabel('Portland, Oregon, United States')
 * // { address: '', city: 'Portland', state: 'Oregon', country: 'United States', latitude: null, longitude: null }
 */
export function addressFromPlaceLabel(label: string): TripLocationAddress | null {
  const parts = label
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const city = parts[0];
  if (city === undefined) return null;
  const country = parts.length >= 2 ? (parts[parts.length - 1] ?? '') : '';
  const state = parts.length >= 3 ? parts.slice(1, -1).join(', ') : '';
  return { address: '', city, state, country, latitude: null, longitude: null };
}

/**
 * The rule messages of the form fields (part 1 section 5): the name is required (its length is
 * flagged by the text field itself) and the start date must not be after the end date. Date
 * format and unmatched destinations are reported by their widgets, which know the typed text.
 *
 * @example
 * tripFormErrors({ ...values, name: ' ' }).name // { key: 'validation:required' }
 */
export function tripFormErrors(values: TripFormValues): Readonly<Record<TripFormField, ValidationMessage | null>> {
  const order = checkStartNotAfterEnd(values.startDate, values.endDate);
  return {
    name: values.name.trim() === '' ? REQUIRED_MESSAGE : null,
    destination: null,
    startDate: null,
    endDate: order.ok ? null : rangeOrderErrorMessage(order.error),
    description: null,
  };
}

/**
 * Whether the values may be sent: every rule of {@link tripFormErrors} passes and the name fits.
 *
 * @example
 * canSubmitTripForm({ ...values, name: 'x'.repeat(201) }) // false
 */
export function canSubmitTripForm(values: TripFormValues): boolean {
  const errors = tripFormErrors(values);
  return Object.values(errors).every((e) => e === null) && values.name.length <= TRIP_NAME_MAX_LENGTH;
}

/**
 * The trip to send: `base` (EMPTY_TRIP when creating, the loaded trip when editing) with the
 * form's fields. Destination and purpose are left as they were unless the user changed them, so
 * an untouched edit keeps the stored address and an auto-generated purpose.
 *
 * @example
 * tripFromFormValues(EMPTY_TRIP, values, initialTripFormValues(null)).displayName // the trimmed name
 */
export function tripFromFormValues(base: Trip, values: TripFormValues, initial: TripFormValues): Trip {
  const destinationChanged = (values.destination?.id ?? null) !== (initial.destination?.id ?? null);
  const destination = destinationChanged
    ? {
        primaryLocation: values.destination?.label ?? '',
        primaryLocationAddress: values.destination === null ? null : addressFromPlaceLabel(values.destination.label),
      }
    : { primaryLocation: base.primaryLocation, primaryLocationAddress: base.primaryLocationAddress };
  const purposeChanged = values.purpose !== initial.purpose;
  return {
    ...base,
    displayName: values.name.trim(),
    ...destination,
    startDate: values.startDate,
    endDate: values.endDate,
    description: values.description,
    isOwnerTraveler: values.isOwnerTraveler,
    shouldShareWithInnerCircle: values.shouldShareWithInnerCircle,
    tripPurpose: purposeChanged ? { purposeTypeCode: values.purpose, isAutoGenerated: false } : base.tripPurpose,
  };
}

/**
 * What to do with the image once the trip is saved: nothing, set a theme, upload a file, or
 * remove the image.
 *
 * @example
 * imageAction({ ...values, image: 'beach' }, initial) // { kind: 'theme', theme: 'beach' }
 */
export type ImageAction =
  | { readonly kind: 'keep' }
  | { readonly kind: 'theme'; readonly theme: TripThemeImage }
  | { readonly kind: 'upload'; readonly upload: TripImageUpload }
  | { readonly kind: 'clear' };

/**
 * The image step after saving (see {@link ImageAction}).
 *
 * @example
 * imageAction(initial, initial) // { kind: 'keep' }
 */
export function imageAction(values: TripFormValues, initial: TripFormValues): ImageAction {
  if (values.image === 'upload') return values.upload === null ? { kind: 'keep' } : { kind: 'upload', upload: values.upload };
  if (values.image === initial.image || values.image === 'current') return { kind: 'keep' };
  if (values.image === 'none') return { kind: 'clear' };
  return { kind: 'theme', theme: values.image };
}

const SERVER_FIELDS: Readonly<Record<string, TripFormField>> = {
  display_name: 'name',
  primary_location: 'destination',
  PrimaryLocationAddress: 'destination',
  start_date: 'startDate',
  end_date: 'endDate',
  description: 'description',
};

/**
 * The form field a refused save names (400 `invalid_field:Trip.<wire field>`), or null when the
 * failure names none of the form's fields.
 *
 * @example
 * serverFieldOf({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: 'invalid_field:Trip.end_date', description: '' }) // 'endDate'
 */
export function serverFieldOf(failure: ApiFailure): TripFormField | null {
  if (failure.kind !== 'http' || failure.status !== 400) return null;
  const prefix = 'invalid_field:Trip.';
  if (!failure.detailedErrorCode.startsWith(prefix)) return null;
  const wireField = failure.detailedErrorCode.slice(prefix.length).split('.')[0] ?? '';
  return SERVER_FIELDS[wireField] ?? null;
}

/**
 * The message for a field the server refused: the date-order rule for the end date (the one
 * rule the server adds), a generic "check this value" otherwise.
 *
 * @example
 * serverFieldMessage('endDate') // { key: 'validation:date.endBeforeStart' }
 */
export function serverFieldMessage(field: TripFormField): { readonly key: string; readonly values?: Readonly<Record<string, string | number>> } {
  if (field === 'endDate') return rangeOrderErrorMessage({ kind: 'end-before-start', unit: 'date' });
  return { key: 'tripForm:serverRefused' };
}
