import { describe, expect, it } from 'vitest';
import { contract } from '../contract/contract.js';
import { expandPath } from '../contract/entry.js';
import { OFFLINE_SAVED_AT_HEADER, offlineCacheKind } from './offline-requests.js';

const origin = 'https://waybook.example';
const get = (path: string) => offlineCacheKind('GET', `${origin}${path}`, origin);

// The contract entries whose answers the offline cache keeps: the reads of a trip summary, a plan page and its documents.
const OFFLINE_ENTRY_IDS = ['appConfig', 'listTrips', 'getTrip', 'getTripWithObjects', 'getPlan', 'listDocuments'];

describe('offlineCacheKind', () => {
  it('keeps the trip, plan and document reads, with their queries', () => {
    expect(get('/api/v2/list/trip?past=false&page_num=1')).toBe('api');
    expect(get('/api/v2/get/trip/uuid/t-1')).toBe('api');
    expect(get('/api/v2/get/trip/uuid/t-1/include_objects/true')).toBe('api');
    expect(get('/api/v2/get/lodging/uuid/p-1')).toBe('api');
    expect(get('/api/v2/get/air/uuid/s-1')).toBe('api');
    expect(get('/api/v2/list/documents?plan_uuid=p-1')).toBe('api');
    expect(get('/api/v2/appConfig')).toBe('api');
  });

  it('keeps document files and trip images as files', () => {
    expect(get('/plan/document/d-1')).toBe('file');
    expect(get('/plan/document/d-1?inline=1')).toBe('file');
    expect(get('/trip/image/i-1')).toBe('file');
  });

  it('leaves writes, other origins and everything about the account, sign-in and billing to the network', () => {
    expect(offlineCacheKind('POST', `${origin}/api/v2/get/trip/uuid/t-1`, origin)).toBe('none');
    expect(offlineCacheKind('HEAD', `${origin}/plan/document/d-1`, origin)).toBe('none');
    expect(offlineCacheKind('GET', 'https://evil.example/api/v2/list/trip', origin)).toBe('none');
    expect(offlineCacheKind('GET', `https://ada:pw@waybook.example/api/v2/list/trip`, origin)).toBe('none');
    expect(offlineCacheKind('GET', 'https://waybook.example.evil.example/api/v2/list/trip', origin)).toBe('none');
    expect(offlineCacheKind('GET', 'https://waybook.example:8443/api/v2/list/trip', origin)).toBe('none');
    for (const path of [
      '/api/v2/get/profile',
      '/api/v2/purchasedProductInfo',
      '/api/v2/billingReceipt?id=1',
      '/api/v2/list/emailAddresses',
      '/api/v2/travelerProfile/get',
      '/api/v2/move/lodging/uuid/p-1',
      '/account/login',
      '/account/logout',
      '/profile/photo/x',
      '/trip/download/uuid/t-1/trip.ics',
      '/calendar/feed/abc.ics',
      '/api/v2/get/trip/uuid/a%2F..%2Fb',
      '/api/v2/get/trip/uuid/../profile',
      '/plan/document/d-1/extra',
      '/app/trips',
      '/api/v2/get/trip/uuid/a\\b',
    ])
      expect(get(path), path).toBe('none');
    expect(offlineCacheKind('GET', 'not a url', origin)).toBe('none');
  });

  it('names the saved-at header', () => {
    expect(OFFLINE_SAVED_AT_HEADER).toBe('X-Waybook-Offline');
  });

  it('keeps exactly the listed contract reads (paths stay in step with the contract)', () => {
    for (const entry of contract) {
      const path = `/api/${expandPath(entry.path, { id: 'x1', uuid: 'x2', type: 'lodging', ref: 'x3' })}`;
      const expected = entry.method === 'GET' && OFFLINE_ENTRY_IDS.includes(entry.id) ? 'api' : 'none';
      expect(get(path), `${entry.id} ${path}`).toBe(expected);
    }
  });
});
