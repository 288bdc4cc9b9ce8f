import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { buildPath, mayEditTrip, tripRoleOf } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { NotFoundPage } from '../../shared/pages/not-found-page.js';
import { TripLoadFailed } from '../../shared/pages/trip-load-failed.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import { TripForm } from './trip-form.js';

/**
 * Loads the trip of an edit route, then shows its form, the not-found state, a retry, or (for a
 * viewer) that the trip can only be viewed.
 */
function EditTrip({ uuid }: { readonly uuid: string }) {
  const { t } = useTranslation('tripForm');
  const { profile } = useSession();
  const { state, retry } = useTripDetails(uuid);

  // The role comes from the signed-in profile: wait for it rather than guess.
  if (state.status === 'loading' || (state.status === 'ready' && profile === undefined)) {
    return (
      <div className="wb-page">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  }
  if (state.status === 'not-found') return <NotFoundPage resource={t('notFoundResource')} />;
  if (state.status === 'error') {
    return <TripLoadFailed heading={t('editHeading')} message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />;
  }
  const { trip } = state.details;
  const role = tripRoleOf(trip, profile?.profileRef);
  if (!mayEditTrip(role)) {
    return (
      <div className="wb-page">
        <h1>{t('editHeading')}</h1>
        <div className="wb-card wb-stack">
          <p>{t('cannotEdit')}</p>
          <LinkButton to={buildPath('trip_summary', { tripUuid: trip.uuid })} variant="primary">
            {t('backToTrip')}
          </LinkButton>
        </div>
      </div>
    );
  }
  return <TripForm key={trip.uuid} mode="edit" trip={trip} isOwner={role === 'owner'} />;
}

/**
 * Add Trip (/trip/create) and Edit Trip (/trips/{tripUuid}/edit).
 *
 * @example
 * <TripFormPage mode="edit" />
 */
export default function TripFormPage({ mode = 'create' }: { readonly mode?: 'create' | 'edit' }) {
  const { tripUuid } = useParams();
  const { t } = useTranslation('tripForm');
  if (mode === 'create') return <TripForm mode="create" trip={null} isOwner />;
  if (tripUuid === undefined || tripUuid === '') return <NotFoundPage resource={t('notFoundResource')} />;
  return <EditTrip uuid={tripUuid} />;
}
