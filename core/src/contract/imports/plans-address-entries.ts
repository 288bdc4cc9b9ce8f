import { z } from 'zod';
import { apiError, type ApiError } from '../error.js';
import { defineEntry, noBody, nothing } from '../entry.js';

/**
 * The caller's plans addresses: whether forwarding is on (the server has a plans domain and
 * listens for mail), the shared address (`plans@<domain>`: the sender must be one of the caller's
 * confirmed addresses), and the personal one (`plans+<token>@<domain>`: any sender). Only a hash
 * of the personal address's token is kept, so `personal_email` is given only by the reset that
 * made it ('' otherwise); `personal_email_created` says when the current one was made ('' when none).
 *
 * @example
 * const w: PlansAddressWire = { is_enabled: 'true', plans_email: 'plans@plans.example.com', personal_email: '', personal_email_created: '2026-11-21T10:00:00.000Z' };
 */
export const plansAddressWire = z.object({
  is_enabled: z.enum(['true', 'false']),
  plans_email: z.string(),
  personal_email: z.string(),
  personal_email_created: z.string(),
});

/**
 * The wire shape of the caller's plans addresses.
 *
 * @example
 * const w: PlansAddressWire = plansAddressWire.parse(json);
 */
export type PlansAddressWire = z.output<typeof plansAddressWire>;

/**
 * GET v2/plansAddress (designed here; the spec shows none): the caller's plans addresses.
 *
 * @example
 * await api.call(getPlansAddressEntry, {})
 */
export const getPlansAddressEntry = defineEntry({
  id: 'getPlansAddress',
  method: 'GET',
  path: 'v2/plansAddress',
  auth: 'session',
  summary:
    'The addresses the caller forwards booking e-mails to: the shared plans address (the sender must be one of the ' +
    "caller's confirmed addresses) and whether a personal one exists (any sender; its token is kept only hashed, so " +
    'the address itself is shown once, by v2/resetPlansAddress). is_enabled is false when the server takes no mail.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({ PlansAddress: plansAddressWire }),
});

/**
 * POST v2/resetPlansAddress (designed here): makes a new personal plans address for the caller and
 * answers it (the only time it is shown); the previous one stops working at once.
 *
 * @example
 * await api.call(resetPlansAddressEntry, {})
 */
export const resetPlansAddressEntry = defineEntry({
  id: 'resetPlansAddress',
  method: 'POST',
  path: 'v2/resetPlansAddress',
  auth: 'session',
  summary:
    'Makes a new personal plans address (plans+<token>@<domain>) for the caller and answers it in personal_email: the ' +
    'only time it is shown. The previous personal address stops working at once. 409 plans_address_off when the server ' +
    'takes no mail.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({ PlansAddress: plansAddressWire }),
});

/**
 * The refusals of the plans address calls, with the spec's Error object.
 *
 * @example
 * PLANS_ADDRESS_ERRORS.off.detailedErrorCode // 'plans_address_off'
 */
export const PLANS_ADDRESS_ERRORS = {
  off: apiError(409, 'conflict', 'plans_address_off', 'This server does not take forwarded e-mail.'),
} as const satisfies Record<string, ApiError>;

/**
 * The plans address calls.
 *
 * @example
 * PLANS_ADDRESS_ENTRIES.length // 2
 */
export const PLANS_ADDRESS_ENTRIES = [getPlansAddressEntry, resetPlansAddressEntry] as const;
