import type { DateOrder, PlaceSearch, Suggestion } from '@waybook/core';
import { Autocomplete } from '../../components/autocomplete/autocomplete.js';
import { DateInput } from '../../components/date-input/date-input.js';
import { TextField } from '../../components/text-field/text-field.js';
import './person-fields.css';

/** Longest name the profile keeps; longer text is flagged by the field. */
export const NAME_MAX_LENGTH = 50;

/** What the person fields show: names, date of birth (null until valid) and home city. */
export interface PersonValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string | null;
  readonly homeCity: Suggestion | null;
}

/** The form state the fields read and write (onboarding's and Edit Profile's forms both fit). */
export interface PersonForm {
  readonly values: PersonValues;
  readonly forced: boolean;
  set<F extends keyof PersonValues>(field: F, value: PersonValues[F]): void;
  touch(field: keyof PersonValues): void;
}

/** Props of {@link PersonFields}. */
export interface PersonFieldsProps {
  readonly form: PersonForm;
  /** The labels in the page's own words. */
  readonly labels: {
    readonly firstName: string;
    readonly lastName: string;
    readonly dateOfBirth: string;
    readonly homeCity: string;
    readonly homeCityHint: string;
  };
  /** The message to show under a field, if any. */
  readonly message: (field: 'firstName' | 'lastName' | 'dateOfBirth') => string | undefined;
  readonly places: PlaceSearch;
  readonly dateOrder: DateOrder;
  /** Date of birth and home city must be filled in (onboarding), not only valid when given. */
  readonly isRequired?: boolean;
  /** The month the date picker opens on when the field is empty. */
  readonly suggestedBirthDate?: string;
  /** Why the chosen city was refused (a restricted location), shown under it. */
  readonly cityError?: string;
  /** Called when a city is chosen (clears a refusal). */
  readonly onCityChosen?: () => void;
}

/**
 * First and last name, date of birth and home city with the rules of part 1 section 5: the person
 * part of onboarding and of Edit Profile.
 *
 * @example
 * <PersonFields form={form} labels={labels} message={message} places={places} dateOrder="L" isRequired />
 */
export function PersonFields({ form, labels, message, places, dateOrder, isRequired = false, suggestedBirthDate, cityError, onCityChosen }: PersonFieldsProps) {
  const name = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      label={labels[field]}
      value={form.values[field]}
      onChange={(v) => form.set(field, v)}
      onBlur={() => form.touch(field)}
      errorMessage={message(field)}
      maxLength={NAME_MAX_LENGTH}
      autoComplete={autoComplete}
      isRequired
    />
  );
  return (
    <>
      <div className="wb-person-fields__names">
        {name('firstName', 'given-name')}
        {name('lastName', 'family-name')}
      </div>
      <DateInput
        label={labels.dateOfBirth}
        value={form.values.dateOfBirth}
        onChange={(v) => form.set('dateOfBirth', v)}
        onBlur={() => form.touch('dateOfBirth')}
        dateOrder={dateOrder}
        forceErrors={form.forced}
        externalError={message('dateOfBirth')}
        {...(suggestedBirthDate !== undefined ? { suggestedInitialDate: suggestedBirthDate } : {})}
        isRequired={isRequired}
      />
      <Autocomplete
        label={labels.homeCity}
        description={labels.homeCityHint}
        search={(query) => places.search(query)}
        selected={form.values.homeCity}
        onSelect={(city) => {
          onCityChosen?.();
          form.set('homeCity', city);
        }}
        onBlur={() => form.touch('homeCity')}
        forceErrors={form.forced}
        externalError={cityError}
        matchRequired
        isRequired={isRequired}
      />
    </>
  );
}
