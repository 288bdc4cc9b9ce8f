import { useTranslation } from 'react-i18next';
import type { Plan, PlanType } from '@waybook/core';
import type { PlanDetailsContext, T } from './details/details-kit.js';
import { PlanCard } from './details/facts.js';
import { detailsOf } from './details/plan-type-details.js';
import { BookingCard, NotesCard, TravelersCard } from './details/shared-cards.js';
import { hasSubPageContent, subPagesOf, travelersOf, type PlanSection, type PlanSubPage } from './plan-view-model.js';

// The body of the plan view: the type's own details (details/, one module per type family, found
// through the PLAN_DETAILS registry), then the sections every plan has. Everything left empty (as
// for viewers, who get plans without the sensitive fields) is left out.

export type { PlanDetailsContext, T } from './details/details-kit.js';

const TRAVELERS_HEADING: Readonly<Record<PlanType, string>> = {
  air: 'headings.travelers',
  rail: 'headings.travelers',
  transport: 'headings.passengers',
  cruise: 'headings.passengers',
  lodging: 'headings.guests',
  car: 'headings.drivers',
  restaurant: 'headings.attendees',
  activity: 'headings.participants',
  note: 'headings.travelers',
  map: 'headings.travelers',
  directions: 'headings.travelers',
  parking: 'headings.travelers',
};

/**
 * The one-line summary of a segment of a multi-segment plan ("SK 4035 · CPH → OSL",
 * "Embarkation · Port of Miami"), or '' when the plan has no such segment.
 */
export function segmentSummary(t: T, plan: Plan, index: number): string {
  return detailsOf(plan).segmentSummary?.(t, plan, index) ?? '';
}

/** The summary shown under the plan's name (a lodging's room and guests), or ''. */
export function headerSummary(t: T, plan: Plan): string {
  return detailsOf(plan).headerSummary?.(t, plan) ?? '';
}

/** The type's own view: its details, stops or segments (the overview of types with sub-pages). */
function TypeOverview({ plan, context }: { readonly plan: Plan; readonly context: PlanDetailsContext }) {
  const { Overview } = detailsOf(plan);
  return <Overview plan={plan} context={context} />;
}

function SubPage({ plan, page, context }: { readonly plan: Plan; readonly page: PlanSubPage; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  switch (page) {
    case 'booking-info':
      return <BookingCard booking={plan.booking} title={t('sections.booking-info')} />;
    case 'notes':
      return <NotesCard notes={plan.booking.notes} title={t('sections.notes')} />;
    case 'passengers':
      return <TravelersCard title={t(TRAVELERS_HEADING[plan.type])} travelers={travelersOf(plan)} />;
    case 'transport-info':
    case 'cruise-info': {
      const Own = detailsOf(plan).subPages?.[page];
      return Own === undefined ? null : <Own plan={plan} context={context} />;
    }
  }
}

/** Props of {@link PlanBody}. */
export interface PlanBodyProps {
  readonly plan: Plan;
  /** The section the URL selects; 'all' shows every section one after the other (unfiled items). */
  readonly section: PlanSection | 'all';
  readonly context: PlanDetailsContext;
}

/**
 * The plan's details. Types without sub-pages show everything at once: their own view, travelers,
 * booking info and notes. Transport, cruise and parking show the selected sub-page (the overview
 * by default), or all of them one after the other.
 */
export function PlanBody({ plan, section, context }: PlanBodyProps) {
  const { t } = useTranslation('planView');
  const pages = subPagesOf(plan.type);
  if (pages.length === 0 || section === 'all') {
    const order: readonly PlanSubPage[] = pages.length === 0 ? ['passengers', 'booking-info', 'notes'] : pages;
    return (
      <div className="wb-plan-body">
        <TypeOverview plan={plan} context={context} />
        {order.map((page) => (
          <SubPage key={page} plan={plan} page={page} context={context} />
        ))}
      </div>
    );
  }
  if (section === 'overview') {
    return (
      <div className="wb-plan-body">
        <TypeOverview plan={plan} context={context} />
      </div>
    );
  }
  return (
    <div className="wb-plan-body">
      {hasSubPageContent(plan, section) ? (
        <SubPage plan={plan} page={section} context={context} />
      ) : (
        <PlanCard title={t(`sections.${section}`)}>
          <p className="wb-muted">{t('sections.empty')}</p>
        </PlanCard>
      )}
    </div>
  );
}
