import { describe, expect, it } from 'vitest';
import { seatTrackerCriteriaFromWire, seatTrackerCriteriaWire } from './seat-tracker-criteria-wire.js';
import { isSeatTrackerActive } from '../../domain/flights/seat-tracker-subscription.js';
import { seatTrackerSubscriptionFromWire, seatTrackerSubscriptionToWire, seatTrackerSubscriptionWire, seatTrackerUpdateBody } from './seat-tracker-wire.js';

const wire = {
  uuid: 'sub-1',
  trip_item_uuid: 'item-1',
  display_name: 'UA 1542',
  description: 'SFO to ORD',
  seats: '31F, 31G',
  deactivation_code: '',
  last_updated_timestamp: '1777777777',
  Search: {
    id: 's1',
    StartDateTime: { date: '2026-05-04', time: '07:00:00', timezone: 'America/Los_Angeles' },
    start_airport_code: 'SFO',
    end_airport_code: 'ORD',
    airline_code: 'UA',
    flight_number: '1542',
  },
  Matches: {
    num_matches: '2',
    Seats: [
      { index: 0, seat: '12A' },
      { index: '1', seat: '12B' },
    ],
  },
  Criteria: {
    qualifier: '',
    seat_preferences: 'window aisle',
    area_preferences: 'over_wing,behind_wing',
    should_find_first_class: 'false',
    should_find_premium_seats: 'false',
    should_find_economy_seats: 'true',
    should_find_exit_row: 'true',
    should_find_bulkhead_row: 'false',
    adjacent_seat_amount: '2',
    individual_seat: 'false',
  },
};

describe('seat tracker subscription wire codec', () => {
  it('reads the fields of part 2 section 3, with "Seats ... for example 31F, 31G"', () => {
    const result = seatTrackerSubscriptionFromWire(seatTrackerSubscriptionWire.parse(wire));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.seats).toEqual([
      { row: 31, letter: 'F' },
      { row: 31, letter: 'G' },
    ]);
    expect(result.value.matches).toEqual({
      numMatches: 2,
      seats: [
        { index: 0, seat: { row: 12, letter: 'A' } },
        { index: 1, seat: { row: 12, letter: 'B' } },
      ],
    });
    expect(result.value.criteria.seatPreferences).toEqual(['window', 'aisle']);
    expect(result.value.criteria.areaPreferences).toEqual(['over_wing', 'behind_wing']);
    expect(result.value.criteria.adjacentSeatAmount).toBe(2);
    expect(result.value.search?.departure).toEqual({ date: '2026-05-04', time: '07:00:00', timezone: 'America/Los_Angeles' });
    expect(result.value.lastUpdatedTimestamp).toBe(1777777777);
    expect(isSeatTrackerActive(result.value)).toBe(true);
  });
  it('writes seats as "31F, 31G", lists comma-separated and flags as "true"/"false"', () => {
    const result = seatTrackerSubscriptionFromWire(seatTrackerSubscriptionWire.parse(wire));
    if (!result.ok) throw new Error('fixture must parse');
    const back = seatTrackerSubscriptionToWire(result.value);
    expect(back.seats).toBe('31F, 31G');
    expect(back.Criteria?.seat_preferences).toBe('window,aisle');
    expect(back.Criteria?.should_find_exit_row).toBe('true');
    expect(seatTrackerUpdateBody.safeParse({ SeatTrackerSubscription: back }).success).toBe(true);
  });
  it('names the field that breaks a seat tracker rule', () => {
    const parse = (patch: object) => seatTrackerSubscriptionFromWire(seatTrackerSubscriptionWire.parse({ ...wire, ...patch }));
    expect(parse({ seats: '31F, 31' })).toEqual({ ok: false, error: { field: 'seats', error: { kind: 'invalid-seat', token: '31' } } });
    expect(parse({ Criteria: { adjacent_seat_amount: 5 } })).toEqual({
      ok: false,
      error: { field: 'Criteria.adjacent_seat_amount', error: { kind: 'adjacent-out-of-range', value: '5' } },
    });
    expect(parse({ Criteria: { seat_preferences: 'sofa' } })).toEqual({
      ok: false,
      error: { field: 'Criteria.seat_preferences', error: { kind: 'unknown-preference', token: 'sofa' } },
    });
    expect(parse({ Matches: { Seats: [{ index: 0, seat: 'xx' }] } })).toEqual({
      ok: false,
      error: { field: 'Matches.Seats', error: { kind: 'invalid-seat', token: 'xx' } },
    });
  });
  it('reads missing criteria as no preferences and one seat', () => {
    const r = seatTrackerCriteriaFromWire(seatTrackerCriteriaWire.parse({}));
    expect(r).toEqual({
      ok: true,
      value: {
        qualifier: '',
        seatPreferences: [],
        areaPreferences: [],
        shouldFindFirstClass: false,
        shouldFindPremiumSeats: false,
        shouldFindEconomySeats: false,
        shouldFindExitRow: false,
        shouldFindBulkheadRow: false,
        adjacentSeatAmount: 1,
        individualSeat: false,
      },
    });
    expect(isSeatTrackerActive({ deactivationCode: 'X' })).toBe(false);
  });
});
