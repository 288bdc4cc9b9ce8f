import { describe, expect, it } from 'vitest';
import { parseBcbp } from './bcbp.js';
import { bcbpToFlightReservations } from './bcbp-schema-org.js';
import { icalendarToSchemaOrg } from './icalendar-schema-org.js';
import { pkpassToSchemaOrg } from './pkpass.js';
import { normaliseReservations } from './reservation-normalise.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';
import { reservationsToPlans } from './reservation-to-plan.js';
import { canonicalDateTime } from './reservation-values.js';
import type { SchemaOrgNode } from './schema-org-node.js';

// The time zones of iCalendar, pass.json and BCBP nodes: their instants shown at the place.
const zones: ImportZoneResolver = {
  forAirport: (code) => ({ CDG: 'Europe/Paris', JFK: 'America/New_York', YUL: 'America/Toronto', FRA: 'Europe/Berlin' })[code] ?? null,
  forPlace: () => null,
};
const ics = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
const plansOf = (nodes: readonly SchemaOrgNode[]) => reservationsToPlans(normaliseReservations(nodes), zones);
const icsPlans = (text: string) => {
  const nodes = icalendarToSchemaOrg(text);
  if (!nodes.ok) throw new Error(nodes.error.reason);
  return plansOf(nodes.value);
};
const firstSegment = (plans: ReturnType<typeof plansOf>) => {
  const plan = plans[0];
  if (plan?.type !== 'air' && plan?.type !== 'rail') throw new Error('no segments');
  const s = plan.segments[0];
  if (s === undefined) throw new Error('no segment');
  return s;
};
const local = (d: { date: string; time: string; timezone: string; utcOffset: string }) => `${d.date} ${d.time} ${d.timezone} ${d.utcOffset}`;

describe('imported times are local to the place', () => {
  it('an iCalendar UTC time for a CDG departure is 10:05 in Paris', () => {
    const s = firstSegment(icsPlans(ics('DTSTART:20261203T090500Z', 'DTEND:20261203T174000Z', 'SUMMARY:Flight AF 1234 CDG → JFK')));
    expect(local(s.startDateTime)).toBe('2026-12-03 10:05:00 Europe/Paris +01:00');
    expect(local(s.endDateTime)).toBe('2026-12-03 12:40:00 America/New_York -05:00');
  });

  it('a calendar written in the traveler’s home zone (TZID) still shows the airport’s local time', () => {
    const text = ics('DTSTART;TZID=America/New_York:20261203T040500', 'DTEND;TZID=America/New_York:20261203T124000', 'SUMMARY:AF1234 CDG-JFK');
    const s = firstSegment(icsPlans(text));
    expect(local(s.startDateTime)).toBe('2026-12-03 10:05:00 Europe/Paris +01:00');
    expect(local(s.endDateTime)).toBe('2026-12-03 12:40:00 America/New_York -05:00');
  });

  it('a place whose zone is unknown keeps the zone the calendar named', () => {
    const s = firstSegment(
      icsPlans(ics('DTSTART;TZID=Europe/Paris:20260605T080100', 'DTEND;TZID=Europe/London:20260605T092000', 'SUMMARY:TGV 9014 Lille → London')),
    );
    expect(local(s.startDateTime)).toBe('2026-06-05 08:01:00 Europe/Paris +02:00');
    expect(local(s.endDateTime)).toBe('2026-06-05 09:20:00 Europe/London +01:00');
  });

  it('a pass written in UTC a day after the BCBP’s local date keeps its time, shown at the airport', () => {
    const pass = {
      boardingPass: { transitType: 'PKTransitTypeAir', primaryFields: [{ key: 'departs', value: '2026-11-23T01:00:00Z' }] },
      barcodes: [{ format: 'PKBarcodeFormatPDF417', message: 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100', messageEncoding: 'iso-8859-1' }],
    };
    const nodes = pkpassToSchemaOrg(pass, '2026-11-01');
    if (!nodes.ok) throw new Error(nodes.error.detail);
    expect(local(firstSegment(plansOf(nodes.value)).startDateTime)).toBe('2026-11-22 20:00:00 America/Toronto -05:00');
  });

  it('a BCBP leg has its local date at the departure airport, in that airport’s zone', () => {
    const pass = parseBcbp('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100');
    if (!pass.ok) throw new Error('bad pass');
    const s = firstSegment(plansOf(bcbpToFlightReservations(pass.value, '2026-11-20')));
    expect(s.startDateTime).toMatchObject({ date: '2026-11-22', time: '', timezone: 'America/Toronto', isTimeKnown: false });
  });
});

describe('canonicalDateTime with a named zone', () => {
  it('gives the zone’s offset and keeps the zone; reading it again changes nothing', () => {
    const once = canonicalDateTime('2026-07-01T09:00:00', 'Europe/Berlin');
    expect(once).toBe('2026-07-01T09:00:00+02:00[Europe/Berlin]');
    expect(canonicalDateTime(once)).toBe(once);
  });

  it('ignores zones that are not IANA names, and keeps dates alone', () => {
    expect(canonicalDateTime('2026-07-01T09:00:00', 'Romance Standard Time')).toBe('2026-07-01T09:00:00');
    expect(canonicalDateTime('2026-07-01', 'Europe/Berlin')).toBe('2026-07-01');
  });
});
