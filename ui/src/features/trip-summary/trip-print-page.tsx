import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { mayEditTrip, plansOfObjectLists, tripRoleOf, tripStatusLabels, type Plan } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { useTripDetails } from '../../shared/server-data/use-trip-details.js';
import { ParticipantsList, TripFacts, TripLoadState } from '../../shared/trips/trip-parts.js';
import { TripTimeline } from './trip-timeline.js';
import { participantRows } from '../../shared/trips/trip-view.js';
import './trip-summary.css';
import './trip-print-page.css';

/**
 * The print page of a trip (/trips/{tripUuid}/print): a plain sheet with the name, dates,
 * destination, description, participants (for those who can edit) and the plans' timeline. Two
 * options: "Hide maps and directions" leaves out those plans; "Show all details" adds the
 * statuses, the participants' addresses and pending invitations, and each plan's collapsed
 * summary, confirmation number and notes. The controls and the app frame are not printed.
 */
export default function TripPrintPage() {
  const { tripUuid } = useParams();
  const { state, retry } = useTripDetails(tripUuid);
  const { t, i18n } = useTranslation(['tripSummary', 'trips']);
  const { profile } = useSession();
  const today = useService(TOKENS.today)();
  const [hideMaps, setHideMaps] = useState(false);
  const [showDetails, setShowDetails] = useState(false);

  if (state.status !== 'ready') return <TripLoadState state={state} retry={retry} />;

  const { trip, pending, objects } = state.details;
  const myRef = profile?.profileRef;
  const editable = mayEditTrip(tripRoleOf(trip, myRef));
  const order = profile?.dateEndianFormat ?? 'M';
  const plans = plansOfObjectLists(objects)
    .filter((plan) => !hideMaps || (plan.type !== 'map' && plan.type !== 'directions'))
    .map((plan): Plan => ({ ...plan, meta: { ...plan.meta, tripUuid: trip.uuid } }));
  const statuses = tripStatusLabels(trip.statuses);

  return (
    <div className="wb-page wb-print">
      <div className="wb-print__controls">
        <Link to={`/trips/${encodeURIComponent(trip.uuid)}`} className="wb-print__back">
          {t('print.back')}
        </Link>
        <fieldset className="wb-print__options">
          <legend className="wb-print__legend">{t('print.options')}</legend>
          <label className="wb-print__option">
            <input type="checkbox" checked={hideMaps} onChange={(e) => setHideMaps(e.target.checked)} />
            {t('print.hideMaps')}
          </label>
          <label className="wb-print__option">
            <input type="checkbox" checked={showDetails} onChange={(e) => setShowDetails(e.target.checked)} />
            {t('print.showDetails')}
          </label>
        </fieldset>
        <Button variant="primary" onPress={() => window.print()}>
          {t('print.print')}
        </Button>
      </div>

      <article className="wb-print__sheet" aria-labelledby="wb-print-name">
        <h1 id="wb-print-name">{trip.displayName || t('untitled')}</h1>
        <TripFacts trip={trip} dateOrder={order}>
          {showDetails && statuses.length > 0 && (
            <div>
              <dt>{t('header.statuses')}</dt>
              <dd>
                <ul className="wb-trip__pills">
                  {statuses.map((key) => (
                    <li key={key} className="wb-trip-pill">
                      {t(key)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </TripFacts>
        {trip.description.trim() !== '' && <p className="wb-trip__description">{trip.description}</p>}

        {editable && (
          <section className="wb-print__section" aria-labelledby="wb-print-people">
            <h2 id="wb-print-people">{t('participants.heading')}</h2>
            <ParticipantsList
              rows={participantRows(state.details, i18n.language)}
              myProfileRef={myRef}
              pending={showDetails ? pending : []}
              showEmails={showDetails}
            />
          </section>
        )}

        <section className="wb-print__section" aria-labelledby="wb-print-plans">
          <h2 id="wb-print-plans">{t('plans.heading')}</h2>
          {plans.length > 0 ? (
            <TripTimeline
              plans={plans}
              tripUuid={trip.uuid}
              today={today}
              hourClock={profile?.hourClock ?? 1}
              showSummary={showDetails}
              showDetails={showDetails}
            />
          ) : (
            <p className="wb-muted">{t('plans.emptyTitle')}</p>
          )}
        </section>
      </article>
    </div>
  );
}
