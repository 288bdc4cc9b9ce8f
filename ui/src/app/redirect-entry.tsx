import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { decideRedirect, STORAGE_KEYS } from '@waybook/core';
import { useService } from '../di/container-context.js';
import { TOKENS } from '../di/tokens.js';

/**
 * The home route. With a redirect_type query (links in e-mails and from other apps) it sends the
 * user on, replacing history (part 1 section 2.4, decided by core's decideRedirect, which reports
 * missing ids); without one it opens the trips.
 */
export function RedirectEntry() {
  const [params] = useSearchParams();
  const storage = useService(TOKENS.storage);
  const reporter = useService(TOKENS.reporter);
  const query = Object.fromEntries(params.entries());
  const decision =
    query['redirect_type'] === undefined ? null : decideRedirect({ query, inboxSyncEmailRef: storage.get(STORAGE_KEYS.inboxSyncEmailRef) ?? null });
  const reportError = decision?.reportError;
  const search = params.toString();
  useEffect(() => {
    if (reportError !== undefined) reporter.report(reportError, { query: search });
  }, [reportError, reporter, search]);
  return <Navigate to={decision?.path ?? '/trips'} replace />;
}
