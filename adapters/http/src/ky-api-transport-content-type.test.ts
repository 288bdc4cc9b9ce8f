import { describe, expect, it } from 'vitest';
import { deleteTripEntry, replaceProfileEntry, updatePublicTripShareUrlEntry } from '@waybook/core/contract';
import { KyApiTransport } from './ky-api-transport.js';

// The server answers 415 to a body with the wrong content type (issue 10): the SPA must send the
// type each call's body kind needs, and no body (so no type) on a call without one.
describe('KyApiTransport content types', () => {
  it('sends JSON as application/json, forms url-encoded, and nothing on a call without a body', async () => {
    const requests: Request[] = [];
    const transport = new KyApiTransport({
      appVersion: '1.0.0',
      prefixUrl: 'http://localhost:8080',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
      reporter: { report: () => undefined },
      csrfToken: () => 'tok',
      locale: () => 'en-US',
      correlationId: () => 'c',
      onGlobalAction: () => undefined,
      currentUrl: () => '/app/trips',
    });
    await transport.call(replaceProfileEntry, { body: { Profile: { distance: 'K' } } });
    await transport.call(updatePublicTripShareUrlEntry, { body: { trip_uuid: 't1' } });
    await transport.call(deleteTripEntry, { params: { id: 't1' } });
    const [json, form, none] = requests;
    expect(json?.headers.get('content-type')).toBe('application/json');
    expect(form?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded(;|$)/);
    expect(await form?.text()).toBe('trip_uuid=t1');
    expect(none?.method).toBe('POST');
    expect(none?.body).toBeNull();
    expect(none?.headers.get('content-type')).toBeNull();
  });
});
