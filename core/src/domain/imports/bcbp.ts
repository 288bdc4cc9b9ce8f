import { err, ok, type Result } from '../result.js';
import { type BcbpRepeatedConditional, type BcbpUniqueConditional, readFields, REPEATED_FIELDS, UNIQUE_FIELDS } from './bcbp-fields.js';

export type { BcbpRepeatedConditional, BcbpUniqueConditional } from './bcbp-fields.js';

/**
 * One flight leg of a bar-coded boarding pass (IATA Resolution 792). Text items are trimmed;
 * the flight number, seat and check-in sequence lose their leading zeros ('0834' → '834',
 * '001A' → '1A', '0025' → '25').
 *
 * @example
 * const leg: BcbpLeg = { pnr: 'ABC123', from: 'YUL', to: 'FRA', operatingCarrier: 'AC', flightNumber: '834',
 *   dayOfYear: 326, compartment: 'J', seat: '1A', checkInSequence: '25', passengerStatus: '1', airlineUse: '' };
 */
export interface BcbpLeg {
  /** The operating carrier's booking reference (PNR). */
  readonly pnr: string;
  /** IATA code of the departure airport. */
  readonly from: string;
  /** IATA code of the arrival airport. */
  readonly to: string;
  /** Two- or three-character designator of the operating carrier. */
  readonly operatingCarrier: string;
  /** Digits without leading zeros, plus an optional letter suffix. */
  readonly flightNumber: string;
  /** Julian date of the flight: day of the year, 1–366, with no year (see {@link bcbpFlightDate}). */
  readonly dayOfYear: number;
  /** Compartment (cabin) code, e.g. F, J, Y. */
  readonly compartment: string;
  /** Seat, e.g. '1A'; '' when not assigned; other texts (INF, GATE) as printed. */
  readonly seat: string;
  readonly checkInSequence: string;
  readonly passengerStatus: string;
  /** The leg's conditional items, when its variable field carries them. */
  readonly conditional?: BcbpRepeatedConditional;
  /** "For individual airline use": the rest of the leg's variable field, raw. */
  readonly airlineUse: string;
}

/**
 * A parsed bar-coded boarding pass: the passenger, the legs, the optional conditional section
 * (version and unique items come from the first leg) and the security data, kept opaque.
 *
 * @example
 * const pass: Bcbp = { passengerName: 'DESMARAIS/LUC', surname: 'DESMARAIS', givenName: 'LUC', electronicTicket: true, legs: [leg] };
 */
export interface Bcbp {
  /** The name as printed, e.g. 'DESMARAIS/LUC'. */
  readonly passengerName: string;
  readonly surname: string;
  readonly givenName: string;
  /** True when the electronic ticket indicator is E. */
  readonly electronicTicket: boolean;
  /** The version number after '>' in the first leg (e.g. '6'), when the conditional section is there. */
  readonly version?: string;
  readonly unique?: BcbpUniqueConditional;
  readonly legs: readonly BcbpLeg[];
  /** The '^' section: its type and data, never interpreted. */
  readonly security?: { readonly type: string; readonly data: string };
}

/**
 * Why a string is not a BCBP: a machine-readable reason, the character position where reading
 * stopped, and a sentence for logs.
 *
 * @example
 * const e: BcbpError = { reason: 'format-code', at: 0, detail: "expected format code M, found 'X'" };
 */
export interface BcbpError {
  readonly reason: 'too-short' | 'format-code' | 'leg-count' | 'bad-item' | 'bad-length' | 'trailing-data';
  readonly at: number;
  readonly detail: string;
}

const HEADER = 23;
const LEG = 35;

const fail = (reason: BcbpError['reason'], at: number, detail: string) => err<BcbpError>({ reason, at, detail });

function hexAt(s: string, at: number): number | undefined {
  const h = s.slice(at, at + 2);
  return /^[0-9A-Fa-f]{2}$/.test(h) ? parseInt(h, 16) : undefined;
}

function stripZeros(raw: string, pattern: RegExp): string | undefined {
  const t = raw.trim();
  if (t === '') return '';
  const m = pattern.exec(t);
  return m ? `${String(Number(m[1]))}${m[2] ?? ''}` : undefined;
}

type LegItems = Omit<BcbpLeg, 'conditional' | 'airlineUse'>;

function mandatoryLeg(s: string, at: number, n: number): Result<LegItems, BcbpError> {
  const f = (from: number, width: number) => s.slice(at + from, at + from + width);
  const from = f(7, 3);
  const to = f(10, 3);
  if (!/^[A-Z]{3}$/.test(from) || !/^[A-Z]{3}$/.test(to)) return fail('bad-item', at + 7, `leg ${n}: airport codes '${from}' '${to}' are not three letters`);
  const flightNumber = stripZeros(f(16, 5), /^(\d{1,4})([A-Z]?)$/);
  if (flightNumber === undefined || flightNumber === '') return fail('bad-item', at + 16, `leg ${n}: flight number '${f(16, 5)}'`);
  const julian = f(21, 3);
  const dayOfYear = Number(julian);
  if (!/^\d{3}$/.test(julian) || dayOfYear < 1 || dayOfYear > 366) return fail('bad-item', at + 21, `leg ${n}: Julian date '${julian}'`);
  const seat = stripZeros(f(25, 4), /^(\d{1,3})([A-Z])$/) ?? f(25, 4).trim();
  const checkInSequence = stripZeros(f(29, 5), /^(\d{1,4})([A-Z]?)$/) ?? f(29, 5).trim();
  const [pnr, operatingCarrier, compartment, passengerStatus] = [f(0, 7), f(13, 3), f(24, 1), f(34, 1)].map((v) => v.trim());
  return ok({
    pnr: pnr ?? '',
    from,
    to,
    operatingCarrier: operatingCarrier ?? '',
    flightNumber,
    dayOfYear,
    compartment: compartment ?? '',
    seat,
    checkInSequence,
    passengerStatus: passengerStatus ?? '',
  });
}

interface Variable {
  readonly version?: string;
  readonly unique?: BcbpUniqueConditional;
  readonly conditional?: BcbpRepeatedConditional;
  readonly airlineUse: string;
}

/** Reads one leg's variable field (conditional items, then airline use); `at` is where the field starts. */
function variableField(field: string, first: boolean, at: number, n: number): Result<Variable, BcbpError> {
  let rest = field;
  let head: Pick<Variable, 'version' | 'unique'> = {};
  if (first) {
    if (!rest.startsWith('>')) return ok({ airlineUse: rest });
    const size = hexAt(rest, 2);
    if (rest.length < 4 || size === undefined) return fail('bad-length', at + 2, `leg ${n}: unique conditional length '${rest.slice(2, 4)}' is not hex`);
    if (4 + size > rest.length) return fail('bad-length', at + 2, `leg ${n}: unique conditional section runs past its leg`);
    head = { version: rest.slice(1, 2).trim(), unique: readFields(rest.slice(4, 4 + size), UNIQUE_FIELDS) };
    rest = rest.slice(4 + size);
    at += 4 + size;
  }
  if (rest === '') return ok({ ...head, airlineUse: '' });
  const size = hexAt(rest, 0);
  if (size === undefined)
    return first ? fail('bad-length', at, `leg ${n}: repeated conditional length '${rest.slice(0, 2)}' is not hex`) : ok({ airlineUse: rest });
  if (2 + size > rest.length) return fail('bad-length', at, `leg ${n}: repeated conditional section runs past its leg`);
  return ok({ ...head, conditional: readFields(rest.slice(2, 2 + size), REPEATED_FIELDS), airlineUse: rest.slice(2 + size) });
}

function readLeg(s: string, at: number, n: number): Result<{ leg: BcbpLeg; variable: Variable; end: number }, BcbpError> {
  if (s.length < at + LEG + 2) return fail('too-short', s.length, `leg ${n} needs ${LEG + 2} characters`);
  const items = mandatoryLeg(s, at, n);
  if (!items.ok) return items;
  const size = hexAt(s, at + LEG);
  if (size === undefined) return fail('bad-length', at + LEG, `leg ${n}: variable field size '${s.slice(at + LEG, at + LEG + 2)}' is not hex`);
  const start = at + LEG + 2;
  if (start + size > s.length) return fail('bad-length', at + LEG, `leg ${n}: variable field of ${size} characters runs past the end`);
  const variable = variableField(s.slice(start, start + size), n === 1, start, n);
  if (!variable.ok) return variable;
  const { conditional, airlineUse } = variable.value;
  const leg: BcbpLeg = conditional ? { ...items.value, conditional, airlineUse } : { ...items.value, airlineUse };
  return ok({ leg, variable: variable.value, end: start + size });
}

function header(s: string): Result<Pick<Bcbp, 'passengerName' | 'surname' | 'givenName' | 'electronicTicket'> & { legs: number }, BcbpError> {
  if (s.length < HEADER) return fail('too-short', s.length, `a boarding pass starts with ${HEADER} characters, found ${s.length}`);
  if (s[0] !== 'M') return fail('format-code', 0, `expected format code M, found '${s[0] ?? ''}'`);
  const legs = Number(s[1]);
  if (!/^[1-4]$/.test(s[1] ?? '')) return fail('leg-count', 1, `number of legs must be 1 to 4, found '${s[1] ?? ''}'`);
  const passengerName = s.slice(2, 22).trim();
  const slash = passengerName.indexOf('/');
  const surname = slash < 0 ? passengerName : passengerName.slice(0, slash).trim();
  const givenName = slash < 0 ? '' : passengerName.slice(slash + 1).trim();
  return ok({ passengerName, surname, givenName, electronicTicket: s[22] === 'E', legs });
}

function security(s: string, at: number): Result<Bcbp['security'], BcbpError> {
  const rest = s.slice(at);
  if (rest === '') return ok(undefined);
  if (!rest.startsWith('^') || rest.length < 4) return fail('trailing-data', at, `unexpected '${rest.slice(0, 10)}' after the last leg`);
  return ok({ type: rest.slice(1, 2), data: rest.slice(4) });
}

/**
 * Parses an IATA bar-coded boarding pass string (Resolution 792, format M, 1–4 legs) with its
 * conditional section and security data. Never throws: malformed input gives a {@link BcbpError}.
 * The security data's declared length is not enforced (it is kept opaque as everything after it).
 *
 * @example
 * const r = parseBcbp('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100');
 * // r.ok → r.value.legs[0]: { pnr: 'ABC123', from: 'YUL', to: 'FRA', flightNumber: '834', dayOfYear: 326, seat: '1A', ... }
 * parseBcbp('hello').ok // false (reason 'too-short')
 */
export function parseBcbp(input: string): Result<Bcbp, BcbpError> {
  const head = header(input);
  if (!head.ok) return head;
  const { legs: count, ...passenger } = head.value;
  const legs: BcbpLeg[] = [];
  let at = HEADER;
  let first: Variable = { airlineUse: '' };
  for (let n = 1; n <= count; n++) {
    const read = readLeg(input, at, n);
    if (!read.ok) return read;
    legs.push(read.value.leg);
    if (n === 1) first = read.value.variable;
    at = read.value.end;
  }
  const sec = security(input, at);
  if (!sec.ok) return sec;
  const { version, unique } = first;
  return ok({ ...passenger, ...(version === undefined ? {} : { version, unique }), legs, ...(sec.value ? { security: sec.value } : {}) });
}
