/**
 * The conditional items printed once per boarding pass (IATA Resolution 792, "conditional unique"
 * section, inside the first leg's variable field). Each item is `undefined` when the section's
 * length field ends before it, and '' when it is present but blank.
 *
 * @example
 * const unique: BcbpUniqueConditional = { passengerDescription: '1', sourceOfCheckIn: 'W', dateOfIssue: '6225' };
 */
export interface BcbpUniqueConditional {
  /** 0 adult, 1 male, 2 female, 3 child, 4 infant, 5 no passenger (cabin baggage), 6 adult with infant, 7 unaccompanied minor. */
  readonly passengerDescription?: string;
  /** Where the passenger checked in: W web, K kiosk, R remote, M mobile, O airport, T town, V mail, X transfer kiosk. */
  readonly sourceOfCheckIn?: string;
  /** Where the boarding pass was issued (same letters as the check-in source). */
  readonly sourceOfBoardingPassIssuance?: string;
  /** Date of issue: last digit of the year and the day of the year, e.g. '6225' for 13 Aug 2026. */
  readonly dateOfIssue?: string;
  /** B boarding pass, I itinerary receipt. */
  readonly documentType?: string;
  /** Airline designator of the boarding pass issuer. */
  readonly issuerDesignator?: string;
  /** Baggage tag licence plate number(s): 0/1 + 3-digit carrier code + 6-digit serial + 3 consecutive. */
  readonly baggageTagNumbers?: string;
  readonly firstNonConsecutiveBaggageTag?: string;
  readonly secondNonConsecutiveBaggageTag?: string;
}

/**
 * The conditional items printed for each leg (the "conditional repeated" section of Resolution
 * 792). Same convention: `undefined` when cut off by the section's length, '' when blank.
 *
 * @example
 * const repeated: BcbpRepeatedConditional = { airlineNumericCode: '014', documentSerialNumber: '1234567890' };
 */
export interface BcbpRepeatedConditional {
  /** The 3-digit airline accounting code of the ticket, e.g. '014' for Air Canada. */
  readonly airlineNumericCode?: string;
  /** The 10-digit document form/serial number (with the airline code: the ticket number). */
  readonly documentSerialNumber?: string;
  readonly selecteeIndicator?: string;
  readonly internationalDocumentationVerification?: string;
  readonly marketingCarrier?: string;
  readonly frequentFlyerAirline?: string;
  readonly frequentFlyerNumber?: string;
  readonly idAdIndicator?: string;
  /** e.g. '20K' (kilos), '2PC' (pieces). */
  readonly freeBaggageAllowance?: string;
  /** Y when the passenger may use a fast-track lane (version 6 and later). */
  readonly fastTrack?: string;
}

type FieldTable<T> = readonly (readonly [keyof T & string, number])[];

/** The unique conditional items in their order, with their widths. */
export const UNIQUE_FIELDS: FieldTable<BcbpUniqueConditional> = [
  ['passengerDescription', 1],
  ['sourceOfCheckIn', 1],
  ['sourceOfBoardingPassIssuance', 1],
  ['dateOfIssue', 4],
  ['documentType', 1],
  ['issuerDesignator', 3],
  ['baggageTagNumbers', 13],
  ['firstNonConsecutiveBaggageTag', 13],
  ['secondNonConsecutiveBaggageTag', 13],
];

/** The repeated conditional items in their order, with their widths. */
export const REPEATED_FIELDS: FieldTable<BcbpRepeatedConditional> = [
  ['airlineNumericCode', 3],
  ['documentSerialNumber', 10],
  ['selecteeIndicator', 1],
  ['internationalDocumentationVerification', 1],
  ['marketingCarrier', 3],
  ['frequentFlyerAirline', 3],
  ['frequentFlyerNumber', 16],
  ['idAdIndicator', 1],
  ['freeBaggageAllowance', 3],
  ['fastTrack', 1],
];

/** Reads fixed-width items in order from a section; an item cut off by the section's end is kept as far as it goes. */
export function readFields<T>(section: string, table: FieldTable<T>): Partial<Record<keyof T & string, string>> {
  const out: Partial<Record<keyof T & string, string>> = {};
  let at = 0;
  for (const [name, width] of table) {
    if (at >= section.length) break;
    out[name] = section.slice(at, at + width).trim();
    at += width;
  }
  return out;
}

/** Writes the items in order, each padded to its width, up to the first missing one. */
export function writeFields<T>(values: Partial<Record<keyof T & string, string>>, table: FieldTable<T>): string {
  let out = '';
  for (const [name, width] of table) {
    const value = values[name];
    if (value === undefined) break;
    out += value.padEnd(width, ' ').slice(0, width);
  }
  return out;
}

/** Two upper-case hex digits for a section length (0–255). */
export function hex2(n: number): string {
  return n.toString(16).toUpperCase().padStart(2, '0');
}
