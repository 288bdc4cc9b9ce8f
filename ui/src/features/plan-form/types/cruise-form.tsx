import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cruiseStopRole, type CruisePlan, type CruiseSegment } from '@waybook/core';
import { useFieldErrorOf } from '../fields/field-errors.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { TravelerListField } from '../fields/traveler-list-field.js';
import { definePlanForm, type PlanFieldsProps } from '../plan-form-types.js';
import { CruiseStopFields } from '../segments/cruise-stop-fields.js';
import { EMPTY_CRUISE_SEGMENT, EMPTY_PLAN_COMMON } from '../segments/empty-segments.js';
import { SegmentList } from '../segments/segment-list.js';

const isPort = (index: number, count: number) => cruiseStopRole(index, count) === 'port';

/** A cruise with an empty embarkation and disembarkation and no passengers. */
export function emptyCruise(): CruisePlan {
  return {
    type: 'cruise',
    ...EMPTY_PLAN_COMMON,
    shipName: '',
    cabinNumber: '',
    cabinType: '',
    dining: '',
    travelers: [],
    segments: [{ ...EMPTY_CRUISE_SEGMENT, isEmbark: true }, EMPTY_CRUISE_SEGMENT],
  };
}

/**
 * Cruise stops with isEmbark following their places: the first is the embarkation.
 *
 * @example
 * withEmbarkFlags([b, a]).map((s) => s.isEmbark) // [true, false]
 */
export function withEmbarkFlags(stops: CruiseSegment[]): CruiseSegment[] {
  return stops.map((s, i) => (s.isEmbark === (i === 0) ? s : { ...s, isEmbark: i === 0 }));
}

/**
 * The cruise form's own fields, in the parts of its sub-pages: the cruise information (ship,
 * cabin, dining), the itinerary (embarkation, ports of call, disembarkation, by their places:
 * core cruiseStopRole) and the passengers. Ports of call are added before the disembarkation and
 * move among themselves; the two ends stay.
 *
 * @example
 * <CruiseFields plan={emptyCruise()} onChange={setPlan} errors={{}} showErrors={false} tripDates={{ start: null, end: null }} />
 */
export function CruiseFields({ plan, onChange, errors, showErrors, tripDates }: PlanFieldsProps<CruisePlan>) {
  const { t } = useTranslation('planSegments');
  const infoId = useId();
  const stopsId = useId();
  const errorOf = useFieldErrorOf(errors);
  const set = (field: 'shipName' | 'cabinNumber' | 'cabinType' | 'dining') => (value: string) => onChange({ ...plan, [field]: value });
  const legend = (index: number, count: number) => t(`cruise.legend.${cruiseStopRole(index, count) ?? 'port'}`, { number: index + 1, count });

  return (
    <>
      <section id="cruise-info" className="wb-plan-section" aria-labelledby={infoId}>
        <h2 id={infoId}>{t('cruise.heading')}</h2>
        <div className="wb-segment__row">
          <PlanTextField label={t('cruise.shipName')} path="shipName" value={plan.shipName} onChange={set('shipName')} errors={errors} isRequired />
          <PlanTextField label={t('cruise.cabinNumber')} path="cabinNumber" value={plan.cabinNumber} onChange={set('cabinNumber')} errors={errors} />
          <PlanTextField label={t('cruise.cabinType')} path="cabinType" value={plan.cabinType} onChange={set('cabinType')} errors={errors} />
          <PlanTextField label={t('cruise.dining')} path="dining" value={plan.dining} onChange={set('dining')} errors={errors} />
        </div>
      </section>
      <section className="wb-plan-section" aria-labelledby={stopsId}>
        <h2 id={stopsId}>{t('cruise.itinerary')}</h2>
        <SegmentList
          segments={plan.segments}
          onChange={(segments) => onChange({ ...plan, segments })}
          createSegment={() => EMPTY_CRUISE_SEGMENT}
          legend={legend}
          addLabel={(n) => t(n === 0 ? 'cruise.addEmbark' : n === 1 ? 'cruise.addDisembark' : 'cruise.addPort')}
          insertIndex={(n) => (n < 2 ? n : n - 1)}
          canRemove={isPort}
          canMove={(from, to, n) => isPort(from, n) && isPort(to, n)}
          normalize={withEmbarkFlags}
          error={errorOf('segments')}
          renderSegment={(segment, index, update) => (
            <CruiseStopFields
              segment={segment}
              index={index}
              role={cruiseStopRole(index, plan.segments.length) ?? 'port'}
              onChange={update}
              errors={errors}
              showErrors={showErrors}
              tripDates={tripDates}
            />
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

/** The cruise form (part 2 section 3, Cruise). */
export const form = definePlanForm<CruisePlan>({ type: 'cruise', empty: emptyCruise, Fields: CruiseFields, validate: planFormErrors, hasOwnSections: true });
