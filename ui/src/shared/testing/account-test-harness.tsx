import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Container } from 'inversify';
import { vi, type Mock } from 'vitest';
import { ok, type ErrorReporter, type LookupSearch, type PlaceSearch, type PlansAddressService, type Profile, type Suggestion } from '@waybook/core';
import { createI18n } from '../../i18n/i18n.js';
import type { Locale } from '../../i18n/messages.js';
import { ContainerProvider } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { TestSessionProvider, type Session } from '../../app/session/session-context.js';
import { ToastProvider } from '../../components/toast/toast-provider.js';
import { fakeAirportLookup } from './fake-airport-lookup.js';

/** A complete profile of an onboarded user, with overrides. */
export function sampleProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    profileRef: 'p-1',
    uuid: 'u-1',
    isClient: false,
    isPro: false,
    isEnterprisePro: false,
    screenName: 'ada',
    displayName: 'Ada Lovelace',
    firstName: 'Ada',
    middleName: '',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    profileUrl: '',
    photoUrl: '',
    languageTag: 'en-US',
    dateEndianFormat: 'M',
    hourClock: 1,
    distance: 'M',
    temperature: 'F',
    shouldAutoImport: false,
    homeCity: 'London, United Kingdom',
    homeAirport: '',
    homeCountryCode: 'GB',
    company: '',
    activityFeedUrl: '',
    alertsFeedUrl: '',
    icalUrl: '',
    isCalDetailed: false,
    isCalLocaltime: false,
    shouldAllowProPurchase: true,
    isLegacyPaidAppUser: false,
    isConcurLinked: false,
    jurisdiction: 'AMER',
    emailAddresses: [{ uuid: 'e-1', address: 'ada@example.com', isPrimary: true, isConfirmed: true, isAutoImport: false }],
    blockedStatus: '',
    mustAcknowledgePrivacyStatement: false,
    lastPrivacyStatementAcknowledgement: 0,
    isPublicTripSharingDisabled: false,
    smsCountryCode: '',
    smsPhoneNumber: '',
    ...overrides,
  };
}

/** The fake session and services a screen test drives. */
export interface Harness {
  readonly session: Session & {
    updateProfile: Mock<Session['updateProfile']>;
    refreshAppConfig: Mock<Session['refreshAppConfig']>;
    adoptProfile: Mock<Session['adoptProfile']>;
  };
  readonly search: Mock<PlaceSearch['search']>;
  /** The default reporter's `report` (not called when `bind` bound a reporter of its own). */
  readonly report: Mock<ErrorReporter['report']>;
}

/** Where the memory router is, rendered for assertions. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export const PLACES: readonly Suggestion[] = [
  { id: 'pl-1', label: 'London, United Kingdom' },
  { id: 'pl-2', label: 'Lyon, France' },
];

/** Options of {@link renderScreen}. */
export interface ScreenOptions {
  readonly path: string;
  readonly profile?: Profile;
  readonly fullProfileLoaded?: boolean;
  readonly today?: string;
  readonly locale?: Locale;
  /** The route pattern the screen is mounted at (for screens with parameters); defaults to `path`. */
  readonly routePath?: string;
  /**
   * Binds further services (for example TOKENS.tripService with a fake) into the container; a
   * reporter bound here replaces the default one.
   */
  readonly bind?: (container: Container) => void;
  /** appConfig flags that differ from the defaults (everything off). */
  readonly appConfig?: Partial<NonNullable<Session['appConfig']>>;
}

/**
 * Renders a screen inside i18n, a memory router at `path`, a fake session, a container with a
 * place search, today and an error reporter (a mock, so that screens that report, such as the
 * not-found page, need nothing more), and the toast provider.
 */
export async function renderScreen(screen: ReactElement, options: ScreenOptions): Promise<RenderResult & Harness> {
  const profile = options.profile ?? sampleProfile();
  const i18n = await createI18n(options.locale ?? 'en-US');
  const search = vi.fn<PlaceSearch['search']>(async (query: string) => ok(PLACES.filter((p) => p.label.toLowerCase().startsWith(query.trim().toLowerCase()))));
  const container = new Container();
  container.bind(TOKENS.placeSearch).toConstantValue({ search } as unknown as PlaceSearch);
  container.bind(TOKENS.today).toConstantValue(() => options.today ?? '2026-11-21');
  options.bind?.(container);
  // The trip summary's map reads its flights' airports from the airport data: any screen that
  // leads to a trip summary needs it.
  if (!container.isBound(TOKENS.lookupSearch)) container.bind(TOKENS.lookupSearch).toConstantValue(fakeAirportLookup() as unknown as LookupSearch);
  // The profile page shows the plans address: by default this server takes no forwarded mail.
  if (!container.isBound(TOKENS.plansAddresses))
    container.bind(TOKENS.plansAddresses).toConstantValue({
      get: async () => ok({ enabled: false, shared: '', personal: '', personalCreated: null }),
      reset: async () => ok({ enabled: false, shared: '', personal: '', personalCreated: null }),
    } as unknown as PlansAddressService);
  const report = vi.fn<ErrorReporter['report']>();
  if (!container.isBound(TOKENS.reporter)) container.bind(TOKENS.reporter).toConstantValue({ report });
  // Browser storage, empty for each screen (the last used currency, for one).
  const stored = new Map<string, string>();
  if (!container.isBound(TOKENS.storage))
    container.bind(TOKENS.storage).toConstantValue({
      get: (k: string) => stored.get(k),
      set: (k: string, v: string) => void stored.set(k, v),
      remove: (k: string) => void stored.delete(k),
    });
  const session: Harness['session'] = {
    profile,
    fullProfileLoaded: options.fullProfileLoaded ?? true,
    appConfig: {
      removeLegacyWeb: false,
      isGenaiAlertEnabled: false,
      isRecaptchaEnabled: false,
      recaptchaSiteKey: '',
      mustOnboard: false,
      legacyWebUrl: '',
      ...options.appConfig,
    },
    loadFailed: false,
    updateProfile: vi.fn<Session['updateProfile']>(async (patch) => ok({ ...profile, ...patch })),
    refreshAppConfig: vi.fn<Session['refreshAppConfig']>(async () => undefined),
    reloadProfile: vi.fn<Session['reloadProfile']>(async () => undefined),
    adoptProfile: vi.fn<Session['adoptProfile']>(),
    logout: vi.fn(),
  };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <TestSessionProvider value={session}>
          <ToastProvider>
            <MemoryRouter initialEntries={[options.path]}>
              <Routes>
                <Route path={options.routePath ?? options.path} element={screen} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ToastProvider>
        </TestSessionProvider>
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { ...result, session, search, report };
}
