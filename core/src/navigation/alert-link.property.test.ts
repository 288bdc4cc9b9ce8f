import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERT_CODES } from '../domain/alerts/alert-codes.js';
import { alertActions } from '../domain/alerts/alert-actions.js';
import { alertActionPath } from './alert-link.js';
import { matchRoute } from './routes/match-route.js';

const id = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9-]{1,12}$/));

describe('alertActionPath properties', () => {
  it('every action of every alert is a path of the route it names, carrying its ids', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALERT_CODES, 'ZZ'), id, id, (typeCode, tripUuid, tripItemUuid) => {
        for (const action of alertActions({ typeCode, tripUuid, tripItemUuid })) {
          const path = alertActionPath(action);
          expect(path).not.toBeNull();
          const match = matchRoute((path ?? '').split('?')[0] ?? '');
          expect(match?.name).toBe(action.name);
          expect(match?.params).toEqual(action.params);
        }
      }),
    );
  });
});
