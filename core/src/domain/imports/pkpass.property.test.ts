import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pkpassToSchemaOrg } from './pkpass.js';

const key = fc.constantFrom('origin', 'destination', 'depart', 'flight', 'seat', 'gate', 'boardingTime', 'event', 'venue', 'row', 'pnr', 'x');
const value = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.constantFrom('2026-05-01T10:00+02:00', 'AF 1234', 'CDG', '2026-13-45T99:99'),
  fc.anything(),
);
const fieldList = fc.array(fc.oneof(fc.record({ key, value, label: fc.string() }), fc.anything()), { maxLength: 6 });
const style = fc.record(
  {
    transitType: fc.constantFrom('PKTransitTypeAir', 'PKTransitTypeTrain', 'PKTransitTypeBus', 'PKTransitTypeBoat', 'PKTransitTypeGeneric', 'other'),
    headerFields: fieldList,
    primaryFields: fieldList,
    auxiliaryFields: fieldList,
    backFields: fieldList,
  },
  { requiredKeys: [] },
);
const pass = fc.record(
  {
    relevantDate: fc.oneof(fc.constant('2026-05-01T09:30+02:00'), fc.string()),
    barcode: fc.record({ message: fc.oneof(fc.string(), fc.constant('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100')), format: fc.string() }),
    barcodes: fc.array(fc.anything(), { maxLength: 2 }),
    locations: fc.array(fc.anything(), { maxLength: 2 }),
    boardingPass: style,
    eventTicket: style,
  },
  { requiredKeys: [] },
);

describe('pkpass: properties', () => {
  it('never throws, whatever the JSON', () => {
    fc.assert(fc.property(fc.oneof(fc.anything(), pass), (json) => typeof pkpassToSchemaOrg(json, '2026-05-01').ok === 'boolean'));
  });
  it('a boarding pass or an event ticket always gives at least one reservation', () => {
    fc.assert(
      fc.property(pass, (json) => {
        fc.pre(json.boardingPass !== undefined || json.eventTicket !== undefined);
        const r = pkpassToSchemaOrg(json, '2026-05-01');
        expect(r.ok && r.value.length).toBeGreaterThan(0);
        expect(r.ok && r.value.every((n) => typeof n['@type'] === 'string' && String(n['@type']).endsWith('Reservation'))).toBe(true);
      }),
    );
  });
  it('labels do not matter', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const withLabel = (label: string) => ({ eventTicket: { primaryFields: [{ key: 'event', label, value: 'Tosca' }] } });
        expect(pkpassToSchemaOrg(withLabel(a), '2026-05-01')).toEqual(pkpassToSchemaOrg(withLabel(b), '2026-05-01'));
      }),
    );
  });
});
