import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BookingImportsContext, type BookingImports } from '../../shared/imports/import-booking.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { PlanImportNote } from './plan-import-note.js';
import { AllCatalogues } from '../../shared/pages/all-catalogues.js';

// The modal's code loads the first time someone opens it.
const ImportBookingModal = lazy(() => import('./import-booking-modal.js').then((m) => ({ default: m.ImportBookingModal })));

/**
 * Offers booking imports to every page under it (the trips page and a trip's page open the
 * modal, a plan's page shows where an imported plan came from) and holds the import modal. The
 * modal closes when the user goes to another page (a link in its result).
 *
 * @example
 * <BookingImportsProvider><Outlet /></BookingImportsProvider>
 */
export function BookingImportsProvider({ children }: { readonly children: ReactNode }) {
  const [target, setTarget] = useState<{ readonly tripUuid: string; readonly at: string } | null>(null);
  const [done, setDone] = useState(0);
  const alerts = useService(TOKENS.alertService);
  const { pathname } = useLocation();
  // Opened on one page, it does not follow the user to the next.
  if (target !== null && target.at !== pathname) setTarget(null);
  const value = useMemo<BookingImports>(
    () => ({ open: (tripUuid) => setTarget({ tripUuid, at: pathname }), done, PlanNote: PlanImportNote }),
    [done, pathname],
  );
  // An import raises its FI alert: the messages are read again (and the trip lists with them).
  const imported = () => {
    setDone((n) => n + 1);
    alerts.invalidate(['FI']);
  };
  return (
    <BookingImportsContext.Provider value={value}>
      {children}
      {target !== null && (
        <Suspense fallback={null}>
          <AllCatalogues>
            <ImportBookingModal isOpen tripUuid={target.tripUuid} onClose={() => setTarget(null)} onImported={() => imported()} />
          </AllCatalogues>
        </Suspense>
      )}
    </BookingImportsContext.Provider>
  );
}
