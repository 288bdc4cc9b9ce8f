import { describe, it } from 'vitest';
import fc from 'fast-check';
import { ALERT_CODES, isFlightAlert } from './alert-codes.js';
import { alertActions } from './alert-actions.js';

const uuid = fc.constantFrom('', 't1', 's-9');
const alert = fc.record({ typeCode: fc.oneof(fc.constantFrom(...ALERT_CODES), fc.string({ maxLength: 4 })), tripUuid: uuid, tripItemUuid: uuid });

describe('alert actions: properties', () => {
  it('no action ever carries an empty path parameter', () => {
    fc.assert(fc.property(alert, (a) => alertActions(a).every((action) => Object.values(action.params).every((v) => v !== ''))));
  });
  it('actions on a flight segment use exactly the alert trip and plan ids', () => {
    fc.assert(
      fc.property(alert, (a) =>
        alertActions(a).every(
          (action) =>
            (action.params['tripUuid'] === undefined || action.params['tripUuid'] === a.tripUuid) &&
            (action.params['segmentUuid'] === undefined || action.params['segmentUuid'] === a.tripItemUuid),
        ),
      ),
    );
  });
  it('a flight alert with both ids leads to a flight page; only flight alerts do', () => {
    const flightPages = new Set(['segment_flight', 'alternate-flights', 'seat-tracker', 'fare-tracker-refund']);
    fc.assert(
      fc.property(alert, (a) => {
        const actions = alertActions(a);
        const toFlight = actions.some((action) => flightPages.has(action.name));
        if (!isFlightAlert(a.typeCode)) return !toFlight;
        return toFlight === (a.tripUuid !== '' && a.tripItemUuid !== '');
      }),
    );
  });
});
