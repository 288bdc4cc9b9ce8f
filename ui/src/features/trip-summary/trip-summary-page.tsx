import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  buildPath,
  calendarFileName,
  canDeleteTrip,
  isTripInProgress,
  mayEditTrip,
  plansOfObjectLists,
  tripRoleOf,
  tripStatusLabels,
  type Plan,
  type Trip,
  type TripRole,
} from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, buttonClassName, LinkButton } from '../../components/button/button.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import { DeleteTripModal } from './delete-trip-modal.js';
import { LeaveTripModal } from './leave-trip-modal.js';
import { MergeTripModal } from './merge-trip-modal.js';
import { PlanActionsMenu } from '../../shared/plan-actions/plan-actions-menu.js';
import { ParticipantsList, TripFacts, TripLoadState } from '../../shared/trips/trip-parts.js';
import { TripTimeline } from './trip-timeline.js';
import { calendarFileHref, participantRows } from '../../shared/trips/trip-view.js';
import './trip-summary.css';

type OpenModal = 'merge' | 'delete' | 'leave' | null;

/** The decorative picture shown when a trip has no image. */
function TripImageFallback() {
  return (
    <svg className="wb-trip__image-fallback" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect width="160" height="100" fill="#e3ecf7" />
      <circle cx="124" cy="28" r="12" fill="#f0a400" />
      <path d="M0 100 52 44l30 32 18-18 60 42z" fill="#0b5cad" opacity="0.8" />
      <path d="M0 100 40 70l26 30z" fill="#0d2a4a" opacity="0.6" />
    </svg>
  );
}

/** The actions of a trip, as far as the user's role allows them. */
function TripActions({ trip, role, onOpen }: { readonly trip: Trip; readonly role: TripRole | null; readonly onOpen: (modal: OpenModal) => void }) {
  const { t } = useTranslation('tripSummary');
  const base = `/trips/${encodeURIComponent(trip.uuid)}`;
  const fileName = calendarFileName(trip);
  const editable = mayEditTrip(role);
  const owns = role !== null && canDeleteTrip(role);
  return (
    <div role="group" aria-label={t('actions.label')} className="wb-trip__actions">
      {editable && (
        <LinkButton to={`${base}/edit`} variant="primary">
          {t('actions.edit')}
        </LinkButton>
      )}
      {editable && (
        <LinkButton to={`${base}/sharing`} variant="outline-primary">
          {t('actions.share')}
        </LinkButton>
      )}
      {editable && (
        <LinkButton to={buildPath('trip_cost', { tripUuid: trip.uuid })} variant="outline-primary">
          {t('actions.cost')}
        </LinkButton>
      )}
      <LinkButton to={`${base}/print`} variant="outline-primary">
        {t('actions.print')}
      </LinkButton>
      {/* Served by the server outside /app: a plain link, not a router link. */}
      <a href={calendarFileHref(trip.uuid, fileName)} download={fileName} className={buttonClassName({ variant: 'outline-primary' })}>
        {t('actions.calendar')}
      </a>
      {owns && (
        <Button variant="outline-primary" onPress={() => onOpen('merge')}>
          {t('actions.merge')}
        </Button>
      )}
      {owns && (
        <Button variant="outline-danger" onPress={() => onOpen('delete')}>
          {t('actions.delete')}
        </Button>
      )}
      {!owns && role !== null && (
        <Button variant="outline-danger" onPress={() => onOpen('leave')}>
          {t('actions.leave')}
        </Button>
      )}
    </div>
  );
}

/**
 * The trip summary (/trips/{tripUuid}): header with image, name, dates in the user's date order,
 * destination, in-progress badge, statuses and description; the plans day by day (with move and
 * copy per plan for editors); the participants; and the actions the user's role allows (edit,
 * share, trip cost, print, calendar file, merge, delete, leave).
 */
export default function TripSummaryPage() {
  const { tripUuid } = useParams();
  const { state, retry } = useTripDetails(tripUuid);
  const { t, i18n } = useTranslation(['tripSummary', 'trips']);
  const { profile } = useSession();
  const today = useService(TOKENS.today)();
  const [modal, setModal] = useState<OpenModal>(null);

  if (state.status !== 'ready') return <TripLoadState state={state} retry={retry} />;

  const { trip, pending, objects } = state.details;
  const myRef = profile?.profileRef;
  const role = tripRoleOf(trip, myRef);
  const editable = mayEditTrip(role);
  const order = profile?.dateEndianFormat ?? 'M';
  const statuses = tripStatusLabels(trip.statuses);
  const inProgress = isTripInProgress(trip, today);
  const plans = plansOfObjectLists(objects).map((plan): Plan => ({ ...plan, meta: { ...plan.meta, tripUuid: trip.uuid } }));
  const people = participantRows(state.details, i18n.language);
  const name = trip.displayName || t('untitled');
  const setOpen = (which: Exclude<OpenModal, null>) => (open: boolean) => setModal(open ? which : null);

  return (
    <div className="wb-page wb-trip">
      <header className="wb-card wb-trip__header">
        <div className="wb-trip__image">{trip.imageUrl ? <img src={trip.imageUrl} alt="" /> : <TripImageFallback />}</div>
        <div className="wb-trip__intro">
          <h1 className="wb-trip__name">{name}</h1>
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
          <TripFacts trip={trip} dateOrder={order} />
          {trip.description.trim() !== '' && <p className="wb-trip__description">{trip.description}</p>}
        </div>
      </header>

      <TripActions trip={trip} role={role} onOpen={setModal} />

      <div className="wb-trip__columns">
        <section className="wb-card wb-trip__plans" aria-labelledby="wb-trip-plans-heading">
          <div className="wb-trip__plans-header">
            <h2 id="wb-trip-plans-heading">{t('plans.heading')}</h2>
            {editable && plans.length > 0 && (
              <LinkButton to={`/trips/${encodeURIComponent(trip.uuid)}/plans/create`} variant="success" size="sm">
                {t('plans.add')}
              </LinkButton>
            )}
          </div>
          {plans.length > 0 ? (
            <TripTimeline
              plans={plans}
              tripUuid={trip.uuid}
              today={today}
              hourClock={profile?.hourClock ?? 1}
              actionsFor={
                editable
                  ? (plan) => (
                      // A move or copy reads the trips it touches again (the query cache), this one included.
                      <PlanActionsMenu plan={plan} />
                    )
                  : undefined
              }
            />
          ) : (
            <div className="wb-trip__empty">
              <p className="wb-trip__empty-title">{t('plans.emptyTitle')}</p>
              <p className="wb-muted">{editable ? t('plans.emptyEditor') : t('plans.emptyViewer')}</p>
              {editable && (
                <LinkButton to={`/trips/${encodeURIComponent(trip.uuid)}/plans/create`} variant="success">
                  {t('plans.add')}
                </LinkButton>
              )}
            </div>
          )}
        </section>
        <section className="wb-card wb-trip__people" aria-labelledby="wb-trip-people-heading">
          <h2 id="wb-trip-people-heading">{t('participants.heading')}</h2>
          <ParticipantsList rows={people} myProfileRef={myRef} pending={pending} />
        </section>
      </div>

      {role === 'owner' && myRef !== undefined && (
        <>
          <MergeTripModal trip={trip} isOpen={modal === 'merge'} onOpenChange={setOpen('merge')} myProfileRef={myRef} dateOrder={order} />
          <DeleteTripModal trip={trip} isOpen={modal === 'delete'} onOpenChange={setOpen('delete')} />
        </>
      )}
      {role !== 'owner' && role !== null && myRef !== undefined && (
        <LeaveTripModal trip={trip} isOpen={modal === 'leave'} onOpenChange={setOpen('leave')} myProfileRef={myRef} />
      )}
    </div>
  );
}
