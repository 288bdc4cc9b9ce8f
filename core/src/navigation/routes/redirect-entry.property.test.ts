import { describe, it } from 'vitest';
import fc from 'fast-check';
import { matchRoute } from './match-route.js';
import { decideRedirect } from './redirect-entry.js';

const TYPES = [
  'verify_account',
  'add_email',
  'merge_accounts',
  'change_password',
  'auto_import',
  'trip_summary',
  'reservation_item',
  'fare_tracker_refund',
  'airhelp_eligibility',
  'alternate_flights',
];
const id = fc.option(fc.oneof(fc.uuid(), fc.constant(''), fc.constant(' ')), { nil: undefined });
const query = fc.record({
  redirect_type: fc.option(fc.oneof(fc.constantFrom(...TYPES), fc.string()), { nil: undefined }),
  trip_uuid: id,
  trip_item_uuid: id,
  reservation_uuid: id,
  trip_item_type_code: fc.option(fc.constantFrom('A', 'H', 'C', 'R', 'L', 'T', 'U', 'Y', 'N', 'M', 'D', 'P', 'W', 'O', 'x'), { nil: undefined }),
  code: fc.option(fc.string(), { nil: undefined }),
});
const ref = fc.option(fc.uuid(), { nil: null });
const present = (v: string | undefined) => v !== undefined && v.trim() !== '';

describe('redirect entry: properties', () => {
  it('always replaces history and lands on a known route', () => {
    fc.assert(
      fc.property(query, ref, (q, r) => {
        const d = decideRedirect({ query: q, inboxSyncEmailRef: r });
        return d.replace === true && matchRoute(d.path.split('?')[0] ?? '') !== null;
      }),
    );
  });
  it('an error is reported only on the trip summary or trips, and trips is used only when trip_uuid is missing', () => {
    fc.assert(
      fc.property(query, ref, (q, r) => {
        const d = decideRedirect({ query: q, inboxSyncEmailRef: r });
        if (d.reportError === undefined) return true;
        const name = matchRoute(d.path)?.name;
        return name === 'trip_summary' ? present(q.trip_uuid) : name === 'trips';
      }),
    );
  });
  it('with every id present and a plan code that has screens, nothing is reported for a known type', () => {
    fc.assert(
      fc.property(query, fc.uuid(), fc.uuid(), fc.uuid(), fc.uuid(), (q, t, i, rsv, e) => {
        const full = { ...q, trip_uuid: t, trip_item_uuid: i, reservation_uuid: rsv, trip_item_type_code: 'H' };
        return decideRedirect({ query: full, inboxSyncEmailRef: e }).reportError === undefined;
      }),
    );
  });
  it('unknown redirect types go to trips without an error', () => {
    fc.assert(
      fc.property(
        query,
        fc.string().filter((s) => !TYPES.includes(s)),
        (q, type) => {
          const d = decideRedirect({ query: { ...q, redirect_type: type }, inboxSyncEmailRef: null });
          return d.path === '/trips' && d.reportError === undefined;
        },
      ),
    );
  });
  it('the redirect_type itself is never carried on', () => {
    fc.assert(fc.property(query, ref, (q, r) => !decideRedirect({ query: q, inboxSyncEmailRef: r }).path.includes('redirect_type')));
  });
});
