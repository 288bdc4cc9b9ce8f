import { useTranslation } from 'react-i18next';
import { extendsTripMessage, tripExtensionDays, type PlanDateTime } from '@waybook/core';
import { DateInput } from '../../../components/date-input/date-input.js';
import type { PlanFieldErrors } from '../plan-form-types.js';
import { useDisplayPreferences } from './display-preferences.js';
import { useFieldError } from './field-errors.js';
import { TimeSelect } from './time-select.js';
import { TimeZonePicker, type TimeZoneSource } from './time-zone-picker.js';
import './fields.css';

/** Props of {@link PlanDateTimeField}. */
export type PlanDateTimeFieldProps = {
  /** The group's name ("Check-in"), shown as its legend. */
  readonly label: string;
  /** The date input's label; default "<label> date". */
  readonly dateLabel?: string;
  /** The time picker's label; default "<label> time". */
  readonly timeLabel?: string;
  readonly value: PlanDateTime;
  readonly onChange: (next: PlanDateTime) => void;
  /**
   * The date-time's path in the plan ('startDateTime', 'segments.0.endDateTime'). Errors are read
   * at `<path>.date`, `<path>.time` and `<path>.timezone`, and those are the `data-field`s.
   */
  readonly path: string;
  /** The form's errors to show (PlanFieldsProps.errors). */
  readonly errors: PlanFieldErrors;
  /** Shows the widgets' own errors (a malformed date) before they were left: PlanFieldsProps.showErrors. */
  readonly forceErrors?: boolean;
  /** Marks the date required (the check itself belongs to the type's validate()). */
  readonly isDateRequired?: boolean;
  /** Show the time picker (default true). */
  readonly showTime?: boolean;
  /** Show the time zone and its override (default true). */
  readonly showTimeZone?: boolean;
  /** What the automatic zone comes from, for the picker's wording (default 'address'). */
  readonly zoneSource?: TimeZoneSource;
  /** The trip's dates: when the date falls outside them, "Will extend your trip duration by N days." shows. */
  readonly tripDates?: { readonly start: string | null; readonly end: string | null };
  /** The date the calendar opens on while the field is empty (default: the trip's start). */
  readonly suggestedDate?: string | null;
  /** Dates before this one are refused (y-MM-dd). */
  readonly minDate?: string;
};

/**
 * Days a plan on `date` would add to its trip (0 inside the trip, for an empty date, or without
 * trip dates).
 *
 * @example
 * extensionDaysOf('2026-05-08', { start: '2026-05-10', end: '2026-05-15' }) // 2
 */
export function extensionDaysOf(date: string, tripDates: { readonly start: string | null; readonly end: string | null } | undefined): number {
  if (date === '' || tripDates === undefined) return 0;
  try {
    return tripExtensionDays(tripDates.start, tripDates.end, date);
  } catch {
    return 0;
  }
}

/**
 * A plan date-time (part 2 section 3 "Date-time"): the date with the shared DateInput (masked to
 * the user's date order), the time picker of part 1 section 2.8 (12- or 24-hour by the profile's
 * hour clock) and the time zone, left '' so the server fills it from the place unless the user
 * picks one. Changing anything clears the UTC offset (the server works it out again). When the
 * date lies outside the trip, the extension hint shows in a polite live region.
 *
 * @example
 * <PlanDateTimeField label="Check-in" path="startDateTime" value={plan.startDateTime}
 *   onChange={(startDateTime) => onChange({ ...plan, startDateTime })} errors={errors} forceErrors={showErrors}
 *   isDateRequired tripDates={tripDates} />
 */
export function PlanDateTimeField(props: PlanDateTimeFieldProps) {
  const { value, onChange, path, errors, tripDates } = props;
  const { t } = useTranslation('planForm');
  const { dateOrder, hourClock } = useDisplayPreferences();
  const dateError = useFieldError(errors, `${path}.date`);
  const timeError = useFieldError(errors, `${path}.time`);
  const zoneError = useFieldError(errors, `${path}.timezone`);
  const extension = extendsTripMessage(extensionDaysOf(value.date, tripDates));
  const suggested = props.suggestedDate ?? tripDates?.start ?? undefined;

  return (
    <fieldset className="wb-plan-dt">
      <legend className="wb-plan-dt__legend">{props.label}</legend>
      <div className="wb-plan-dt__row">
        <div data-field={`${path}.date`} className="wb-plan-dt__date">
          <DateInput
            label={props.dateLabel ?? t('dateTime.dateOf', { label: props.label })}
            value={value.date === '' ? null : value.date}
            onChange={(date) => onChange({ ...value, date: date ?? '', utcOffset: '' })}
            dateOrder={dateOrder}
            isRequired={props.isDateRequired}
            minDate={props.minDate}
            forceErrors={props.forceErrors}
            externalError={dateError}
            suggestedInitialDate={suggested === null ? undefined : suggested}
          />
        </div>
        {props.showTime !== false && (
          <TimeSelect
            label={props.timeLabel ?? t('dateTime.timeOf', { label: props.label })}
            path={`${path}.time`}
            value={value.time}
            hourClock={hourClock}
            onChange={(time) => onChange({ ...value, time, isTimeKnown: time !== '', utcOffset: '' })}
            error={timeError}
            forceErrors={props.forceErrors}
          />
        )}
      </div>
      {props.showTimeZone !== false && (
        <TimeZonePicker path={`${path}.timezone`} value={value} onChange={onChange} error={zoneError} zoneSource={props.zoneSource} />
      )}
      <p className="wb-plan-dt__extends" role="status">
        {extension === null ? '' : t(extension.key, extension.values)}
      </p>
    </fieldset>
  );
}
