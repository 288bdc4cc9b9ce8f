import { describe, expect, it } from 'vitest';
import { dateTimeFromWire, dateTimeToWire, dateTimeWire, wireList, wireNumber, wireText } from './wire-scalars.js';

describe('wire scalars', () => {
  it('reads numbers as numbers or text', () => {
    expect([wireNumber.parse(42), wireNumber.parse('42'), wireNumber.parse('-1.5')]).toEqual([42, 42, -1.5]);
    expect(wireNumber.safeParse('4x').success).toBe(false);
  });
  it('reads missing text as empty', () => {
    expect([wireText.parse(undefined), wireText.parse(null), wireText.parse('B12')]).toEqual(['', '', 'B12']);
  });
  it('"Lists are space- or comma-separated"', () => {
    expect(wireList.parse('window, aisle middle')).toEqual(['window', 'aisle', 'middle']);
    expect(wireList.parse(['window', 'aisle'])).toEqual(['window', 'aisle']);
    expect(wireList.parse(undefined)).toEqual([]);
  });
  it('"Date-time: date (format y-MM-dd), time (HH:mm:ss), timezone (the string \'null\' means none), UTC offset"', () => {
    const w = dateTimeWire.parse({ date: '2026-03-08', time: '14:30:00', timezone: 'null', utc_offset: '-05:00' });
    expect(dateTimeFromWire(w)).toEqual({ date: '2026-03-08', time: '14:30:00', timezone: null });
    expect(dateTimeToWire({ date: '2026-03-08', time: '14:30:00', timezone: null })).toEqual({ date: '2026-03-08', time: '14:30:00', timezone: 'null' });
    expect(dateTimeToWire({ date: '2026-07-01', time: '09:00:00', timezone: 'Europe/Paris' })).toEqual({
      date: '2026-07-01',
      time: '09:00:00',
      timezone: 'Europe/Paris',
      utc_offset: '+02:00',
    });
  });
});
