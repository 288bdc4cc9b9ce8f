import { useTranslation } from 'react-i18next';
import { EMPTY_BOOKING_FIELDS, EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME, EMPTY_RESERVATION_META, type ParkingPlan } from '@waybook/core';
import { AddressField } from '../fields/address-field.js';
import { PlanDateRangeFields } from '../fields/plan-date-range-fields.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import { forgetAutomaticZone } from '../fields/time-zone-picker.js';
import { definePlanForm, type PlanFieldsProps } from '../plan-form-types.js';

/** A parking reservation with nothing filled in. */
export function emptyParking(): ParkingPlan {
  return {
    type: 'parking',
    meta: EMPTY_RESERVATION_META,
    booking: EMPTY_BOOKING_FIELDS,
    startDateTime: EMPTY_PLAN_DATE_TIME,
    endDateTime: EMPTY_PLAN_DATE_TIME,
    address: EMPTY_PLAN_ADDRESS,
    locationHours: '',
    locationName: '',
    valetTicketNumber: '',
    locationPhone: '',
  };
}

function ParkingFields({ plan, onChange, errors, showErrors, tripDates }: PlanFieldsProps<ParkingPlan>) {
  const { t } = useTranslation('planForm');
  const set = (patch: Partial<ParkingPlan>) => onChange({ ...plan, ...patch });
  return (
    <>
      <PlanTextField
        label={t('parking.locationName')}
        path="locationName"
        value={plan.locationName}
        onChange={(locationName) => set({ locationName })}
        errors={errors}
      />
      <PlanDateRangeFields
        startLabel={t('parking.dropOff')}
        endLabel={t('parking.pickUp')}
        start={plan.startDateTime}
        end={plan.endDateTime}
        onChange={set}
        errors={errors}
        showErrors={showErrors}
        tripDates={tripDates}
      />
      <AddressField
        label={t('parking.address')}
        path="address"
        value={plan.address}
        onChange={(address) => set({ address, startDateTime: forgetAutomaticZone(plan.startDateTime), endDateTime: forgetAutomaticZone(plan.endDateTime) })}
        errors={errors}
      />
      <div className="wb-plan-grid">
        <PlanTextField
          label={t('parking.phone')}
          path="locationPhone"
          type="tel"
          value={plan.locationPhone}
          onChange={(locationPhone) => set({ locationPhone })}
          errors={errors}
        />
        <PlanTextField
          label={t('parking.hours')}
          path="locationHours"
          value={plan.locationHours}
          onChange={(locationHours) => set({ locationHours })}
          errors={errors}
        />
        <PlanTextField
          label={t('parking.valetTicket')}
          path="valetTicketNumber"
          value={plan.valetTicketNumber}
          onChange={(valetTicketNumber) => set({ valetTicketNumber })}
          errors={errors}
        />
      </div>
    </>
  );
}

/** The parking form (part 2 section 3, Parking). */
export const form = definePlanForm<ParkingPlan>({
  type: 'parking',
  empty: emptyParking,
  Fields: ParkingFields,
  validate: planFormErrors,
});
