import { describe, expect, it } from 'vitest';
import { FLIGHT_MESSAGE_KEYS, flightMessage } from './message-keys.js';

describe('flights message keys', () => {
  it('are unique and all in the flights namespace', () => {
    expect(new Set(FLIGHT_MESSAGE_KEYS).size).toBe(FLIGHT_MESSAGE_KEYS.length);
    expect(FLIGHT_MESSAGE_KEYS.every((k) => k.startsWith('flights:'))).toBe(true);
  });
  it('leave values out when there are none', () => {
    expect(flightMessage('flights:status.atRisk')).toEqual({ key: 'flights:status.atRisk' });
    expect(flightMessage('flights:seatTracker.invalidSeat', { seat: '31' })).toEqual({ key: 'flights:seatTracker.invalidSeat', values: { seat: '31' } });
  });
});
