import { useTranslation } from 'react-i18next';
import { EMPTY_BOOKING_FIELDS, EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME, EMPTY_RESERVATION_META, type RestaurantPlan } from '@waybook/core';
import { AddressField } from '../fields/address-field.js';
import { PlanDateTimeField } from '../fields/plan-date-time-field.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import { forgetAutomaticZone } from '../fields/time-zone-picker.js';
import { TravelerListField } from '../fields/traveler-list-field.js';
import { definePlanForm, type PlanFieldsProps } from '../plan-form-types.js';

/** A restaurant reservation with nothing filled in. */
export function emptyRestaurant(): RestaurantPlan {
  return {
    type: 'restaurant',
    meta: EMPTY_RESERVATION_META,
    booking: EMPTY_BOOKING_FIELDS,
    dateTime: EMPTY_PLAN_DATE_TIME,
    address: EMPTY_PLAN_ADDRESS,
    cuisine: '',
    dressCode: '',
    hours: '',
    numberPatrons: '',
    priceRange: '',
    attendees: [],
  };
}

function RestaurantFields({ plan, onChange, errors, showErrors, tripDates }: PlanFieldsProps<RestaurantPlan>) {
  const { t } = useTranslation('planForm');
  const set = (patch: Partial<RestaurantPlan>) => onChange({ ...plan, ...patch });
  return (
    <>
      <PlanTextField
        label={t('restaurant.name')}
        path="booking.supplierName"
        value={plan.booking.supplierName}
        onChange={(supplierName) => set({ booking: { ...plan.booking, supplierName } })}
        errors={errors}
        isRequired
      />
      <PlanDateTimeField
        label={t('restaurant.reservation')}
        path="dateTime"
        value={plan.dateTime}
        onChange={(dateTime) => set({ dateTime })}
        errors={errors}
        forceErrors={showErrors}
        isDateRequired
        tripDates={tripDates}
      />
      <AddressField
        label={t('restaurant.address')}
        path="address"
        value={plan.address}
        onChange={(address) => set({ address, dateTime: forgetAutomaticZone(plan.dateTime) })}
        errors={errors}
      />
      <div className="wb-plan-grid">
        <PlanTextField
          label={t('restaurant.patrons')}
          path="numberPatrons"
          value={plan.numberPatrons}
          onChange={(numberPatrons) => set({ numberPatrons })}
          errors={errors}
        />
        <PlanTextField label={t('restaurant.cuisine')} path="cuisine" value={plan.cuisine} onChange={(cuisine) => set({ cuisine })} errors={errors} />
        <PlanTextField
          label={t('restaurant.priceRange')}
          path="priceRange"
          value={plan.priceRange}
          onChange={(priceRange) => set({ priceRange })}
          errors={errors}
        />
        <PlanTextField label={t('restaurant.dressCode')} path="dressCode" value={plan.dressCode} onChange={(dressCode) => set({ dressCode })} errors={errors} />
        <PlanTextField label={t('restaurant.hours')} path="hours" value={plan.hours} onChange={(hours) => set({ hours })} errors={errors} />
      </div>
      <TravelerListField
        label={t('restaurant.attendees')}
        itemLabel={(number) => t('restaurant.attendee', { number })}
        addLabel={t('restaurant.addAttendee')}
        path="attendees"
        value={plan.attendees}
        onChange={(attendees) => set({ attendees })}
        errors={errors}
      />
    </>
  );
}

/** The restaurant form (part 2 section 3, Restaurant). */
export const form = definePlanForm<RestaurantPlan>({
  type: 'restaurant',
  empty: emptyRestaurant,
  Fields: RestaurantFields,
  validate: planFormErrors,
  bookingFieldsInFields: ['supplierName'],
});
