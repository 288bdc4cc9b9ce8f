import { useTranslation } from 'react-i18next';
import type { RailSegment } from '@waybook/core';
import { PlanTextField } from '../fields/plan-text-field.js';
import { forgetAutomaticZone } from '../fields/time-zone-picker.js';
import type { PlanFieldErrors, PlanFieldsProps } from '../plan-form-types.js';
import { PlaceAndTimeFields } from './place-and-time-fields.js';

/** Props of {@link RailSegmentFields}. */
export interface RailSegmentFieldsProps {
  readonly segment: RailSegment;
  readonly index: number;
  readonly onChange: (next: RailSegment) => void;
  readonly errors: PlanFieldErrors;
  readonly showErrors: boolean;
  readonly tripDates: PlanFieldsProps<never>['tripDates'];
}

/**
 * The fields of one train: carrier, train number and type; departure and arrival (station name
 * and address, date, time, zone); coach, seats, class and the leg's confirmation number. A new
 * station address lets the server find that station's zone again.
 *
 * @example
 * <RailSegmentFields segment={s} index={0} onChange={update} errors={errors} showErrors={false} tripDates={dates} />
 */
export function RailSegmentFields(props: RailSegmentFieldsProps) {
  const { segment, index, onChange, errors, showErrors, tripDates } = props;
  const { t } = useTranslation('planSegments');
  const path = (field: string) => `segments.${index}.${field}`;
  const set =
    <K extends keyof RailSegment>(field: K) =>
    (value: RailSegment[K]) =>
      onChange({ ...segment, [field]: value });

  return (
    <>
      <div className="wb-segment__row">
        <PlanTextField label={t('rail.carrier')} path={path('carrierName')} value={segment.carrierName} onChange={set('carrierName')} errors={errors} />
        <PlanTextField label={t('rail.trainNumber')} path={path('trainNumber')} value={segment.trainNumber} onChange={set('trainNumber')} errors={errors} />
        <PlanTextField label={t('rail.trainType')} path={path('trainType')} value={segment.trainType} onChange={set('trainType')} errors={errors} />
      </div>
      <PlaceAndTimeFields
        name={{ label: t('rail.departureStation'), path: path('startStationName'), value: segment.startStationName, onChange: set('startStationName') }}
        address={{
          label: t('rail.departureAddress'),
          path: path('startStationAddress'),
          value: segment.startStationAddress,
          onChange: (startStationAddress) => onChange({ ...segment, startStationAddress, startDateTime: forgetAutomaticZone(segment.startDateTime) }),
        }}
        when={{
          label: t('rail.departure'),
          dateLabel: t('rail.departureDate'),
          timeLabel: t('rail.departureTime'),
          path: path('startDateTime'),
          value: segment.startDateTime,
          onChange: set('startDateTime'),
          isDateRequired: true,
        }}
        errors={errors}
        showErrors={showErrors}
        tripDates={tripDates}
      />
      <PlaceAndTimeFields
        name={{ label: t('rail.arrivalStation'), path: path('endStationName'), value: segment.endStationName, onChange: set('endStationName') }}
        address={{
          label: t('rail.arrivalAddress'),
          path: path('endStationAddress'),
          value: segment.endStationAddress,
          onChange: (endStationAddress) => onChange({ ...segment, endStationAddress, endDateTime: forgetAutomaticZone(segment.endDateTime) }),
        }}
        when={{
          label: t('rail.arrival'),
          dateLabel: t('rail.arrivalDate'),
          timeLabel: t('rail.arrivalTime'),
          path: path('endDateTime'),
          value: segment.endDateTime,
          onChange: set('endDateTime'),
          suggestedDate: segment.startDateTime.date || null,
        }}
        errors={errors}
        showErrors={showErrors}
        tripDates={tripDates}
      />
      <div className="wb-segment__row">
        <PlanTextField label={t('rail.coach')} path={path('coachNumber')} value={segment.coachNumber} onChange={set('coachNumber')} errors={errors} />
        <PlanTextField label={t('rail.seats')} path={path('seats')} value={segment.seats} onChange={set('seats')} errors={errors} />
        <PlanTextField label={t('rail.serviceClass')} path={path('serviceClass')} value={segment.serviceClass} onChange={set('serviceClass')} errors={errors} />
        <PlanTextField
          label={t('rail.confirmation')}
          path={path('confirmationNumber')}
          value={segment.confirmationNumber}
          onChange={set('confirmationNumber')}
          errors={errors}
        />
      </div>
    </>
  );
}
