/**
 * The device's store of saved trips (a service worker and its caches in the browser). Answers of
 * the trip, plan and document reads are saved by the store itself as they pass; this port is what
 * the app asks of it besides.
 *
 * @example
 * if (await store.ready()) await store.keepFile('/plan/document/d1');
 */
export interface OfflineStore {
  /** True once this page's requests go through the store (the browser has one and it is active). */
  ready(): Promise<boolean>;
  /** Makes sure what is saved belongs to `owner` (an account): anything another account saved is cleared first. */
  adoptOwner(owner: string): Promise<void>;
  /** Saves a file (a plan document, its thumbnail) so it opens with no network. */
  keepFile(url: string): Promise<void>;
  /**
   * Drops what a complete keeping run no longer wants: every saved answer saved before
   * `keptSince`, and every saved file not in `files` (the URLs given to {@link keepFile}). The
   * account's mark stays.
   */
  prune(keptSince: Date, files: readonly string[]): Promise<void>;
  /** Clears every saved answer and file (sign-out). */
  forget(): Promise<void>;
}

/**
 * What the transport tells the app about where an answer came from: `answered(savedAt)` after
 * each read (the saved-at instant when it came from the device's saved copy, undefined when from
 * the server), `writeRefused()` when a change could not be sent because the network is gone.
 *
 * @example
 * signals.answered('2026-11-21T08:14:03.120Z');
 */
export interface OfflineSignals {
  answered(savedAt: string | undefined): void;
  writeRefused(): void;
}
