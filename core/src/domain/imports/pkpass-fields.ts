import { DateTime } from 'luxon';
import { z } from 'zod';

const field = z.looseObject({ key: z.string(), value: z.unknown(), label: z.unknown().optional() });
const fields = z.array(z.unknown()).transform((items) => items.flatMap((i) => field.safeParse(i).data ?? []));
const structure = z.looseObject({
  transitType: z.string().optional(),
  headerFields: fields.optional(),
  primaryFields: fields.optional(),
  secondaryFields: fields.optional(),
  auxiliaryFields: fields.optional(),
  backFields: fields.optional(),
});
const barcode = z.looseObject({ message: z.string(), format: z.string().optional() });

/** The parts of an Apple Wallet pass.json the extractor reads; unknown keys are kept and ignored. */
export const passJson = z.looseObject({
  description: z.string().optional(),
  organizationName: z.string().optional(),
  relevantDate: z.string().optional(),
  barcode: barcode.optional(),
  barcodes: z.array(z.unknown()).optional(),
  locations: z.array(z.unknown()).optional(),
  semantics: z.record(z.string(), z.unknown()).optional(),
  boardingPass: structure.optional(),
  eventTicket: structure.optional(),
});

export type PassJson = z.infer<typeof passJson>;
type Structure = z.infer<typeof structure>;

/** A pass's fields by lower-cased key without separators ('boarding_time' → 'boardingtime'), values as text. */
export type PassFields = ReadonlyMap<string, string>;

const keyOf = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Every field of a pass style (header, primary, secondary, auxiliary, back), first one of a key wins. */
export function passFields(s: Structure): PassFields {
  const out = new Map<string, string>();
  for (const list of [s.headerFields, s.primaryFields, s.secondaryFields, s.auxiliaryFields, s.backFields]) {
    for (const f of list ?? []) {
      const value = typeof f.value === 'string' ? f.value.trim() : typeof f.value === 'number' ? String(f.value) : '';
      if (value !== '' && !out.has(keyOf(f.key))) out.set(keyOf(f.key), value);
    }
  }
  return out;
}

/** The date-time a pass wrote (W3C, with its offset), as 'yyyy-MM-ddTHH:mm:ss±hh:mm', or undefined. */
export function passDateTime(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const t = DateTime.fromISO(value, { setZone: true });
  return t.isValid ? (t.toISO({ suppressMilliseconds: true }) ?? undefined) : undefined;
}

/** The first field among `keys` whose value passes `accept`. */
export function pick(f: PassFields, keys: readonly string[], accept: (v: string) => boolean = () => true): string | undefined {
  for (const k of keys) {
    const v = f.get(k);
    if (v !== undefined && accept(v)) return v;
  }
  return undefined;
}

/** The text of a semantic tag, when it is one. */
export function semantic(pass: PassJson, key: string): string | undefined {
  const v = pass.semantics?.[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** The message of the first barcode in a format Wallet shows (PDF417, Aztec, QR, Code 128), or the legacy `barcode`. */
export function barcodeMessage(pass: PassJson): string | undefined {
  const all = [...(pass.barcodes ?? []).flatMap((b) => barcode.safeParse(b).data ?? []), ...(pass.barcode ? [pass.barcode] : [])];
  return all.find((b) => !b.format || /PDF417|Aztec|QR|Code128/i.test(b.format))?.message;
}

/** Keys airlines, rail and event issuers commonly use, by meaning (compared lower-case, without separators). */
export const KEYS = {
  origin: ['origin', 'from', 'depart', 'departure', 'departureairport', 'departurecity', 'departurestation', 'fromstation', 'orig', 'src'],
  destination: ['destination', 'to', 'arrive', 'arrival', 'dest', 'arrivalairport', 'arrivalcity', 'arrivalstation', 'tostation', 'dst'],
  departureTime: ['departuretime', 'departs', 'departure', 'depart', 'departuredate', 'date', 'datetime', 'time', 'scheduleddeparture'],
  arrivalTime: ['arrivaltime', 'arrives', 'arrival', 'arrive', 'scheduledarrival'],
  flight: ['flight', 'flightnumber', 'flightno', 'flt'],
  train: ['train', 'trainnumber', 'trainno', 'service', 'vehicle'],
  seat: ['seat', 'seatnumber', 'seats', 'place'],
  coach: ['coach', 'car', 'carriage', 'wagon', 'voiture', 'wagen'],
  gate: ['gate', 'departuregate'],
  platform: ['platform', 'track', 'gleis', 'voie', 'quai'],
  boardingTime: ['boardingtime', 'boarding', 'boards'],
  group: ['group', 'boardinggroup', 'zone', 'boardingzone'],
  passenger: ['passenger', 'passengername', 'name', 'traveler', 'traveller', 'guest', 'holder', 'attendee'],
  reference: [
    'pnr',
    'confirmation',
    'confirmationnumber',
    'bookingreference',
    'bookingref',
    'booking',
    'recordlocator',
    'reservation',
    'reservationnumber',
    'order',
    'ordernumber',
    'ref',
  ],
  event: ['event', 'eventname', 'title', 'show', 'match', 'performer', 'artist'],
  venue: ['venue', 'venuename', 'location', 'stadium', 'theatre', 'theater', 'arena'],
  section: ['section', 'block', 'sector', 'area', 'entrance'],
  row: ['row', 'rank'],
} as const;
