import { describe, expect, it } from 'vitest';
import { fillPattern } from '../../navigation/routes/build-path.js';
import { ROUTES } from '../../navigation/routes/route-table.js';
import { ALERT_CODES } from './alert-codes.js';
import { ALERT_ROUTE_NAMES, alertActions, primaryAlertAction } from './alert-actions.js';

const onFlight = (typeCode: string) => ({ typeCode, tripUuid: 't1', tripItemUuid: 's1' });
const ids = { tripUuid: 't1', segmentUuid: 's1' };
const names = (typeCode: string) => alertActions(onFlight(typeCode)).map((a) => a.name);

describe('alert actions (part 3 section 4, "Alert actions by type")', () => {
  it('"Air refund: fare tracker."', () => {
    expect(alertActions(onFlight('R'))).toEqual([{ name: 'fare-tracker-refund', params: ids }]);
  });
  it('"Flight-related types: flight view."', () => {
    for (const code of ['A', 'H', 'C', 'K', 'D', 'G', 'P', 'S', 'Y', 'I', 'U', 'IP']) expect(names(code)).toEqual(['segment_flight']);
  });
  it('"Cancellation and delay: alternate flights and the flight view."', () => {
    expect(names('X')).toEqual(['alternate-flights', 'segment_flight']);
    expect(names('L')).toEqual(['alternate-flights', 'segment_flight']);
  });
  it('"Seat alert: seat tracker." (with query is_alert)', () => {
    expect(alertActions(onFlight('E'))).toEqual([{ name: 'seat-tracker', params: ids, query: { is_alert: 'true' } }]);
  });
  it('"Loyalty: point tracker."', () => {
    expect(names('Z')).toEqual(['point-tracker']);
    expect(names('PQ')).toEqual(['point-tracker']);
  });
  it('"Free import: the trip, or unfiled items."', () => {
    expect(alertActions({ typeCode: 'FI', tripUuid: 't1', tripItemUuid: '' })).toEqual([{ name: 'trip_summary', params: { tripUuid: 't1' } }]);
    expect(alertActions({ typeCode: 'FI', tripUuid: '', tripItemUuid: 'r1' })).toEqual([{ name: 'trips', params: {}, query: { filter: 'unfiled' } }]);
  });
  it('"Trip invitation: the trip." "Import failure: inbox management." "Airhelp claim: the flight."', () => {
    expect(alertActions({ typeCode: 'FT', tripUuid: 't1', tripItemUuid: '' })).toEqual([{ name: 'trip_summary', params: { tripUuid: 't1' } }]);
    expect(names('FF')).toEqual(['account-manage']);
    expect(names('FH')).toEqual(['segment_flight']);
  });
  it('"Connection invitation: sharing." "AI extractor: AI settings."', () => {
    expect(names('FC')).toEqual(['account-sharing']);
    expect(names('FA')).toEqual(['account-sharing']);
    expect(names('WTDE')).toEqual(['settings-artificial-intelligence']);
  });
  it('falls back to the trip, or nothing, when ids are missing or the code is unknown', () => {
    expect(alertActions({ typeCode: 'L', tripUuid: 't1', tripItemUuid: '' })).toEqual([{ name: 'trip_summary', params: { tripUuid: 't1' } }]);
    expect(alertActions({ typeCode: 'L', tripUuid: '', tripItemUuid: 's1' })).toEqual([]);
    expect(alertActions({ typeCode: 'FP', tripUuid: 't1', tripItemUuid: '' })).toEqual([{ name: 'trip_summary', params: { tripUuid: 't1' } }]);
    expect(alertActions({ typeCode: '??', tripUuid: '', tripItemUuid: '' })).toEqual([]);
    expect(primaryAlertAction({ typeCode: '??', tripUuid: '', tripItemUuid: '' })).toBeUndefined();
    expect(primaryAlertAction(onFlight('X'))?.name).toBe('alternate-flights');
  });
  it('names only routes of the route table, with every parameter they need', () => {
    for (const name of ALERT_ROUTE_NAMES) expect(Object.hasOwn(ROUTES, name)).toBe(true);
    for (const code of ALERT_CODES) {
      for (const action of alertActions(onFlight(code))) expect(fillPattern(ROUTES[action.name], action.params).ok).toBe(true);
    }
  });
});
