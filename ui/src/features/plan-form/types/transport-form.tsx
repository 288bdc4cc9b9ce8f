import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransportPlan } from '@waybook/core';
import { useFieldErrorOf } from '../fields/field-errors.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { TravelerListField } from '../fields/traveler-list-field.js';
import { definePlanForm, type PlanFieldsProps } from '../plan-form-types.js';
import { EMPTY_PLAN_COMMON, EMPTY_TRANSPORT_SEGMENT } from '../segments/empty-segments.js';
import { SegmentList } from '../segments/segment-list.js';
import { TransportSegmentFields } from '../segments/transport-segment-fields.js';

/** A transport plan with one empty leg and no passengers. */
export function emptyTransport(): TransportPlan {
  return { type: 'transport', ...EMPTY_PLAN_COMMON, travelers: [], segments: [EMPTY_TRANSPORT_SEGMENT] };
}

/**
 * The transport form's own fields, in the parts of its sub-pages: the transport information (its
 * legs, each ferry or ground) and the passengers; booking information and notes are the form
 * page's booking section. The sections' ids match the sub-page names.
 *
 * @example
 * <TransportFields plan={emptyTransport()} onChange={setPlan} errors={{}} showErrors={false} tripDates={{ start: null, end: null }} />
 */
export function TransportFields({ plan, onChange, errors, showErrors, tripDates }: PlanFieldsProps<TransportPlan>) {
  const { t } = useTranslation('planSegments');
  const infoId = useId();
  const errorOf = useFieldErrorOf(errors);
  return (
    <>
      <section id="transport-info" className="wb-plan-section" aria-labelledby={infoId}>
        <h2 id={infoId}>{t('transport.heading')}</h2>
        <SegmentList
          segments={plan.segments}
          onChange={(segments) => onChange({ ...plan, segments })}
          createSegment={() => EMPTY_TRANSPORT_SEGMENT}
          legend={(i, n) => t('segment.legend', { number: i + 1, count: n })}
          addLabel={() => t('transport.add')}
          error={errorOf('segments')}
          renderSegment={(segment, index, update) => (
            <TransportSegmentFields segment={segment} index={index} onChange={update} errors={errors} showErrors={showErrors} tripDates={tripDates} />
          )}
        />
      </section>
      <section id="passengers" className="wb-plan-section">
        <TravelerListField
          label={t('travelers.passengers')}
          itemLabel={(number) => t('travelers.passenger', { number })}
          addLabel={t('travelers.addPassenger')}
          path="travelers"
          value={plan.travelers}
          onChange={(travelers) => onChange({ ...plan, travelers })}
          errors={errors}
        />
      </section>
    </>
  );
}

/** The transport form (part 2 section 3, Transport). */
export const form = definePlanForm<TransportPlan>({
  type: 'transport',
  empty: emptyTransport,
  Fields: TransportFields,
  validate: planFormErrors,
  hasOwnSections: true,
});
