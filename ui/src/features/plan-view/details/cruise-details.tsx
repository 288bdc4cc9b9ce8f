import { useTranslation } from 'react-i18next';
import { cruiseStopRole, type CruisePlan, type CruiseSegment, type CruiseStopRole } from '@waybook/core';
import { join, type PlanDetailsContext, type T } from './details-kit.js';
import { addressValue, FactList, FactsCard, useWhen, type Fact } from './facts.js';
import { SegmentList } from './segment-list.js';

// Cruise: the itinerary of its stops (embarkation, ports, disembarkation), and the cruise info sub-page.

const STOP_TIME_LABELS = {
  embark: ['cruise.boarding', 'cruise.departs'],
  port: ['cruise.arrives', 'cruise.departs'],
  disembark: ['cruise.arrives', 'cruise.disembarking'],
} as const;

/** A stop's one-line summary ('Embarkation · Port of Miami'). */
export function cruiseSummary(t: T, s: CruiseSegment, role: CruiseStopRole): string {
  return join(t(`cruise.roles.${role}`), s.locationName || (addressValue(s.locationAddress) ?? ''));
}

/** The stops of a cruise. */
export function CruiseItinerary({ plan, context }: { readonly plan: CruisePlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const count = plan.segments.length;
  const items = plan.segments.map((s: CruiseSegment, index) => {
    const role = cruiseStopRole(index, count) ?? 'port';
    const [startLabel, endLabel] = STOP_TIME_LABELS[role];
    return {
      uuid: s.uuid,
      summary: cruiseSummary(t, s, role),
      start: s.startDateTime,
      details: (
        <FactList
          facts={[
            { label: t('fields.location'), value: s.locationName },
            { label: t('fields.address'), value: addressValue(s.locationAddress) },
            { label: t(startLabel), value: when(s.startDateTime) },
            { label: t(endLabel), value: when(s.endDateTime) },
          ]}
        />
      ),
    };
  });
  return <SegmentList title={t('headings.itinerary')} items={items} context={context} />;
}

function cruiseInfoFacts(t: T, plan: CruisePlan): readonly Fact[] {
  return [
    { label: t('cruise.ship'), value: plan.shipName },
    { label: t('cruise.cabinNumber'), value: plan.cabinNumber },
    { label: t('cruise.cabinType'), value: plan.cabinType },
    { label: t('cruise.dining'), value: plan.dining },
  ];
}

/** The cruise info sub-page: ship, cabin and dining. */
export function CruiseInfo({ plan }: { readonly plan: CruisePlan }) {
  const { t } = useTranslation('planView');
  return <FactsCard title={t('sections.cruise-info')} facts={cruiseInfoFacts(t, plan)} />;
}

/** The summary of the stop at `index` ('' when there is none). */
export function cruiseSegmentSummary(t: T, plan: CruisePlan, index: number): string {
  const s = plan.segments[index];
  return s === undefined ? '' : cruiseSummary(t, s, cruiseStopRole(index, plan.segments.length) ?? 'port');
}
