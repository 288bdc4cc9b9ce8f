// The calendar feed (issue 16) end to end: the two calls, the profile's ical_url, and the feed at
// its secret URL read by two independent iCalendar parsers (ical.js and node-ical): every event,
// zone and UID; the redacted and local-time variants; ETag and 304; SEQUENCE and LAST-MODIFIED
// that change only with their plan; a reset URL 404 at once; the secret never a sign-in.
import ICAL from 'ical.js';
import { sync as nodeIcal, type VEvent } from 'node-ical';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_CACHE_MS } from './calendar/calendar-feed-route.js';
import { startHarness, type TestClient } from './testing/harness.js';
import { planObject } from './testing/plan-fixtures.js';

let h: Awaited<ReturnType<typeof startHarness>>;
let ada: TestClient;
let tripUuid: string;
let lodgingUuid: string;

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
  const trip = await ada.json('/api/v2/create/trip', {
    Trip: {
      display_name: 'Nordics',
      start_date: '2026-12-03',
      end_date: '2026-12-06',
      PrimaryLocationAddress: { city: 'Copenhagen', country: 'DK', latitude: 55.68, longitude: 12.57 },
    },
  });
  tripUuid = ((await trip.json()) as { Trip: { uuid: string } }).Trip.uuid;
  expect((await ada.json('/api/v2/create', { AirObject: planObject('air', tripUuid) })).status).toBe(200);
  const lodging = await ada.json('/api/v2/create', { LodgingObject: planObject('lodging', tripUuid) });
  expect(lodging.status).toBe(200);
  lodgingUuid = ((await lodging.json()) as { LodgingObject: { uuid: string } }).LodgingObject.uuid;
});

const icalUrl = async (c = ada) => ((await (await c.request('/api/v2/get/profile')).json()) as { Profile: { ical_url: string } }).Profile.ical_url;
const enable = async (on: boolean) =>
  ((await (await ada.json('/api/v2/configureCalendarFeed', { private: { is_enabled: String(on) } })).json()) as { ical_url: string }).ical_url;
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string, headers: Record<string, string> = {}) => h.client().request(pathOf(url), { headers });
const events = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
const later = () => h.clock.advance(CALENDAR_FEED_CACHE_MS + 1_000);
const setProfile = async (fields: Record<string, string>) => expect((await ada.json('/api/v2/replace/profile', { Profile: fields })).status).toBe(200);

describe('calendar feed: v2/configureCalendarFeed, v2/refreshFeedUrl and the feed', () => {
  it('turns on with a secret URL on the profile; the feed holds every trip and plan, read alike by two parsers', async () => {
    expect(await icalUrl()).toBe('');
    // New accounts get local times (the profile's default); zoned times here.
    await setProfile({ is_cal_localtime: 'false' });
    const url = await enable(true);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/calendar\/feed\/[A-Za-z0-9]{32}\.ics$/);
    expect(await icalUrl()).toBe(url);
    expect(await enable(true)).toBe(url); // turning it on again keeps the URL
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('set-cookie')).toBeNull();
    const ics = await res.text();
    const vevents = events(ics);
    const summaries = vevents.map((e) => String(e.getFirstPropertyValue('summary')));
    expect(summaries).toContain('Nordics');
    expect(summaries).toEqual(expect.arrayContaining(["Check-in: Hotel d'Angleterre", "Check-out: Hotel d'Angleterre"]));
    expect(summaries.filter((s) => s.startsWith('Flight: ')).length).toBeGreaterThanOrEqual(2); // one event per flight segment
    const uids = vevents.map((e) => String(e.getFirstPropertyValue('uid')));
    expect(new Set(uids).size).toBe(uids.length);
    // Every zone an event names has its VTIMEZONE.
    const zones = new Set(new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))));
    for (const e of vevents) {
      const tzid = e.getFirstProperty('dtstart')?.getParameter('tzid');
      if (typeof tzid === 'string') expect(zones).toContain(tzid);
      expect(e.getFirstPropertyValue('last-modified')).not.toBeNull();
      expect(Number(e.getFirstPropertyValue('sequence'))).toBeGreaterThan(0);
    }
    expect([...zones]).toEqual(expect.arrayContaining(['Europe/Oslo', 'Europe/Copenhagen']));
    // The second parser finds the same events with the same starts.
    const parsed = Object.values(nodeIcal.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(parsed.map((e) => e.uid).sort()).toEqual([...uids].sort());
    const checkIn = parsed.find((e) => String(e.summary).startsWith('Check-in'));
    expect(checkIn?.start.toISOString()).toBe('2026-12-03T14:00:00.000Z'); // 15:00 in Copenhagen
    // Details: the confirmation number and the cost of the editor's plans.
    expect(ics).toContain('4471902');
    expect(ics).toContain('DKK 12600.00');
    // The token is kept sealed and hashed, never in clear.
    const token = pathOf(url).split('/').pop()?.replace('.ics', '') ?? '';
    const rows = await sql<Record<string, unknown>>`select * from calendar_feeds`.execute(h.database.db);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  it('answers 304 to an unchanged feed and changes SEQUENCE and LAST-MODIFIED only for the plan that changed', async () => {
    const url = await enable(true);
    const first = await fetchFeed(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const before = events(await first.text());
    expect((await fetchFeed(url, { 'If-None-Match': etag })).status).toBe(304);
    later();
    // Nothing changed: the same bytes (DTSTAMP is the newest change, not the time of the request).
    const same = await fetchFeed(url, { 'If-None-Match': etag });
    expect(same.status).toBe(304);
    // The lodging changes; the flights do not.
    const current = (await (await ada.request(`/api/v2/get/lodging/uuid/${lodgingUuid}`)).json()) as { LodgingObject: Record<string, unknown> };
    h.clock.advance(60_000);
    expect((await ada.json(`/api/v2/replace/lodging/uuid/${lodgingUuid}`, { LodgingObject: { ...current.LodgingObject, notes: 'Quiet room' } })).status).toBe(
      200,
    );
    later();
    const changed = await fetchFeed(url, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    const after = events(await changed.text());
    const seq = (list: typeof before, prefix: string) =>
      list.filter((e) => String(e.getFirstPropertyValue('summary')).startsWith(prefix)).map((e) => Number(e.getFirstPropertyValue('sequence')));
    expect(seq(after, 'Flight')).toEqual(seq(before, 'Flight'));
    const [lodgingBefore] = seq(before, 'Check-in');
    const [lodgingAfter] = seq(after, 'Check-in');
    expect(lodgingAfter).toBeGreaterThan(lodgingBefore ?? Infinity);
  });

  it('leaves out confirmation numbers, costs, notes and places when not detailed, and floats times in local time', async () => {
    await setProfile({ is_cal_localtime: 'false' });
    const url = await enable(true);
    expect(await (await fetchFeed(url)).text()).toMatch(/^DTSTART;TZID=Europe\/Oslo:20261203T070000$/m);
    await setProfile({ is_cal_detailed: 'false' });
    later();
    const redacted = await (await fetchFeed(url)).text();
    for (const secret of ['4471902', 'K7Q2LM', 'DKK 12600.00', 'NOK 9870.00', 'Late check-in', 'Kongens Nytorv']) expect(redacted).not.toContain(secret);
    expect(redacted).not.toMatch(/^(DESCRIPTION|LOCATION)[:;]/m);
    expect(events(redacted).length).toBeGreaterThan(3);

    await setProfile({ is_cal_localtime: 'true' });
    later();
    const local = await (await fetchFeed(url)).text();
    expect(local).not.toContain('BEGIN:VTIMEZONE');
    expect(local).not.toMatch(/^DTSTART;TZID=/m);
    // The Oslo departure stays 07:00 on the wall clock, floating.
    expect(local).toMatch(/^DTSTART:20261203T070000$/m);
  });

  it('resets to a new URL (the old one is 404 at once) and turns off (404, ical_url empty)', async () => {
    const old = await enable(true);
    expect((await fetchFeed(old)).status).toBe(200);
    const reset = (await (await ada.form('/api/v2/refreshFeedUrl', { feed: 'calendar' })).json()) as { ical_url: string };
    expect(reset.ical_url).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(reset.ical_url)).status).toBe(200);
    expect(await icalUrl()).toBe(reset.ical_url);
    expect((await ada.form('/api/v2/refreshFeedUrl', { feed: 'activity' })).status).toBe(400);
    expect(await enable(false)).toBe('');
    expect(await icalUrl()).toBe('');
    expect((await fetchFeed(reset.ical_url)).status).toBe(404);
    expect((await h.client().request('/calendar/feed/notatoken.ics')).status).toBe(404);
  });

  it('holds the trips shared with the user, as their role sees them: a viewer gets no confirmation number or cost', async () => {
    const bo = h.client();
    await h.signUp(bo, 'bo@example.com');
    await h.onboard(bo);
    const invite = await ada.json('/api/v2/invite', {
      Invitation: { EmailAddresses: [{ email_address: 'bo@example.com' }], TripShare: { trip_uuid: tripUuid, is_read_only: 'true' } },
    });
    expect(invite.status).toBe(200);
    expect((await h.acceptInvitation(bo, 'bo@example.com')).status).toBe(303);
    const url = ((await (await bo.json('/api/v2/configureCalendarFeed', { private: { is_enabled: 'true' } })).json()) as { ical_url: string }).ical_url;
    const ics = await (await fetchFeed(url)).text();
    expect(events(ics).map((e) => String(e.getFirstPropertyValue('summary')))).toContain('Nordics');
    for (const secret of ['4471902', 'K7Q2LM', 'DKK 12600.00', 'NOK 9870.00']) expect(ics).not.toContain(secret);
  });

  it('is no sign-in: the feed URL opens the file and nothing else', async () => {
    const url = await enable(true);
    const stranger = h.client();
    expect((await stranger.request(pathOf(url))).status).toBe(200);
    expect((await stranger.request('/api/v2/get/profile')).status).toBe(401);
    expect((await h.client().json('/api/v2/configureCalendarFeed', { private: { is_enabled: 'true' } })).status).toBe(401);
  });
});
