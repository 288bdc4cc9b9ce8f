import { accountAlertListFromWire, accountAlertListWire } from '../contract/alerts/account-alert-wire.js';
import { ALERT_PAGE_SIZE, dismissAccountPremiumAlertEntry, listProAlertsEntry, updateProAlertsViewedEntry } from '../contract/alerts/alert-entries.js';
import type { AccountAlert, AccountAlertList } from '../domain/alerts/account-alert.js';
import { withAiExtractorAlert } from '../domain/alerts/ai-extractor-alert.js';
import { withoutDismissed } from '../domain/alerts/alert-dismissal.js';
import { markAllViewed } from '../domain/alerts/alert-dropdown.js';
import { withoutUrls } from '../domain/alerts/alert-text.js';
import { nextAttempt, shouldRefresh } from '../domain/cache/cache-entry.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { CachePolicy, CacheValues } from './cache-policy.js';

/**
 * One page of the alert list: the alerts (URLs stripped), the count of all new alerts and the
 * number of pages.
 *
 * @example
 * const p: AlertListPage = { alerts: [], numNewAlerts: 0, pageNum: 1, maxPage: 1 };
 */
export interface AlertListPage extends AccountAlertList {
  readonly pageNum: number;
  readonly maxPage: number;
}

/**
 * The cache values the alert service needs: the first page under `accountAlerts:list`.
 *
 * @example
 * const cache = new CachePolicy<TripCacheValues & AlertCacheValues>(clock);
 */
export type AlertCacheValues = CacheValues & { 'accountAlerts:list': AlertListPage };

/**
 * Whether the locally injected AI extractor alert shows (see `showAiExtractorAlert`).
 *
 * @example
 * const v: AiAlertVisibility = { fullProfileLoaded: true, aiImport: undefined };
 */
export type AiAlertVisibility = Parameters<typeof withAiExtractorAlert>[1];

const KEY = 'accountAlerts:list';

/**
 * The alert use cases of the app (part 3 sections 2 and 4). The first page (what the navbar's
 * dropdown shows, and the first page of /messages) is cached under `accountAlerts:list` for 10
 * minutes; {@link AlertService.refreshDelayMs} and {@link AlertService.refreshIfDue} drive the
 * background refresh 5 s before expiry with up to 3 retries (core's cache rules; the caller holds
 * the timer). Listeners hear every change, so a dot and a page stay in step.
 *
 * @example
 * const alerts = new AlertService(api, new CachePolicy(clock), clock);
 * const first = await alerts.list(); // ok({ alerts, numNewAlerts, pageNum: 1, maxPage })
 * alerts.invalidate(['FT']); // new alerts are known: read again
 */
export class AlertService {
  private readonly listeners = new Set<() => void>();
  private changes = 0;
  private pending: Promise<Result<AlertListPage, ApiFailure>> | undefined;
  // The uuids of the first page last read (undefined before the first read): what is new is told against it.
  private seen: ReadonlySet<string> | undefined;

  constructor(
    private readonly api: ApiTransport,
    private readonly cache: CachePolicy<AlertCacheValues>,
    private readonly clock: Clock,
  ) {}

  /** Hears every change of the cached list; answers the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes with every change of the cached list (a store snapshot). */
  readonly version = (): number => this.changes;

  /** The first page: from the cache while fresh, else read (one read at a time). */
  async list(): Promise<Result<AlertListPage, ApiFailure>> {
    const cached = this.cache.get(KEY);
    if (cached !== undefined) return ok(cached);
    this.pending ??= this.readFirst().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** One page of all alerts for /messages (page 1 is the cached list). */
  async page(pageNum: number): Promise<Result<AlertListPage, ApiFailure>> {
    return pageNum <= 1 ? this.list() : this.read(pageNum);
  }

  /** The current instant of the service's clock (what alert times are measured against). */
  now(): Date {
    return this.clock.now();
  }

  /** The alerts to show: the AI extractor alert first when it is to be shown, at `clock.now()`. */
  shown(alerts: readonly AccountAlert[], visibility: AiAlertVisibility): readonly AccountAlert[] {
    return withAiExtractorAlert(alerts, visibility, this.clock.now());
  }

  /** Marks every alert viewed (POST v2/updateProAlertsViewed); the cached list follows. */
  async markViewed(): Promise<Result<void, ApiFailure>> {
    const answer = await this.api.call(updateProAlertsViewedEntry, {});
    if (!answer.ok) return answer;
    this.updateCached((page) => ({ ...page, alerts: markAllViewed(page.alerts), numNewAlerts: answer.value.num_new_alerts }));
    return ok(undefined);
  }

  /** Dismisses premium alerts (POST v2/dismissAccountPremiumAlert); answers how many went. */
  async dismiss(uuids: readonly string[]): Promise<Result<number, ApiFailure>> {
    const answer = await this.api.call(dismissAccountPremiumAlertEntry, { body: { alert_uuids: [...uuids] } });
    if (!answer.ok) return answer;
    this.updateCached((page) => {
      const alerts = withoutDismissed(page.alerts, uuids);
      const goneNew = page.alerts.filter((a) => a.isNew && uuids.includes(a.uuid)).length;
      return { ...page, alerts, numNewAlerts: Math.max(0, page.numNewAlerts - goneNew) };
    });
    return ok(answer.value.dismissed);
  }

  /**
   * New alerts are known to exist: the list is read again on its next use (and at once by those
   * listening). With the new alerts' codes, what they make stale goes too (`cacheKeysInvalidatedBy`:
   * trip-related codes also invalidate `trips:list`).
   */
  invalidate(newAlertCodes: readonly string[] = []): void {
    if (newAlertCodes.length === 0) this.cache.invalidate(KEY);
    else this.cache.invalidateForNewAlerts(newAlertCodes);
    this.notify();
  }

  /** Milliseconds until the next background refresh of the list falls due, or null when none is planned. */
  refreshDelayMs(): number | null {
    const entry = this.cache.entry(KEY);
    const due = entry === undefined ? null : nextAttempt(entry);
    return due === null ? null : Math.max(0, due.getTime() - this.clock.now().getTime());
  }

  /** Refreshes the list when due; a failure is counted (retried after 1 s, at most 3 times). */
  async refreshIfDue(): Promise<void> {
    const entry = this.cache.entry(KEY);
    if (entry === undefined || !shouldRefresh(entry, this.clock.now())) return;
    const answer = await this.readFirst();
    if (answer.ok) return;
    this.cache.refreshFailed(KEY);
    this.notify();
  }

  private async readFirst(): Promise<Result<AlertListPage, ApiFailure>> {
    const answer = await this.read(1);
    if (answer.ok) {
      // Alerts that arrived since the last read make what they are about stale (a trip invitation
      // or an import changes the trip lists): invalidated before the new page is kept.
      const arrived = this.seen === undefined ? [] : answer.value.alerts.filter((a) => !this.seen?.has(a.uuid));
      if (arrived.length > 0) this.cache.invalidateForNewAlerts(arrived.map((a) => a.typeCode));
      this.seen = new Set(answer.value.alerts.map((a) => a.uuid));
      this.cache.set(KEY, answer.value);
      this.notify();
    }
    return answer;
  }

  private async read(pageNum: number): Promise<Result<AlertListPage, ApiFailure>> {
    const answer = await this.api.call(listProAlertsEntry, { query: { page_num: String(pageNum), page_size: String(ALERT_PAGE_SIZE) } });
    if (!answer.ok) return answer;
    // The server writes dates and flags as text (alertOutWire); the app's codec reads them.
    const wire = accountAlertListWire.safeParse({ Alerts: answer.value.Alerts, num_new_alerts: answer.value.num_new_alerts });
    if (!wire.success) return err({ kind: 'invalid-response' });
    const list = accountAlertListFromWire(wire.data);
    return ok({ alerts: list.alerts.map(withoutUrls), numNewAlerts: list.numNewAlerts, pageNum, maxPage: answer.value.max_page });
  }

  private updateCached(change: (page: AlertListPage) => AlertListPage): void {
    const cached = this.cache.get(KEY);
    if (cached !== undefined) this.cache.set(KEY, change(cached));
    this.notify();
  }

  private notify(): void {
    this.changes += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
