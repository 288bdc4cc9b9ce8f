import { useTranslation } from 'react-i18next';
import { EMPTY_BOOKING_FIELDS, EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME, EMPTY_RESERVATION_META, type LodgingPlan } from '@waybook/core';
import { AddressField } from '../fields/address-field.js';
import { PlanDateRangeFields } from '../fields/plan-date-range-fields.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import { forgetAutomaticZone } from '../fields/time-zone-picker.js';
import { TravelerListField } from '../fields/traveler-list-field.js';
import { definePlanForm, type PlanFieldsProps } from '../plan-form-types.js';

/** A lodging with nothing filled in. */
export function emptyLodging(): LodgingPlan {
  return {
    type: 'lodging',
    meta: EMPTY_RESERVATION_META,
    booking: EMPTY_BOOKING_FIELDS,
    startDateTime: EMPTY_PLAN_DATE_TIME,
    endDateTime: EMPTY_PLAN_DATE_TIME,
    address: EMPTY_PLAN_ADDRESS,
    guests: [],
    numberGuests: '',
    numberRooms: '',
    roomType: '',
  };
}

function LodgingFields({ plan, onChange, errors, showErrors, tripDates }: PlanFieldsProps<LodgingPlan>) {
  const { t } = useTranslation('planForm');
  const set = (patch: Partial<LodgingPlan>) => onChange({ ...plan, ...patch });
  return (
    <>
      <PlanTextField
        label={t('lodging.name')}
        path="booking.supplierName"
        value={plan.booking.supplierName}
        onChange={(supplierName) => set({ booking: { ...plan.booking, supplierName } })}
        errors={errors}
        isRequired
      />
      <PlanDateRangeFields
        startLabel={t('lodging.checkIn')}
        endLabel={t('lodging.checkOut')}
        start={plan.startDateTime}
        end={plan.endDateTime}
        onChange={set}
        isEndDateRequired
        errors={errors}
        showErrors={showErrors}
        tripDates={tripDates}
      />
      <AddressField
        label={t('lodging.address')}
        path="address"
        value={plan.address}
        onChange={(address) => set({ address, startDateTime: forgetAutomaticZone(plan.startDateTime), endDateTime: forgetAutomaticZone(plan.endDateTime) })}
        errors={errors}
      />
      <div className="wb-plan-grid">
        <PlanTextField label={t('lodging.roomType')} path="roomType" value={plan.roomType} onChange={(roomType) => set({ roomType })} errors={errors} />
        <PlanTextField
          label={t('lodging.rooms')}
          path="numberRooms"
          value={plan.numberRooms}
          onChange={(numberRooms) => set({ numberRooms })}
          errors={errors}
        />
        <PlanTextField
          label={t('lodging.guestCount')}
          path="numberGuests"
          value={plan.numberGuests}
          onChange={(numberGuests) => set({ numberGuests })}
          errors={errors}
        />
      </div>
      <TravelerListField
        label={t('lodging.guests')}
        itemLabel={(number) => t('lodging.guest', { number })}
        addLabel={t('lodging.addGuest')}
        path="guests"
        value={plan.guests}
        onChange={(guests) => set({ guests })}
        errors={errors}
      />
    </>
  );
}

/** The lodging form (part 2 section 3, Lodging). */
export const form = definePlanForm<LodgingPlan>({
  type: 'lodging',
  empty: emptyLodging,
  Fields: LodgingFields,
  validate: planFormErrors,
  bookingFieldsInFields: ['supplierName'],
});
