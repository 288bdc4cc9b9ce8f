import { Container, type ServiceIdentifier } from 'inversify';
import { z } from 'zod';
import {
  AlertService,
  type AlertCacheValues,
  BookingImportService,
  CachePolicy,
  DocumentService,
  FlightInfoService,
  LegacyIdResolver,
  LookupSearch,
  PlaceSearch,
  PlanService,
  OfflineKeeper,
  OfflineStatus,
  ProfileService,
  TripService,
  type ApiTransport,
  type TripCacheValues,
  type ErrorReporter,
  type KeyValueStore,
  type PageNavigator,
  todayInZone,
} from '@waybook/core';
import { KyApiTransport } from '@waybook/adapter-http';
import {
  BrowserNavigator,
  ConsoleErrorReporter,
  LocalStorageStore,
  pageRecaptchaHost,
  readCookie,
  ScriptRecaptchaClient,
  ServiceWorkerOfflineStore,
} from '@waybook/adapter-browser';
import { TOKENS } from '../di/tokens.js';
import { lazyService, type AsyncService } from './lazy-service.js';

// The account and settings areas' services and their codecs: one chunk, fetched on first use.
const accountServices = () => import('./account-services.js');
type AccountServices = Awaited<ReturnType<typeof accountServices>>;

const API = Symbol('ApiTransport');

/**
 * The UI's composition root: the only file that imports adapters. Features resolve services
 * through useService(TOKENS.x).
 *
 * @example
 * const container = createContainer(window, () => i18n.language);
 */
export function createContainer(win: Window, locale: () => string): Container {
  // zod would otherwise probe `new Function`, which the Content-Security-Policy rightly refuses.
  z.config({ jitless: true });
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<KeyValueStore>(TOKENS.storage).toConstantValue(new LocalStorageStore(win.localStorage));
  container.bind<PageNavigator>(TOKENS.navigator).toConstantValue(new BrowserNavigator(win.location, win.document));
  container.bind<ErrorReporter>(TOKENS.reporter).toConstantValue(new ConsoleErrorReporter(console));
  // The browser's zone: "today" for badges and tabs here, and sent with every call so the server agrees.
  const timeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
  container.bind<() => string>(TOKENS.today).toConstantValue(() => todayInZone(new Date(), timeZone()));
  // Offline on the travel day: the transport says where answers came from; the frame shows it.
  const offline = new OfflineStatus();
  container.bind(TOKENS.offlineStatus).toConstantValue(offline);
  container.bind<ApiTransport>(API).toResolvedValue(
    (reporter: ErrorReporter, nav: PageNavigator, storage: KeyValueStore) =>
      new KyApiTransport({
        appVersion: __APP_VERSION__,
        reporter,
        csrfToken: () => readCookie(win.document.cookie, 'csrf_token'),
        locale,
        timeZone,
        correlationId: () => win.crypto.randomUUID(),
        currentUrl: () => nav.currentUrl(),
        prefixUrl: win.location.origin,
        offline,
        onGlobalAction: (action) => {
          if (action.kind === 'login' || action.kind === 'logout') {
            storage.remove('profile');
            storage.remove('inboxSyncEmailRef');
          }
          // Sign-out is a POST with the CSRF token; the server refuses a sign-out by GET.
          if (action.kind === 'logout') nav.postForm(action.url);
          else if (action.kind === 'login' || action.kind === 'leave') nav.assign(action.url);
        },
      }),
    [TOKENS.reporter, TOKENS.navigator, TOKENS.storage],
  );
  container
    .bind(TOKENS.profileService)
    .toResolvedValue(
      (api: ApiTransport, storage: KeyValueStore, nav: PageNavigator) => new ProfileService(api, storage, nav),
      [API, TOKENS.storage, TOKENS.navigator],
    );
  container.bind(TOKENS.placeSearch).toResolvedValue((api: ApiTransport) => new PlaceSearch(api), [API]);
  container.bind(TOKENS.lookupSearch).toResolvedValue((api: ApiTransport) => new LookupSearch(api), [API]);
  // One cache for the session: trip lists live five minutes and any trip change invalidates them.
  const cache = new CachePolicy<TripCacheValues & AlertCacheValues>({ now: () => new Date() });
  // An account or settings area's service: built from its chunk on first use (lazyService).
  const accountService = <T extends AsyncService<T>>(token: ServiceIdentifier<T>, make: (services: AccountServices, api: ApiTransport) => T) =>
    container.bind(token).toResolvedValue((api: ApiTransport) => lazyService(async () => make(await accountServices(), api)), [API]);
  container.bind(TOKENS.legacyIds).toResolvedValue((api: ApiTransport) => new LegacyIdResolver(api), [API]);
  container.bind(TOKENS.tripService).toResolvedValue((api: ApiTransport) => new TripService(api, cache), [API]);
  container.bind(TOKENS.flightLookup).toResolvedValue((api: ApiTransport) => new FlightInfoService(api), [API]);
  container.bind(TOKENS.planService).toResolvedValue((api: ApiTransport) => new PlanService(api, cache), [API]);
  container.bind(TOKENS.documentService).toResolvedValue((api: ApiTransport) => new DocumentService(api), [API]);
  accountService(TOKENS.emailAddresses, (s, api) => new s.EmailAddressService(api));
  accountService(TOKENS.accountDeletion, (s, api) => new s.AccountDeletionService(api));
  accountService(TOKENS.accountPassword, (s, api) => new s.AccountPasswordService(api));
  accountService(TOKENS.accountMerge, (s, api) => new s.AccountMergeService(api, cache));
  accountService(TOKENS.profilePhoto, (s, api) => new s.ProfilePhotoService(api));
  accountService(TOKENS.innerCircle, (s, api) => new s.InnerCircleService(api, cache));
  // Uploaded bookings land in trips: a successful import makes the trip lists stale.
  container.bind(TOKENS.bookingImports).toResolvedValue((api: ApiTransport) => new BookingImportService(api, cache), [API]);
  accountService(TOKENS.plansAddresses, (s, api) => new s.PlansAddressService(api));
  accountService(TOKENS.billing, (s, api) => new s.ProBillingService(api));
  accountService(TOKENS.support, (s, api) => new s.SupportClient(api));
  accountService(TOKENS.calendarFeed, (s, api) => new s.CalendarFeedClient(api));
  accountService(TOKENS.connectedApplications, (s, api) => new s.ConnectedApplicationsClient(api));
  accountService(TOKENS.dataTransfers, (s, api) => new s.DataTransferClient(api, cache));
  const offlineStore = ServiceWorkerOfflineStore.ofWindow(win);
  container.bind(TOKENS.offlineKeeper).toResolvedValue((api: ApiTransport) => new OfflineKeeper(api, offlineStore, { now: () => new Date() }), [API]);
  accountService(TOKENS.aiImport, (s, api) => new s.AiImportService(api));
  // Alerts share the session cache: new trip-related alerts also make the trip lists stale.
  container.bind(TOKENS.alertService).toResolvedValue((api: ApiTransport) => new AlertService(api, cache, { now: () => new Date() }), [API]);
  // reCAPTCHA's script is loaded only when a code is asked for with a site key in appConfig.
  const captcha = new ScriptRecaptchaClient(pageRecaptchaHost(win.document, win));
  accountService(TOKENS.notifications, (s, api) => new s.NotificationService(api, captcha));
  return container;
}
