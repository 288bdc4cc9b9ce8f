import type { PlanDateTime } from '@waybook/core';
import type { PlanFieldErrors, PlanFieldsProps } from '../plan-form-types.js';
import { PlanDateTimeField } from './plan-date-time-field.js';

/** Props of {@link PlanDateRangeFields}. */
export type PlanDateRangeFieldsProps = {
  readonly startLabel: string;
  readonly endLabel: string;
  readonly start: PlanDateTime;
  readonly end: PlanDateTime;
  /** Gets `{ startDateTime }` or `{ endDateTime }`, the plan's own field names. */
  readonly onChange: (patch: { readonly startDateTime: PlanDateTime } | { readonly endDateTime: PlanDateTime }) => void;
  /** Whether the end's date is required too (the start's always is). */
  readonly isEndDateRequired?: boolean;
  readonly errors: PlanFieldErrors;
  readonly showErrors: boolean;
  readonly tripDates: PlanFieldsProps<never>['tripDates'];
};

/**
 * A plan's start and end (`startDateTime`, `endDateTime`), one after the other; the end's
 * calendar opens on the start's date.
 *
 * @example
 * <PlanDateRangeFields startLabel="Check-in" endLabel="Check-out" start={plan.startDateTime} end={plan.endDateTime} onChange={set} isEndDateRequired errors={errors} showErrors={showErrors} tripDates={tripDates} />
 */
export function PlanDateRangeFields(props: PlanDateRangeFieldsProps) {
  const { start, end, onChange, errors, showErrors, tripDates } = props;
  return (
    <>
      <PlanDateTimeField
        label={props.startLabel}
        path="startDateTime"
        value={start}
        onChange={(startDateTime) => onChange({ startDateTime })}
        errors={errors}
        forceErrors={showErrors}
        isDateRequired
        tripDates={tripDates}
      />
      <PlanDateTimeField
        label={props.endLabel}
        path="endDateTime"
        value={end}
        onChange={(endDateTime) => onChange({ endDateTime })}
        errors={errors}
        forceErrors={showErrors}
        isDateRequired={props.isEndDateRequired}
        tripDates={tripDates}
        suggestedDate={start.date || null}
      />
    </>
  );
}
