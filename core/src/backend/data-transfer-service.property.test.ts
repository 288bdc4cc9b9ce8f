import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportDocumentWire } from '../contract/data-export/export-json.js';
import { encodeReservation } from '../contract/plans/types/reservation-codec.js';
import { withPlanIds } from '../domain/plans/plan-ids.js';
import { anyPlan } from '../domain/plans/types/any-plan-arbitraries.test.js';
import { checkedImportBatch } from './data-transfer-service.js';
import { objectLists } from './plan-answers.js';

const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describe('export document → import batch', () => {
  it('is the identity on the wire: every exported plan imports as the same typed object', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyPlan, { maxLength: 6 }), async (plans) => {
        let n = 0;
        const filed = plans.map((p, i) => withPlanIds(p, { uuid: `p${i}`, tripUuid: 't1', keep: () => false, newId: () => `s${(n += 1)}` }));
        const doc = exportDocumentWire.parse(
          viaJson({
            format: 'waybook-export',
            version: 1,
            exported_at: '2026-11-21T10:00:00.000Z',
            scope: 'account',
            Trips: [{ Trip: { uuid: 't1', display_name: 'Lyon', start_date: '2026-11-21', end_date: '2026-11-22' }, ...objectLists(filed, 'owner') }],
          }),
        );
        const batch = await checkedImportBatch(doc, new Map(), async () => {});
        if (plans.length === 0) {
          // A trip alone is something to import.
          expect(batch.ok).toBe(true);
          return;
        }
        expect(batch.ok).toBe(true);
        if (!batch.ok) return;
        const [trip] = batch.value.trips;
        expect(trip?.trip.displayName).toBe('Lyon');
        // Same plans, same wire objects (the lists group plans by type, in order within a type).
        const wire = (list: readonly Parameters<typeof encodeReservation>[0][]) =>
          list.map((p) => JSON.stringify(viaJson(encodeReservation({ ...p, meta: { ...p.meta, relativeUrl: '' } })))).sort();
        expect(wire(trip?.plans.map((p) => p.plan) ?? [])).toEqual(wire(filed));
      }),
      { numRuns: 60 },
    );
  });
});
