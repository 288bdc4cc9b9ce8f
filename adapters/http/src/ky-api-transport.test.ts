import { describe, expect, it, vi } from 'vitest';
import type { GlobalAction } from '@waybook/core';
import { getProfileEntry, replaceProfileEntry, utilEncodeEntry } from '@waybook/core/contract';
import { KyApiTransport } from './ky-api-transport.js';

const PROFILE = {
  profile_ref: 'r',
  uuid: 'u',
  is_client: 'false',
  is_pro: 'false',
  is_enterprise_pro: 'false',
  screen_name: '',
  display_name: 'Ada',
  first_name: 'Ada',
  middle_name: '',
  last_name: 'L',
  date_of_birth: '',
  profile_url: '',
  photo_url: '',
  language_tag: 'en-US',
  date_endian_format: 'M',
  hour_clock: 1,
  distance: 'M',
  temperature: 'F',
  should_auto_import: 'false',
  home_city: '',
  home_airport: '',
  home_country_code: '',
  company: '',
  activity_feed_url: '',
  alerts_feed_url: '',
  ical_url: '',
  is_cal_detailed: 'true',
  is_cal_localtime: 'true',
  should_allow_pro_purchase: 'true',
  is_legacy_paid_app_user: 'false',
  is_concur_linked: 'false',
  jurisdiction: 'AMER',
  EmailAddresses: [],
  blocked_status: '',
  must_acknowledge_privacy_statement: 'false',
  last_privacy_statement_acknowledgement: 0,
  is_public_trip_sharing_disabled: 'false',
  sms_country_code: '',
  sms_phone_number: '',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (status: number, code: string, detail: string, description = '') => json(status, { Error: { code, detailed_error_code: detail, description } });

function setup(responses: Response[]) {
  const requests: Request[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  });
  const actions: GlobalAction[] = [];
  const reports: string[] = [];
  let n = 0;
  const transport = new KyApiTransport({
    appVersion: '1.2.3',
    prefixUrl: 'http://localhost:8080',
    fetch: fetcher as typeof fetch,
    reporter: { report: (m) => reports.push(m) },
    csrfToken: () => 'tok',
    locale: () => 'fr-FR',
    timeZone: () => 'Asia/Tokyo',
    correlationId: () => `c${(n += 1)}`,
    onGlobalAction: (a) => actions.push(a),
    currentUrl: () => '/app/trips?x=1',
  });
  return { transport, requests, actions, reports };
}

describe('KyApiTransport', () => {
  it('calls /api/<path> with the standard headers and parses the answer with the contract', async () => {
    const { transport, requests } = setup([json(200, { Profile: PROFILE })]);
    const result = await transport.call(getProfileEntry, {});
    expect(result.ok && result.value.Profile.first_name).toBe('Ada');
    const req = requests[0];
    expect(req?.url).toBe('http://localhost:8080/api/v2/get/profile');
    expect(req?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(req?.headers.get('X-App-Info')).toBe('web/1.2.3');
    expect(req?.headers.get('X-CSRF-Token')).toBe('tok');
    expect(req?.headers.get('X-Correlation-Id')).toBe('c1');
    expect(req?.headers.get('X-Waybook-Locale')).toBe('fr-FR');
    expect(req?.headers.get('X-Waybook-Time-Zone')).toBe('Asia/Tokyo');
  });

  it('sends JSON bodies and query strings, with a fresh correlation id per request', async () => {
    const { transport, requests } = setup([json(200, { Profile: PROFILE }), json(200, { uuid: 'x' })]);
    await transport.call(replaceProfileEntry, { query: { is_onboarding: 'true' }, body: { Profile: { distance: 'K' } } });
    await transport.call(utilEncodeEntry, { query: { id: '42', entity_type: 'trip' } });
    expect(requests[0]?.url).toBe('http://localhost:8080/api/v2/replace/profile?is_onboarding=true');
    expect(await requests[0]?.json()).toEqual({ Profile: { distance: 'K' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[1]?.url).toBe('http://localhost:8080/api/v2/utilEncode?id=42&entity_type=trip');
    expect(requests[1]?.headers.get('X-Correlation-Id')).toBe('c2');
  });

  it('retries once on 503, not twice, and not on 500', async () => {
    const retried = setup([error(503, 'unavailable', 'x'), json(200, { Profile: PROFILE })]);
    expect((await retried.transport.call(getProfileEntry, {})).ok).toBe(true);
    expect(retried.requests).toHaveLength(2);
    const twice = setup([error(503, 'u', 'x'), error(503, 'u', 'x'), json(200, { Profile: PROFILE })]);
    expect((await twice.transport.call(getProfileEntry, {})).ok).toBe(false);
    expect(twice.requests).toHaveLength(2);
    const fatal = setup([error(500, 'internal_error', 'x'), json(200, { Profile: PROFILE })]);
    expect((await fatal.transport.call(getProfileEntry, {})).ok).toBe(false);
    expect(fatal.requests).toHaveLength(1);
  }, 15_000);

  it('sends a 401 to sign-in with the current page, and parses the Error object', async () => {
    const { transport, actions } = setup([error(401, 'unauthorized', 'session_required', 'Sign in')]);
    const result = await transport.call(utilEncodeEntry, { query: { id: '1', entity_type: 'trip' } });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', status: 401, code: 'unauthorized', detailedErrorCode: 'session_required', description: 'Sign in' },
    });
    expect(actions).toEqual([{ kind: 'login', url: '/account/login?redirect_url=%2Fapp%2Ftrips%3Fx%3D1' }]);
  });

  it('lets a restricted-location 403 through and logs out on any other 403', async () => {
    const restricted = setup([error(403, 'forbidden', 'restricted_location', 'restricted_location')]);
    await restricted.transport.call(replaceProfileEntry, { body: { Profile: {} } });
    expect(restricted.actions).toEqual([]);
    const blocked = setup([error(403, 'forbidden', 'x', 'suspended')]);
    await blocked.transport.call(replaceProfileEntry, { body: { Profile: {} } });
    expect(blocked.actions[0]).toEqual({ kind: 'logout', url: '/account/logout?redirect_url=%2Fuhp%2Fblocked%3Fstatus%3Dsuspended' });
  });

  it('leaves for the old application on ineligible_for_new_webapp', async () => {
    const { transport, actions } = setup([error(409, 'conflict', 'ineligible_for_new_webapp')]);
    await transport.call(getProfileEntry, {});
    expect(actions).toEqual([{ kind: 'leave', url: '/' }]);
  });

  it('reports URLs that carry undefined, and answers that break the contract', async () => {
    const { transport, reports } = setup([json(200, { uuid: 'x' }), json(200, { wrong: true })]);
    await transport.call(utilEncodeEntry, { query: { id: 'undefined', entity_type: 'trip' } });
    expect(reports).toContain('request URL contains null or undefined');
    const bad = await transport.call(getProfileEntry, {});
    expect(bad).toEqual({ ok: false, error: { kind: 'invalid-response' } });
    expect(reports).toContain('response does not match the contract');
  });

  it('answers a network failure as a value, not an exception', async () => {
    const { transport } = setup([]);
    expect(await transport.call(getProfileEntry, {})).toEqual({ ok: false, error: { kind: 'network' } });
  });
});
