import { useTranslation } from 'react-i18next';
import type { CruiseSegment, CruiseStopRole } from '@waybook/core';
import { PlanDateTimeField } from '../fields/plan-date-time-field.js';
import { forgetAutomaticZone } from '../fields/time-zone-picker.js';
import type { PlanFieldErrors, PlanFieldsProps } from '../plan-form-types.js';
import { PlaceAndTimeFields } from './place-and-time-fields.js';

/** Props of {@link CruiseStopFields}. */
export interface CruiseStopFieldsProps {
  readonly segment: CruiseSegment;
  readonly index: number;
  readonly role: CruiseStopRole;
  readonly onChange: (next: CruiseSegment) => void;
  readonly errors: PlanFieldErrors;
  readonly showErrors: boolean;
  readonly tripDates: PlanFieldsProps<never>['tripDates'];
}

/**
 * The fields of one cruise stop, by its role: the embarkation port and when the ship sails from
 * it; a port of call with its arrival and departure; the disembarkation port and when the ship
 * arrives. A stop's start is the event of its role (departure when embarking, arrival otherwise).
 *
 * @example
 * <CruiseStopFields segment={s} index={1} role="port" onChange={update} errors={errors} showErrors={false} tripDates={dates} />
 */
export function CruiseStopFields(props: CruiseStopFieldsProps) {
  const { segment, index, role, onChange, errors, showErrors, tripDates } = props;
  const { t } = useTranslation('planSegments');
  const path = (field: string) => `segments.${index}.${field}`;
  const set =
    <K extends keyof CruiseSegment>(field: K) =>
    (value: CruiseSegment[K]) =>
      onChange({ ...segment, [field]: value });
  const startIsDeparture = role === 'embark';

  return (
    <>
      <PlaceAndTimeFields
        name={{ label: t(`cruise.port.${role}`), path: path('locationName'), value: segment.locationName, onChange: set('locationName') }}
        address={{
          label: t('cruise.portAddress'),
          path: path('locationAddress'),
          value: segment.locationAddress,
          onChange: (locationAddress) =>
            onChange({
              ...segment,
              locationAddress,
              startDateTime: forgetAutomaticZone(segment.startDateTime),
              endDateTime: forgetAutomaticZone(segment.endDateTime),
            }),
        }}
        when={{
          label: t(startIsDeparture ? 'cruise.departure' : 'cruise.arrival'),
          dateLabel: t(startIsDeparture ? 'cruise.departureDate' : 'cruise.arrivalDate'),
          timeLabel: t(startIsDeparture ? 'cruise.departureTime' : 'cruise.arrivalTime'),
          path: path('startDateTime'),
          value: segment.startDateTime,
          onChange: set('startDateTime'),
          isDateRequired: true,
        }}
        errors={errors}
        showErrors={showErrors}
        tripDates={tripDates}
      />
      {role === 'port' && (
        <PlanDateTimeField
          label={t('cruise.departure')}
          dateLabel={t('cruise.departureDate')}
          timeLabel={t('cruise.departureTime')}
          path={path('endDateTime')}
          value={segment.endDateTime}
          onChange={set('endDateTime')}
          errors={errors}
          forceErrors={showErrors}
          tripDates={tripDates}
          suggestedDate={segment.startDateTime.date || null}
        />
      )}
    </>
  );
}
