import { describe, expect, it } from 'vitest';
import { STATS_MESSAGE_KEYS, statsMessage } from './message-keys.js';

describe('stats message keys', () => {
  it('are unique, in the stats namespace, and messages drop absent values', () => {
    expect(new Set(STATS_MESSAGE_KEYS).size).toBe(STATS_MESSAGE_KEYS.length);
    expect(STATS_MESSAGE_KEYS.every((k) => k.startsWith('stats:'))).toBe(true);
    expect(statsMessage('stats:year.all')).toEqual({ key: 'stats:year.all' });
    expect(statsMessage('stats:co2', { amount: 1.5 })).toEqual({ key: 'stats:co2', values: { amount: 1.5 } });
  });
});
