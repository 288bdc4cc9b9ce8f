import { useTranslation } from 'react-i18next';
import { carRentalSegments, type CarPlan, type CarStop } from '@waybook/core';
import { addressValue, FactsCard, phoneValue, useWhen, type Fact } from './facts.js';

// Car rental: the pick-up and drop-off stops, then the car.

function CarStopCard({ stop }: { readonly stop: CarStop }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const title = stop.isPickup ? t('car.pickUp') : t('car.dropOff');
  const sameAsPickup = !stop.isPickup && stop.isSameLocation;
  const facts: readonly Fact[] = [
    { label: t('fields.dateTime'), value: when(stop.dateTime) },
    ...(sameAsPickup
      ? [{ label: t('fields.location'), value: t('car.sameLocation') }]
      : [
          { label: t('fields.location'), value: stop.location.name },
          { label: t('fields.address'), value: addressValue(stop.location.address) },
          { label: t('fields.hours'), value: stop.location.hours },
          { label: t('fields.phone'), value: phoneValue(stop.location.phone) },
        ]),
  ];
  return <FactsCard title={title} facts={facts} />;
}

/** The stops and car of a car rental. */
export function CarDetails({ plan }: { readonly plan: CarPlan }) {
  const { t } = useTranslation('planView');
  const stops = carRentalSegments({
    uuid: plan.meta.uuid,
    startDateTime: plan.startDateTime,
    endDateTime: plan.endDateTime,
    startLocation: { address: plan.startLocationAddress, name: plan.startLocationName, hours: plan.startLocationHours, phone: plan.startLocationPhone },
    endLocation: { address: plan.endLocationAddress, name: plan.endLocationName, hours: plan.endLocationHours, phone: plan.endLocationPhone },
  });
  const [pickUp, dropOff] = stops;
  // "Same as pick-up" says nothing when the pick-up has no place and the drop-off no date.
  const pickUpPlace = pickUp.location.name.trim() !== '' || addressValue(pickUp.location.address) !== null;
  const showDropOff = !dropOff.isSameLocation || pickUpPlace || (dropOff.dateTime?.date ?? '') !== '';
  return (
    <>
      <CarStopCard stop={pickUp} />
      {showDropOff && <CarStopCard stop={dropOff} />}
      <FactsCard
        title={t('car.heading')}
        facts={[
          { label: t('car.type'), value: plan.carType },
          { label: t('car.description'), value: plan.carDescription },
          { label: t('car.mileage'), value: plan.mileageCharges },
        ]}
      />
    </>
  );
}
