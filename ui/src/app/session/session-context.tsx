import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppConfig, Profile, ProfilePatch, ProfileUpdateError, Result } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { setLocale, toLocale } from '../../i18n/i18n.js';
import { ServerDataProvider } from '../server-data-provider.js';

/** What every screen knows about the signed-in user. */
export interface Session {
  /** From storage at first, then fresh from the server. */
  readonly profile: Profile | undefined;
  /** True once the profile came from the server in this page load. */
  readonly fullProfileLoaded: boolean;
  readonly appConfig: AppConfig | undefined;
  readonly loadFailed: boolean;
  updateProfile(patch: ProfilePatch, options?: { onboarding?: boolean }): Promise<Result<Profile, ProfileUpdateError>>;
  /** Takes a profile another call answered (the photo upload and removal) as the current one. */
  adoptProfile(profile: Profile): void;
  refreshAppConfig(): Promise<void>;
  /** Loads the profile again (after a change elsewhere, such as Pro bought or ended: isPro, the badge). */
  reloadProfile(): Promise<void>;
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Loads the profile (storage first, then the server) and the app flags, and follows the profile's
 * language. Screens below it read server data through one query cache (ServerDataProvider).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const profiles = useService(TOKENS.profileService);
  const { i18n } = useTranslation();
  const [profile, setProfile] = useState<Profile | undefined>(() => profiles.cached());
  const [fullProfileLoaded, setFullProfileLoaded] = useState(false);
  const [appConfig, setAppConfig] = useState<AppConfig | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);

  const applyAppConfig = useCallback((config: Result<AppConfig, unknown>) => {
    if (config.ok) setAppConfig(config.value);
    else setLoadFailed(true);
  }, []);
  const refreshAppConfig = useCallback(async () => applyAppConfig(await profiles.appConfig()), [profiles, applyAppConfig]);

  useEffect(() => {
    let live = true;
    void profiles.load().then((result) => {
      if (!live) return;
      if (result.ok) {
        setProfile(result.value);
        setFullProfileLoaded(true);
      } else if (result.error.kind !== 'blocked') setLoadFailed(true);
    });
    void profiles.appConfig().then((config) => {
      if (live) applyAppConfig(config);
    });
    return () => {
      live = false;
    };
  }, [profiles, applyAppConfig]);

  const language = profile?.languageTag;
  useEffect(() => {
    if (language && language !== i18n.language) void setLocale(i18n, toLocale(language));
  }, [language, i18n]);

  const updateProfile = useCallback(
    async (patch: ProfilePatch, options?: { onboarding?: boolean }) => {
      const result = await profiles.update(patch, options);
      if (result.ok) setProfile(result.value);
      return result;
    },
    [profiles],
  );

  const adoptProfile = useCallback(
    (next: Profile) => {
      profiles.remember(next);
      setProfile(next);
    },
    [profiles],
  );

  const reloadProfile = useCallback(async () => {
    const result = await profiles.load();
    if (result.ok) setProfile(result.value);
  }, [profiles]);

  const value = useMemo<Session>(
    () => ({
      profile,
      fullProfileLoaded,
      appConfig,
      loadFailed,
      updateProfile,
      adoptProfile,
      refreshAppConfig,
      reloadProfile,
      logout: () => profiles.logout(),
    }),
    [profile, fullProfileLoaded, appConfig, loadFailed, updateProfile, adoptProfile, refreshAppConfig, reloadProfile, profiles],
  );
  return (
    <SessionContext.Provider value={value}>
      <ServerDataProvider>{children}</ServerDataProvider>
    </SessionContext.Provider>
  );
}

/**
 * The signed-in user's session.
 *
 * @example
 * const { profile, updateProfile } = useSession();
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Provides a fixed session (and, as the app does, the query cache), for component tests. */
export function TestSessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return (
    <SessionContext.Provider value={value}>
      <ServerDataProvider>{children}</ServerDataProvider>
    </SessionContext.Provider>
  );
}
