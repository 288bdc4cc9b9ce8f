import type { OfflineSignals } from '../ports/offline-store.port.js';

/**
 * What the app frame shows about the network: `savedAt` (the oldest saved-at instant of the
 * answers shown since the server last answered; undefined while the server answers) and
 * `writeRefusals` (how many changes were refused since, so each one can be announced).
 *
 * @example
 * const s: OfflineState = { savedAt: '2026-11-21T08:14:03.120Z', writeRefusals: 1 };
 */
export interface OfflineState {
  readonly savedAt: string | undefined;
  readonly writeRefusals: number;
}

/**
 * The offline state of the app, fed by the transport ({@link OfflineSignals}) and read by the
 * frame through `subscribe`/`state` (useSyncExternalStore). Edits are never queued: a change made
 * with no network is refused (see docs/architecture.md, "Offline on the travel day").
 *
 * @example
 * const status = new OfflineStatus();
 * status.answered('2026-11-21T08:14:03.120Z');
 * status.state().savedAt // '2026-11-21T08:14:03.120Z'
 * status.answered(undefined);
 * status.state().savedAt // undefined
 */
export class OfflineStatus implements OfflineSignals {
  private current: OfflineState = { savedAt: undefined, writeRefusals: 0 };
  private readonly listeners = new Set<() => void>();

  /** A read was answered: from the saved copy of `savedAt`, or (undefined) by the server. */
  answered(savedAt: string | undefined): void {
    if (savedAt === undefined) {
      if (this.current.savedAt === undefined && this.current.writeRefusals === 0) return;
      this.set({ savedAt: undefined, writeRefusals: 0 });
      return;
    }
    const valid = !Number.isNaN(Date.parse(savedAt));
    if (!valid) return;
    const oldest = this.current.savedAt === undefined || Date.parse(savedAt) < Date.parse(this.current.savedAt) ? savedAt : this.current.savedAt;
    if (oldest !== this.current.savedAt) this.set({ ...this.current, savedAt: oldest });
  }

  /** A change could not be sent: there is no network. */
  writeRefused(): void {
    this.set({ ...this.current, writeRefusals: this.current.writeRefusals + 1 });
  }

  /** The user closed the refusal message. */
  acknowledgeRefusals(): void {
    if (this.current.writeRefusals > 0) this.set({ ...this.current, writeRefusals: 0 });
  }

  /** The state now; the same object until it changes. */
  state(): OfflineState {
    return this.current;
  }

  /** Calls `listener` after every change; answers the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: OfflineState): void {
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
