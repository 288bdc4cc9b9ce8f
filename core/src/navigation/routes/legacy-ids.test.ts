import { describe, expect, it } from 'vitest';
import { err, ok } from '../../domain/result.js';
import { isLegacyId, legacyEntityTypeOf, legacyIdLookupQuery, legacyIdParams, legacyRewriteUrl, routeTypeOfPath } from './legacy-ids.js';

describe('legacy numeric ids (part 1 section 2.5)', () => {
  it('"If a route parameter for trip, item or reservation is a numeric legacy id"', () => {
    expect(isLegacyId('123')).toBe(true);
    expect(isLegacyId('0b6e2c9a-8f1d-4d6e-9a51-3c2b1a0f9e77')).toBe(false);
    expect(isLegacyId('')).toBe(false);
    expect(isLegacyId('12a')).toBe(false);
    expect(legacyIdParams('/trips/:tripUuid', { tripUuid: '12' })).toEqual([{ param: 'tripUuid', id: '12', entityType: 'trip' }]);
    expect(legacyIdParams('/trips/:tripUuid', { tripUuid: 'u1' })).toEqual([]);
    expect(legacyIdParams('/account/billing/receipts/:receiptId', { receiptId: '12' })).toEqual([]);
  });
  it('"a segment id counts as reservation unless the path concerns flight, rail, transport, cruise, note, direction or map"', () => {
    for (const type of ['lodging', 'car-rental', 'restaurant', 'activity', 'parking']) {
      expect(legacyIdParams(`/trips/:tripUuid/${type}/:segmentUuid`, { segmentUuid: '34' }), type).toEqual([
        { param: 'segmentUuid', id: '34', entityType: 'reservation' },
      ]);
    }
    for (const type of ['flights', 'rail', 'transport', 'cruise', 'note', 'direction', 'map']) {
      expect(legacyEntityTypeOf('segmentUuid', routeTypeOfPath(`/trips/12/${type}/34/edit`)), type).toBe('trip_item');
    }
    expect(legacyIdParams('/trips/:tripUuid/flights/:segmentUuid/seat-tracker', { tripUuid: '1', segmentUuid: '2' })).toEqual([
      { param: 'tripUuid', id: '1', entityType: 'trip' },
      { param: 'segmentUuid', id: '2', entityType: 'trip_item' },
    ]);
  });
  it('"a reservation id in a note, direction or map path counts as trip_item"', () => {
    expect(legacyIdParams('/unfiled/note/:reservationUuid', { reservationUuid: '5' })).toEqual([
      { param: 'reservationUuid', id: '5', entityType: 'trip_item' },
    ]);
    expect(legacyEntityTypeOf('reservationUuid', 'direction')).toBe('trip_item');
    expect(legacyEntityTypeOf('reservationUuid', 'map')).toBe('trip_item');
    expect(legacyEntityTypeOf('reservationUuid', 'flights')).toBe('reservation');
    expect(legacyEntityTypeOf('reservationUuid', 'lodging')).toBe('reservation');
  });
  it('finds the route type of patterns and concrete paths', () => {
    expect(routeTypeOfPath('/unfiled/car-rental/:reservationUuid/edit')).toBe('car-rental');
    expect(routeTypeOfPath('/trips/12/plans/create')).toBeNull();
    expect(routeTypeOfPath('/settings/preferences')).toBeNull();
  });
  it('asks GET v2/utilEncode with id and entity_type', () => {
    expect(legacyIdLookupQuery({ param: 'segmentUuid', id: '34', entityType: 'trip_item' })).toEqual({ id: '34', entity_type: 'trip_item' });
  });
  it('"The URL is then replaced by the uuid form and a marker query flag is added"', () => {
    expect(
      legacyRewriteUrl({
        pattern: '/trips/:tripUuid/lodging/:segmentUuid',
        params: { tripUuid: '12', segmentUuid: '12' },
        uuids: { tripUuid: 'trip-u', segmentUuid: 'seg-u' },
        query: { tab: 'details' },
        hash: 'notes',
      }),
    ).toEqual(ok('/trips/trip-u/lodging/seg-u?tab=details&rw=1#notes'));
    expect(
      legacyRewriteUrl({
        pattern: '/trips/:tripUuid/note/:segmentUuid',
        params: { tripUuid: 'already-uuid', segmentUuid: '7' },
        uuids: { segmentUuid: 'n-u' },
        query: {},
        hash: '',
      }),
    ).toEqual(ok('/trips/already-uuid/note/n-u?rw=1'));
  });
  it('"On failure navigation continues unchanged": a missing uuid is an error', () => {
    expect(legacyRewriteUrl({ pattern: '/trips/:tripUuid', params: { tripUuid: '12' }, uuids: {}, query: {}, hash: '' })).toEqual(
      err({ kind: 'missing-param', param: 'tripUuid' }),
    );
  });
});
