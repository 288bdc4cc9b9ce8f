import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateOrder, PendingTripInvitation, Trip } from '@waybook/core';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { participantLabelKey, tripDatesMessage, type ParticipantRow } from './trip-view.js';
import type { TripDetailsState } from '../server-data/use-trip-details.js';

// Pieces shared by the trip summary and the print page.

/**
 * What a trip page shows while its trip is not ready: a spinner, the not-found state, or
 * "Error loading trip" with a retry button. Null once the trip is there.
 */
export function TripLoadState({ state, retry }: { readonly state: TripDetailsState; readonly retry: () => void }) {
  const { t } = useTranslation('tripSummary');
  switch (state.status) {
    case 'ready':
      return null;
    case 'loading':
      return (
        <div className="wb-page wb-trip-loading">
          <Spinner size="lg" label={t('loading')} showLabel />
        </div>
      );
    case 'not-found':
      return <NotFoundPage resource={t('trip')} />;
    case 'error':
      return (
        <div className="wb-page">
          <div className="wb-card wb-trip-error" role="alert">
            <h1>{t('loadError')}</h1>
            <p className="wb-muted">{t('loadErrorHint')}</p>
            <Button variant="primary" onPress={retry}>
              {t('retry')}
            </Button>
          </div>
        </div>
      );
  }
}

/** Props of {@link TripFacts}. */
export interface TripFactsProps {
  readonly trip: Pick<Trip, 'startDate' | 'endDate' | 'primaryLocation'>;
  /** The user's date order, for the dates. */
  readonly dateOrder: DateOrder;
  /** Further facts after the dates and destination, each a `<div>` of `<dt>` and `<dd>`. */
  readonly children?: ReactNode;
}

/** The trip's facts: its dates in the user's date order and its destination (when it has one). */
export function TripFacts({ trip, dateOrder, children }: TripFactsProps) {
  const { t } = useTranslation('tripSummary');
  const dates = tripDatesMessage(trip, dateOrder);
  return (
    <dl className="wb-trip__facts">
      <div>
        <dt>{t('header.dates')}</dt>
        <dd>{t(dates.key, dates.values)}</dd>
      </div>
      {trip.primaryLocation !== '' && (
        <div>
          <dt>{t('header.destination')}</dt>
          <dd>{trip.primaryLocation}</dd>
        </div>
      )}
      {children}
    </dl>
  );
}

/** Props of {@link ParticipantsList}. */
export interface ParticipantsListProps {
  readonly rows: readonly ParticipantRow[];
  readonly myProfileRef: string | undefined;
  /** Invitations not yet taken up; the server sends them to editors only. */
  readonly pending?: readonly PendingTripInvitation[];
  /** Shows the e-mail addresses the server sent (editors only receive them). */
  readonly showEmails?: boolean;
}

/** The trip's participants with their type labels, then the pending invitations. */
export function ParticipantsList({ rows, myProfileRef, pending = [], showEmails = true }: ParticipantsListProps) {
  const { t } = useTranslation('tripSummary');
  if (rows.length === 0 && pending.length === 0) return <p className="wb-muted">{t('participants.none')}</p>;
  return (
    <>
      <ul className="wb-trip-people">
        {rows.map((row) => {
          return (
            <li key={row.profileRef} className="wb-trip-people__row">
              <span className="wb-trip-people__name">
                {row.displayName || t('participants.unnamed')}
                {row.profileRef === myProfileRef && <span className="wb-muted"> {t('participants.you')}</span>}
              </span>
              {showEmails && row.emailAddress !== null && row.emailAddress !== '' && <span className="wb-trip-people__email">{row.emailAddress}</span>}
              <span className="wb-trip-people__type">{t(participantLabelKey(row.invitee))}</span>
            </li>
          );
        })}
      </ul>
      {pending.length > 0 && (
        <>
          <h3 className="wb-trip-people__pending-heading">{t('participants.pendingHeading')}</h3>
          <ul className="wb-trip-people">
            {pending.map((p) => (
              <li key={p.emailAddress} className="wb-trip-people__row">
                <span className="wb-trip-people__name">{p.emailAddress}</span>
                <span className="wb-trip-people__type">{t(`participants.${p.type}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
