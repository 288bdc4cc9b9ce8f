import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AirSegment } from '@waybook/core';
import { Button } from '../../../components/button/button.js';
import { PlanDateTimeField } from '../fields/plan-date-time-field.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import { TextAreaField } from '../fields/text-area-field.js';
import { forgetAutomaticZone } from '../fields/time-zone-picker.js';
import type { PlanFieldErrors, PlanFieldsProps } from '../plan-form-types.js';
import { flightLookupQuery, type FlightLookup, type FlightLookupAnswer, type FlightLookupQuery } from './flight-lookup.js';

/** Props of {@link AirSegmentFields}. */
export interface AirSegmentFieldsProps {
  readonly segment: AirSegment;
  readonly index: number;
  readonly onChange: (next: AirSegment) => void;
  readonly errors: PlanFieldErrors;
  readonly showErrors: boolean;
  readonly tripDates: PlanFieldsProps<never>['tripDates'];
  /** Null when no flight data service is bound: the lookup is not offered. */
  readonly lookup: FlightLookup | null;
  /** A lookup answered for this segment; the form fills it (and adds a segment per further leg). */
  readonly onFlightFound: (query: FlightLookupQuery, answer: FlightLookupAnswer) => void;
}

// What the last lookup said, for the query it was about (`asked`): once the flight typed changes,
// its message no longer applies and is not shown.
type LookupState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly asked: string }
  | { readonly kind: 'found'; readonly asked: string; readonly legs: number; readonly isSandbox: boolean }
  | { readonly kind: 'not-found'; readonly asked: string; readonly flight: string }
  | { readonly kind: 'failed'; readonly asked: string };

const keyOf = (query: FlightLookupQuery | null) => (query === null ? '' : `${query.departureDate}|${query.airlineCode}|${query.flightNumber}`);

const upper = (text: string) => text.toUpperCase();

/**
 * The fields of one flight segment: airline code and flight number, departure and arrival (date,
 * time, zone, airport, terminal, gate), seats, class, aircraft and notes, plus "Look up flight"
 * when a flight data service is bound. The lookup button works once the departure date, airline
 * code and flight number are given (part 2 section 5); until then the rule is shown beside it.
 *
 * @example
 * <AirSegmentFields segment={s} index={0} onChange={update} errors={errors} showErrors={false} tripDates={dates} lookup={null} onFlightFound={fill} />
 */
export function AirSegmentFields(props: AirSegmentFieldsProps) {
  const { segment, index, onChange, errors, showErrors, tripDates } = props;
  const { t } = useTranslation('planSegments');
  const [lastLookup, setLookupState] = useState<LookupState>({ kind: 'idle' });
  const hintId = useId();
  const path = (field: string) => `segments.${index}.${field}`;
  const set = <K extends keyof AirSegment>(field: K) => (value: AirSegment[K]) => onChange({ ...segment, [field]: value });
  const query = flightLookupQuery(segment);
  const lookupState: LookupState = lastLookup.kind !== 'idle' && lastLookup.asked !== keyOf(query) ? { kind: 'idle' } : lastLookup;

  const lookUp = async () => {
    if (props.lookup === null || query === null) return;
    const asked = keyOf(query);
    setLookupState({ kind: 'busy', asked });
    const result = await props.lookup.lookup(query);
    if (result.ok) {
      props.onFlightFound(query, result.value);
      setLookupState({ kind: 'found', asked, legs: result.value.legs.length, isSandbox: result.value.isSandbox });
    } else if (result.error.kind === 'not-found' || (result.error.kind === 'http' && result.error.status === 404)) {
      setLookupState({ kind: 'not-found', asked, flight: `${query.airlineCode} ${query.flightNumber}` });
    } else {
      setLookupState({ kind: 'failed', asked });
    }
  };

  const lookupMessage = (): string => {
    switch (lookupState.kind) {
      case 'busy':
        return t('air.lookup.busy');
      case 'found':
        return lookupState.legs > 1 ? t('air.lookup.foundLegs', { count: lookupState.legs }) : t('air.lookup.found');
      case 'not-found':
        return t('air.lookup.notFound', { flight: lookupState.flight });
      case 'failed':
        return t('air.lookup.failed');
      default:
        return '';
    }
  };

  return (
    <>
      <div className="wb-segment__row">
        <PlanTextField
          label={t('air.airlineCode')}
          path={path('marketingAirlineCode')}
          value={segment.marketingAirlineCode}
          onChange={(v) => onChange({ ...segment, marketingAirlineCode: upper(v), marketingAirline: '' })}
          description={segment.marketingAirline || t('air.airlineCodeHint')}
          errors={errors}
          isRequired
        />
        <PlanTextField
          label={t('air.flightNumber')}
          path={path('marketingFlightNumber')}
          value={segment.marketingFlightNumber}
          onChange={(v) => set('marketingFlightNumber')(v.trim())}
          errors={errors}
          isRequired
        />
      </div>
      <PlanDateTimeField
        label={t('air.departure')}
        dateLabel={t('air.departureDate')}
        timeLabel={t('air.departureTime')}
        path={path('startDateTime')}
        value={segment.startDateTime}
        onChange={set('startDateTime')}
        errors={errors}
        forceErrors={showErrors}
        isDateRequired
        tripDates={tripDates}
      />
      {props.lookup !== null && (
        <div className="wb-segment__lookup">
          <Button
            variant="outline-primary"
            isDisabled={query === null || lookupState.kind === 'busy'}
            onPress={() => void lookUp()}
            aria-describedby={query === null ? hintId : undefined}
          >
            {t('air.lookup.button')}
          </Button>
          {query === null && (
            <span id={hintId} className="wb-field__description">
              {t('air.lookup.needs')}
            </span>
          )}
          <p className="wb-segment__lookup-status" role="status">
            {lookupMessage()}
          </p>
          {lookupState.kind === 'found' && lookupState.isSandbox && <p className="wb-segment__sandbox">{t('air.lookup.sandbox')}</p>}
        </div>
      )}
      <div className="wb-segment__row">
        <PlanTextField
          label={t('air.departureAirport')}
          path={path('startAirportCode')}
          value={segment.startAirportCode}
          onChange={(v) =>
            onChange({ ...segment, startAirportCode: upper(v), startAirportName: '', startDateTime: forgetAutomaticZone(segment.startDateTime) })
          }
          description={segment.startAirportName || t('air.airportHint')}
          errors={errors}
          isRequired
        />
        <PlanTextField label={t('air.departureTerminal')} path={path('startTerminal')} value={segment.startTerminal} onChange={set('startTerminal')} errors={errors} />
        <PlanTextField label={t('air.departureGate')} path={path('startGate')} value={segment.startGate} onChange={set('startGate')} errors={errors} />
      </div>
      <PlanDateTimeField
        label={t('air.arrival')}
        dateLabel={t('air.arrivalDate')}
        timeLabel={t('air.arrivalTime')}
        path={path('endDateTime')}
        value={segment.endDateTime}
        onChange={set('endDateTime')}
        errors={errors}
        forceErrors={showErrors}
        tripDates={tripDates}
        suggestedDate={segment.startDateTime.date || null}
      />
      <div className="wb-segment__row">
        <PlanTextField
          label={t('air.arrivalAirport')}
          path={path('endAirportCode')}
          value={segment.endAirportCode}
          onChange={(v) =>
            onChange({ ...segment, endAirportCode: upper(v), endAirportName: '', endDateTime: forgetAutomaticZone(segment.endDateTime) })
          }
          description={segment.endAirportName || t('air.airportHint')}
          errors={errors}
          isRequired
        />
        <PlanTextField label={t('air.arrivalTerminal')} path={path('endTerminal')} value={segment.endTerminal} onChange={set('endTerminal')} errors={errors} />
        <PlanTextField label={t('air.arrivalGate')} path={path('endGate')} value={segment.endGate} onChange={set('endGate')} errors={errors} />
      </div>
      <div className="wb-segment__row">
        <PlanTextField label={t('air.seats')} path={path('seats')} value={segment.seats} onChange={set('seats')} description={t('air.seatsHint')} errors={errors} />
        <PlanTextField label={t('air.serviceClass')} path={path('serviceClass')} value={segment.serviceClass} onChange={set('serviceClass')} errors={errors} />
        <PlanTextField label={t('air.aircraft')} path={path('aircraft')} value={segment.aircraft} onChange={set('aircraft')} errors={errors} />
      </div>
      <TextAreaField label={t('air.notes')} path={path('notes')} value={segment.notes} onChange={set('notes')} errors={errors} rows={3} />
    </>
  );
}
