import { useTranslation } from 'react-i18next';
import { lodgingSegments, type LodgingPlan } from '@waybook/core';
import { join, type T } from './details-kit.js';
import { addressValue, FactsCard, useWhen } from './facts.js';

// Lodging: check-in and check-out, the address and the room.

/** The collapsed summary of a lodging: room type, rooms and guests joined. */
export function lodgingSummary(t: T, plan: LodgingPlan): string {
  const count = (value: string, key: string) => {
    const n = Number(value.trim());
    return value.trim() === '' ? '' : Number.isInteger(n) && n >= 0 ? t(key, { count: n }) : value.trim();
  };
  return join(plan.roomType, count(plan.numberRooms, 'lodging.roomCount'), count(plan.numberGuests, 'lodging.guestCount'));
}

/** The stay of a lodging plan. */
export function LodgingDetails({ plan }: { readonly plan: LodgingPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  const [checkIn, checkOut] = lodgingSegments({ uuid: plan.meta.uuid, startDateTime: plan.startDateTime, endDateTime: plan.endDateTime });
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('lodging.checkIn'), value: when(checkIn.dateTime) },
        { label: t('lodging.checkOut'), value: when(checkOut.dateTime) },
        { label: t('fields.address'), value: addressValue(plan.address) },
        { label: t('lodging.roomType'), value: plan.roomType },
        { label: t('lodging.rooms'), value: plan.numberRooms },
        { label: t('lodging.guests'), value: plan.numberGuests },
      ]}
    />
  );
}
