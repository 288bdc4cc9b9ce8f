import { describe, expect, it } from 'vitest';
import { connectedApplicationFromWire, connectedApplicationToWire, connectedApplicationWire } from './connected-application-wire.js';

// Spec part 3 section 3: "Connected application: name, url, grant_date, container_type_code,
// client_id, token_key." Section 7: deleteConnectedApplication takes "client_id, or
// container_type_code when there is no client id".
const wire = { name: 'Calendar Sync', url: 'https://sync.example', grant_date: '2025-11-03', container_type_code: 'OA', client_id: 'c1', token_key: 'k1' };
const app = { name: 'Calendar Sync', url: 'https://sync.example', grantDate: '2025-11-03', containerTypeCode: 'OA', clientId: 'c1', tokenKey: 'k1' };

describe('connected application wire codec', () => {
  it('reads and writes the spec keys', () => {
    expect(connectedApplicationFromWire(connectedApplicationWire.parse(wire))).toEqual(app);
    expect(connectedApplicationToWire(app)).toEqual(wire);
  });
  it('reads an application without client id or grant date', () => {
    const a = connectedApplicationFromWire(connectedApplicationWire.parse({ name: 'Legacy', container_type_code: 'TI', grant_date: '' }));
    expect(a).toEqual({ name: 'Legacy', url: '', grantDate: null, containerTypeCode: 'TI', clientId: '', tokenKey: '' });
    expect('grant_date' in connectedApplicationToWire(a)).toBe(false);
  });
  it('refuses a grant date that is not y-MM-dd', () => {
    expect(connectedApplicationWire.safeParse({ ...wire, grant_date: '11/03/2025' }).success).toBe(false);
  });
});
