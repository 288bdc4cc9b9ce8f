import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { PlansAddressService } from './plans-address-service.js';

function transport(answer: unknown) {
  const calls: string[] = [];
  const api: ApiTransport = {
    call: async (entry) => {
      calls.push(`${entry.method} ${entry.path}`);
      return answer as never;
    },
  };
  return { api, calls };
}

const wire = (personal: string, created: string, enabled = 'true') => ({
  PlansAddress: { is_enabled: enabled, plans_email: 'plans@plans.example.com', personal_email: personal, personal_email_created: created },
});

describe('PlansAddressService', () => {
  it('reads the addresses: the personal one only as the time it was made', async () => {
    const { api, calls } = transport(ok(wire('', '2026-11-21T10:00:00.000Z')));
    expect(await new PlansAddressService(api).get()).toEqual(
      ok({ enabled: true, shared: 'plans@plans.example.com', personal: '', personalCreated: new Date('2026-11-21T10:00:00.000Z') }),
    );
    expect(calls).toEqual(['GET v2/plansAddress']);
  });

  it('answers no personal address when none was made, and forwarding off as the server says', async () => {
    const { api } = transport(ok(wire('', '', 'false')));
    expect(await new PlansAddressService(api).get()).toEqual(ok({ enabled: false, shared: 'plans@plans.example.com', personal: '', personalCreated: null }));
  });

  it('shows the new personal address once, from the reset', async () => {
    const { api, calls } = transport(ok(wire('plans+k3j4h5g6f7d8s9a0q1w2e3r4@plans.example.com', '2026-11-28T09:00:00.000Z')));
    const r = await new PlansAddressService(api).reset();
    expect(r.ok && r.value.personal).toBe('plans+k3j4h5g6f7d8s9a0q1w2e3r4@plans.example.com');
    expect(calls).toEqual(['POST v2/resetPlansAddress']);
  });

  it('passes a failure on', async () => {
    const failure: ApiFailure = { kind: 'http', status: 409, code: 'conflict', detailedErrorCode: 'plans_address_off', description: '' };
    const { api } = transport(err(failure));
    expect(await new PlansAddressService(api).reset()).toEqual(err(failure));
  });
});
