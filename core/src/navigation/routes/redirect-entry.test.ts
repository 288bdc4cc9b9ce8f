import { describe, expect, it } from 'vitest';
import { decideRedirect } from './redirect-entry.js';

const redirect = (query: Record<string, string>, inboxSyncEmailRef: string | null = null) => decideRedirect({ query, inboxSyncEmailRef });

describe('redirect entry (part 1 section 2.4)', () => {
  it('"verify_account: onboarding"; "add_email, merge_accounts: account-manage"; "change_password: change-password"', () => {
    expect(redirect({ redirect_type: 'verify_account' })).toEqual({ path: '/onboarding', replace: true });
    expect(redirect({ redirect_type: 'add_email' })).toEqual({ path: '/account/profile', replace: true });
    expect(redirect({ redirect_type: 'add_email', email_uuid: 'e2', st: 'tok' })).toEqual({ path: '/account/profile/emails/e2?st=tok', replace: true });
    expect(redirect({ redirect_type: 'merge_accounts', error: 'err_merge_expired_link' })).toEqual({
      path: '/account/profile?error=err_merge_expired_link',
      replace: true,
    });
    expect(redirect({ redirect_type: 'change_password', st: 'tok en' })).toEqual({ path: '/change-password?st=tok%20en', replace: true });
  });
  it('"auto_import: manage-email page of the inbox-sync e-mail", keeping the OAuth answer', () => {
    expect(redirect({ redirect_type: 'auto_import', code: 'c1', state: 's1' }, 'e1')).toEqual({
      path: '/account/profile/emails/e1?code=c1&state=s1',
      replace: true,
    });
    expect(redirect({ redirect_type: 'auto_import' }, null)).toEqual({
      path: '/trips',
      replace: true,
      reportError: 'redirect auto_import: no inbox-sync e-mail reference',
    });
  });
  it('"trip_summary: trip summary if trip_uuid given; otherwise trips, with an error reported"', () => {
    expect(redirect({ redirect_type: 'trip_summary', trip_uuid: 't1' })).toEqual({ path: '/trips/t1', replace: true });
    expect(redirect({ redirect_type: 'trip_summary' })).toEqual({ path: '/trips', replace: true, reportError: 'redirect trip_summary: missing trip_uuid' });
    expect(redirect({ redirect_type: 'trip_summary', trip_uuid: '  ' }).path).toBe('/trips');
  });
  it('"reservation_item: with trip_uuid goes to the plan page"', () => {
    const base = { redirect_type: 'reservation_item', trip_uuid: 't1', reservation_uuid: 'r1' };
    expect(redirect({ ...base, trip_item_type_code: 'H' })).toEqual({ path: '/trips/t1/lodging/r1', replace: true });
    expect(redirect({ ...base, trip_item_type_code: 'C' }).path).toBe('/trips/t1/car-rental/r1');
    expect(redirect({ ...base, trip_item_type_code: 'N' }).path).toBe('/trips/t1/note/r1');
  });
  it('"except air, rail, transport and cruise types which go to the trip summary"', () => {
    for (const code of ['A', 'L', 'T', 'U']) {
      expect(redirect({ redirect_type: 'reservation_item', trip_uuid: 't1', reservation_uuid: 'r1', trip_item_type_code: code }), code).toEqual({
        path: '/trips/t1',
        replace: true,
      });
    }
  });
  it('"without trip_uuid goes to the unfiled plan page"', () => {
    expect(redirect({ redirect_type: 'reservation_item', reservation_uuid: 'r1', trip_item_type_code: 'P' })).toEqual({
      path: '/unfiled/parking/r1',
      replace: true,
    });
    expect(redirect({ redirect_type: 'reservation_item', reservation_uuid: 'r1', trip_item_type_code: 'A' }).path).toBe('/unfiled/flights/r1');
  });
  it('"on failure to the trip summary or trips"', () => {
    expect(redirect({ redirect_type: 'reservation_item', trip_uuid: 't1', trip_item_type_code: 'H' })).toEqual({
      path: '/trips/t1',
      replace: true,
      reportError: 'redirect reservation_item: missing reservation_uuid',
    });
    expect(redirect({ redirect_type: 'reservation_item', reservation_uuid: 'r1', trip_item_type_code: 'W' })).toEqual({
      path: '/trips',
      replace: true,
      reportError: 'redirect reservation_item: unknown trip_item_type_code "W"',
    });
  });
  it('"fare_tracker_refund: needs trip_uuid and trip_item_uuid"', () => {
    expect(redirect({ redirect_type: 'fare_tracker_refund', trip_uuid: 't1', trip_item_uuid: 'i1' })).toEqual({
      path: '/trips/t1/flights/i1/fare-tracker',
      replace: true,
    });
    expect(redirect({ redirect_type: 'fare_tracker_refund', trip_uuid: 't1' })).toEqual({
      path: '/trips/t1',
      replace: true,
      reportError: 'redirect fare_tracker_refund: missing trip_item_uuid',
    });
    expect(redirect({ redirect_type: 'fare_tracker_refund', trip_item_uuid: 'i1' })).toEqual({
      path: '/trips',
      replace: true,
      reportError: 'redirect fare_tracker_refund: missing trip_uuid',
    });
  });
  it('"airhelp_eligibility: the flight page"; "alternate_flights: the alternate-flights page"', () => {
    expect(redirect({ redirect_type: 'airhelp_eligibility', trip_uuid: 't1', trip_item_uuid: 'i1' }).path).toBe('/trips/t1/flights/i1');
    expect(redirect({ redirect_type: 'alternate_flights', trip_uuid: 't1', trip_item_uuid: 'i1' }).path).toBe('/trips/t1/flights/i1/alternate-flights');
    expect(redirect({ redirect_type: 'alternate_flights', trip_uuid: 't1' }).reportError).toBe('redirect alternate_flights: missing trip_item_uuid');
  });
  it('"any other value: trips"', () => {
    expect(redirect({ redirect_type: 'something_new', trip_uuid: 't1' })).toEqual({ path: '/trips', replace: true });
    expect(redirect({})).toEqual({ path: '/trips', replace: true });
  });
});
