import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RailPlan } from '@waybook/core';
import { useFieldErrorOf } from '../fields/field-errors.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { TravelerListField } from '../fields/traveler-list-field.js';
import { definePlanForm, type PlanFieldsProps } from '../plan-form-types.js';
import { EMPTY_PLAN_COMMON, EMPTY_RAIL_SEGMENT } from '../segments/empty-segments.js';
import { RailSegmentFields } from '../segments/rail-segment-fields.js';
import { SegmentList } from '../segments/segment-list.js';

/** A rail plan with one empty train and no travelers. */
export function emptyRail(): RailPlan {
  return { type: 'rail', ...EMPTY_PLAN_COMMON, travelers: [], segments: [EMPTY_RAIL_SEGMENT] };
}

/**
 * The rail form's own fields: its trains as segments, then its travelers.
 *
 * @example
 * <RailFields plan={emptyRail()} onChange={setPlan} errors={{}} showErrors={false} tripDates={{ start: null, end: null }} />
 */
export function RailFields({ plan, onChange, errors, showErrors, tripDates }: PlanFieldsProps<RailPlan>) {
  const { t } = useTranslation('planSegments');
  const headingId = useId();
  const errorOf = useFieldErrorOf(errors);
  return (
    <>
      <section className="wb-plan-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('rail.heading')}</h2>
        <SegmentList
          segments={plan.segments}
          onChange={(segments) => onChange({ ...plan, segments })}
          createSegment={() => EMPTY_RAIL_SEGMENT}
          legend={(i, n) => t('segment.legend', { number: i + 1, count: n })}
          addLabel={() => t('rail.add')}
          error={errorOf('segments')}
          renderSegment={(segment, index, update) => (
            <RailSegmentFields segment={segment} index={index} onChange={update} errors={errors} showErrors={showErrors} tripDates={tripDates} />
          )}
        />
      </section>
      <TravelerListField
        label={t('travelers.travelers')}
        itemLabel={(number) => t('travelers.traveler', { number })}
        addLabel={t('travelers.addTraveler')}
        path="travelers"
        value={plan.travelers}
        onChange={(travelers) => onChange({ ...plan, travelers })}
        errors={errors}
      />
    </>
  );
}

/** The rail form (part 2 section 3, Rail). */
export const form = definePlanForm<RailPlan>({ type: 'rail', empty: emptyRail, Fields: RailFields, validate: planFormErrors, hasOwnSections: true });
