import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AirPlan } from '@waybook/core';
import { useFieldErrorOf } from '../fields/field-errors.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { TravelerListField } from '../fields/traveler-list-field.js';
import { definePlanForm, type PlanFieldsProps } from '../plan-form-types.js';
import { AirSegmentFields } from '../segments/air-segment-fields.js';
import { EMPTY_AIR_SEGMENT, EMPTY_PLAN_COMMON } from '../segments/empty-segments.js';
import { applyFlightAnswer, useFlightLookup } from '../segments/flight-lookup.js';
import { SegmentList } from '../segments/segment-list.js';

/** A flight with one empty segment and no travelers. */
export function emptyAir(): AirPlan {
  return { type: 'air', ...EMPTY_PLAN_COMMON, travelers: [], segments: [EMPTY_AIR_SEGMENT] };
}

/**
 * The flight form's own fields: its flights as segments (each with a flight lookup when a flight
 * data service is bound), then its travelers. Booking details come from the form page.
 *
 * @example
 * <AirFields plan={emptyAir()} onChange={setPlan} errors={{}} showErrors={false} tripDates={{ start: null, end: null }} />
 */
export function AirFields({ plan, onChange, errors, showErrors, tripDates }: PlanFieldsProps<AirPlan>) {
  const { t } = useTranslation('planSegments');
  const headingId = useId();
  const errorOf = useFieldErrorOf(errors);
  const lookup = useFlightLookup();
  // A lookup answers later: it fills the plan as it is then, not as it was when asked.
  const latest = useRef(plan);
  useEffect(() => {
    latest.current = plan;
  }, [plan]);

  return (
    <>
      <section className="wb-plan-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('air.heading')}</h2>
        <SegmentList
          segments={plan.segments}
          onChange={(segments) => onChange({ ...plan, segments })}
          createSegment={() => EMPTY_AIR_SEGMENT}
          legend={(i, n) => t('segment.legend', { number: i + 1, count: n })}
          addLabel={() => t('air.add')}
          error={errorOf('segments')}
          renderSegment={(segment, index, update) => (
            <AirSegmentFields
              segment={segment}
              index={index}
              onChange={update}
              errors={errors}
              showErrors={showErrors}
              tripDates={tripDates}
              lookup={lookup}
              onFlightFound={(query, answer) => {
                const now = latest.current;
                const at = now.segments.indexOf(segment);
                onChange({ ...now, segments: applyFlightAnswer(now.segments, at === -1 ? index : at, query, answer) });
              }}
            />
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

/** The flight (air) form (part 2 section 3, Flight). */
export const form = definePlanForm<AirPlan>({ type: 'air', empty: emptyAir, Fields: AirFields, validate: planFormErrors, hasOwnSections: true });
