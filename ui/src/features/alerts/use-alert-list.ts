import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AccountAlert, AiAlertVisibility, AlertListPage, AlertService } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { TOKENS } from '../../di/tokens.js';
import { useService } from '../../di/container-context.js';
import type { LoadState } from '../../shared/server-data/load-state.js';

/** A page of alerts as shown: the list, the alerts to show (the AI alert injected) and when it was read. */
export interface ShownAlerts {
  readonly page: AlertListPage;
  readonly alerts: readonly AccountAlert[];
  readonly readAt: Date;
}

/** Whether the AI extractor alert shows: from the full profile's aiImport and appConfig's flag. */
export function useAiAlertVisibility(): AiAlertVisibility {
  const { fullProfileLoaded, appConfig, profile } = useSession();
  return { fullProfileLoaded, aiImport: profile?.aiImport, isGenaiAlertEnabled: appConfig?.isGenaiAlertEnabled };
}

/** The version of the service's cached list: it changes whenever the list does. */
export function useAlertChanges(service: AlertService): number {
  return useSyncExternalStore(service.subscribe, service.version, service.version);
}

/** Loads one page of alerts (page 1 from the cache), again whenever the cached list changes. */
export function useAlertPage(pageNum: number): LoadState<ShownAlerts> {
  const service = useService(TOKENS.alertService);
  const version = useAlertChanges(service);
  const visibility = useAiAlertVisibility();
  const { fullProfileLoaded, aiImport, isGenaiAlertEnabled } = visibility;
  const [state, setState] = useState<{ readonly pageNum: number; readonly load: LoadState<ShownAlerts> }>({ pageNum, load: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    void service.page(pageNum).then((answer) => {
      if (!live) return;
      const shown = (page: AlertListPage): ShownAlerts => ({
        page,
        alerts: pageNum === 1 ? service.shown(page.alerts, { fullProfileLoaded, aiImport, isGenaiAlertEnabled }) : page.alerts,
        readAt: service.now(),
      });
      // A failed re-read keeps what is shown.
      setState((before) =>
        answer.ok
          ? { pageNum, load: { status: 'ready', value: shown(answer.value) } }
          : before.pageNum === pageNum && before.load.status === 'ready'
            ? before
            : { pageNum, load: { status: 'error' } },
      );
    });
    return () => {
      live = false;
    };
  }, [service, pageNum, version, fullProfileLoaded, aiImport, isGenaiAlertEnabled]);
  return state.pageNum === pageNum ? state.load : { status: 'loading' };
}

/**
 * The first page of alerts for the dropdown, kept fresh: the background refresh runs 5 s before
 * the cached list expires (and its retries), as the service's schedule says.
 */
export function useAlertList(): LoadState<ShownAlerts> {
  const service = useService(TOKENS.alertService);
  const version = useAlertChanges(service);
  const load = useAlertPage(1);
  useEffect(() => {
    const delay = service.refreshDelayMs();
    if (delay === null) return;
    const timer = window.setTimeout(() => void service.refreshIfDue(), delay);
    return () => window.clearTimeout(timer);
  }, [service, version, load]);
  return load;
}
