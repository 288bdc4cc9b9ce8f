import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingImportOutcome, BookingImportPlan } from '@waybook/core';

/** Props of {@link ImportResultView}. */
export interface ImportResultViewProps {
  /** The file's name. */
  readonly name: string;
  readonly outcome: BookingImportOutcome;
  /** Following a link leaves the modal. */
  readonly onLeave: () => void;
}

function PlanLine({ plan, onLeave }: { readonly plan: BookingImportPlan; readonly onLeave: () => void }) {
  const { t } = useTranslation(['imports', 'planView']);
  const name = plan.name !== '' ? plan.name : t(`planView:types.${plan.type}`);
  return (
    <li className={`wb-import-result__plan wb-import-result__plan--${plan.outcome}`}>
      <Link to={plan.path} onClick={onLeave}>
        {name}
      </Link>
      <span className="wb-import-result__outcome">{t(`imports:result.outcome.${plan.outcome}`)}</span>
    </li>
  );
}

/**
 * What an import did: how many plans and from which file, each plan with a link to its page and
 * its outcome (added, updated, already up to date, a changed flight to resolve), and where new
 * plans went (a new trip, a trip extended by some days, the trip, or no trip yet) with a link.
 *
 * @example
 * <ImportResultView name="flight.eml" outcome={outcome} onLeave={close} />
 */
export function ImportResultView({ name, outcome, onLeave }: ImportResultViewProps) {
  const { t } = useTranslation(['imports', 'validation']);
  const { plans, tripUuid, createdTrip, extendedDays } = outcome;
  const where = tripUuid === '' ? t('imports:result.unfiled') : createdTrip ? t('imports:result.createdTrip') : t('imports:result.inTrip');
  const to = tripUuid === '' ? '/trips?tab=unassigned' : `/trips/${encodeURIComponent(tripUuid)}`;
  return (
    <div className="wb-import-result">
      <p className="wb-import-result__heading" role="status">
        {t('imports:result.heading', { count: plans.length, name })}
      </p>
      <ul className="wb-import-result__plans" aria-label={t('imports:result.plansLabel')}>
        {plans.map((plan) => (
          <PlanLine key={plan.uuid} plan={plan} onLeave={onLeave} />
        ))}
      </ul>
      <p className="wb-import-result__where">
        {where}
        {extendedDays > 0 && ` ${t('validation:extendsTrip', { number: extendedDays })}`}{' '}
        <Link to={to} onClick={onLeave}>
          {tripUuid === '' ? t('imports:result.openUnfiled') : t('imports:result.openTrip')}
        </Link>
      </p>
    </div>
  );
}
