/**
 * IANA time zones from reference data: of an airport, or of a point on Earth. Synchronous: an
 * implementation keeps its data in memory.
 *
 * @example
 * zones.forAirport('NRT') // 'Asia/Tokyo'
 * zones.at(48.8566, 2.3522) // 'Europe/Paris'
 */
export interface TimeZoneLookup {
  /** The zone of the airport with this IATA code (any case); null when unknown. */
  forAirport(code: string): string | null;
  /** The zone at these coordinates; null when they are out of range. */
  at(latitude: number, longitude: number): string | null;
}
