import { getPlansAddressEntry, resetPlansAddressEntry, type PlansAddressWire } from '../contract/imports/plans-address-entries.js';
import { ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * Where the user forwards booking e-mails: whether the server takes forwarded mail at all, the
 * shared plans address (the sender must be one of the user's confirmed addresses), and the
 * personal one: its address only right after a reset (it is kept hashed), else '' with the time
 * the current one was made (null when the user has none).
 *
 * @example
 * const a: PlansAddresses = { enabled: true, shared: 'plans@plans.example.com', personal: '', personalCreated: null };
 */
export interface PlansAddresses {
  readonly enabled: boolean;
  readonly shared: string;
  readonly personal: string;
  readonly personalCreated: Date | null;
}

const addressesOf = (w: PlansAddressWire): PlansAddresses => ({
  enabled: w.is_enabled === 'true',
  shared: w.plans_email,
  personal: w.personal_email,
  personalCreated: w.personal_email_created === '' ? null : new Date(w.personal_email_created),
});

/**
 * The plans address use cases of the app (GET v2/plansAddress, POST v2/resetPlansAddress).
 *
 * @example
 * const service = new PlansAddressService(api);
 * const made = await service.reset(); // ok({ personal: 'plans+k3j4…@plans.example.com', ... })
 */
export class PlansAddressService {
  constructor(private readonly api: ApiTransport) {}

  /** The user's plans addresses (the personal one only as "exists since"). */
  async get(): Promise<Result<PlansAddresses, ApiFailure>> {
    const r = await this.api.call(getPlansAddressEntry, {});
    return r.ok ? ok(addressesOf(r.value.PlansAddress)) : r;
  }

  /** Makes a new personal address (the old one stops working) and answers it: the only time it is shown. */
  async reset(): Promise<Result<PlansAddresses, ApiFailure>> {
    const r = await this.api.call(resetPlansAddressEntry, {});
    return r.ok ? ok(addressesOf(r.value.PlansAddress)) : r;
  }
}
