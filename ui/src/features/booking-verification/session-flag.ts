/** The sessionStorage key that says the verification was shown in this tab's session. */
export const SHOWN_FLAG_KEY = 'wb_booking_verification_shown';

/** The part of the Web Storage API the flag needs (sessionStorage in the app). */
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether the verification was shown: never, earlier in this tab (before a reload), or in this page load. */
export type ShownState = 'never' | 'earlier' | 'this-page-load';

// One id per page load: a reload gets a new one, the route changes of this page load keep it.
let pageLoadId: string | undefined;
function thisPageLoad(): string {
  pageLoadId ??= globalThis.crypto.randomUUID();
  return pageLoadId;
}

/**
 * "Once per session" (part 1 section 4), kept in sessionStorage: it lives as long as the tab,
 * survives a reload and is not shared with other tabs. The flag is set when the modal is shown, so
 * a reload in the same tab does not show it again (a reload does not start a new session, and the
 * spec shows it once), while a new tab asks again, and so does signing in again after this modal's Sign
 * Out. The flag names the user (another account signing in in this tab is asked) and the page load
 * that showed it, so that the modal stays
 * open while the app re-mounts its routes in the same page load (the browser's Back button would
 * otherwise close it).
 *
 * @example
 * shownState(window.sessionStorage, profile.uuid) // 'never'
 */
export function shownState(storage: FlagStorage | null, userId: string): ShownState {
  const value = read(storage);
  if (value === null) return 'never';
  const [user, pageLoad] = value.split(' ');
  if (user !== userId) return 'never';
  return pageLoad === thisPageLoad() ? 'this-page-load' : 'earlier';
}

/** Records that the verification is shown to `userId` now. */
export function markShown(storage: FlagStorage | null, userId: string): void {
  try {
    storage?.setItem(SHOWN_FLAG_KEY, `${userId} ${thisPageLoad()}`);
  } catch {
    // Storage full or refused: the modal then shows once per page load.
  }
}

/** Forgets the flag (on Sign Out, so the next sign-in in this tab is asked again). */
export function clearShown(storage: FlagStorage | null): void {
  try {
    storage?.removeItem(SHOWN_FLAG_KEY);
  } catch {
    // Nothing to forget.
  }
}

function read(storage: FlagStorage | null): string | null {
  try {
    return storage?.getItem(SHOWN_FLAG_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The tab's sessionStorage, or null where the browser refuses it (some privacy modes throw). */
export function tabSessionStorage(): FlagStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
