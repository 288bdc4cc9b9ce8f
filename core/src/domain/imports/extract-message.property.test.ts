import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { extractMessage } from './extract-message.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';

const AIRPORTS: Readonly<Record<string, string>> = { CDG: 'Europe/Paris', JFK: 'America/New_York', YUL: 'America/Toronto', HND: 'Asia/Tokyo' };
const zones: ImportZoneResolver = { forAirport: (code) => AIRPORTS[code] ?? null, forPlace: () => null };
const route = fc.shuffledSubarray(Object.keys(AIRPORTS), { minLength: 2, maxLength: 2 });

describe('extractMessage (property)', () => {
  it('a flight given as JSON-LD and as a boarding pass in the text is one plan with one segment, at the JSON-LD local time, with the pass seat', () => {
    fc.assert(
      fc.property(
        fc.record({
          airline: fc.constantFrom('AF', 'LH', 'AC', 'JL'),
          number: fc.integer({ min: 1, max: 9999 }),
          route,
          day: fc.integer({ min: 20, max: 330 }),
          minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
          row: fc.integer({ min: 1, max: 60 }),
        }),
        ({ airline, number, route: [from = 'CDG', to = 'JFK'], day, minutes, row }) => {
          const departure = DateTime.fromObject(
            { year: 2027, ordinal: day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
            { zone: AIRPORTS[from] ?? 'utc' },
          );
          const node = {
            '@context': 'https://schema.org',
            '@type': 'FlightReservation',
            reservationNumber: 'PNR123',
            reservationFor: {
              '@type': 'Flight',
              flightNumber: `${airline}${number}`,
              departureAirport: from,
              arrivalAirport: to,
              departureTime: departure.toISO(),
            },
          };
          const bcbp = `M1DOE/JANE            EPNR123 ${from}${to}${airline} ${String(number).padStart(4, '0')} ${String(departure.ordinal).padStart(3, '0')}Y${String(row).padStart(3, '0')}C0025 100`;
          const r = extractMessage(
            {
              ...{ messageId: '<p@x>', subject: 'Trip', from: 'a@example.com', receivedAt: new Date('2027-01-01T12:00:00Z'), attachments: [] },
              ...{ html: `<script type="application/ld+json">${JSON.stringify(node)}</script>`, text: `Pass:\n${bcbp}\n` },
            },
            { passes: [], zones },
          );
          expect(r.extractors).toEqual(['json-ld', 'bcbp']);
          expect(r.plans).toHaveLength(1);
          const plan = r.plans[0]?.plan;
          if (plan?.type !== 'air') throw new Error('not a flight');
          expect(plan.segments).toHaveLength(1);
          expect(plan.segments[0]?.startDateTime).toMatchObject({
            date: departure.toISODate(),
            time: departure.toFormat('HH:mm:ss'),
            timezone: AIRPORTS[from],
          });
          expect(plan.segments[0]?.seats).toBe(`${row}C`);
        },
      ),
    );
  });
});
