import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover, Separator, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { buildPath, calendarFileName, canDeleteTrip, mayEditTrip, type Trip, type TripRole } from '@waybook/core';
import { Button, LinkButton } from '../../components/button/button.js';
import { useBookingImports } from '../../shared/imports/import-booking.js';
import { calendarFileHref } from '../../shared/trips/trip-view.js';

/** The modals the trip actions open. */
export type TripModal = 'merge' | 'delete' | 'leave';

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The actions of a trip as far as the user's role allows them: Add a plan and Share in view (for
 * editors), everything else in the More menu (edit, trip cost, print, calendar file, export, then merge
 * and delete for the owner or leave for the others), so the row stays one line on a phone.
 *
 * @example
 * <TripActions trip={trip} role="owner" onOpen={(modal) => setModal(modal)} />
 */
export function TripActions({ trip, role, onOpen }: { readonly trip: Trip; readonly role: TripRole | null; readonly onOpen: (modal: TripModal) => void }) {
  const { t } = useTranslation(['tripSummary', 'imports', 'dataTransfer']);
  const imports = useBookingImports();
  const navigate = useNavigate();
  const base = `/trips/${encodeURIComponent(trip.uuid)}`;
  const fileName = calendarFileName(trip);
  const editable = mayEditTrip(role);
  const owns = role !== null && canDeleteTrip(role);
  const paths: Readonly<Record<string, string>> = { edit: `${base}/edit`, cost: buildPath('trip_cost', { tripUuid: trip.uuid }), print: `${base}/print` };
  const onAction = (key: Key) => {
    const path = paths[String(key)];
    if (path !== undefined) void navigate(path);
    else if (key === 'export') void navigate(`/settings/data?trip=${encodeURIComponent(trip.uuid)}`, { state: { tripName: trip.displayName } });
    else if (key === 'merge' || key === 'delete' || key === 'leave') onOpen(key);
  };
  return (
    <div role="group" aria-label={t('actions.label')} className="wb-trip__actions">
      {editable && (
        <LinkButton to={`${base}/plans/create`} variant="primary" className="wb-trip__action">
          <PlusIcon />
          {t('plans.add')}
        </LinkButton>
      )}
      {editable && imports !== null && (
        <Button variant="outline-primary" className="wb-trip__action" onPress={() => imports.open(trip.uuid)}>
          {t('imports:action')}
        </Button>
      )}
      {editable && (
        <LinkButton to={`${base}/sharing`} variant="outline-primary" className="wb-trip__action">
          {t('actions.share')}
        </LinkButton>
      )}
      <MenuTrigger>
        <AriaButton className="wb-button wb-button--outline-primary wb-button--md wb-trip__action">
          {t('actions.more')}
          <ChevronIcon />
        </AriaButton>
        <Popover placement="bottom end" className="wb-menu-popover">
          <Menu className="wb-menu" aria-label={t('actions.more')} onAction={onAction}>
            {editable && (
              <MenuItem id="edit" className="wb-menu__item">
                {t('actions.edit')}
              </MenuItem>
            )}
            {editable && (
              <MenuItem id="cost" className="wb-menu__item">
                {t('actions.cost')}
              </MenuItem>
            )}
            <MenuItem id="print" className="wb-menu__item">
              {t('actions.print')}
            </MenuItem>
            {/* Served by the server outside /app: a plain download link, not a router path. */}
            <MenuItem id="calendar" className="wb-menu__item" href={calendarFileHref(trip.uuid, fileName)} download={fileName}>
              {t('actions.calendar')}
            </MenuItem>
            {role !== null && (
              <MenuItem id="export" className="wb-menu__item">
                {t('dataTransfer:exportTrip')}
              </MenuItem>
            )}
            {role !== null && <Separator className="wb-menu__separator" />}
            {owns && (
              <MenuItem id="merge" className="wb-menu__item">
                {t('actions.merge')}
              </MenuItem>
            )}
            {owns && (
              <MenuItem id="delete" className="wb-menu__item wb-menu__item--danger">
                {t('actions.delete')}
              </MenuItem>
            )}
            {!owns && role !== null && (
              <MenuItem id="leave" className="wb-menu__item wb-menu__item--danger">
                {t('actions.leave')}
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
