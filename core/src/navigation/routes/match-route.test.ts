import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.js';

describe('matchRoute', () => {
  it('finds the named route and decodes its parameters', () => {
    expect(matchRoute('/trips/t1')).toEqual({ name: 'trip_summary', pattern: '/trips/:tripUuid', params: { tripUuid: 't1' } });
    expect(matchRoute('/trips/a%2Fb/cost')).toEqual({ name: 'trip_cost', pattern: '/trips/:tripUuid/cost', params: { tripUuid: 'a/b' } });
    expect(matchRoute('/unfiled/car-rental/r1/edit')?.name).toBe('unfiled_segment_car_edit');
    expect(matchRoute('/')?.name).toBe('home');
  });
  it('prefers fixed segments over parameters', () => {
    expect(matchRoute('/trips/t1/flights/create')?.name).toBe('segment_flight_create');
    expect(matchRoute('/trips/t1/flights/s1')?.name).toBe('segment_flight');
    expect(matchRoute('/account/profile/emails/add')?.name).toBe('account-add-email');
    expect(matchRoute('/account/profile/emails/e1')?.name).toBe('account-manage-email');
  });
  it('ignores trailing slashes and keeps malformed escapes as typed', () => {
    expect(matchRoute('/trips/')?.name).toBe('trips');
    expect(matchRoute('/trips/%E0%A4%A')?.params).toEqual({ tripUuid: '%E0%A4%A' });
  });
  it('gives null for unknown paths', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/trips/t1/boats/s1')).toBeNull();
  });
});
