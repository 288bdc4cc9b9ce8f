/**
 * A reservation date and time (part 2 section 3, "Date-time"). Text fields are '' when unknown:
 * the wire's string 'null' for "no timezone" becomes '' here.
 *
 * @example
 * const dt: PlanDateTime = { ...EMPTY_PLAN_DATE_TIME, date: '2026-05-01', time: '14:00:00', timezone: 'Europe/Paris' };
 */
export interface PlanDateTime {
  /** y-MM-dd, or ''. */
  readonly date: string;
  /** HH:mm:ss, or ''. */
  readonly time: string;
  /** An IANA zone name such as 'America/New_York', or ''. */
  readonly timezone: string;
  /** The offset from UTC at that moment, '+hh:mm' or '-hh:mm', or ''. */
  readonly utcOffset: string;
  readonly preferredTimezone: string;
  readonly isTimezoneManual: boolean;
  readonly isTimeKnown: boolean;
  readonly isTimezoneKnown: boolean;
}

/**
 * A date-time with nothing known.
 *
 * @example
 * EMPTY_PLAN_DATE_TIME.date // ''
 */
export const EMPTY_PLAN_DATE_TIME: PlanDateTime = {
  date: '',
  time: '',
  timezone: '',
  utcOffset: '',
  preferredTimezone: '',
  isTimezoneManual: false,
  isTimeKnown: false,
  isTimezoneKnown: false,
};

/**
 * A postal address with optional coordinates (part 2 section 3, "Address").
 *
 * @example
 * const a: PlanAddress = { ...EMPTY_PLAN_ADDRESS, address: '1 Main St, Springfield', city: 'Springfield' };
 */
export interface PlanAddress {
  /** The whole address as one line. */
  readonly address: string;
  readonly addr1: string;
  readonly addr2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly country: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/**
 * An address with nothing known.
 *
 * @example
 * EMPTY_PLAN_ADDRESS.latitude // null
 */
export const EMPTY_PLAN_ADDRESS: PlanAddress = {
  address: '',
  addr1: '',
  addr2: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  latitude: null,
  longitude: null,
};

/**
 * A traveler of a reservation (also a lodging guest, restaurant attendee, car driver or activity
 * participant; the wire nests each kind under its own key).
 *
 * @example
 * const t: PlanTraveler = { ...EMPTY_PLAN_TRAVELER, firstName: 'Ada', lastName: 'Lovelace' };
 */
export interface PlanTraveler {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly frequentTravelerNumber: string;
  readonly frequentTravelerSupplier: string;
  readonly mealPreference: string;
  readonly seatPreference: string;
  readonly ticketNumber: string;
}

/**
 * A traveler with nothing known.
 *
 * @example
 * EMPTY_PLAN_TRAVELER.ticketNumber // ''
 */
export const EMPTY_PLAN_TRAVELER: PlanTraveler = {
  firstName: '',
  middleName: '',
  lastName: '',
  frequentTravelerNumber: '',
  frequentTravelerSupplier: '',
  mealPreference: '',
  seatPreference: '',
  ticketNumber: '',
};

/**
 * Contact details of an agency, a supplier or a booking site.
 *
 * @example
 * const s: SupplierInfo = { ...EMPTY_SUPPLIER_INFO, name: 'Acme Travel', confirmationNumber: 'X1Y2' };
 */
export interface SupplierInfo {
  readonly confirmationNumber: string;
  readonly name: string;
  readonly phone: string;
  readonly emailAddress: string;
  readonly url: string;
  readonly contact: string;
}

/**
 * Supplier info with nothing known.
 *
 * @example
 * EMPTY_SUPPLIER_INFO.name // ''
 */
export const EMPTY_SUPPLIER_INFO: SupplierInfo = {
  confirmationNumber: '',
  name: '',
  phone: '',
  emailAddress: '',
  url: '',
  contact: '',
};

/**
 * The booking fields every reservation has (part 2 section 3, "Common reservation fields"), with
 * the spec's client names. The last four are read-only: the server sets them and ignores them on
 * write. `isWaybookBooking` is the spec's is{product}Booking for this product.
 *
 * @example
 * const b: BookingFields = { ...EMPTY_BOOKING_FIELDS, supplierName: 'Grand Hotel', isPurchased: true };
 */
export interface BookingFields {
  /** y-MM-dd, or ''. */
  readonly bookingDate: string;
  readonly bookingRate: string;
  readonly bookingSiteConfirmationNumber: string;
  readonly bookingSiteName: string;
  readonly bookingSitePhone: string;
  readonly bookingSiteEmailAddress: string;
  readonly bookingSiteUrl: string;
  readonly supplierConfirmationNumber: string;
  readonly supplierContact: string;
  readonly supplierEmailAddress: string;
  readonly supplierName: string;
  readonly supplierPhone: string;
  readonly supplierUrl: string;
  readonly isPurchased: boolean;
  readonly notes: string;
  readonly restrictions: string;
  /** Free text as typed, for example '$120.00'. */
  readonly totalCost: string;
  readonly agency: SupplierInfo;
  /** Read-only: an ISO date-time, or ''. */
  readonly cancellationDateTime: string;
  /** Read-only. */
  readonly recordLocator: string;
  /** Read-only. */
  readonly isWaybookBooking: boolean;
  /** Read-only. */
  readonly hasPossibleCancellation: boolean;
}

/**
 * Booking fields with nothing known (not purchased).
 *
 * @example
 * EMPTY_BOOKING_FIELDS.isPurchased // false
 */
export const EMPTY_BOOKING_FIELDS: BookingFields = {
  bookingDate: '',
  bookingRate: '',
  bookingSiteConfirmationNumber: '',
  bookingSiteName: '',
  bookingSitePhone: '',
  bookingSiteEmailAddress: '',
  bookingSiteUrl: '',
  supplierConfirmationNumber: '',
  supplierContact: '',
  supplierEmailAddress: '',
  supplierName: '',
  supplierPhone: '',
  supplierUrl: '',
  isPurchased: false,
  notes: '',
  restrictions: '',
  totalCost: '',
  agency: EMPTY_SUPPLIER_INFO,
  cancellationDateTime: '',
  recordLocator: '',
  isWaybookBooking: false,
  hasPossibleCancellation: false,
};

/**
 * The supplier of a booking as one {@link SupplierInfo}, for the "supplier info" block.
 *
 * @example
 * supplierInfoOf({ ...EMPTY_BOOKING_FIELDS, supplierName: 'Hertz' }).name // 'Hertz'
 */
export function supplierInfoOf(b: BookingFields): SupplierInfo {
  return {
    confirmationNumber: b.supplierConfirmationNumber,
    name: b.supplierName,
    phone: b.supplierPhone,
    emailAddress: b.supplierEmailAddress,
    url: b.supplierUrl,
    contact: b.supplierContact,
  };
}

/**
 * The booking site of a booking as one {@link SupplierInfo} (a booking site has no contact person).
 *
 * @example
 * bookingSiteInfoOf({ ...EMPTY_BOOKING_FIELDS, bookingSiteName: 'Expedia' }).name // 'Expedia'
 */
export function bookingSiteInfoOf(b: BookingFields): SupplierInfo {
  return {
    confirmationNumber: b.bookingSiteConfirmationNumber,
    name: b.bookingSiteName,
    phone: b.bookingSitePhone,
    emailAddress: b.bookingSiteEmailAddress,
    url: b.bookingSiteUrl,
    contact: '',
  };
}
