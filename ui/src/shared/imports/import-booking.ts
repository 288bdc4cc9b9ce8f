import { createContext, useContext, type ComponentType } from 'react';

/** Props of the provenance line an imported plan's page shows. */
export interface PlanImportNoteProps {
  readonly planUuid: string;
  /** The reader may edit the plan (and so open the original e-mail). */
  readonly editable: boolean;
}

/**
 * What the booking import offers the pages (provided by the imports feature over the whole app):
 * opening the import modal for a trip ('' for wherever the import rules place the plans), how
 * many imports have succeeded so far (a list shown before one may read again), and the line that
 * tells where an imported plan came from.
 */
export interface BookingImports {
  readonly open: (tripUuid: string) => void;
  readonly done: number;
  readonly PlanNote: ComponentType<PlanImportNoteProps>;
}

/** The booking imports of the app; null where no provider is mounted (component tests). */
export const BookingImportsContext = createContext<BookingImports | null>(null);

/**
 * The booking imports, or null when none are offered here.
 *
 * @example
 * const imports = useBookingImports();
 * imports?.open(trip.uuid);
 */
export function useBookingImports(): BookingImports | null {
  return useContext(BookingImportsContext);
}
