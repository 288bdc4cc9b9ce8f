import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isTripInProgress, mayEditTrip, plansOfObjectLists, tripRoleOf, type Plan } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { LinkButton } from '../../components/button/button.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import { DeleteTripModal } from './delete-trip-modal.js';
import { LeaveTripModal } from './leave-trip-modal.js';
import { MergeTripModal } from './merge-trip-modal.js';
import { PlanActionsMenu } from '../../shared/plan-actions/plan-actions-menu.js';
import { ParticipantsList, TripLoadState } from '../../shared/trips/trip-parts.js';
import { TripActions, type TripModal } from './trip-actions.js';
import { TripSummaryHeader } from './trip-summary-header.js';
import { TripTimeline } from './trip-timeline.js';
import { TripMapPanel } from './trip-map-panel.js';
import { participantRows } from '../../shared/trips/trip-view.js';
import './trip-summary.css';

/**
 * The trip summary (/trips/{tripUuid}): a header with the trip's picture, name, statuses, dates,
 * length, destination and description, and its actions (Add a plan and Share in view, the rest in
 * a More menu); the plans day by day on one grid; and a side column (below on phones) with the
 * map of the trip's places (TripMapPanel) and the participants.
 */
export default function TripSummaryPage() {
  const { tripUuid } = useParams();
  const { state, retry } = useTripDetails(tripUuid);
  const { t, i18n } = useTranslation(['tripSummary', 'trips']);
  const { profile } = useSession();
  const today = useService(TOKENS.today)();
  const [modal, setModal] = useState<TripModal | null>(null);

  if (state.status !== 'ready') return <TripLoadState state={state} retry={retry} />;

  const { trip, pending, objects } = state.details;
  const myRef = profile?.profileRef;
  const role = tripRoleOf(trip, myRef);
  const editable = mayEditTrip(role);
  const order = profile?.dateEndianFormat ?? 'M';
  const inProgress = isTripInProgress(trip, today);
  const plans = plansOfObjectLists(objects).map((plan): Plan => ({ ...plan, meta: { ...plan.meta, tripUuid: trip.uuid } }));
  const people = participantRows(state.details, i18n.language);
  const setOpen = (which: TripModal) => (open: boolean) => setModal(open ? which : null);

  return (
    <div className="wb-page wb-trip">
      <TripSummaryHeader trip={trip} inProgress={inProgress} actions={<TripActions trip={trip} role={role} onOpen={setModal} />} />

      <div className="wb-trip__columns">
        <section className="wb-card wb-trip__plans" aria-labelledby="wb-trip-plans-heading">
          <h2 id="wb-trip-plans-heading">{t('plans.heading')}</h2>
          {plans.length > 0 ? (
            <TripTimeline
              plans={plans}
              tripUuid={trip.uuid}
              today={today}
              showToday={inProgress}
              hourClock={profile?.hourClock ?? 1}
              actionsFor={
                editable
                  ? (plan, event) => (
                      // A move or copy reads the trips it touches again (the query cache), this one included.
                      <PlanActionsMenu plan={plan} name={event.title} />
                    )
                  : undefined
              }
            />
          ) : (
            <div className="wb-trip__empty">
              <p className="wb-trip__empty-title">{t('plans.emptyTitle')}</p>
              <p className="wb-muted">{editable ? t('plans.emptyEditor') : t('plans.emptyViewer')}</p>
              {editable && (
                <LinkButton to={`/trips/${encodeURIComponent(trip.uuid)}/plans/create`} variant="outline-primary">
                  {t('plans.add')}
                </LinkButton>
              )}
            </div>
          )}
        </section>
        <aside className="wb-trip__side" aria-label={t('side.label')}>
          <TripMapPanel plans={plans} />
          <section className="wb-card wb-trip__people" aria-labelledby="wb-trip-people-heading">
            <h2 id="wb-trip-people-heading">{t('participants.heading')}</h2>
            <ParticipantsList rows={people} myProfileRef={myRef} pending={pending} />
          </section>
        </aside>
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
