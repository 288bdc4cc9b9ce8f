import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { mayEditTrip, tripRoleOf, type Trip } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { PageLoading } from '../../shared/pages/page-loading.js';
import { NotFoundPage } from '../../shared/pages/not-found-page.js';
import { TripLoadFailed } from '../../shared/pages/trip-load-failed.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import { InviteForm } from './invite-form.js';
import { ParticipantsSection } from './participants-section.js';
import { PublicLinkSection } from './public-link-section.js';
import { withoutParticipant } from './sharing-rules.js';
import './trip-sharing-page.css';

/**
 * Manage Sharing (/trips/{tripUuid}/sharing): the trip's participants with their permissions,
 * pending invitations, the invite form and the public link. Only the owner, travelers and planners
 * manage sharing; a viewer gets an explanation and a way back to the trip.
 */
export default function TripSharingPage() {
  const { t } = useTranslation('tripSharing');
  const { tripUuid = '' } = useParams();
  const { profile } = useSession();
  // After an invitation the participants and pending lists change on the server: `reload` reads
  // them again without leaving the screen (a failed refresh keeps what is shown).
  const { state, retry, reload, update } = useTripDetails(tripUuid);

  const onTripChanged = useCallback((trip: Trip) => update((d) => ({ ...d, trip })), [update]);
  const onRemoved = useCallback((profileRef: string) => update((d) => withoutParticipant(d, profileRef)), [update]);
  const onPublicGuid = useCallback((publicGuid: string) => update((d) => ({ ...d, trip: { ...d.trip, publicGuid } })), [update]);

  if (profile === undefined || state.status === 'loading') return <PageLoading />;
  if (state.status === 'not-found') return <NotFoundPage resource={t('trip')} />;
  if (state.status === 'error') {
    return (
      <TripLoadFailed
        heading={t('common:titles.tripSharing')}
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={retry}
        className="wb-sharing__failed"
      />
    );
  }

  const { details } = state;
  const { trip } = details;
  const uuid = trip.uuid === '' ? tripUuid : trip.uuid;
  const summaryPath = `/trips/${encodeURIComponent(tripUuid)}`;
  const header = (
    <header className="wb-sharing__header">
      <h1>{t('common:titles.tripSharing')}</h1>
      <p className="wb-muted">{trip.displayName === '' ? t('subtitleUnnamed') : t('subtitle', { trip: trip.displayName })}</p>
      <Link to={summaryPath} className="wb-sharing__back">
        {t('backToTrip')}
      </Link>
    </header>
  );

  if (!mayEditTrip(tripRoleOf(trip, profile.profileRef))) {
    return (
      <div className="wb-page wb-sharing">
        {header}
        <section className="wb-card" aria-labelledby="wb-sharing-readonly">
          <h2 id="wb-sharing-readonly">{t('readOnly.heading')}</h2>
          <p>{t('readOnly.body')}</p>
          <Link to={summaryPath}>{t('backToTrip')}</Link>
        </section>
      </div>
    );
  }

  return (
    <div className="wb-page wb-sharing">
      {header}
      <ParticipantsSection tripUuid={uuid} details={details} selfRef={profile.profileRef} onTripChanged={onTripChanged} onRemoved={onRemoved} />
      <InviteForm tripUuid={uuid} onInvited={reload} />
      <PublicLinkSection
        tripUuid={uuid}
        publicGuid={trip.publicGuid}
        jurisdiction={profile.jurisdiction}
        isSharingDisabled={profile.isPublicTripSharingDisabled}
        onPublicGuid={onPublicGuid}
      />
    </div>
  );
}
