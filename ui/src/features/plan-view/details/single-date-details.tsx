import { useTranslation } from 'react-i18next';
import type { ActivityPlan, DirectionsPlan, MapPlan, NotePlan, RestaurantPlan } from '@waybook/core';
import { addressValue, FactsCard, longText, useWhen, webValue } from './facts.js';

// The single-date types: restaurant, activity, note, map and directions, one card of facts each.

/** The details of a restaurant plan. */
export function RestaurantDetails({ plan }: { readonly plan: RestaurantPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('fields.dateTime'), value: when(plan.dateTime) },
        { label: t('fields.address'), value: addressValue(plan.address) },
        { label: t('restaurant.cuisine'), value: plan.cuisine },
        { label: t('restaurant.partySize'), value: plan.numberPatrons },
        { label: t('restaurant.dressCode'), value: plan.dressCode },
        { label: t('restaurant.priceRange'), value: plan.priceRange },
        { label: t('fields.hours'), value: plan.hours },
      ]}
    />
  );
}

/** The details of a activity plan. */
export function ActivityDetails({ plan }: { readonly plan: ActivityPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('activity.type'), value: plan.detailTypeCode === '' ? null : t(`activity.types.${plan.detailTypeCode}`) },
        { label: t('fields.starts'), value: when(plan.startDateTime) },
        { label: t('fields.ends'), value: when(plan.endDateTime) },
        { label: t('fields.location'), value: plan.locationName },
        { label: t('fields.address'), value: addressValue(plan.address) },
      ]}
    />
  );
}

/** The details of a note plan. */
export function NoteDetails({ plan }: { readonly plan: NotePlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('fields.dateTime'), value: when(plan.dateTime) },
        { label: t('note.text'), value: longText(plan.text) },
        { label: t('note.source'), value: plan.source },
        { label: t('note.link'), value: webValue(plan.url) },
        { label: t('fields.address'), value: addressValue(plan.address) },
      ]}
    />
  );
}

/** The details of a map plan. */
export function MapDetails({ plan }: { readonly plan: MapPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('fields.dateTime'), value: when(plan.dateTime) },
        { label: t('fields.address'), value: addressValue(plan.address) },
      ]}
    />
  );
}

/** The details of a directions plan. */
export function DirectionsDetails({ plan }: { readonly plan: DirectionsPlan }) {
  const { t } = useTranslation('planView');
  const when = useWhen();
  return (
    <FactsCard
      title={t('headings.details')}
      facts={[
        { label: t('directions.mode'), value: plan.detailTypeCode === '' ? null : t(`directions.modes.${plan.detailTypeCode}`) },
        { label: t('fields.dateTime'), value: when(plan.dateTime) },
        { label: t('fields.from'), value: addressValue(plan.startAddress) },
        { label: t('fields.to'), value: addressValue(plan.endAddress) },
      ]}
    />
  );
}
