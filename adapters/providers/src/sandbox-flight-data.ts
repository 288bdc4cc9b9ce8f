import {
  daysBetween,
  localInstant,
  parseInternalDate,
  toLocalDateTime,
  type FlightData,
  type FlightInfoResult,
  type FlightLeg,
  type FlightLookupQuery,
  type LocalDateTime,
} from '@waybook/core';

/** An airport the sandbox flies between: IATA code, display name, country, IANA zone and position. */
export interface SandboxAirport {
  readonly code: string;
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  readonly timeZone: string;
  readonly latitude: number;
  readonly longitude: number;
}

const airport = (code: string, name: string, countryCode: string, timeZone: string, latitude: number, longitude: number): SandboxAirport => ({
  code,
  name,
  countryCode,
  timeZone,
  latitude,
  longitude,
});

/** Major airports of every continent with their real zones and coordinates (one per city). */
export const SANDBOX_AIRPORTS: readonly SandboxAirport[] = [
  airport('ATL', 'Hartsfield-Jackson Atlanta International Airport', 'US', 'America/New_York', 33.6407, -84.4277),
  airport('BOS', 'Boston Logan International Airport', 'US', 'America/New_York', 42.3656, -71.0096),
  airport('JFK', 'John F. Kennedy International Airport', 'US', 'America/New_York', 40.6413, -73.7781),
  airport('MIA', 'Miami International Airport', 'US', 'America/New_York', 25.7959, -80.287),
  airport('ORD', "Chicago O'Hare International Airport", 'US', 'America/Chicago', 41.9742, -87.9073),
  airport('DFW', 'Dallas Fort Worth International Airport', 'US', 'America/Chicago', 32.8998, -97.0403),
  airport('DEN', 'Denver International Airport', 'US', 'America/Denver', 39.8561, -104.6737),
  airport('PHX', 'Phoenix Sky Harbor International Airport', 'US', 'America/Phoenix', 33.4352, -112.0101),
  airport('LAX', 'Los Angeles International Airport', 'US', 'America/Los_Angeles', 33.9416, -118.4085),
  airport('SFO', 'San Francisco International Airport', 'US', 'America/Los_Angeles', 37.6213, -122.379),
  airport('SEA', 'Seattle-Tacoma International Airport', 'US', 'America/Los_Angeles', 47.4502, -122.3088),
  airport('HNL', 'Daniel K. Inouye International Airport', 'US', 'Pacific/Honolulu', 21.3187, -157.9225),
  airport('YYZ', 'Toronto Pearson International Airport', 'CA', 'America/Toronto', 43.6777, -79.6248),
  airport('YVR', 'Vancouver International Airport', 'CA', 'America/Vancouver', 49.1967, -123.1815),
  airport('MEX', 'Mexico City International Airport', 'MX', 'America/Mexico_City', 19.4361, -99.0719),
  airport('BOG', 'El Dorado International Airport', 'CO', 'America/Bogota', 4.7016, -74.1469),
  airport('GRU', 'São Paulo/Guarulhos International Airport', 'BR', 'America/Sao_Paulo', -23.4356, -46.4731),
  airport('EZE', 'Ministro Pistarini International Airport', 'AR', 'America/Argentina/Buenos_Aires', -34.8222, -58.5358),
  airport('LHR', 'London Heathrow Airport', 'GB', 'Europe/London', 51.47, -0.4543),
  airport('CDG', 'Paris Charles de Gaulle Airport', 'FR', 'Europe/Paris', 49.0097, 2.5479),
  airport('AMS', 'Amsterdam Airport Schiphol', 'NL', 'Europe/Amsterdam', 52.3105, 4.7683),
  airport('FRA', 'Frankfurt Airport', 'DE', 'Europe/Berlin', 50.0379, 8.5622),
  airport('MUC', 'Munich Airport', 'DE', 'Europe/Berlin', 48.3537, 11.775),
  airport('ZRH', 'Zurich Airport', 'CH', 'Europe/Zurich', 47.4582, 8.5555),
  airport('MAD', 'Adolfo Suárez Madrid-Barajas Airport', 'ES', 'Europe/Madrid', 40.4983, -3.5676),
  airport('FCO', 'Rome Fiumicino Airport', 'IT', 'Europe/Rome', 41.8003, 12.2389),
  airport('CPH', 'Copenhagen Airport', 'DK', 'Europe/Copenhagen', 55.618, 12.6508),
  airport('IST', 'Istanbul Airport', 'TR', 'Europe/Istanbul', 41.2753, 28.7519),
  airport('CAI', 'Cairo International Airport', 'EG', 'Africa/Cairo', 30.1219, 31.4056),
  airport('NBO', 'Jomo Kenyatta International Airport', 'KE', 'Africa/Nairobi', -1.3192, 36.9278),
  airport('JNB', 'O. R. Tambo International Airport', 'ZA', 'Africa/Johannesburg', -26.1392, 28.246),
  airport('DOH', 'Hamad International Airport', 'QA', 'Asia/Qatar', 25.2731, 51.6081),
  airport('DXB', 'Dubai International Airport', 'AE', 'Asia/Dubai', 25.2532, 55.3657),
  airport('DEL', 'Indira Gandhi International Airport', 'IN', 'Asia/Kolkata', 28.5562, 77.1),
  airport('BOM', 'Chhatrapati Shivaji Maharaj International Airport', 'IN', 'Asia/Kolkata', 19.0896, 72.8656),
  airport('BKK', 'Suvarnabhumi Airport', 'TH', 'Asia/Bangkok', 13.69, 100.7501),
  airport('SIN', 'Singapore Changi Airport', 'SG', 'Asia/Singapore', 1.3644, 103.9915),
  airport('HKG', 'Hong Kong International Airport', 'HK', 'Asia/Hong_Kong', 22.308, 113.9185),
  airport('PEK', 'Beijing Capital International Airport', 'CN', 'Asia/Shanghai', 40.0799, 116.6031),
  airport('PVG', 'Shanghai Pudong International Airport', 'CN', 'Asia/Shanghai', 31.1443, 121.8083),
  airport('ICN', 'Incheon International Airport', 'KR', 'Asia/Seoul', 37.4602, 126.4407),
  airport('HND', 'Tokyo Haneda Airport', 'JP', 'Asia/Tokyo', 35.5494, 139.7798),
  airport('SYD', 'Sydney Kingsford Smith Airport', 'AU', 'Australia/Sydney', -33.9399, 151.1753),
  airport('MEL', 'Melbourne Airport', 'AU', 'Australia/Melbourne', -37.669, 144.841),
  airport('AKL', 'Auckland Airport', 'NZ', 'Pacific/Auckland', -37.0082, 174.785),
];

/** Shortest and longest leg the sandbox flies, in kilometres (the longest real nonstop is ~15,300 km). */
const MIN_LEG_KM = 250;
const MAX_LEG_KM = 14_000;
/** A through flight may be at most this much longer than the direct route. */
const MAX_DETOUR = 1.3;
/** How many of the nearest airports a regional flight chooses among. */
const REGIONAL_CHOICES = 10;
const CRUISE_KMH = 800;
const TAXI_MINUTES = 30;
/** Departures between 06:00 and 22:00 in 5-minute steps: 193 slots. */
const FIRST_DEPARTURE_MINUTE = 6 * 60;
const DEPARTURE_SLOTS = (16 * 60) / 5 + 1;

const SHORT_HAUL = ['Airbus A320neo', 'Boeing 737-800', 'Embraer E190', 'Airbus A220-300'];
const MEDIUM_HAUL = ['Airbus A321neo', 'Boeing 737 MAX 8', 'Boeing 757-200'];
const LONG_HAUL = ['Boeing 787-9', 'Airbus A350-900', 'Boeing 777-300ER', 'Airbus A330-300'];

/** FNV-1a, 32 bits: the seed of everything the sandbox makes up. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic sequence of numbers in [0, 1) from a 32-bit seed. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Great-circle distance between two airports, in kilometres (haversine, mean Earth radius).
 *
 * @example
 * Math.round(greatCircleKm(lhr, jfk)) // 5555
 */
export function greatCircleKm(a: Pick<SandboxAirport, 'latitude' | 'longitude'>, b: Pick<SandboxAirport, 'latitude' | 'longitude'>): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Block time of a leg: the distance at 800 km/h plus 30 minutes of taxiing, rounded to 5 minutes.
 *
 * @example
 * blockMinutes(5555) // 445
 */
export function blockMinutes(distanceKm: number): number {
  return Math.round(((distanceKm / CRUISE_KMH) * 60 + TAXI_MINUTES) / 5) * 5;
}

/** Options of the sandbox: display names of airports, and the airports to fly between (tests). */
export interface SandboxFlightDataOptions {
  /** Display name of an airport code (e.g. the reference-data airport index); null falls back to the curated name. */
  readonly airportName?: (code: string) => string | null;
  /** The airports routes are drawn from; the curated {@link SANDBOX_AIRPORTS} by default. At least two. */
  readonly airports?: readonly SandboxAirport[];
}

interface Route {
  readonly stops: readonly SandboxAirport[];
}

/**
 * The sandbox FlightData adapter: made-up but plausible scheduled flights, the same answer for
 * the same query, no network, no clock, no randomness. The airline code and flight number pick
 * the route among major airports (about 1 flight number in 6 stops once at a hub, under the same
 * number), the aircraft and a departure time between 06:00 and 22:00; the block time follows the
 * great-circle distance (800 km/h plus 30 minutes) and the arrival is computed in the
 * destination's zone, so arrival dates and times are right across zones and daylight-saving
 * changes. Airline XX, and flight numbers 0 or ending in 0000, find nothing. Answers carry
 * `isSandbox: true`.
 *
 * @example
 * const flights = new SandboxFlightData({ airportName: (code) => airportIndex.name(code) });
 * await flights.lookup({ departureDate: '2026-03-20', airlineCode: 'BA', flightNumber: '117' });
 */
export class SandboxFlightData implements FlightData {
  private readonly airports: readonly SandboxAirport[];
  private readonly airportName: (code: string) => string | null;

  constructor(options: SandboxFlightDataOptions = {}) {
    this.airports = options.airports ?? SANDBOX_AIRPORTS;
    if (this.airports.length < 2) throw new RangeError('SandboxFlightData needs at least two airports');
    this.airportName = options.airportName ?? (() => null);
  }

  lookup(query: FlightLookupQuery): Promise<FlightInfoResult> {
    return Promise.resolve(this.find(query));
  }

  private find(query: FlightLookupQuery): FlightInfoResult {
    const airlineCode = query.airlineCode.trim().toUpperCase();
    const digits = query.flightNumber.trim();
    if (airlineCode === 'XX' || !/^\d+$/.test(digits) || /0000$/.test(digits) || Number(digits) === 0) return { kind: 'not-found' };
    if (parseInternalDate(query.departureDate) === null) return { kind: 'not-found' };
    const flightNumber = String(Number(digits));
    const seed = fnv1a(`${airlineCode}|${flightNumber}`);
    const next = sequence(seed);
    const route = this.route(next, seed % 6 === 0);
    const departureMinute = FIRST_DEPARTURE_MINUTE + 5 * Math.floor(next() * DEPARTURE_SLOTS);
    let departure: LocalDateTime = {
      date: query.departureDate,
      time: `${pad(Math.floor(departureMinute / 60))}:${pad(departureMinute % 60)}:00`,
      timezone: route.stops[0]?.timeZone ?? 'UTC',
    };
    const legs: FlightLeg[] = [];
    for (let i = 0; i + 1 < route.stops.length; i++) {
      const from = route.stops[i] as SandboxAirport;
      const to = route.stops[i + 1] as SandboxAirport;
      const distanceKm = greatCircleKm(from, to);
      const durationMinutes = blockMinutes(distanceKm);
      const leaves = localInstant(departure, from.timeZone);
      if (leaves === null) return { kind: 'not-found' };
      const landing = leaves.plus({ minutes: durationMinutes });
      const arrival = toLocalDateTime(landing, to.timeZone);
      legs.push({
        airlineCode,
        flightNumber,
        originAirportCode: from.code,
        originAirportName: this.nameOf(from),
        destinationAirportCode: to.code,
        destinationAirportName: this.nameOf(to),
        departure,
        arrival,
        arrivalDateDiff: daysBetween(departure.date, arrival.date),
        aircraft: pickAircraft(distanceKm, next),
        durationMinutes,
        distanceKm: Math.round(distanceKm),
        isInternational: from.countryCode !== to.countryCode,
      });
      // The next leg leaves the stop after 45 to 150 minutes on the ground.
      departure = toLocalDateTime(landing.plus({ minutes: 45 + 5 * Math.floor(next() * 22) }), to.timeZone);
    }
    const [first, ...rest] = legs;
    if (first === undefined) return { kind: 'not-found' };
    return { kind: 'found', flight: { airlineCode, flightNumber, departureDate: query.departureDate, legs: [first, ...rest], isSandbox: true } };
  }

  private nameOf(a: SandboxAirport): string {
    return this.airportName(a.code) ?? a.name;
  }

  /** Origin, then a hub for a through flight, then the destination, within the leg limits. */
  private route(next: () => number, throughFlight: boolean): Route {
    const all = this.airports;
    const origin = pick(all, next) as SandboxAirport;
    const reachable = (from: SandboxAirport) => all.filter((a) => a !== from && inRange(greatCircleKm(from, a)));
    if (throughFlight) {
      const start = Math.floor(next() * all.length);
      for (let k = 0; k < all.length; k++) {
        const hub = all[(start + k) % all.length] as SandboxAirport;
        if (hub === origin || !inRange(greatCircleKm(origin, hub))) continue;
        const destinations = reachable(hub).filter((d) => {
          if (d === origin) return false;
          const direct = greatCircleKm(origin, d);
          return direct >= MIN_LEG_KM && greatCircleKm(origin, hub) + greatCircleKm(hub, d) <= MAX_DETOUR * direct;
        });
        const destination = pick(destinations, next);
        if (destination !== undefined) return { stops: [origin, hub, destination] };
      }
    }
    // Half the nonstop flights are regional (one of the ten nearest airports), half go anywhere in range.
    const reachableFromOrigin = reachable(origin);
    const destinations =
      next() < 0.5
        ? [...reachableFromOrigin].sort((a, b) => greatCircleKm(origin, a) - greatCircleKm(origin, b)).slice(0, REGIONAL_CHOICES)
        : reachableFromOrigin;
    // With a test list of airports too close or too far apart, fly to the first other one.
    const destination = pick(destinations, next) ?? (all.find((a) => a !== origin) as SandboxAirport);
    return { stops: [origin, destination] };
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const inRange = (km: number) => km >= MIN_LEG_KM && km <= MAX_LEG_KM;

function pick<T>(list: readonly T[], next: () => number): T | undefined {
  return list.length === 0 ? undefined : list[Math.floor(next() * list.length)];
}

function pickAircraft(distanceKm: number, next: () => number): string {
  const fleet = distanceKm < 1500 ? SHORT_HAUL : distanceKm < 4500 ? MEDIUM_HAUL : LONG_HAUL;
  return pick(fleet, next) as string;
}
