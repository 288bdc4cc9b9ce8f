import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ok, type AppConfig, type ErrorReporter, type Profile } from '@waybook/core';
import { TestSessionProvider, type Session } from '../../app/session/session-context.js';
import { ContainerProvider } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { createI18n } from '../../i18n/i18n.js';
import { ToastProvider } from '../../components/toast/toast-provider.js';

/**
 * A complete profile for tests, overridable field by field.
 *
 * @example
 * fakeProfile({ homeCountryCode: 'US', isPro: true })
 */
export function fakeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    profileRef: 'p1',
    uuid: 'u1',
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
    homeCity: 'Paris, FR',
    homeAirport: '',
    homeCountryCode: 'FR',
    company: '',
    activityFeedUrl: '',
    alertsFeedUrl: '',
    icalUrl: '',
    isCalDetailed: false,
    isCalLocaltime: false,
    shouldAllowProPurchase: true,
    isLegacyPaidAppUser: false,
    isConcurLinked: false,
    jurisdiction: 'EMEA',
    emailAddresses: [{ uuid: 'e1', address: 'ada@example.com', isPrimary: true, isConfirmed: true, isAutoImport: false }],
    blockedStatus: '',
    mustAcknowledgePrivacyStatement: false,
    lastPrivacyStatementAcknowledgement: 0,
    isPublicTripSharingDisabled: false,
    smsCountryCode: '',
    smsPhoneNumber: '',
    ...overrides,
  };
}

/** App flags for tests. */
export function fakeAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    removeLegacyWeb: false,
    isGenaiAlertEnabled: false,
    isRecaptchaEnabled: false,
    recaptchaSiteKey: '',
    mustOnboard: false,
    legacyWebUrl: 'https://classic.waybook.app/',
    ...overrides,
  };
}

/**
 * A signed-in session whose updateProfile succeeds, overridable.
 *
 * @example
 * fakeSession({ profile: fakeProfile({ isPro: true }) })
 */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  const profile = 'profile' in overrides ? overrides.profile : fakeProfile();
  return {
    profile,
    fullProfileLoaded: true,
    appConfig: fakeAppConfig(),
    loadFailed: false,
    updateProfile: async (patch) => ok({ ...(profile ?? fakeProfile()), ...patch }),
    refreshAppConfig: async () => undefined,
    reloadProfile: async () => undefined,
    adoptProfile: () => undefined,
    logout: () => undefined,
    ...overrides,
  };
}

/** Options of {@link renderShell}. */
export type RenderShellOptions = {
  readonly routes: RouteObject[];
  readonly initialEntries?: string[];
  readonly session?: Session;
  /** What TOKENS.today returns (y-MM-dd). */
  readonly today?: string;
  /** The i18n instance (default: en-US with every namespace loaded). */
  readonly i18n?: i18n;
  /** Binds further services (fakes) into the container. */
  readonly bind?: (container: Container) => void;
};

/** What {@link renderShell} gives back. */
export type ShellRender = RenderResult & {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly reports: { message: string; context?: Readonly<Record<string, unknown>> }[];
  readonly i18n: i18n;
  readonly user: ReturnType<typeof userEvent.setup>;
};

/**
 * Renders routes in a memory router with the app's providers: en-US i18n, a container with a
 * recording error reporter and a fixed date, toasts and a fixed session.
 *
 * @example
 * const { user, router } = await renderShell({ routes: [{ element: <AppFrame />, children }] });
 */
export async function renderShell(options: RenderShellOptions): Promise<ShellRender> {
  const instance = options.i18n ?? (await createI18n('en-US'));
  const reports: { message: string; context?: Readonly<Record<string, unknown>> }[] = [];
  const reporter: ErrorReporter = { report: (message, context) => void reports.push({ message, context }) };
  const container = new Container();
  container.bind<ErrorReporter>(TOKENS.reporter).toConstantValue(reporter);
  container.bind<() => string>(TOKENS.today).toConstantValue(() => options.today ?? '2031-05-01');
  options.bind?.(container);
  const router = createMemoryRouter(options.routes, { initialEntries: options.initialEntries ?? ['/'] });
  const user = userEvent.setup();
  const session = options.session ?? fakeSession();
  const Providers = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={instance}>
      <ContainerProvider container={container}>
        <ToastProvider>
          <TestSessionProvider value={session}>{children}</TestSessionProvider>
        </ToastProvider>
      </ContainerProvider>
    </I18nextProvider>
  );
  const result = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { ...result, router, reports, i18n: instance, user };
}
