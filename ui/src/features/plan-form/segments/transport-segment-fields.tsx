import { useTranslation } from 'react-i18next';
import { isDetailTypeCode, type TransportSegment, type TransportTypeCode } from '@waybook/core';
import { PlanSelectField } from '../fields/plan-select-field.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import { forgetAutomaticZone } from '../fields/time-zone-picker.js';
import type { PlanFieldErrors, PlanFieldsProps } from '../plan-form-types.js';
import { PlaceAndTimeFields } from './place-and-time-fields.js';

/** Props of {@link TransportSegmentFields}. */
export interface TransportSegmentFieldsProps {
  readonly segment: TransportSegment;
  readonly index: number;
  readonly onChange: (next: TransportSegment) => void;
  readonly errors: PlanFieldErrors;
  readonly showErrors: boolean;
  readonly tripDates: PlanFieldsProps<never>['tripDates'];
}

const typeCodeOf = (value: string): TransportTypeCode => (isDetailTypeCode('transport', value) ? (value as TransportTypeCode) : '');

/**
 * The fields of one transport leg: its type (ferry or ground, part 2 detail type codes F and G),
 * carrier, departure and arrival (place name and address, date, time, zone), number of
 * passengers, vehicle and the leg's confirmation number.
 *
 * @example
 * <TransportSegmentFields segment={s} index={0} onChange={update} errors={errors} showErrors={false} tripDates={dates} />
 */
export function TransportSegmentFields(props: TransportSegmentFieldsProps) {
  const { segment, index, onChange, errors, showErrors, tripDates } = props;
  const { t } = useTranslation('planSegments');
  const path = (field: string) => `segments.${index}.${field}`;
  const set =
    <K extends keyof TransportSegment>(field: K) =>
    (value: TransportSegment[K]) =>
      onChange({ ...segment, [field]: value });
  const types = [
    { value: '', label: t('transport.types.none') },
    { value: 'F', label: t('transport.types.ferry') },
    { value: 'G', label: t('transport.types.ground') },
  ];

  return (
    <>
      <div className="wb-segment__row">
        <PlanSelectField
          label={t('transport.type')}
          path={path('detailTypeCode')}
          value={segment.detailTypeCode}
          options={types}
          onChange={(v) => set('detailTypeCode')(typeCodeOf(v))}
          errors={errors}
        />
        <PlanTextField label={t('transport.carrier')} path={path('carrierName')} value={segment.carrierName} onChange={set('carrierName')} errors={errors} />
      </div>
      <PlaceAndTimeFields
        name={{
          label: t('transport.departureLocation'),
          path: path('startLocationName'),
          value: segment.startLocationName,
          onChange: set('startLocationName'),
        }}
        address={{
          label: t('transport.departureAddress'),
          path: path('startLocationAddress'),
          value: segment.startLocationAddress,
          onChange: (startLocationAddress) => onChange({ ...segment, startLocationAddress, startDateTime: forgetAutomaticZone(segment.startDateTime) }),
        }}
        when={{
          label: t('transport.departure'),
          dateLabel: t('transport.departureDate'),
          timeLabel: t('transport.departureTime'),
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
        name={{ label: t('transport.arrivalLocation'), path: path('endLocationName'), value: segment.endLocationName, onChange: set('endLocationName') }}
        address={{
          label: t('transport.arrivalAddress'),
          path: path('endLocationAddress'),
          value: segment.endLocationAddress,
          onChange: (endLocationAddress) => onChange({ ...segment, endLocationAddress, endDateTime: forgetAutomaticZone(segment.endDateTime) }),
        }}
        when={{
          label: t('transport.arrival'),
          dateLabel: t('transport.arrivalDate'),
          timeLabel: t('transport.arrivalTime'),
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
        <PlanTextField
          label={t('transport.numberPassengers')}
          path={path('numberPassengers')}
          value={segment.numberPassengers}
          onChange={set('numberPassengers')}
          errors={errors}
        />
        <PlanTextField
          label={t('transport.vehicle')}
          path={path('vehicleDescription')}
          value={segment.vehicleDescription}
          onChange={set('vehicleDescription')}
          errors={errors}
        />
        <PlanTextField
          label={t('transport.confirmation')}
          path={path('confirmationNumber')}
          value={segment.confirmationNumber}
          onChange={set('confirmationNumber')}
          errors={errors}
        />
      </div>
    </>
  );
}
