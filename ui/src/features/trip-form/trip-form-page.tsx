import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { buildPath, mayEditTrip, tripRoleOf, type Trip } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { NotFoundPage } from '../shell/not-found-page.js';
import { TripForm } from './trip-form.js';

type Loading =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly trip: Trip }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed' };

/**
 * Loads the trip of an edit route, then shows its form, the not-found state, a retry, or (for a
 * viewer) that the trip can only be viewed.
 */
function EditTrip({ uuid }: { readonly uuid: string }) {
  const { t } = useTranslation('tripForm');
  const { profile } = useSession();
  const trips = useService(TOKENS.tripService);
  const [state, setState] = useState<Loading>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void trips.details(uuid).then((result) => {
      if (!live) return;
      if (result.ok) setState({ kind: 'loaded', trip: result.value.trip });
      else if (result.error.kind === 'http' && result.error.status === 404) setState({ kind: 'not-found' });
      else setState({ kind: 'failed' });
    }, () => {
      if (live) setState({ kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [trips, uuid, attempt]);

  // The role comes from the signed-in profile: wait for it rather than guess.
  if (state.kind === 'loading' || (state.kind === 'loaded' && profile === undefined)) {
    return (
      <div className="wb-page">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  }
  if (state.kind === 'not-found') return <NotFoundPage resource={t('notFoundResource')} />;
  if (state.kind === 'failed') {
    return (
      <div className="wb-page">
        <h1>{t('editHeading')}</h1>
        <div className="wb-card" role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="primary" onPress={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }
  const role = tripRoleOf(state.trip, profile?.profileRef);
  if (!mayEditTrip(role)) {
    return (
      <div className="wb-page">
        <h1>{t('editHeading')}</h1>
        <div className="wb-card wb-stack">
          <p>{t('cannotEdit')}</p>
          <LinkButton to={buildPath('trip_summary', { tripUuid: state.trip.uuid })} variant="primary">
            {t('backToTrip')}
          </LinkButton>
        </div>
      </div>
    );
  }
  return <TripForm key={state.trip.uuid} mode="edit" trip={state.trip} isOwner={role === 'owner'} />;
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
