import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBcbp } from './bcbp-encode.js';
import { type BcbpRepeatedConditional, type BcbpUniqueConditional } from './bcbp-fields.js';
import { bcbpFlightDate } from './bcbp-schema-org.js';
import { type Bcbp, type BcbpLeg, parseBcbp } from './bcbp.js';

const chars = (alphabet: string, min: number, max: number) => fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = `${UPPER}0123456789`;
/** A text with no leading or trailing blank, as the parser trims them. */
const word = (max: number) => chars(ALNUM, 0, max);
const numbered = (digits: number, suffix: string) =>
  fc.tuple(fc.integer({ min: 1, max: 10 ** digits - 1 }), chars(suffix, 0, 1)).map(([n, s]) => `${String(n)}${s}`);

/** Items in order up to a random cut: the sections a length field may end early. */
function prefixOf<T extends object>(entries: readonly (readonly [string, fc.Arbitrary<string>])[]): fc.Arbitrary<T> {
  return fc
    .tuple(fc.integer({ min: 0, max: entries.length }), fc.tuple(...entries.map(([, a]) => a)))
    .map(([cut, values]) => Object.fromEntries(entries.slice(0, cut).map(([k], i) => [k, values[i]])) as T);
}

const unique = prefixOf<BcbpUniqueConditional>([
  ['passengerDescription', word(1)],
  ['sourceOfCheckIn', word(1)],
  ['sourceOfBoardingPassIssuance', word(1)],
  ['dateOfIssue', chars('0123456789', 4, 4)],
  ['documentType', word(1)],
  ['issuerDesignator', word(3)],
  ['baggageTagNumbers', word(13)],
  ['firstNonConsecutiveBaggageTag', word(13)],
  ['secondNonConsecutiveBaggageTag', word(13)],
]);
const repeated = prefixOf<BcbpRepeatedConditional>([
  ['airlineNumericCode', chars('0123456789', 3, 3)],
  ['documentSerialNumber', word(10)],
  ['selecteeIndicator', word(1)],
  ['internationalDocumentationVerification', word(1)],
  ['marketingCarrier', word(3)],
  ['frequentFlyerAirline', word(3)],
  ['frequentFlyerNumber', word(16)],
  ['idAdIndicator', word(1)],
  ['freeBaggageAllowance', word(3)],
  ['fastTrack', chars('YN', 0, 1)],
]);

const leg: fc.Arbitrary<BcbpLeg> = fc
  .record({
    pnr: word(7),
    from: chars(UPPER, 3, 3),
    to: chars(UPPER, 3, 3),
    operatingCarrier: chars(ALNUM, 2, 3),
    flightNumber: numbered(4, UPPER),
    dayOfYear: fc.integer({ min: 1, max: 366 }),
    compartment: chars(UPPER, 1, 1),
    seat: fc.oneof(
      numbered(2, UPPER).filter((s) => /[A-Z]$/.test(s)),
      fc.constantFrom('', 'INF', 'GATE'),
    ),
    checkInSequence: fc.oneof(numbered(4, UPPER), fc.constant('')),
    passengerStatus: word(1),
    conditional: fc.option(repeated, { nil: undefined }),
    airlineUse: chars(`${ALNUM} `, 0, 20),
  })
  .map(({ conditional, airlineUse, ...rest }) => (conditional ? { ...rest, conditional, airlineUse } : { ...rest, airlineUse: '' }));

const name = fc.tuple(chars(UPPER, 1, 10), chars(UPPER, 1, 8)).map(([s, g]) => ({ passengerName: `${s}/${g}`, surname: s, givenName: g }));
const pass: fc.Arbitrary<Bcbp> = fc
  .record({
    name,
    electronicTicket: fc.boolean(),
    head: fc.option(fc.record({ version: chars('123456789', 1, 1), unique }), { nil: undefined }),
    legs: fc.array(leg, { minLength: 1, maxLength: 4 }),
    security: fc.option(fc.record({ type: chars('123', 1, 1), data: chars(ALNUM, 0, 100) }), { nil: undefined }),
  })
  .map(({ name: n, electronicTicket, head, legs, security }) => ({
    ...n,
    electronicTicket,
    ...(head ?? {}),
    // a first leg without the version marker carries no conditional items
    legs: head ? legs : legs.map((l, i) => (i === 0 ? { ...l, conditional: undefined, airlineUse: '' } : l)),
    ...(security ? { security } : {}),
  }));

const clean = (p: Bcbp): unknown => JSON.parse(JSON.stringify(p));

describe('BCBP: properties', () => {
  it('parsing what the encoder wrote gives the same pass back', () => {
    fc.assert(
      fc.property(pass, (p) => {
        const r = parseBcbp(encodeBcbp(p));
        expect(r.ok && clean(r.value)).toEqual(clean(p));
      }),
    );
  });
  it('never throws, whatever the string', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (s) => typeof parseBcbp(s).ok === 'boolean'));
    fc.assert(
      fc.property(pass, fc.nat(400), fc.string({ maxLength: 3 }), (p, at, junk) => {
        const s = encodeBcbp(p);
        return typeof parseBcbp(s.slice(0, at) + junk + s.slice(at + junk.length)).ok === 'boolean';
      }),
    );
  });
  it('the flight date has the leg day of year and is never more than the tolerance before near', () => {
    const near = fc
      .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2090, 0, 1)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 366 }), near, (day, n) => {
        const date = bcbpFlightDate(day, n) ?? '';
        const ms = Date.parse(date);
        const dayOf = Math.round((ms - Date.UTC(new Date(ms).getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
        return dayOf === day && ms >= Date.parse(n) - 7 * 86_400_000 && ms < Date.parse(n) + 4 * 366 * 86_400_000;
      }),
    );
  });
});
