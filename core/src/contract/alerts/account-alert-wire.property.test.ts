import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AccountAlert } from '../../domain/alerts/account-alert.js';
import {
  accountAlertFromWire,
  accountAlertListFromWire,
  accountAlertListToWire,
  accountAlertListWire,
  accountAlertToWire,
  accountAlertWire,
} from './account-alert-wire.js';

const alertArb: fc.Arbitrary<AccountAlert> = fc.record({
  uuid: fc.string(),
  typeCode: fc.constantFrom('R', 'A', 'L', 'FC', 'PQ', 'WTDE', 'NEW'),
  tripUuid: fc.string(),
  tripItemUuid: fc.string(),
  title: fc.string(),
  message: fc.string(),
  createdAt: fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
  isNew: fc.boolean(),
  fromAccountProfileRef: fc.string(),
});
const listArb = fc.record({ alerts: fc.array(alertArb, { maxLength: 4 }), numNewAlerts: fc.nat(1000) });
const KNOWN = new Set(Object.keys(accountAlertWire.shape));
const extras = fc.dictionary(
  fc.string().filter((k) => !KNOWN.has(k) && k !== '__proto__'),
  fc.jsonValue(),
);
const viaJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe('account alert wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the alert back', () => {
    fc.assert(
      fc.property(alertArb, (a) => {
        expect(accountAlertFromWire(accountAlertWire.parse(viaJson(accountAlertToWire(a))))).toEqual(a);
      }),
    );
  });
  it('the alert list round-trips the same way', () => {
    fc.assert(
      fc.property(listArb, (l) => {
        expect(accountAlertListFromWire(accountAlertListWire.parse(viaJson(accountAlertListToWire(l))))).toEqual(l);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(alertArb, extras, (a, more) => {
        expect(accountAlertFromWire(accountAlertWire.parse(viaJson({ ...more, ...accountAlertToWire(a) })))).toEqual(a);
      }),
    );
  });
  it('is_new is always sent as "true" or "false"', () => {
    fc.assert(fc.property(alertArb, (a) => accountAlertToWire(a).is_new === (a.isNew ? 'true' : 'false')));
  });
});
