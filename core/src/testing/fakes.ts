import type { Clock } from '../ports/clock.port.js';
import type { MailMessage, Mailer } from '../ports/mailer.port.js';
import type { Place, PlaceLookup, PlaceSearchOptions } from '../ports/place-lookup.port.js';

/**
 * A clock that stands still until told to move.
 *
 * @example
 * const clock = new ManualClock(new Date('2026-11-21T10:00:00Z')); clock.advance(60_000);
 */
export class ManualClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(at: Date): void {
    this.current = new Date(at.getTime());
  }
}

/**
 * Keeps sent e-mails in memory.
 *
 * @example
 * const mailer = new CapturingMailer(); await mailer.send(m); mailer.sent.length // 1
 */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** A handful of real places for tests that need no full reference data. */
export const SAMPLE_PLACES: readonly Place[] = [
  {
    id: '5391959',
    label: 'San Francisco, California, United States',
    name: 'San Francisco',
    region: 'California',
    countryCode: 'US',
    timeZone: 'America/Los_Angeles',
    latitude: 37.77493,
    longitude: -122.41942,
  },
  {
    id: '2988507',
    label: 'Paris, Île-de-France, France',
    name: 'Paris',
    region: 'Île-de-France',
    countryCode: 'FR',
    timeZone: 'Europe/Paris',
    latitude: 48.85341,
    longitude: 2.3488,
  },
  {
    id: '2643743',
    label: 'London, England, United Kingdom',
    name: 'London',
    region: 'England',
    countryCode: 'GB',
    timeZone: 'Europe/London',
    latitude: 51.50853,
    longitude: -0.12574,
  },
  {
    id: '1850147',
    label: 'Tokyo, Tokyo, Japan',
    name: 'Tokyo',
    region: 'Tokyo',
    countryCode: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 35.6895,
    longitude: 139.69171,
  },
  {
    id: '112931',
    label: 'Tehran, Tehran, Iran',
    name: 'Tehran',
    region: 'Tehran',
    countryCode: 'IR',
    timeZone: 'Asia/Tehran',
    latitude: 35.69439,
    longitude: 51.42151,
  },
];

/**
 * Searches SAMPLE_PLACES by name prefix, ignoring case.
 *
 * @example
 * (await new InMemoryPlaceLookup().search('par', { limit: 15, locale: 'en-US' }))[0]?.name // 'Paris'
 */
export class InMemoryPlaceLookup implements PlaceLookup {
  constructor(private readonly places: readonly Place[] = SAMPLE_PLACES) {}
  async search(query: string, options: PlaceSearchOptions): Promise<readonly Place[]> {
    const q = query.trim().toLowerCase();
    if (q === '') return [];
    return this.places.filter((p) => p.name.toLowerCase().startsWith(q)).slice(0, options.limit);
  }
  async byId(id: string): Promise<Place | undefined> {
    return this.places.find((p) => p.id === id);
  }
  async byLabel(label: string): Promise<Place | undefined> {
    return this.places.find((p) => p.label.toLowerCase() === label.trim().toLowerCase());
  }
}
