// The plan use cases on the in-memory stores, without a database: each call goes through
// BoundHandler.run with its input parsed by the entry's schemas, as the server does.
import { beforeEach, describe, expect, it } from 'vitest';
import { commonErrors } from '../contract/error.js';
import { copyPlanEntry, createPlanEntry, deletePlanEntry, getPlanEntry, listObjectsEntry, movePlanEntry, replacePlanEntry } from '../contract/plan-entries.js';
import { createTripEntry, getTripWithObjectsEntry } from '../contract/trip-entries.js';
import type { Result } from '../domain/result.js';
import { useCaseWorld, type UseCaseWorld } from '../testing/use-case-world.js';
import { tripForbidden } from './trip-handlers.js';

type WireObject = Record<string, unknown>;

let w: UseCaseWorld;
let tripUuid: string;

const value = <T, E>(r: Result<T, E>): T => {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const error = <T, E>(r: Result<T, E>): E => {
  if (r.ok) throw new Error(`expected an error, got ${JSON.stringify(r.value)}`);
  return r.error;
};
const createTrip = async (userId: string, name: string): Promise<string> =>
  value(await w.call(createTripEntry, userId, { body: { Trip: { display_name: name, start_date: '2026-12-01', end_date: '2026-12-05' } } })).Trip.uuid ?? '';

const lodging = (trip: string, extra: WireObject = {}): WireObject => ({
  trip_uuid: trip,
  display_name: 'Hôtel Bellecour',
  supplier_name: 'Hôtel Bellecour',
  supplier_conf_num: 'HB-4471',
  total_cost: 'EUR 420.00',
  StartDateTime: { date: '2026-12-01', time: '15:00:00' },
  EndDateTime: { date: '2026-12-03', time: '11:00:00' },
  Address: { address: '1 place Bellecour, Lyon', city: 'Paris', country: 'FR' },
  Guest: [{ first_name: 'Ada', last_name: 'Lovelace' }],
  ...extra,
});
const objectOf = (answer: WireObject): WireObject => answer['LodgingObject'] as WireObject;
const create = (userId: string, object: WireObject) => w.call(createPlanEntry, userId, { body: { LodgingObject: object } });
const createdUuid = async (userId: string, object: WireObject): Promise<string> => String(objectOf(value(await create(userId, object)))['uuid']);
const params = (uuid: string) => ({ type: 'lodging' as const, uuid });
const planCount = () => w.stores.tables.plans.size;

// ada owns the trip; tom travels, pia plans (edit), vic views; nik takes no part.
beforeEach(async () => {
  w = useCaseWorld();
  for (const u of ['ada', 'tom', 'pia', 'vic', 'nik']) await w.addUser(u);
  tripUuid = await createTrip('ada', 'Lyon');
  await w.join(tripUuid, 'tom', 'traveler');
  await w.join(tripUuid, 'pia', 'edit');
  await w.join(tripUuid, 'vic', 'viewer');
});

describe('create and get a plan', () => {
  it('files a plan with server-kept fields: its uuid, creator, zones and url', async () => {
    const object = objectOf(value(await create('pia', lodging(tripUuid, { uuid: 'forged', creator_profile_ref: 'forged' }))));
    expect(object['uuid']).not.toBe('forged');
    expect(object).toMatchObject({ trip_uuid: tripUuid, creator_profile_ref: 'p-pia', supplier_conf_num: 'HB-4471' });
    expect(object['relative_url']).toContain(tripUuid);
    expect(object['StartDateTime']).toMatchObject({ timezone: 'Europe/Paris' });
    expect(await w.stores.legacyIds.uuidFor('reservation', '2')).toBe(object['uuid']);
    expect(objectOf(value(await w.call(getPlanEntry, 'ada', { params: params(String(object['uuid'])) })))).toEqual(object);
  });

  it('lets owner, traveler and planner file plans; a viewer gets 403 and a stranger 404, and nothing is written', async () => {
    for (const u of ['ada', 'tom', 'pia']) expect((await create(u, lodging(tripUuid))).ok).toBe(true);
    const before = planCount();
    expect(error(await create('vic', lodging(tripUuid)))).toEqual(tripForbidden);
    expect(error(await create('nik', lodging(tripUuid)))).toEqual(commonErrors.notFound);
    expect(planCount()).toBe(before);
  });

  it('refuses an invalid plan with 400 invalid_field naming the first field, writing nothing', async () => {
    const legacyBefore = w.stores.tables.legacyIds.size;
    const missing = error(await create('ada', lodging(tripUuid, { supplier_name: '' })));
    expect(missing).toMatchObject({ status: 400, detailedErrorCode: 'invalid_field:LodgingObject.supplier_name' });
    const backwards = error(await create('ada', lodging(tripUuid, { EndDateTime: { date: '2026-11-30', time: '11:00:00' } })));
    expect(backwards).toMatchObject({ status: 400, detailedErrorCode: 'invalid_field:LodgingObject.EndDateTime.date' });
    expect(planCount()).toBe(0);
    expect(w.stores.tables.legacyIds.size).toBe(legacyBefore);
  });

  it('answers a viewer the plan without costs, confirmation numbers or guests; a stranger 404 as for no plan', async () => {
    const uuid = await createdUuid('ada', lodging(tripUuid));
    const seen = objectOf(value(await w.call(getPlanEntry, 'vic', { params: params(uuid) })));
    expect(seen).toMatchObject({ uuid, supplier_name: 'Hôtel Bellecour' });
    expect(seen['total_cost'] ?? '').toBe('');
    expect(seen['supplier_conf_num'] ?? '').toBe('');
    expect(seen['Guest'] ?? []).toEqual([]);
    const inTrip = value(await w.call(getTripWithObjectsEntry, 'vic', { params: { id: tripUuid } })).LodgingObject;
    expect(inTrip.map((o) => o['total_cost'] ?? '')).toEqual(['']);
    for (const u of ['tom', 'pia']) expect(objectOf(value(await w.call(getPlanEntry, u, { params: params(uuid) })))['total_cost']).toBe('EUR 420.00');
    expect(error(await w.call(getPlanEntry, 'nik', { params: params(uuid) }))).toEqual(commonErrors.notFound);
    expect(error(await w.call(getPlanEntry, 'ada', { params: params('no-such-plan') }))).toEqual(commonErrors.notFound);
  });

  it('keeps an unfiled item its creator’s alone, listed with max_page', async () => {
    const uuid = await createdUuid('nik', lodging(''));
    expect(error(await w.call(getPlanEntry, 'ada', { params: params(uuid) }))).toEqual(commonErrors.notFound);
    await createdUuid('nik', lodging('', { display_name: 'Second' }));
    const page = value(await w.call(listObjectsEntry, 'nik', { query: { is_unfiled_items_only: 'true', page_size: '1' } }));
    expect(page.LodgingObject.map((o) => o['display_name'])).toEqual(['Second']);
    expect(page.max_page).toBe(2);
  });
});

describe('replace and delete a plan', () => {
  it('lets editors replace; a viewer gets 403, a stranger 404; an invalid replacement changes nothing', async () => {
    const uuid = await createdUuid('ada', lodging(tripUuid));
    for (const u of ['ada', 'tom', 'pia']) {
      const replaced = await w.call(replacePlanEntry, u, { params: params(uuid), body: { LodgingObject: lodging(tripUuid, { display_name: `By ${u}` }) } });
      expect(objectOf(value(replaced))['display_name']).toBe(`By ${u}`);
    }
    const body = { LodgingObject: lodging(tripUuid, { display_name: 'No' }) };
    expect(error(await w.call(replacePlanEntry, 'vic', { params: params(uuid), body }))).toEqual(tripForbidden);
    expect(error(await w.call(replacePlanEntry, 'nik', { params: params(uuid), body }))).toEqual(commonErrors.notFound);
    const invalid = { LodgingObject: lodging(tripUuid, { supplier_name: ' ' }) };
    expect(error(await w.call(replacePlanEntry, 'ada', { params: params(uuid), body: invalid })).detailedErrorCode).toBe(
      'invalid_field:LodgingObject.supplier_name',
    );
    expect((await w.stores.plans.get(uuid))?.plan.meta.displayName).toBe('By pia');
  });

  it('lets editors delete; a viewer gets 403 and a stranger 404', async () => {
    const uuid = await createdUuid('ada', lodging(tripUuid));
    expect(error(await w.call(deletePlanEntry, 'vic', { params: params(uuid) }))).toEqual(tripForbidden);
    expect(error(await w.call(deletePlanEntry, 'nik', { params: params(uuid) }))).toEqual(commonErrors.notFound);
    expect(value(await w.call(deletePlanEntry, 'tom', { params: params(uuid) }))).toEqual({});
    expect(error(await w.call(getPlanEntry, 'ada', { params: params(uuid) })).status).toBe(404);
  });
});

describe('move and copy a plan', () => {
  it('moves a plan into another trip the caller edits, or out to their unfiled items', async () => {
    const uuid = await createdUuid('pia', lodging(tripUuid));
    const other = await createTrip('pia', 'Pia’s');
    const moved = objectOf(value(await w.call(movePlanEntry, 'pia', { params: params(uuid), query: { trip_uuid: other } })));
    expect(moved).toMatchObject({ uuid, trip_uuid: other });
    expect((await w.stores.plans.listRecordsForTrip(tripUuid)).length).toBe(0);
    await w.call(movePlanEntry, 'pia', { params: params(uuid), query: { trip_uuid: '' } });
    expect(value(await w.call(listObjectsEntry, 'pia', { query: { is_unfiled_items_only: 'true' } })).LodgingObject.map((o) => o['uuid'])).toEqual([uuid]);
  });

  it('refuses moving into a trip the caller only views (403) or is not part of (404)', async () => {
    const uuid = await createdUuid('ada', lodging(tripUuid));
    const viewed = await createTrip('nik', 'Nik’s');
    await w.join(viewed, 'ada', 'viewer');
    const hidden = await createTrip('vic', 'Vic’s');
    expect(error(await w.call(movePlanEntry, 'ada', { params: params(uuid), query: { trip_uuid: viewed } }))).toEqual(tripForbidden);
    expect(error(await w.call(movePlanEntry, 'ada', { params: params(uuid), query: { trip_uuid: hidden } }))).toEqual(commonErrors.notFound);
    expect(error(await w.call(movePlanEntry, 'vic', { params: params(uuid), query: { trip_uuid: hidden } }))).toEqual(tripForbidden);
    expect((await w.stores.plans.get(uuid))?.plan.meta.tripUuid).toBe(tripUuid);
  });

  it('copies a plan under a new uuid, leaving the original; a viewer cannot copy', async () => {
    const uuid = await createdUuid('ada', lodging(tripUuid));
    const copied = objectOf(value(await w.call(copyPlanEntry, 'tom', { params: params(uuid), query: { trip_uuid: tripUuid } })));
    expect(copied['uuid']).not.toBe(uuid);
    expect(copied).toMatchObject({ trip_uuid: tripUuid, supplier_conf_num: 'HB-4471' });
    expect((await w.stores.plans.listForTrip(tripUuid)).map((s) => s.plan.meta.uuid)).toEqual([uuid, copied['uuid']]);
    expect(error(await w.call(copyPlanEntry, 'vic', { params: params(uuid), query: { trip_uuid: '' } }))).toEqual(tripForbidden);
  });
});
