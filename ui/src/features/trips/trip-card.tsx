import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  buildPath,
  displayedTripStatuses,
  formatPreferredDate,
  isTripInProgress,
  TRIP_STATUS_LABEL_KEYS,
  type DateOrder,
  type Trip,
  type TripStatus,
} from '@waybook/core';

/** How loud a status pill is; the text always says what it is, the colour only supports it. */
const STATUS_TONE: Readonly<Record<TripStatus, 'alert' | 'warning' | 'neutral' | 'ok'>> = {
  conflict: 'alert',
  cancellations: 'alert',
  connection_at_risk: 'alert',
  delays: 'warning',
  diversions: 'warning',
  monitoring_loss: 'warning',
  missing_key_info: 'warning',
  not_monitored: 'neutral',
  all_clear: 'ok',
};

/** Props of {@link TripCard}. */
export interface TripCardProps {
  readonly trip: Trip;
  /** Today as an internal date, for the in-progress badge. */
  readonly today: string;
  readonly dateOrder: DateOrder;
  /** The owner's name when someone else owns the trip; null for the user's own trips. */
  readonly ownerName: string | null;
}

function TripArt() {
  return (
    <svg className="wb-trip-card__art" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="160" height="90" fill="#e3ecf7" />
      <circle cx="124" cy="24" r="10" fill="#f0a400" />
      <path d="M0 72 L38 40 L62 60 L92 30 L160 78 V90 H0 Z" fill="#9db8d9" />
      <path d="M0 82 L48 60 L86 76 L120 58 L160 84 V90 H0 Z" fill="#0b5cad" opacity="0.75" />
    </svg>
  );
}

/** The trip image, or decorative art when there is none or it fails to load. */
function TripImage({ url }: { readonly url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url === '' || failedUrl === url) return <TripArt />;
  // The image only illustrates; the card's heading names the trip, so the alternative text is empty.
  return <img className="wb-trip-card__image" src={url} alt="" loading="lazy" onError={() => setFailedUrl(url)} />;
}

function useDateText(trip: Trip, order: DateOrder): string {
  const { t } = useTranslation('trips');
  const start = trip.startDate === null ? '' : formatPreferredDate(trip.startDate, order);
  const end = trip.endDate === null ? '' : formatPreferredDate(trip.endDate, order);
  if (start !== '' && end !== '') return start === end ? start : t('card.range', { start, end });
  if (start !== '') return t('card.from', { start });
  if (end !== '') return t('card.until', { end });
  return t('card.noDates');
}

/**
 * One trip of the list: image, name (the link to its summary), dates in the user's date order,
 * destination, owner when it is someone else, an in-progress badge and the status pills.
 *
 * @example
 * <TripCard trip={trip} today="2026-11-21" dateOrder="M" ownerName={null} />
 */
export function TripCard({ trip, today, dateOrder, ownerName }: TripCardProps) {
  const { t } = useTranslation('trips');
  const dates = useDateText(trip, dateOrder);
  const statuses = displayedTripStatuses(trip.statuses);
  const inProgress = isTripInProgress(trip, today);
  return (
    <article className="wb-trip-card">
      <div className="wb-trip-card__media">
        <TripImage url={trip.imageUrl} />
        {inProgress && <span className="wb-trip-card__badge">{t('card.inProgress')}</span>}
      </div>
      <div className="wb-trip-card__body">
        <h3 className="wb-trip-card__name">
          <Link className="wb-trip-card__link" to={buildPath('trip_summary', { tripUuid: trip.uuid })}>
            {trip.displayName.trim() || t('card.untitled')}
          </Link>
        </h3>
        <p className="wb-trip-card__fact">
          <span className="wb-visually-hidden">{t('card.dates')} </span>
          {dates}
        </p>
        {trip.primaryLocation !== '' && (
          <p className="wb-trip-card__fact">
            <span className="wb-visually-hidden">{t('card.destination')} </span>
            {trip.primaryLocation}
          </p>
        )}
        {ownerName !== null && <p className="wb-trip-card__fact wb-muted">{t('card.owner', { name: ownerName })}</p>}
        {statuses.length > 0 && (
          <ul className="wb-trip-card__statuses" aria-label={t('card.statuses')}>
            {statuses.map((s) => (
              <li key={s} className={`wb-trip-status wb-trip-status--${STATUS_TONE[s]}`}>
                {t(TRIP_STATUS_LABEL_KEYS[s])}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
