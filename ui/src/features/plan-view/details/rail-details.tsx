import { useTranslation } from 'react-i18next';
import { railSpan, type RailPlan, type RailSegment } from '@waybook/core';
import { join, route, spaced, type PlanDetailsContext, type T } from './details-kit.js';
import { addressValue, FactList, FactsCard, useWhen, type Fact } from './facts.js';
import { SegmentList } from './segment-list.js';

// Rail: the journey's start and end, then its segments.

/** A train's one-line summary ('Vy 601 · Oslo S → Bergen'). */
export function railSummary(t: T, s: RailSegment): string {
  return join(spaced(s.carrierName, s.trainNumber), route(t, s.startStationName, s.endStationName)) || t('types.rail');
}

/** The span and segments of a rail plan. */
export function RailDetails({ plan, context }: { readonly plan: RailPlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const span = railSpan(plan.segments.map((s) => ({ start: s.startDateTime, end: s.endDateTime })));
  const segmentFacts = (s: RailSegment): readonly Fact[] => [
    { label: t('fields.from'), value: join(s.startStationName, addressValue(s.startStationAddress) ?? '') },
    { label: t('fields.departs'), value: when(s.startDateTime) },
    { label: t('fields.to'), value: join(s.endStationName, addressValue(s.endStationAddress) ?? '') },
    { label: t('fields.arrives'), value: when(s.endDateTime) },
    { label: t('fields.carrier'), value: s.carrierName },
    { label: t('rail.train'), value: s.trainNumber },
    { label: t('rail.trainType'), value: s.trainType },
    { label: t('rail.coach'), value: s.coachNumber },
    { label: t('fields.seats'), value: s.seats },
    { label: t('fields.serviceClass'), value: s.serviceClass },
    { label: t('fields.confirmation'), value: s.confirmationNumber },
  ];
  const items = plan.segments.map((s) => ({
    uuid: s.uuid,
    summary: railSummary(t, s),
    start: s.startDateTime,
    details: <FactList facts={segmentFacts(s)} />,
  }));
  return (
    <>
      <FactsCard
        title={t('headings.details')}
        facts={[
          { label: t('fields.starts'), value: when(span.start) },
          { label: t('fields.ends'), value: when(span.end) },
        ]}
      />
      <SegmentList title={t('headings.railSegments')} items={items} context={context} />
    </>
  );
}
