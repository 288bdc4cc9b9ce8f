import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tripLength, tripStatusLabels, type Trip } from '@waybook/core';
import { useFormatter } from '../../shared/use-formatter.js';

/** The picture a trip without an image gets: a calm sky over the sea, crossed by a flight path. */
function TripImageFallback() {
  return (
    <svg className="wb-trip__image-fallback" viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="wb-trip-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dbe8f6" />
          <stop offset="1" stopColor="#f6efe2" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill="url(#wb-trip-sky)" />
      <circle cx="248" cy="62" r="22" fill="#f5c862" />
      <path d="M0 150c40-14 80-14 120 0s80 14 120 0 60-10 80-6v56H0z" fill="#9cbfe4" />
      <path d="M0 168c44-10 88-10 132 0s88 10 132 0c22-5 40-6 56-4v36H0z" fill="#0b5cad" opacity="0.75" />
      <path d="M40 118C90 40 190 30 262 92" fill="none" stroke="#0d2a4a" strokeWidth="2" strokeDasharray="2 7" strokeLinecap="round" />
      <circle cx="40" cy="118" r="5" fill="#0d2a4a" />
      <circle cx="262" cy="92" r="5" fill="#0d2a4a" />
    </svg>
  );
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="wb-trip__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How long the trip lasts in words ('8 days, 7 nights', 'Day trip'), '' without both dates. */
function useLengthText(trip: Pick<Trip, 'startDate' | 'endDate'>): string {
  const { t } = useTranslation('tripSummary');
  const length = tripLength(trip.startDate, trip.endDate);
  if (length === null) return '';
  if (length.nights === 0) return t('header.dayTrip');
  return t('header.length', { days: t('header.days', { count: length.days }), nights: t('header.nights', { count: length.nights }) });
}

/**
 * The head of the trip summary: the trip's picture (its own or theme image, else a calm
 * fallback), its name, in-progress badge and statuses, its dates as a range in the interface
 * language, its length in days and nights, its destination and description, then its actions.
 *
 * @example
 * <TripSummaryHeader trip={trip} inProgress actions={<TripActions ... />} />
 */
export function TripSummaryHeader({ trip, inProgress, actions }: { readonly trip: Trip; readonly inProgress: boolean; readonly actions: ReactNode }) {
  const { t } = useTranslation(['tripSummary', 'trips']);
  const f = useFormatter();
  const statuses = tripStatusLabels(trip.statuses);
  const { startDate: start, endDate: end } = trip;
  const dates =
    start !== null && end !== null
      ? f.dateRange(start, end)
      : start !== null
        ? t('dates.from', { start: f.date(start) })
        : end !== null
          ? t('dates.until', { end: f.date(end) })
          : '';
  const length = useLengthText(trip);
  return (
    <header className="wb-card wb-trip__header">
      <div className="wb-trip__image">{trip.imageUrl ? <img src={trip.imageUrl} alt="" /> : <TripImageFallback />}</div>
      <div className="wb-trip__intro">
        <h1 className="wb-trip__name">{trip.displayName || t('untitled')}</h1>
        {(inProgress || statuses.length > 0) && (
          <ul className="wb-trip__pills" aria-label={t('header.statuses')}>
            {inProgress && <li className="wb-trip-pill wb-trip-pill--progress">{t('header.inProgress')}</li>}
            {statuses.map((key) => (
              <li key={key} className="wb-trip-pill">
                {t(key)}
              </li>
            ))}
          </ul>
        )}
        <dl className="wb-trip__facts">
          <Fact label={t('header.dates')}>{dates || t('dates.none')}</Fact>
          {length !== '' && <Fact label={t('header.lengthLabel')}>{length}</Fact>}
          {trip.primaryLocation !== '' && <Fact label={t('header.destination')}>{trip.primaryLocation}</Fact>}
        </dl>
        {trip.description.trim() !== '' && <p className="wb-trip__description">{trip.description}</p>}
        {actions}
      </div>
    </header>
  );
}
