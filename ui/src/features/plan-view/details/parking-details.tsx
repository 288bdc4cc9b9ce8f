import { useTranslation } from 'react-i18next';
import { parkingSegments, type ParkingPlan } from '@waybook/core';
import { addressValue, FactsCard, phoneValue, useWhen } from './facts.js';

// Parking: when the car is left and collected, and where.

/** The overview of a parking. */
export function ParkingOverview({ plan }: { readonly plan: ParkingPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const [dropOff, pickUp] = parkingSegments({ uuid: plan.meta.uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime });
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('parking.dropOff'), value: when(dropOff.dateTime) },
        { label: t('parking.pickUp'), value: when(pickUp.dateTime) },
        { label: t('fields.location'), value: plan.locationName },
        { label: t('fields.address'), value: addressValue(plan.address) },
        { label: t('fields.hours'), value: plan.locationHours },
        { label: t('fields.phone'), value: phoneValue(plan.locationPhone) },
        { label: t('parking.valetTicket'), value: plan.valetTicketNumber },
      ]}
    />
  );
}
