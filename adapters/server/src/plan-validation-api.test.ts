// Plan validation on the server (issue 9): core's validatePlan runs on every create and replace,
// so a client other than the forms cannot store a plan the forms would refuse. Each refusal is a
// 400 naming the first bad field (invalid_field:<ObjectKey>.<wire path>) and writes nothing.
import { PLAN_TYPES, type PlanType } from '@waybook/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';
import { OBJECT_KEYS, planObject, type WireObject } from './testing/plan-fixtures.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type ErrorAnswer = { Error: { code: string; detailed_error_code: string; description: string } };
type Edit = (object: WireObject) => void;

let h: Harness;
let ada: TestClient;
let tripUuid: string;
beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  const res = await ada.json('/api/v2/create/trip', {
    Trip: { display_name: 'Scandinavia', start_date: '2026-12-01', end_date: '2026-12-20', primary_location: 'Copenhagen, Denmark' },
  });
  tripUuid = ((await res.json()) as { Trip: { uuid: string } }).Trip.uuid;
});

const segment = (o: WireObject, i: number) => (o['Segment'] as WireObject[])[i] as WireObject;
const dateTimeOf = (o: WireObject, key: string) => o[key] as WireObject;

/** Per type: a required field left out, and the path the server names. */
const MISSING: Readonly<Record<PlanType, [Edit, string]>> = {
  air: [
    (o) => {
      delete segment(o, 0)['start_airport_code'];
      delete segment(o, 0)['end_airport_code'];
    },
    'Segment.0.start_airport_code',
  ],
  lodging: [
    (o) => {
      o['supplier_name'] = '';
    },
    'supplier_name',
  ],
  car: [
    (o) => {
      delete o['EndDateTime'];
    },
    'EndDateTime.date',
  ],
  rail: [
    (o) => {
      segment(o, 1)['end_station_name'] = ' ';
    },
    'Segment.1.end_station_name',
  ],
  transport: [
    (o) => {
      delete segment(o, 0)['start_location_name'];
    },
    'Segment.0.start_location_name',
  ],
  cruise: [
    (o) => {
      o['ship_name'] = '';
    },
    'ship_name',
  ],
  restaurant: [
    (o) => {
      delete o['DateTime'];
    },
    'DateTime.date',
  ],
  activity: [
    (o) => {
      o['display_name'] = '';
    },
    'display_name',
  ],
  note: [
    (o) => {
      delete o['display_name'];
    },
    'display_name',
  ],
  map: [
    (o) => {
      delete o['Address'];
    },
    'Address',
  ],
  directions: [
    (o) => {
      delete o['StartAddress'];
    },
    'StartAddress',
  ],
  parking: [
    (o) => {
      delete o['StartDateTime'];
    },
    'StartDateTime.date',
  ],
};

/**
 * Per type: an end before its start (in the fixture's own zones, which the server fills from the
 * airports and places) or, for the types with one moment only, a time that is not a time.
 */
const OUT_OF_ORDER: Readonly<Record<PlanType, [Edit, string]>> = {
  air: [
    (o) => {
      dateTimeOf(segment(o, 0), 'EndDateTime')['date'] = '2026-12-02';
    },
    'Segment.0.EndDateTime.date',
  ],
  lodging: [
    (o) => {
      dateTimeOf(o, 'EndDateTime')['date'] = '2026-12-02';
    },
    'EndDateTime.date',
  ],
  car: [
    (o) => {
      dateTimeOf(o, 'EndDateTime')['date'] = '2026-12-05';
    },
    'EndDateTime.date',
  ],
  rail: [
    (o) => {
      dateTimeOf(segment(o, 0), 'EndDateTime')['time'] = '12:00:00';
    },
    'Segment.0.EndDateTime.time',
  ],
  transport: [
    (o) => {
      dateTimeOf(segment(o, 1), 'EndDateTime')['time'] = '10:59:00';
    },
    'Segment.1.EndDateTime.time',
  ],
  cruise: [
    (o) => {
      dateTimeOf(segment(o, 1), 'EndDateTime')['time'] = '08:00:00';
    },
    'Segment.1.EndDateTime.time',
  ],
  activity: [
    (o) => {
      dateTimeOf(o, 'EndDateTime')['time'] = '19:00:00';
    },
    'EndDateTime.time',
  ],
  parking: [
    (o) => {
      dateTimeOf(o, 'EndDateTime')['date'] = '2026-12-01';
    },
    'EndDateTime.date',
  ],
  restaurant: [
    (o) => {
      dateTimeOf(o, 'DateTime')['time'] = '25:00:00';
    },
    'DateTime.time',
  ],
  note: [
    (o) => {
      dateTimeOf(o, 'DateTime')['date'] = '2026-02-30';
    },
    'DateTime.date',
  ],
  map: [
    (o) => {
      dateTimeOf(o, 'DateTime')['time'] = '10:75';
    },
    'DateTime.time',
  ],
  directions: [
    (o) => {
      dateTimeOf(o, 'DateTime')['date'] = '2026-13-03';
    },
    'DateTime.date',
  ],
};

/** The multi-segment types with their segments swapped: the second now starts before the first. */
const SWAPPED: Readonly<Partial<Record<PlanType, string>>> = {
  air: 'Segment.1.StartDateTime.time',
  rail: 'Segment.1.StartDateTime.time',
  transport: 'Segment.1.StartDateTime.date',
  cruise: 'Segment.1.StartDateTime.date',
};

const planRows = () => h.database.db.selectFrom('plans').select('uuid').execute();
const segmentRows = () => h.database.db.selectFrom('plan_segments').selectAll().execute();

async function tripPlanCount(): Promise<number> {
  const res = await ada.request(`/api/v2/get/trip/uuid/${tripUuid}/include_objects/true`);
  expect(res.status).toBe(200);
  const answer = (await res.json()) as Record<string, unknown>;
  return PLAN_TYPES.reduce((n, type) => n + ((answer[OBJECT_KEYS[type]] as unknown[] | undefined)?.length ?? 0), 0);
}

async function unfiledCount(): Promise<number> {
  const res = await ada.request('/api/v2/list/object?is_unfiled_items_only=true&include=weather');
  const answer = (await res.json()) as Record<string, unknown>;
  return PLAN_TYPES.reduce((n, type) => n + ((answer[OBJECT_KEYS[type]] as unknown[] | undefined)?.length ?? 0), 0);
}

/** Sends a type's fixture with one edit and expects a 400 naming `path` with nothing stored. */
async function expectRefusedCreate(type: PlanType, edit: Edit, path: string, filed = true): Promise<void> {
  const object = planObject(type, filed ? tripUuid : '');
  edit(object);
  const res = await ada.json('/api/v2/create', { [OBJECT_KEYS[type]]: object });
  expect(res.status).toBe(400);
  const error = ((await res.json()) as ErrorAnswer).Error;
  expect(error).toMatchObject({ code: 'bad_request', detailed_error_code: `invalid_field:${OBJECT_KEYS[type]}.${path}` });
  expect(await planRows()).toHaveLength(0);
  expect(await segmentRows()).toHaveLength(0);
  expect(await tripPlanCount()).toBe(0);
  expect(await unfiledCount()).toBe(0);
}

describe('create: a plan that breaks a rule is a 400 naming the field, and nothing is written', () => {
  it.each(PLAN_TYPES)('%s: the fixture itself is valid', async (type) => {
    const res = await ada.json('/api/v2/create', { [OBJECT_KEYS[type]]: planObject(type, tripUuid) });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  });

  it.each(PLAN_TYPES)('%s: a required field left out', async (type) => {
    const [edit, path] = MISSING[type];
    await expectRefusedCreate(type, edit, path);
  });

  it.each(PLAN_TYPES)('%s: an end before its start (or a date or time that is not one)', async (type) => {
    const [edit, path] = OUT_OF_ORDER[type];
    await expectRefusedCreate(type, edit, path);
  });

  it.each(Object.entries(SWAPPED) as [PlanType, string][])('%s: segments out of order', async (type, path) => {
    await expectRefusedCreate(
      type,
      (o) => {
        o['Segment'] = [...(o['Segment'] as WireObject[])].reverse();
      },
      path,
    );
  });

  it('flights: no airport, a bad airport code and a bad airline code, filed or unfiled', async () => {
    await expectRefusedCreate(
      'air',
      (o) => {
        delete segment(o, 1)['end_airport_code'];
      },
      'Segment.1.end_airport_code',
      false,
    );
    await expectRefusedCreate(
      'air',
      (o) => {
        segment(o, 0)['start_airport_code'] = 'OS1';
      },
      'Segment.0.start_airport_code',
    );
    await expectRefusedCreate(
      'air',
      (o) => {
        segment(o, 1)['end_airport_code'] = 'jfk';
      },
      'Segment.1.end_airport_code',
    );
    await expectRefusedCreate(
      'air',
      (o) => {
        segment(o, 0)['marketing_airline_code'] = 'S-K';
      },
      'Segment.0.marketing_airline_code',
    );
    await expectRefusedCreate(
      'air',
      (o) => {
        segment(o, 1)['marketing_flight_number'] = '90X';
      },
      'Segment.1.marketing_flight_number',
    );
    await expectRefusedCreate(
      'air',
      (o) => {
        o['Segment'] = [];
      },
      'Segment',
      false,
    );
  });

  it('counts, e-mail addresses and text limits', async () => {
    await expectRefusedCreate(
      'lodging',
      (o) => {
        o['number_rooms'] = 'one';
      },
      'number_rooms',
    );
    await expectRefusedCreate(
      'restaurant',
      (o) => {
        o['supplier_email_address'] = 'reservations@';
      },
      'supplier_email_address',
    );
    await expectRefusedCreate(
      'note',
      (o) => {
        o['text'] = 'x'.repeat(10_001);
      },
      'text',
    );
  });
});

describe('replace: a plan that breaks a rule is a 400 naming the field, and the stored plan is kept', () => {
  it.each(PLAN_TYPES)('%s', async (type) => {
    const created = await ada.json('/api/v2/create', { [OBJECT_KEYS[type]]: planObject(type, tripUuid) });
    const stored = ((await created.json()) as Record<string, WireObject>)[OBJECT_KEYS[type]] as WireObject;
    const url = `/api/v2/get/${type}/uuid/${String(stored['uuid'])}`;
    const before = await (await ada.request(url)).json();
    for (const [edit, path] of [MISSING[type], OUT_OF_ORDER[type]]) {
      const object = structuredClone(stored);
      edit(object);
      const res = await ada.json(`/api/v2/replace/${type}/uuid/${String(stored['uuid'])}`, { [OBJECT_KEYS[type]]: object });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).Error.detailed_error_code).toBe(`invalid_field:${OBJECT_KEYS[type]}.${path}`);
    }
    expect(await (await ada.request(url)).json()).toEqual(before);
    expect(await planRows()).toHaveLength(1);
  });
});

describe('updateMultipleCosts', () => {
  it('refuses a cost over the text limit, naming it, and keeps the stored cost', async () => {
    const created = await ada.json('/api/v2/create', { LodgingObject: planObject('lodging', tripUuid) });
    const uuid = String(((await created.json()) as { LodgingObject: WireObject }).LodgingObject['uuid']);
    const res = await ada.json('/api/v2/updateMultipleCosts', { Costs: [{ uuid, total_cost: 'DKK 1'.padEnd(1001, '0') }] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).Error.detailed_error_code).toBe('invalid_field:Costs.0.total_cost');
    const after = (await (await ada.request(`/api/v2/get/lodging/uuid/${uuid}`)).json()) as { LodgingObject: WireObject };
    expect(after.LodgingObject['total_cost']).toBe('DKK 12600.00');
  });
});
