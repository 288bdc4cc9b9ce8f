import { useTranslation } from 'react-i18next';
import type { TransportPlan, TransportSegment } from '@waybook/core';
import { join, route, type PlanDetailsContext, type T } from './details-kit.js';
import { addressValue, FactList, hasFacts, PlanCard, useWhen, type Fact } from './facts.js';
import { SegmentList } from './segment-list.js';

// Transport: the itinerary of its segments, and the transport info sub-page.

/** A transport segment's one-line summary ('Color Line · Oslo → Kiel'). */
export function transportSummary(t: T, s: TransportSegment): string {
  return (
    join(
      s.carrierName,
      route(t, s.startLocationName || (addressValue(s.startLocationAddress) ?? ''), s.endLocationName || (addressValue(s.endLocationAddress) ?? '')),
    ) || t('types.transport')
  );
}

/** The segments of a transport plan. */
export function TransportItinerary({ plan, context }: { readonly plan: TransportPlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const items = plan.segments.map((s) => ({
    uuid: s.uuid,
    summary: transportSummary(t, s),
    start: s.startDateTime,
    details: (
      <FactList
        facts={[
          { label: t('fields.from'), value: join(s.startLocationName, addressValue(s.startLocationAddress) ?? '') },
          { label: t('fields.departs'), value: when(s.startDateTime) },
          { label: t('fields.to'), value: join(s.endLocationName, addressValue(s.endLocationAddress) ?? '') },
          { label: t('fields.arrives'), value: when(s.endDateTime) },
        ]}
      />
    ),
  }));
  return <SegmentList title={t('headings.segments')} items={items} context={context} />;
}

function transportInfoFacts(t: T, s: TransportSegment): readonly Fact[] {
  return [
    { label: t('transport.type'), value: s.detailTypeCode === '' ? null : t(`transport.types.${s.detailTypeCode}`) },
    { label: t('fields.carrier'), value: s.carrierName },
    { label: t('transport.vehicle'), value: s.vehicleDescription },
    { label: t('transport.passengers'), value: s.numberPassengers },
    { label: t('fields.confirmation'), value: s.confirmationNumber },
  ];
}

/** Transport info: the segment the URL names, or every segment that has some. */
export function TransportInfo({ plan, context }: { readonly plan: TransportPlan; readonly context: PlanDetailsContext }) {
  const { t } = useTranslation('planView');
  const withInfo = plan.segments.filter((s) => hasFacts(transportInfoFacts(t, s)));
  const current = plan.segments[context.currentIndex];
  const shown = current !== undefined && withInfo.includes(current) ? [current] : withInfo;
  if (shown.length === 0) return null;
  return (
    <PlanCard title={t('sections.transport-info')}>
      {shown.map((s, index) => (
        <div key={s.uuid || index} className="wb-plan-group">
          {shown.length > 1 && <h3>{transportSummary(t, s)}</h3>}
          <FactList facts={transportInfoFacts(t, s)} />
        </div>
      ))}
    </PlanCard>
  );
}
