import { describe, expect, it } from 'vitest';
import {
  accountAlertFromWire,
  accountAlertListFromWire,
  accountAlertListToWire,
  accountAlertListWire,
  accountAlertToWire,
  accountAlertWire,
} from './account-alert-wire.js';

// Spec part 3 section 3: "Account alert: uuid, type_code, trip_uuid, trip_item_uuid, title, message,
// created_at, is_new, from_account_profile_ref. The list carries num_new_alerts." Code L is "delay".
const wire = {
  uuid: 'a1',
  type_code: 'L',
  trip_uuid: 't1',
  trip_item_uuid: 's1',
  title: 'Delay',
  message: 'UA 90 is delayed',
  created_at: '2026-05-01T10:00:00.000Z',
  is_new: 'true',
  from_account_profile_ref: '',
};
const alert = {
  uuid: 'a1',
  typeCode: 'L',
  tripUuid: 't1',
  tripItemUuid: 's1',
  title: 'Delay',
  message: 'UA 90 is delayed',
  createdAt: new Date('2026-05-01T10:00:00Z'),
  isNew: true,
  fromAccountProfileRef: '',
};

describe('account alert wire codec', () => {
  it('reads the spec-shaped alert into the domain alert', () => {
    expect(accountAlertFromWire(accountAlertWire.parse(wire))).toEqual(alert);
  });
  it('writes the domain alert with snake_case keys, "true"/"false" and an ISO created_at', () => {
    expect(accountAlertToWire(alert)).toEqual(wire);
    expect(accountAlertToWire({ ...alert, isNew: false }).is_new).toBe('false');
  });
  it('reads a connection invitation alert (FC) without a trip, with the sender', () => {
    const a = accountAlertFromWire(
      accountAlertWire.parse({ uuid: 'a2', type_code: 'FC', created_at: '2026-05-01T12:00:00+02:00', is_new: false, from_account_profile_ref: 'p9' }),
    );
    expect(a).toMatchObject({ typeCode: 'FC', tripUuid: '', tripItemUuid: '', isNew: false, fromAccountProfileRef: 'p9' });
    expect(a.createdAt.toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });
  it('refuses an alert whose created_at is not a date-time', () => {
    expect(accountAlertWire.safeParse({ ...wire, created_at: '01/05/2026' }).success).toBe(false);
    expect(accountAlertWire.safeParse({ ...wire, is_new: 'yes' }).success).toBe(false);
  });
  it('reads the list with num_new_alerts, and writes it back', () => {
    const list = accountAlertListFromWire(accountAlertListWire.parse({ Alerts: [wire], num_new_alerts: '1' }));
    expect(list).toEqual({ alerts: [alert], numNewAlerts: 1 });
    expect(accountAlertListToWire(list)).toEqual({ Alerts: [wire], num_new_alerts: 1 });
    expect(accountAlertListFromWire(accountAlertListWire.parse({}))).toEqual({ alerts: [], numNewAlerts: 0 });
  });
});
