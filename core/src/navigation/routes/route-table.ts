import { SEGMENT_ROUTE_NAME_TYPES, SEGMENT_ROUTE_TYPES, type SegmentRouteType } from './segment-routes.js';

/**
 * The base path the application is served under; route paths below are relative to it.
 *
 * @example
 * `${APP_BASE_PATH}${buildPath('trips')}` // '/app/trips'
 */
export const APP_BASE_PATH = '/app';

/**
 * The routes of part 1 sections 2.1 and 2.2 by name, as react-router patterns (`:param`).
 * Names the spec gives are kept (home, trips, trip_summary, onboarding, account-manage, ...);
 * the others are choices. Choice: account-manage ("Manage Account", where addresses are added
 * and merged) is /account/profile.
 *
 * @example
 * MAIN_ROUTES.trip_summary // '/trips/:tripUuid'
 */
export const MAIN_ROUTES = {
  home: '/',
  trips: '/trips',
  trip_create: '/trip/create',
  trip_summary: '/trips/:tripUuid',
  trip_edit: '/trips/:tripUuid/edit',
  trip_print: '/trips/:tripUuid/print',
  trip_sharing: '/trips/:tripUuid/sharing',
  plan_create: '/trips/:tripUuid/plans/create',
  trip_cost: '/trips/:tripUuid/cost',
  'fare-tracker-refund': '/trips/:tripUuid/flights/:segmentUuid/fare-tracker',
  'alternate-flights': '/trips/:tripUuid/flights/:segmentUuid/alternate-flights',
  'seat-tracker': '/trips/:tripUuid/flights/:segmentUuid/seat-tracker',
  messages: '/messages',
  support: '/support',
  onboarding: '/onboarding',
  'change-password': '/change-password',
  logout: '/logout',
  'not-found': '/404',
  'old-web': '/old-web',
  'settings-calendar-feed': '/settings/calendar-feed',
  'settings-notifications': '/settings/notifications',
  'settings-preferences': '/settings/preferences',
  'settings-applications': '/settings/applications',
  'settings-artificial-intelligence': '/settings/artificial-intelligence',
  'account-manage': '/account/profile',
  'account-profile-edit': '/account/profile/edit',
  'account-manage-email': '/account/profile/emails/:emailUuid',
  'account-add-email': '/account/profile/emails/add',
  'account-change-password': '/account/profile/change-password',
  'account-merge-accounts': '/account/profile/merge-accounts',
  'account-delete': '/account/manage/delete',
  'account-billing': '/account/billing',
  'account-billing-receipt': '/account/billing/receipts/:receiptId',
  'account-travel-stats': '/account/travel-stats',
  'point-tracker': '/account/point-tracker',
  'point-tracker-program': '/account/point-tracker/:pointsProgramId',
  'account-sharing': '/account/sharing',
} as const;

type NameOf<T extends SegmentRouteType> = (typeof SEGMENT_ROUTE_NAME_TYPES)[T];

/**
 * The five routes of every route type segment (section 2.3), named as part 2 names them:
 * segment_{type}_create, segment_{type}, unfiled_segment_{type}, segment_{type}_edit and
 * unfiled_segment_{type}_edit, where {type} is flight for flights and car for car-rental.
 *
 * @example
 * const p: SegmentRouteTable['unfiled_segment_car'] = '/unfiled/car-rental/:reservationUuid';
 */
export type SegmentRouteTable = {
  readonly [T in SegmentRouteType as `segment_${NameOf<T>}_create`]: `/trips/:tripUuid/${T}/create`;
} & {
  readonly [T in SegmentRouteType as `segment_${NameOf<T>}`]: `/trips/:tripUuid/${T}/:segmentUuid`;
} & {
  readonly [T in SegmentRouteType as `unfiled_segment_${NameOf<T>}`]: `/unfiled/${T}/:reservationUuid`;
} & {
  readonly [T in SegmentRouteType as `segment_${NameOf<T>}_edit`]: `/trips/:tripUuid/${T}/:segmentUuid/edit`;
} & {
  readonly [T in SegmentRouteType as `unfiled_segment_${NameOf<T>}_edit`]: `/unfiled/${T}/:reservationUuid/edit`;
};

function segmentRouteTable(): SegmentRouteTable {
  const entries = SEGMENT_ROUTE_TYPES.flatMap((type) => {
    const name = SEGMENT_ROUTE_NAME_TYPES[type];
    return [
      [`segment_${name}_create`, `/trips/:tripUuid/${type}/create`],
      [`segment_${name}`, `/trips/:tripUuid/${type}/:segmentUuid`],
      [`unfiled_segment_${name}`, `/unfiled/${type}/:reservationUuid`],
      [`segment_${name}_edit`, `/trips/:tripUuid/${type}/:segmentUuid/edit`],
      [`unfiled_segment_${name}_edit`, `/unfiled/${type}/:reservationUuid/edit`],
    ] as const;
  });
  return Object.fromEntries(entries) as SegmentRouteTable;
}

/**
 * Every named route of part 1 section 2: {@link MAIN_ROUTES} and the 60 segment routes.
 *
 * @example
 * ROUTES.segment_flight // '/trips/:tripUuid/flights/:segmentUuid'
 */
export const ROUTES: typeof MAIN_ROUTES & SegmentRouteTable = { ...MAIN_ROUTES, ...segmentRouteTable() };

/**
 * The name of a route.
 *
 * @example
 * const n: RouteName = 'unfiled_segment_note';
 */
export type RouteName = keyof typeof ROUTES;

/**
 * The names of the `:param` segments of a path pattern.
 *
 * @example
 * const p: PathParams<'/trips/:tripUuid/flights/:segmentUuid'> = 'segmentUuid'; // or 'tripUuid'
 */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The parameters a named route needs (numbers allowed for numeric ids).
 *
 * @example
 * const p: RouteParams<'fare-tracker-refund'> = { tripUuid: 't1', segmentUuid: 's1' };
 */
export type RouteParams<N extends RouteName> = { readonly [K in PathParams<(typeof ROUTES)[N]>]: string | number };

/**
 * Whether a string is a route name.
 *
 * @example
 * isRouteName('trip_summary') // true
 * isRouteName('toString')     // false
 */
export function isRouteName(s: string): s is RouteName {
  return Object.hasOwn(ROUTES, s);
}
