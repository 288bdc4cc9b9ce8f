import type { PlanAddress } from '@waybook/core';
import { AddressField } from '../fields/address-field.js';
import { PlanDateTimeField, type PlanDateTimeFieldProps } from '../fields/plan-date-time-field.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import type { PlanFieldErrors, PlanFieldsProps } from '../plan-form-types.js';

/** One text or address field of {@link PlaceAndTimeFields}: its label, path in the plan and value. */
type FieldOf<T> = {
  readonly label: string;
  readonly path: string;
  readonly value: T;
  readonly onChange: (next: T) => void;
};

/** Props of {@link PlaceAndTimeFields}. */
export type PlaceAndTimeFieldsProps = {
  /** The place's name (a station, a port); always required. */
  readonly name: FieldOf<string>;
  /** The place's address; the caller's onChange forgets the zones the address had set. */
  readonly address: FieldOf<PlanAddress>;
  /** When the leg leaves or reaches the place. */
  readonly when: Pick<PlanDateTimeFieldProps, 'label' | 'dateLabel' | 'timeLabel' | 'path' | 'value' | 'onChange' | 'isDateRequired' | 'suggestedDate'>;
  readonly errors: PlanFieldErrors;
  readonly showErrors: boolean;
  readonly tripDates: PlanFieldsProps<never>['tripDates'];
};

/**
 * One side of a segment: the place (name and address, side by side) and its date, time and zone.
 *
 * @example
 * <PlaceAndTimeFields name={{ label, path, value, onChange }} address={...} when={...} errors={errors} showErrors={false} tripDates={dates} />
 */
export function PlaceAndTimeFields({ name, address, when, errors, showErrors, tripDates }: PlaceAndTimeFieldsProps) {
  return (
    <>
      <div className="wb-segment__row">
        <PlanTextField label={name.label} path={name.path} value={name.value} onChange={name.onChange} errors={errors} isRequired />
        <AddressField label={address.label} path={address.path} value={address.value} onChange={address.onChange} errors={errors} />
      </div>
      <PlanDateTimeField
        label={when.label}
        dateLabel={when.dateLabel}
        timeLabel={when.timeLabel}
        path={when.path}
        value={when.value}
        onChange={when.onChange}
        errors={errors}
        forceErrors={showErrors}
        isDateRequired={when.isDateRequired}
        tripDates={tripDates}
        suggestedDate={when.suggestedDate}
      />
    </>
  );
}
