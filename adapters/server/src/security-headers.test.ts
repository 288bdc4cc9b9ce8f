// Issue 10, headers: one CSP for the app and the pages (object-src, base-uri, form-action), uploads
// with their own sandbox policy that the global one does not replace, and no-store on every answer
// with user data and on every error.
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

let h: Awaited<ReturnType<typeof startHarness>>;
let ada: TestClient;
beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
});

const directives = (res: Response): Map<string, string> =>
  new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
const createTrip = async (): Promise<string> => {
  const res = await ada.json('/api/v2/create/trip', { Trip: { display_name: 'Copenhagen', start_date: '2026-12-01', end_date: '2026-12-20' } });
  return ((await res.json()) as { Trip: { uuid: string } }).Trip.uuid;
};
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP8z8Dwn4GBgQEAFRIC/6s0FLsAAAAASUVORK5CYII=', 'base64');

describe('content security policy', () => {
  it('forbids plugins, <base> and forms to other sites on the app, the pages and the API', async () => {
    for (const path of ['/app/', '/account/login', '/api/v2/get/profile', '/api/v2/nothing-here']) {
      const csp = directives(await ada.request(path));
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('base-uri'), path).toBe("'none'");
      expect(csp.get('form-action'), path).toBe("'self'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      // No inline script is allowed (the SPA loads modules from /app/, the pages have none).
      expect(csp.get('script-src') ?? csp.get('default-src')).not.toMatch(/unsafe-inline/);
    }
  });

  it('leaves the sign-in page working: its form posts to this origin', async () => {
    const page = await h.client().request('/account/login');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    for (const [, action = ''] of html.matchAll(/<form[^>]*action="([^"]*)"/g)) expect(action.startsWith('/')).toBe(true);
  });

  it('sends the referrer to this site only, so its own form posts carry a real Origin (no-referrer makes browsers send Origin: null)', async () => {
    for (const path of ['/app/', '/account/login', '/account/create', '/api/v2/get/profile']) {
      expect((await ada.request(path)).headers.get('referrer-policy'), path).toBe('same-origin');
    }
  });

  it('serves a plan document with its own sandbox policy and nosniff, not the app policy', async () => {
    const trip = await createTrip();
    const note = await ada.json('/api/v2/create', { NoteObject: { trip_uuid: trip, display_name: 'Tickets' } });
    const plan = ((await note.json()) as { NoteObject: { uuid: string } }).NoteObject.uuid;
    const up = await ada.json('/api/v2/upload/document', { plan_uuid: plan, name: 'Pass', data: PNG.toString('base64') });
    expect(up.status).toBe(200);
    const { url, thumbnail_url: thumb } = ((await up.json()) as { Document: { url: string; thumbnail_url: string } }).Document;
    for (const path of [url, thumb]) {
      const res = await ada.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await ada.request(url)).headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('serves an uploaded trip image with the same sandbox policy and nosniff', async () => {
    const trip = await createTrip();
    const res = await ada.json('/api/v2/updateTripImage', { trip_uuid: trip, image_data: `data:image/png;base64,${PNG.toString('base64')}` });
    const url = ((await res.json()) as { Trip: { image_url: string } }).Trip.image_url;
    const image = await h.client().request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('Cache-Control', () => {
  it('is no-store on every read and write of user data, with the ETag kept for clients with their own copy', async () => {
    const trip = await createTrip();
    for (const path of ['/api/v2/get/profile', '/api/v2/list/trip', `/api/v2/get/trip/uuid/${trip}`, `/api/v2/get/trip/uuid/${trip}/include_objects/true`]) {
      const res = await ada.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const again = await ada.request(path, { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
      expect([again.status, again.headers.get('cache-control')], path).toEqual([304, 'no-store']);
    }
    expect((await ada.json('/api/v2/create/trip', { Trip: { display_name: 'Oslo' } })).headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on every error: API (400, 401, 403, 404) and pages (404)', async () => {
    const errors: Response[] = [
      await ada.json('/api/v2/create/trip', { Trip: {} }),
      await h.client().request('/api/v2/get/profile'),
      await ada.json('/api/v2/create/trip', { Trip: { display_name: 'x' } }, { csrf: false }),
      await ada.request('/api/v2/get/trip/uuid/00000000-0000-4000-8000-000000000000'),
      await ada.request('/api/v2/nothing-here'),
      await ada.request('/trip/image/none'),
      await ada.request('/plan/document/none'),
      await h.client().request('/p/none'),
      await ada.request('/nothing-here'),
    ];
    expect(errors.map((r) => r.status)).toEqual([400, 401, 403, 404, 404, 404, 404, 404, 404]);
    for (const res of errors) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  });
});
