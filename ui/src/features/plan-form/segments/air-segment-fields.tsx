import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ComboBox, FieldError, Group, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AirlineSuggestion, AirportSuggestion, AirSegment, Result, Suggestion } from '@waybook/core';
import { OpenOnAnswer } from '../../../components/autocomplete/autocomplete-parts.js';
import { useSuggestions } from '../../../components/autocomplete/use-suggestions.js';
import { Button } from '../../../components/button/button.js';
import { Spinner } from '../../../components/spinner/spinner.js';
import { useService } from '../../../di/container-context.js';
import { TOKENS } from '../../../di/tokens.js';
import { useFieldError } from '../fields/field-errors.js';
import { PlanDateTimeField } from '../fields/plan-date-time-field.js';
import { PlanTextField } from '../fields/plan-text-field.js';
import { PlanTextAreaField } from '../fields/plan-text-area-field.js';
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
const codeOfText = (text: string) => upper(text.trim());

/** Props of {@link CodeLookupField}. */
type CodeLookupFieldProps<S extends Suggestion & { readonly code: string }> = {
  readonly label: string;
  /** The field's path in the plan: its error and `data-field`. */
  readonly path: string;
  /** The stored code (upper case). */
  readonly code: string;
  readonly description: string;
  readonly errors: PlanFieldErrors;
  readonly isRequired?: boolean;
  /** Characters needed before searching. */
  readonly minChars: number;
  readonly search: (query: string) => Promise<Result<readonly S[], unknown>>;
  /** Typed text, as the upper-case code to store; what an earlier choice filled is to be cleared. */
  readonly onType: (code: string) => void;
  /** A suggestion was chosen, or the typed text is its exact code. */
  readonly onChoose: (suggestion: S) => void;
};

/**
 * A code field with suggestions (airlines, airports): the input holds the code, typed by hand or
 * searched by code, name or city. Choosing "San Francisco International Airport (SFO), …" writes
 * 'SFO' in the input and hands the suggestion over (name, city); typed text is stored as its
 * upper-case code, and a typed code that equals a suggestion's code counts as choosing it.
 */
function CodeLookupField<S extends Suggestion & { readonly code: string }>(props: CodeLookupFieldProps<S>) {
  const { label, path, code, errors, isRequired = false } = props;
  const suggestions = useSuggestions(props.search, { minChars: props.minChars, debounceMs: 500 });
  const [text, setText] = useState(code);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const chosen = useRef<S | null>(null);
  const error = useFieldError(errors, path);
  const matches = suggestions.matches as readonly S[];

  // A code set from outside (flight lookup, a loaded plan) replaces what the input shows, as soon
  // as it arrives (React renders again at once with the state adjusted here).
  const [storedCode, setStoredCode] = useState(code);
  if (code !== storedCode) {
    setStoredCode(code);
    if (code !== codeOfText(text)) {
      setText(code);
      setSelectedId(null);
    }
  }
  // ...and forgets the suggestion chosen for another code (a choice's code is the text it shows).
  useEffect(() => {
    if (chosen.current !== null && chosen.current.code !== code) chosen.current = null;
  }, [code]);

  // A typed code equal to a suggestion's code counts as choosing it (its name fills in), when an
  // answer arrives: the text, code and onChoose are those of that moment, not watched.
  const onAnswer = useEffectEvent((answer: readonly S[]) => {
    const typed = codeOfText(text);
    const exact = answer.find((s) => s.code === typed);
    if (exact !== undefined && chosen.current?.id !== exact.id && typed === code) {
      chosen.current = exact;
      props.onChoose(exact);
    }
  });
  useEffect(() => onAnswer(matches), [matches]);

  const handleInput = (value: string) => {
    // react-aria echoes the chosen suggestion's label here; that is no new typing.
    if (chosen.current !== null && value === chosen.current.label) return;
    if (value === text) return;
    chosen.current = null;
    setSelectedId(null);
    setText(value);
    suggestions.request(value);
    props.onType(codeOfText(value));
  };

  const handleSelection = (key: Key | null) => {
    const choice = matches.find((s) => s.id === key);
    if (choice === undefined) return;
    suggestions.cancel();
    chosen.current = choice;
    setSelectedId(choice.id);
    setText(choice.code);
    props.onChoose(choice);
  };

  const items = text.trim().length >= 1 ? matches : [];

  return (
    <div data-field={path}>
      <ComboBox
        className="wb-field wb-autocomplete"
        items={items}
        inputValue={text}
        onInputChange={handleInput}
        selectedKey={selectedId}
        onSelectionChange={handleSelection}
        allowsCustomValue
        allowsEmptyCollection={false}
        menuTrigger="input"
        isRequired={isRequired}
        isInvalid={error !== undefined}
        validationBehavior="aria"
        onBlur={() => setText(code)}
      >
        <Label className="wb-field__label">
          {label}
          {isRequired && (
            <span className="wb-field__required" aria-hidden="true">
              *
            </span>
          )}
        </Label>
        <Group className="wb-field__control">
          <Input className="wb-field__input" autoComplete="off" spellCheck={false} />
          {suggestions.loading && <Spinner size="sm" className="wb-autocomplete__spinner" />}
        </Group>
        <Text slot="description" className="wb-field__description">
          {props.description}
        </Text>
        <FieldError className="wb-field__error">{error}</FieldError>
        <Popover className="wb-autocomplete__popover" placement="bottom start" offset={4}>
          <ListBox<S> className="wb-autocomplete__list">
            {(s) => (
              <ListBoxItem id={s.id} textValue={s.label} className="wb-autocomplete__option">
                {s.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
        <OpenOnAnswer answer={suggestions.matches} hasItems={items.length > 0} />
      </ComboBox>
    </div>
  );
}

type Side = 'start' | 'end';

/**
 * A segment whose airport at one end was typed: the code as typed (upper case), the name, city
 * and country of an earlier airport cleared, and the zone the server derived from it dropped.
 */
function airportTyped(segment: AirSegment, side: Side, code: string): AirSegment {
  const dateTime = side === 'start' ? 'startDateTime' : 'endDateTime';
  return {
    ...segment,
    [`${side}AirportCode`]: code,
    [`${side}AirportName`]: '',
    [`${side}CityName`]: '',
    [`${side}CountryCode`]: '',
    [dateTime]: forgetAutomaticZone(segment[dateTime]),
  };
}

/** A segment whose airport at one end was chosen: its IATA code, name, city and country. */
function airportChosen(segment: AirSegment, side: Side, airport: AirportSuggestion): AirSegment {
  return {
    ...airportTyped(segment, side, airport.code),
    [`${side}AirportName`]: airport.name,
    [`${side}CityName`]: airport.city,
    [`${side}CountryCode`]: airport.countryCode,
  };
}

/** "Name, City" of an airport, the city left out when the name already says it. */
function airportDescription(name: string, city: string): string {
  return city === '' || name.includes(city) ? name : name === '' ? city : `${name}, ${city}`;
}

/**
 * The fields of one flight segment: airline code (with airline suggestions) and flight number, departure and arrival (date,
 * time, zone "from the airport", airport code with airport suggestions, terminal, gate), seats, class, aircraft and notes, plus "Look up flight"
 * when a flight data service is bound. The lookup button works once the departure date, airline
 * code and flight number are given (part 2 section 5); until then the rule is shown beside it.
 *
 * @example
 * <AirSegmentFields segment={s} index={0} onChange={update} errors={errors} showErrors={false} tripDates={dates} lookup={null} onFlightFound={fill} />
 */
export function AirSegmentFields(props: AirSegmentFieldsProps) {
  const { segment, index, onChange, errors, showErrors, tripDates } = props;
  const { t } = useTranslation('planSegments');
  const lookups = useService(TOKENS.lookupSearch);
  const [lastLookup, setLookupState] = useState<LookupState>({ kind: 'idle' });
  const hintId = useId();
  const path = (field: string) => `segments.${index}.${field}`;
  const set =
    <K extends keyof AirSegment>(field: K) =>
    (value: AirSegment[K]) =>
      onChange({ ...segment, [field]: value });
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
        <CodeLookupField<AirlineSuggestion>
          label={t('air.airlineCode')}
          path={path('marketingAirlineCode')}
          code={segment.marketingAirlineCode}
          description={segment.marketingAirline || t('air.airlineCodeHint')}
          errors={errors}
          isRequired
          minChars={2}
          search={(q) => lookups.airlines(q)}
          onType={(code) => onChange({ ...segment, marketingAirlineCode: code, marketingAirline: '' })}
          onChoose={(a) => onChange({ ...segment, marketingAirlineCode: a.code, marketingAirline: a.name })}
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
        zoneSource="airport"
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
        <CodeLookupField<AirportSuggestion>
          label={t('air.departureAirport')}
          path={path('startAirportCode')}
          code={segment.startAirportCode}
          description={airportDescription(segment.startAirportName, segment.startCityName) || t('air.airportHint')}
          errors={errors}
          isRequired
          minChars={3}
          search={(q) => lookups.airports(q)}
          onType={(code) => onChange(airportTyped(segment, 'start', code))}
          onChoose={(a) => onChange(airportChosen(segment, 'start', a))}
        />
        <PlanTextField
          label={t('air.departureTerminal')}
          path={path('startTerminal')}
          value={segment.startTerminal}
          onChange={set('startTerminal')}
          errors={errors}
        />
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
        zoneSource="airport"
      />
      <div className="wb-segment__row">
        <CodeLookupField<AirportSuggestion>
          label={t('air.arrivalAirport')}
          path={path('endAirportCode')}
          code={segment.endAirportCode}
          description={airportDescription(segment.endAirportName, segment.endCityName) || t('air.airportHint')}
          errors={errors}
          isRequired
          minChars={3}
          search={(q) => lookups.airports(q)}
          onType={(code) => onChange(airportTyped(segment, 'end', code))}
          onChoose={(a) => onChange(airportChosen(segment, 'end', a))}
        />
        <PlanTextField label={t('air.arrivalTerminal')} path={path('endTerminal')} value={segment.endTerminal} onChange={set('endTerminal')} errors={errors} />
        <PlanTextField label={t('air.arrivalGate')} path={path('endGate')} value={segment.endGate} onChange={set('endGate')} errors={errors} />
      </div>
      <div className="wb-segment__row">
        <PlanTextField
          label={t('air.seats')}
          path={path('seats')}
          value={segment.seats}
          onChange={set('seats')}
          description={t('air.seatsHint')}
          errors={errors}
        />
        <PlanTextField label={t('air.serviceClass')} path={path('serviceClass')} value={segment.serviceClass} onChange={set('serviceClass')} errors={errors} />
        <PlanTextField label={t('air.aircraft')} path={path('aircraft')} value={segment.aircraft} onChange={set('aircraft')} errors={errors} />
      </div>
      <PlanTextAreaField label={t('air.notes')} path={path('notes')} value={segment.notes} onChange={set('notes')} errors={errors} rows={3} />
    </>
  );
}
