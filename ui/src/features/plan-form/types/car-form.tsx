import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_BOOKING_FIELDS,
  EMPTY_CAR_LOCATION,
  EMPTY_PLAN_ADDRESS,
  EMPTY_PLAN_DATE_TIME,
  EMPTY_RESERVATION_META,
  isSameDropOffLocation,
  type CarLocation,
  type CarPlan,
} from '@waybook/core';
import { AddressField } from '../fields/address-field.js';
import { PlanCheckbox } from '../fields/plan-checkbox.js';
import { PlanDateTimeField } from '../fields/plan-date-time-field.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import { forgetAutomaticZone } from '../fields/time-zone-picker.js';
import { TravelerListField } from '../fields/traveler-list-field.js';
import { definePlanForm, type PlanFieldsProps } from '../plan-form-types.js';

/** A car rental with nothing filled in. */
export function emptyCar(): CarPlan {
  return {
    type: 'car',
    meta: EMPTY_RESERVATION_META,
    booking: EMPTY_BOOKING_FIELDS,
    startDateTime: EMPTY_PLAN_DATE_TIME,
    endDateTime: EMPTY_PLAN_DATE_TIME,
    startLocationAddress: EMPTY_PLAN_ADDRESS,
    startLocationName: '',
    startLocationHours: '',
    startLocationPhone: '',
    endLocationAddress: EMPTY_PLAN_ADDRESS,
    endLocationName: '',
    endLocationHours: '',
    endLocationPhone: '',
    carDescription: '',
    carType: '',
    mileageCharges: '',
    drivers: [],
  };
}

/** The pick-up and drop-off places of a car plan, as core's car rules see them. */
export function carLocations(plan: CarPlan): { readonly startLocation: CarLocation; readonly endLocation: CarLocation } {
  return {
    startLocation: { address: plan.startLocationAddress, name: plan.startLocationName, hours: plan.startLocationHours, phone: plan.startLocationPhone },
    endLocation: { address: plan.endLocationAddress, name: plan.endLocationName, hours: plan.endLocationHours, phone: plan.endLocationPhone },
  };
}

/** A car plan whose drop-off place is cleared (the car goes back where it was picked up). */
export function withSameDropOff(plan: CarPlan): CarPlan {
  const end = EMPTY_CAR_LOCATION;
  return { ...plan, endLocationAddress: end.address, endLocationName: end.name, endLocationHours: end.hours, endLocationPhone: end.phone };
}

function CarFields({ plan, onChange, errors, showErrors, tripDates }: PlanFieldsProps<CarPlan>) {
  const { t } = useTranslation('planForm');
  const set = (patch: Partial<CarPlan>) => onChange({ ...plan, ...patch });
  // Shown by the user's choice: an empty drop-off place counts as "the same" in core, so it cannot be derived.
  const [differentDropOff, setDifferentDropOff] = useState(() => !isSameDropOffLocation(carLocations(plan)));

  const chooseSame = (same: boolean) => {
    setDifferentDropOff(!same);
    if (same) onChange({ ...withSameDropOff(plan), endDateTime: forgetAutomaticZone(plan.endDateTime) });
  };

  return (
    <>
      <PlanTextField
        label={t('car.company')}
        path="booking.supplierName"
        value={plan.booking.supplierName}
        onChange={(supplierName) => set({ booking: { ...plan.booking, supplierName } })}
        errors={errors}
        isRequired
      />
      <div className="wb-plan-group">
        <h3 className="wb-plan-group__legend">{t('car.pickUp')}</h3>
        <PlanDateTimeField
          label={t('car.pickUp')}
          path="startDateTime"
          value={plan.startDateTime}
          onChange={(startDateTime) => set({ startDateTime })}
          errors={errors}
          forceErrors={showErrors}
          isDateRequired
          tripDates={tripDates}
        />
        <div className="wb-plan-grid">
          <PlanTextField
            label={t('car.pickUpName')}
            path="startLocationName"
            value={plan.startLocationName}
            onChange={(startLocationName) => set({ startLocationName })}
            errors={errors}
          />
          <PlanTextField
            label={t('car.pickUpPhone')}
            path="startLocationPhone"
            type="tel"
            value={plan.startLocationPhone}
            onChange={(startLocationPhone) => set({ startLocationPhone })}
            errors={errors}
          />
        </div>
        <AddressField
          label={t('car.pickUpAddress')}
          path="startLocationAddress"
          value={plan.startLocationAddress}
          onChange={(startLocationAddress) =>
            set({
              startLocationAddress,
              startDateTime: forgetAutomaticZone(plan.startDateTime),
              // The drop-off zone follows the pick-up place while the car goes back there.
              endDateTime: differentDropOff ? plan.endDateTime : forgetAutomaticZone(plan.endDateTime),
            })
          }
          errors={errors}
        />
        <PlanTextField
          label={t('car.pickUpHours')}
          path="startLocationHours"
          value={plan.startLocationHours}
          onChange={(startLocationHours) => set({ startLocationHours })}
          errors={errors}
        />
      </div>
      <div className="wb-plan-group">
        <h3 className="wb-plan-group__legend">{t('car.dropOff')}</h3>
        <PlanDateTimeField
          label={t('car.dropOff')}
          path="endDateTime"
          value={plan.endDateTime}
          onChange={(endDateTime) => set({ endDateTime })}
          errors={errors}
          forceErrors={showErrors}
          isDateRequired
          tripDates={tripDates}
          suggestedDate={plan.startDateTime.date || null}
        />
        <PlanCheckbox path="sameDropOff" isSelected={!differentDropOff} onChange={chooseSame}>
          {t('car.sameLocation')}
        </PlanCheckbox>
        {differentDropOff && (
          <>
            <div className="wb-plan-grid">
              <PlanTextField
                label={t('car.dropOffName')}
                path="endLocationName"
                value={plan.endLocationName}
                onChange={(endLocationName) => set({ endLocationName })}
                errors={errors}
              />
              <PlanTextField
                label={t('car.dropOffPhone')}
                path="endLocationPhone"
                type="tel"
                value={plan.endLocationPhone}
                onChange={(endLocationPhone) => set({ endLocationPhone })}
                errors={errors}
              />
            </div>
            <AddressField
              label={t('car.dropOffAddress')}
              path="endLocationAddress"
              value={plan.endLocationAddress}
              onChange={(endLocationAddress) => set({ endLocationAddress, endDateTime: forgetAutomaticZone(plan.endDateTime) })}
              errors={errors}
            />
            <PlanTextField
              label={t('car.dropOffHours')}
              path="endLocationHours"
              value={plan.endLocationHours}
              onChange={(endLocationHours) => set({ endLocationHours })}
              errors={errors}
            />
          </>
        )}
      </div>
      <div className="wb-plan-grid">
        <PlanTextField label={t('car.carType')} path="carType" value={plan.carType} onChange={(carType) => set({ carType })} errors={errors} />
        <PlanTextField
          label={t('car.description')}
          path="carDescription"
          value={plan.carDescription}
          onChange={(carDescription) => set({ carDescription })}
          errors={errors}
        />
        <PlanTextField
          label={t('car.mileage')}
          path="mileageCharges"
          value={plan.mileageCharges}
          onChange={(mileageCharges) => set({ mileageCharges })}
          errors={errors}
        />
      </div>
      <TravelerListField
        label={t('car.drivers')}
        itemLabel={(number) => t('car.driver', { number })}
        addLabel={t('car.addDriver')}
        path="drivers"
        value={plan.drivers}
        onChange={(drivers) => set({ drivers })}
        errors={errors}
      />
    </>
  );
}

/** The car rental form (part 2 section 3, Car rental). */
export const form = definePlanForm<CarPlan>({
  type: 'car',
  empty: emptyCar,
  Fields: CarFields,
  validate: planFormErrors,
  bookingFieldsInFields: ['supplierName'],
});
