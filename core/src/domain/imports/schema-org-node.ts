/**
 * One schema.org item as an extractor found it: `@type` plus schema.org properties by their
 * schema.org names (values are strings, numbers, nested nodes or arrays of them). Every extractor
 * (JSON-LD, microdata, iCalendar, Apple Wallet pass.json, IATA BCBP) answers these, so one
 * normaliser turns them all into reservations and then into Waybook plans.
 *
 * @example
 * const node: SchemaOrgNode = { '@type': 'FlightReservation', reservationNumber: 'X2Y3Z4' };
 */
export interface SchemaOrgNode {
  readonly '@type': string | readonly string[];
  readonly [property: string]: unknown;
}

/**
 * Where an extracted node came from: the extractor's name, used in a plan's provenance.
 *
 * @example
 * const source: ExtractorName = 'json-ld';
 */
export type ExtractorName = 'json-ld' | 'microdata' | 'icalendar' | 'pkpass' | 'bcbp' | 'llm';
