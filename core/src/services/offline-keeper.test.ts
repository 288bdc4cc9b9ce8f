import { beforeEach, describe, expect, it } from 'vitest';
import type { ContractEntry, EntryCall } from '../contract/entry.js';
import { listDocumentsEntry } from '../contract/document-entries.js';
import { createPlanEntry, getPlanEntry } from '../contract/plan-entries.js';
import { appConfigEntry } from '../contract/profile-entries.js';
import { createTripEntry } from '../contract/trip-entries.js';
import { err, ok } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import type { OfflineStore } from '../ports/offline-store.port.js';
import { useCaseWorld, type UseCaseWorld } from '../testing/use-case-world.js';
import { OfflineKeeper } from './offline-keeper.js';

let w: UseCaseWorld;
const TODAY = '2026-11-21';
const STARTED = '2026-11-21T10:00:00.000Z';
const clock = { now: () => new Date(STARTED) };

// The trip and plan calls run on the world's use cases as `userId`; documents come from a table.
function transport(userId: string, documents: Record<string, unknown[]>) {
  const calls: string[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      const call = input as EntryCall<ContractEntry>;
      calls.push(`${entry.id} ${JSON.stringify(call.params ?? call.query ?? {})}`);
      if (entry.id === appConfigEntry.id) return ok({}) as never;
      if (entry.id === listDocumentsEntry.id) {
        const planUuid = (call.query as { plan_uuid: string }).plan_uuid;
        return (
          planUuid in documents ? ok(documents[planUuid]) : err({ kind: 'http', status: 404, code: '', detailedErrorCode: '', description: '' })
        ) as never;
      }
      const r = await w.call(entry, userId, call as never);
      return (r.ok ? r : err({ kind: 'http', status: 404, code: '', detailedErrorCode: '', description: '' })) as never;
    },
  };
  return { api, calls };
}

function store(ready = true) {
  const log: string[] = [];
  const s: OfflineStore = {
    ready: async () => ready,
    adoptOwner: async (owner) => void log.push(`owner ${owner}`),
    keepFile: async (url) => void log.push(`file ${url}`),
    prune: async (since, files) => void log.push(`prune ${since.toISOString()} ${files.join(' ')}`),
    forget: async () => void log.push('forget'),
  };
  return { s, log };
}

const trip = async (name: string, start: string, end: string): Promise<string> => {
  const r = await w.call(createTripEntry, 'ada', { body: { Trip: { display_name: name, start_date: start, end_date: end } } });
  if (!r.ok) throw new Error('trip not created');
  return r.value.Trip.uuid ?? '';
};

const lodging = async (tripUuid: string): Promise<string> => {
  const r = await w.call(createPlanEntry, 'ada', {
    body: {
      LodgingObject: {
        trip_uuid: tripUuid,
        display_name: 'Hôtel Bellecour',
        supplier_name: 'Hôtel Bellecour',
        StartDateTime: { date: '2026-11-25', time: '15:00:00' },
        EndDateTime: { date: '2026-11-27', time: '11:00:00' },
        Address: { address: '1 place Bellecour, Lyon', city: 'Paris', country: 'FR' },
      },
    },
  });
  if (!r.ok) throw new Error(`plan not created: ${JSON.stringify(r.error)}`);
  return String((r.value as Record<string, Record<string, unknown>>)['LodgingObject']?.['uuid']);
};

let near: string;
let now: string;
let far: string;
let nearPlan: string;
let farPlan: string;

beforeEach(async () => {
  w = useCaseWorld({ now: new Date('2026-11-21T10:00:00Z') });
  for (const u of ['ada', 'vic']) await w.addUser(u);
  near = await trip('Lyon', '2026-11-25', '2026-11-28');
  now = await trip('Oslo', '2026-11-19', '2026-11-23');
  far = await trip('Tokyo', '2027-01-10', '2027-01-20');
  await trip('Rome', '2026-10-01', '2026-10-05');
  nearPlan = await lodging(near);
  farPlan = await lodging(far);
  await w.join(near, 'vic', 'viewer');
});

describe('OfflineKeeper', () => {
  it('reads the trips of the next 14 days and in progress, their plans, documents and files; none of the others', async () => {
    const doc = { uuid: 'd1', name: 'Booking', content_type: 'application/pdf', size_bytes: 8, url: '/plan/document/d1', created: '2026-11-20T10:00:00.000Z' };
    const img = { ...doc, uuid: 'd2', content_type: 'image/png', url: '/plan/document/d2', thumbnail_url: '/plan/document/d2?inline=1' };
    const { api, calls } = transport('ada', { [nearPlan]: [doc, img], [farPlan]: [doc] });
    const { s, log } = store();
    const report = await new OfflineKeeper(api, s, clock).keep('p-ada', TODAY);
    expect(report).toEqual({ trips: 2, plans: 1, files: 3 });
    // Every read succeeded: what was saved before the run and is not among these files goes.
    expect(log).toEqual([
      'owner p-ada',
      'file /plan/document/d1',
      'file /plan/document/d2',
      'file /plan/document/d2?inline=1',
      `prune ${STARTED} /plan/document/d1 /plan/document/d2 /plan/document/d2?inline=1`,
    ]);
    expect(calls.filter((c) => c.startsWith('getTripWithObjects')).sort()).toEqual(
      [`getTripWithObjects {"id":"${near}"}`, `getTripWithObjects {"id":"${now}"}`].sort(),
    );
    expect(calls).toContain(`getPlan {"type":"lodging","uuid":"${nearPlan}"}`);
    expect(calls.some((c) => c.includes(farPlan) || c.includes(far))).toBe(false);
    // The app's flags and the same list pages the trip list opens with, so the list also opens offline.
    expect(calls.filter((c) => c.startsWith('appConfig'))).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('listTrips'))).toHaveLength(2);
  });

  it('prunes nothing after a run in which a read failed (what is saved stays until a complete run)', async () => {
    const { api } = transport('ada', {});
    const failing: typeof api = { call: async (entry, input) => (entry.id === getPlanEntry.id ? (err({ kind: 'network' }) as never) : api.call(entry, input)) };
    const { s, log } = store();
    const report = await new OfflineKeeper(failing, s, clock).keep('p-ada', TODAY);
    expect(report).toEqual({ trips: 2, plans: 0, files: 0 });
    expect(log).toEqual(['owner p-ada']);
  });

  it('keeps a viewer the plans but asks no documents (viewers get none)', async () => {
    const { api, calls } = transport('vic', {});
    const report = await new OfflineKeeper(api, store().s, clock).keep('p-vic', TODAY);
    expect(report).toEqual({ trips: 1, plans: 1, files: 0 });
    expect(calls.some((c) => c.startsWith('listDocuments'))).toBe(false);
  });

  it('does nothing when the device has no offline store, and forgets through the store', async () => {
    const { api, calls } = transport('ada', {});
    const { s, log } = store(false);
    const keeper = new OfflineKeeper(api, s, clock);
    expect(await keeper.keep('p-ada', TODAY)).toEqual({ trips: 0, plans: 0, files: 0 });
    expect(calls).toEqual([]);
    await keeper.forget();
    expect(log).toEqual(['forget']);
  });
});
