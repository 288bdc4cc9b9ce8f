import { describe, expect, it } from 'vitest';
import { pointsAccountState } from '../../domain/points/account-state.js';
import { pointsAccountFromWire, pointsAccountToWire, pointsAccountWire, type PointsAccount } from './points-account-wire.js';

// Spec part 3 section 3, "Points program": id, name, account_number, balance, elite status, next
// status, YTD qualify and need-to-earn, last_modified, last_fetched, activity and expiration counts,
// error_message, nickname, account state codes, is_dm_supported, is_editable, is_user_tracked,
// is_supported, unanswered security question id and text, lifetime_points, supplier_code, url; lists of
// activities (date, description, base, bonus, total), expirations (date, amount) and sub-accounts.
const wire = {
  id: '17',
  name: 'SkyMiles',
  supplier_code: 'DL',
  account_number: '9912',
  nickname: 'Work',
  url: 'https://delta.example',
  balance: 52000,
  lifetime_points: 310000,
  elite_status: 'Gold',
  next_status: 'Platinum',
  ytd_qualify: 41000,
  need_to_earn: 34000,
  last_modified: '2026-04-30T08:00:00.000Z',
  last_fetched: '2026-05-01T08:00:00.000Z',
  num_activities: 1,
  num_expirations: 1,
  error_message: '',
  account_state_code: 10,
  is_dm_supported: 'true',
  is_editable: 'true',
  is_user_tracked: 'false',
  is_supported: 'true',
  unanswered_security_question_id: 'q1',
  unanswered_security_question_text: 'First pet?',
  Activities: [{ date: '2026-04-02', description: 'CDG-JFK', base: 3625, bonus: 1000, total: 4625 }],
  Expirations: [{ date: '2026-06-01', amount: 500 }],
  SubAccounts: [{ name: 'Family pool', account_number: '991', balance: 1200 }],
};
const account: PointsAccount = {
  id: '17',
  name: 'SkyMiles',
  supplierCode: 'DL',
  accountNumber: '9912',
  nickname: 'Work',
  url: 'https://delta.example',
  balance: 52000,
  lifetimePoints: 310000,
  eliteStatus: 'Gold',
  nextStatus: 'Platinum',
  ytdQualify: 41000,
  needToEarn: 34000,
  lastModified: new Date('2026-04-30T08:00:00Z'),
  lastFetched: new Date('2026-05-01T08:00:00Z'),
  numActivities: 1,
  numExpirations: 1,
  errorMessage: '',
  stateCode: 10,
  isDmSupported: true,
  isEditable: true,
  isUserTracked: false,
  isSupported: true,
  securityQuestion: { id: 'q1', text: 'First pet?' },
  activities: [{ date: '2026-04-02', description: 'CDG-JFK', base: 3625, bonus: 1000, total: 4625 }],
  expirations: [{ date: '2026-06-01', amount: 500 }],
  subAccounts: [{ name: 'Family pool', accountNumber: '991', balance: 1200 }],
};

describe('points account wire codec', () => {
  it('reads the spec-shaped account; code 10 is "Security question pending"', () => {
    const a = pointsAccountFromWire(pointsAccountWire.parse(wire));
    expect(a).toEqual(account);
    expect(pointsAccountState(a.stateCode)).toBe('security-question-pending');
  });
  it('writes it back with the same keys and "true"/"false" booleans', () => {
    expect(pointsAccountToWire(account)).toEqual(wire);
  });
  it('leaves out unset balance, timestamps and security question, and reads them back as null', () => {
    const bare = { ...account, balance: null, lastModified: null, lastFetched: null, securityQuestion: null };
    const w = pointsAccountToWire(bare);
    expect(['balance', 'last_modified', 'last_fetched', 'unanswered_security_question_id'].some((k) => k in w)).toBe(false);
    expect(pointsAccountFromWire(pointsAccountWire.parse(w))).toEqual(bare);
  });
  it('accepts a numeric id and numeric strings, and defaults missing lists and flags', () => {
    const a = pointsAccountFromWire(pointsAccountWire.parse({ id: 17, account_state_code: '107', balance: '52000' }));
    expect(a).toMatchObject({ id: '17', stateCode: 107, balance: 52000, isSupported: false, activities: [], expirations: [], subAccounts: [] });
    expect(pointsAccountState(a.stateCode)).toBe('updating');
  });
  it('refuses a bad state code or timestamp', () => {
    expect(pointsAccountWire.safeParse({ ...wire, account_state_code: 'x' }).success).toBe(false);
    expect(pointsAccountWire.safeParse({ ...wire, last_fetched: '2026-05-01' }).success).toBe(false);
  });
});
