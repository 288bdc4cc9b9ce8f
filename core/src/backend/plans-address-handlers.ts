import { getPlansAddressEntry, PLANS_ADDRESS_ERRORS, resetPlansAddressEntry, type PlansAddressWire } from '../contract/imports/plans-address-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import { PLANS_TOKEN_LENGTH, plansAddress } from '../domain/imports/plans-address.js';
import { err, ok } from '../domain/result.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { PlansAddressStore } from '../ports/plans-address-store.port.js';
import { bind, type BoundHandler } from './handler.js';

/**
 * What the plans address calls need: the store, the plans domain ('' when the server takes no
 * mail), random tokens and the clock.
 *
 * @example
 * const deps: PlansAddressDeps = { store: new SqlPlansAddressStore(db), domain: 'plans.example.com', ids, clock };
 */
export interface PlansAddressDeps {
  readonly store: Pick<PlansAddressStore, 'tokenCreatedAt' | 'resetToken'>;
  readonly domain: string;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/**
 * GET v2/plansAddress and POST v2/resetPlansAddress: the caller's shared and personal plans
 * addresses; a reset makes a new random token (kept only hashed) and shows its address once.
 *
 * @example
 * const handlers = plansAddressHandlers({ store, domain: 'plans.example.com', ids, clock });
 */
export function plansAddressHandlers(deps: PlansAddressDeps): BoundHandler[] {
  const enabled = deps.domain.trim() !== '';
  const wire = (created: Date | undefined, personal: string): { PlansAddress: PlansAddressWire } => ({
    PlansAddress: {
      is_enabled: toWireBoolean(enabled),
      plans_email: plansAddress(deps.domain),
      personal_email: personal,
      personal_email_created: created === undefined ? '' : created.toISOString(),
    },
  });
  return [
    bind(getPlansAddressEntry, async (_input, ctx) => ok(wire(enabled ? await deps.store.tokenCreatedAt(ctx.userId) : undefined, ''))),
    bind(resetPlansAddressEntry, async (_input, ctx) => {
      if (!enabled) return err(PLANS_ADDRESS_ERRORS.off);
      const token = deps.ids.token(PLANS_TOKEN_LENGTH).toLowerCase();
      const now = deps.clock.now();
      await deps.store.resetToken(ctx.userId, token, now);
      return ok(wire(now, plansAddress(deps.domain, token)));
    }),
  ];
}
