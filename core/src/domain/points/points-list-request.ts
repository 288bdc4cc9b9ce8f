/**
 * How many recent activities each program carries in the points-program list (part 3 section 9).
 *
 * @example
 * POINTS_LIST_QUERY.max_activities === POINTS_LIST_MAX_ACTIVITIES // true
 */
export const POINTS_LIST_MAX_ACTIVITIES = 10;

/**
 * How many upcoming expirations each program carries in the points-program list.
 *
 * @example
 * POINTS_LIST_QUERY.max_expirations === POINTS_LIST_MAX_EXPIRATIONS // true
 */
export const POINTS_LIST_MAX_EXPIRATIONS = 1;

/**
 * The query of GET v2/list/points_program: data-mined and user-tracked programs included
 * (booleans as the wire strings "true"), 10 activities and 1 expiration per program.
 *
 * @example
 * POINTS_LIST_QUERY // { include_dm: 'true', include_ut: 'true', max_activities: 10, max_expirations: 1 }
 */
export const POINTS_LIST_QUERY = {
  include_dm: 'true',
  include_ut: 'true',
  max_activities: POINTS_LIST_MAX_ACTIVITIES,
  max_expirations: POINTS_LIST_MAX_EXPIRATIONS,
} as const;
