import { describe, expect, it } from 'vitest';
import { POINTS_LIST_MAX_ACTIVITIES, POINTS_LIST_MAX_EXPIRATIONS, POINTS_LIST_QUERY } from './points-list-request.js';

describe('points list request', () => {
  it('"GET v2/list/points_program: include_dm and include_ut true, max_activities 10, max_expirations 1"', () => {
    expect(POINTS_LIST_MAX_ACTIVITIES).toBe(10);
    expect(POINTS_LIST_MAX_EXPIRATIONS).toBe(1);
    expect(POINTS_LIST_QUERY).toEqual({ include_dm: 'true', include_ut: 'true', max_activities: 10, max_expirations: 1 });
  });
});
