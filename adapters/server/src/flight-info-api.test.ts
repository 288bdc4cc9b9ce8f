import { beforeEach, describe, expect, it } from 'vitest';
import { FLIGHT_LOOKUP_REQUIRED_MESSAGE } from '@waybook/core';
import { startHarness, type TestClient } from './testing/harness.js';

type ErrorAnswer = { Error: { code: string; detailed_error_code: string; description: string } };
type Segment = Record<string, unknown> & { orig_airport_code: string; dest_airport_code: string };
type FlightInfoAnswer = { FlightInfo: Record<string, unknown> & { Segments: Segment[] } };

let h: Awaited<ReturnType<typeof startHarness>>;
let c: TestClient;
beforeEach(async () => {
  h = await startHarness();
  c = h.client();
  await h.signUp(c, 'ada@example.com');
});

const lookup = (query: string, client = c) => client.request(`/api/v2/flightInfo?${query}`);

describe('GET /api/v2/flightInfo (sandbox flight data)', () => {
  it('answers a nonstop flight with airports, local times and arrival_date_diff, labelled as sandbox', async () => {
    const res = await lookup('departure_date=2026-03-20&airline_code=ba&flight_num=117');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { FlightInfo: info } = (await res.json()) as FlightInfoAnswer;
    expect(info).toMatchObject({
      airline_code: 'BA',
      flight_num: '117',
      departure_date: '2026-03-20',
      is_sandbox: 'true',
      stops: 0,
      orig_airport_code: expect.stringMatching(/^[A-Z]{3}$/),
      dest_airport_code: expect.stringMatching(/^[A-Z]{3}$/),
      orig_airport_display_name: expect.any(String),
      dest_airport_display_name: expect.any(String),
      departure_time: expect.stringMatching(/^\d{2}:\d{2}:00$/),
      arrival_time: expect.stringMatching(/^\d{2}:\d{2}:00$/),
      arrival_date_diff: expect.any(Number),
    });
    expect(info.Segments).toHaveLength(1);
    expect(info.Segments[0]).toMatchObject({
      orig_airport_code: info['orig_airport_code'],
      dest_airport_code: info['dest_airport_code'],
      is_international: expect.stringMatching(/^(true|false)$/),
    });
    // Deterministic: the same question gets the same answer.
    expect(await (await lookup('departure_date=2026-03-20&airline_code=BA&flight_num=117')).json()).toEqual({ FlightInfo: info });
  });

  it('answers both legs of a through flight', async () => {
    const res = await lookup('departure_date=2026-03-20&airline_code=BA&flight_num=4');
    expect(res.status).toBe(200);
    const { FlightInfo: info } = (await res.json()) as FlightInfoAnswer;
    expect(info).toMatchObject({
      orig_airport_code: 'IST',
      orig_airport_display_name: 'Istanbul Airport',
      dest_airport_code: 'YVR',
      dest_airport_display_name: 'Vancouver International Airport',
      departure_time: '08:45:00',
      arrival_date: '2026-03-20',
      arrival_time: '14:35:00',
      arrival_date_diff: 0,
      stops: 1,
      orig_timezone: 'Europe/Istanbul',
      dest_timezone: 'America/Vancouver',
    });
    expect(info.Segments.map((s) => `${s.orig_airport_code}-${s.dest_airport_code}`)).toEqual(['IST-CDG', 'CDG-YVR']);
  });

  it('answers 404 flight_not_found when no such flight operates', async () => {
    const res = await lookup('departure_date=2026-03-20&airline_code=XX&flight_num=117');
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorAnswer).Error).toMatchObject({ code: 'not_found', detailed_error_code: 'flight_not_found' });
    expect((await lookup('departure_date=2026-03-20&airline_code=BA&flight_num=0000')).status).toBe(404);
  });

  it('answers 400 naming the missing or malformed field', async () => {
    const missing = await lookup('departure_date=2026-03-20&flight_num=117');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorAnswer).Error).toEqual({
      code: 'bad_request',
      detailed_error_code: 'invalid_field:airline_code',
      description: `Invalid value for airline_code: ${FLIGHT_LOOKUP_REQUIRED_MESSAGE}`,
    });
    for (const [query, field] of [
      ['airline_code=BA&flight_num=117', 'departure_date'],
      ['departure_date=2026-03-20&airline_code=BA', 'flight_num'],
      ['departure_date=2026-13-01&airline_code=BA&flight_num=117', 'departure_date'],
      ['departure_date=2026-03-20&airline_code=BA&flight_num=12345', 'flight_num'],
    ] as const) {
      const res = await lookup(query);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).Error.detailed_error_code).toBe(`invalid_field:${field}`);
    }
  });

  it('needs a session', async () => {
    const res = await lookup('departure_date=2026-03-20&airline_code=BA&flight_num=117', h.client());
    expect(res.status).toBe(401);
  });
});
