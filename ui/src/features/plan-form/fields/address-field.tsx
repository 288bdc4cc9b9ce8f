import { useEffect, useRef, useState } from 'react';
import { ComboBox, FieldError, Group, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { addressFieldsOfDetail, EMPTY_PLAN_ADDRESS, type AddressDetailAnswer, type AddressSearchSuggestion, type PlanAddress } from '@waybook/core';
import { ClearIcon, OpenOnAnswer } from '../../../components/autocomplete/autocomplete-parts.js';
import { useSuggestions } from '../../../components/autocomplete/use-suggestions.js';
import { Spinner } from '../../../components/spinner/spinner.js';
import { useService } from '../../../di/container-context.js';
import { TOKENS } from '../../../di/tokens.js';
import type { PlanFieldErrors } from '../plan-form-types.js';
import { useFieldError } from './field-errors.js';
import '../../../components/field/field.css';
import '../../../components/autocomplete/autocomplete.css';
import './fields.css';

/** Props of {@link AddressField}. */
export type AddressFieldProps = {
  readonly label: string;
  readonly value: PlanAddress;
  readonly onChange: (next: PlanAddress) => void;
  /** The address's path in the plan ('address', 'startLocationAddress'): its error and `data-field`. */
  readonly path: string;
  /** The form's errors to show (PlanFieldsProps.errors); one at `<path>` or `<path>.<part>` shows here. */
  readonly errors: PlanFieldErrors;
  readonly isRequired?: boolean;
  /** Replaces the default hint ("Type an address, or choose a place from the suggestions."). */
  readonly description?: string;
};

/**
 * The address of a chosen suggestion, until its details arrive: its label as the one-line
 * address, with its country and coordinates (enough for the server to find the time zone).
 *
 * @example
 * addressOfSuggestion({ id: 'a-1', label: '12 Rue de la République, Lyon, France', countryCode: 'FR', latitude: 45.75, longitude: 4.85 })
 * // { ...EMPTY_PLAN_ADDRESS, address: '12 Rue de la République, Lyon, France', country: 'FR', latitude: 45.75, longitude: 4.85 }
 */
export function addressOfSuggestion(suggestion: AddressSearchSuggestion): PlanAddress {
  return {
    ...EMPTY_PLAN_ADDRESS,
    address: suggestion.label,
    country: suggestion.countryCode,
    latitude: suggestion.latitude,
    longitude: suggestion.longitude,
  };
}

/**
 * The address of a chosen suggestion once its details arrived (autocompleteAddressDetail): the
 * label stays the one-line address; street, city, state, postal code, country and coordinates
 * come from the details.
 *
 * @example
 * addressOfDetail('12 Rue de la République, Lyon, France', detail) // { address: '12 Rue…', addr1: '12 Rue de la République', city: 'Lyon', zip: '69002', country: 'FR', latitude: 45.74846, … }
 */
export function addressOfDetail(label: string, detail: AddressDetailAnswer): PlanAddress {
  return { ...EMPTY_PLAN_ADDRESS, address: label, ...addressFieldsOfDetail(detail) };
}

/** The first error shown for an address: at its path or at one of its parts ('address.city'). */
function useAddressError(errors: PlanFieldErrors, path: string): string | undefined {
  const own = useFieldError(errors, path);
  const partPath = Object.keys(errors).find((p) => p.startsWith(`${path}.`));
  const part = useFieldError(errors, partPath ?? path);
  return own ?? part;
}

/**
 * A free-text address with address suggestions (TOKENS.lookupSearch `addresses`, from 3
 * characters, 500 ms debounce, at most 10 shown). Typing keeps the text as the address and clears
 * the parts read from an earlier choice (city, coordinates...), which the server fills again;
 * choosing a suggestion writes its label, country and coordinates (see {@link addressOfSuggestion}),
 * then asks for its details and fills street, city, state, postal code, country and coordinates
 * (see {@link addressOfDetail}). When the details cannot be loaded, the first values stay. Nothing
 * has to match a suggestion.
 *
 * @example
 * <AddressField label="Address" path="address" value={plan.address} onChange={(address) => onChange({ ...plan, address })} errors={errors} />
 */
export function AddressField(props: AddressFieldProps) {
  const { label, value, onChange, path, errors, isRequired = false } = props;
  const { t } = useTranslation();
  const lookups = useService(TOKENS.lookupSearch);
  const suggestions = useSuggestions((query) => lookups.addresses(query), { minChars: 3, debounceMs: 500 });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const emitted = useRef(value);
  // Bumped by every typing and choice (and on unmount): a details answer for an older one is dropped.
  const choice = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = useAddressError(errors, path);

  // The latest onChange: details arrive later, when the plan around this address may have changed.
  const latestOnChange = useRef(onChange);

  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    emitted.current = value;
  }, [value]);

  useEffect(
    () => () => {
      choice.current += 1;
    },
    [],
  );

  const emit = (next: PlanAddress) => {
    emitted.current = next;
    latestOnChange.current(next);
  };

  const handleInput = (text: string) => {
    // react-aria echoes a chosen suggestion's label here; that is no new typing.
    if (text === emitted.current.address) return;
    choice.current += 1;
    setSelectedId(null);
    suggestions.request(text);
    emit(text === '' ? EMPTY_PLAN_ADDRESS : { ...EMPTY_PLAN_ADDRESS, address: text });
  };

  const fillDetails = async (chosen: AddressSearchSuggestion, asked: number) => {
    const detail = await lookups.addressDetail(chosen.id).catch(() => null);
    if (detail === null || !detail.ok || asked !== choice.current) return;
    emit(addressOfDetail(chosen.label, detail.value));
  };

  const handleSelection = (key: Key | null) => {
    const chosen = suggestions.matches.find((s) => s.id === key) as AddressSearchSuggestion | undefined;
    if (chosen === undefined) return;
    suggestions.cancel();
    setSelectedId(chosen.id);
    emit(addressOfSuggestion(chosen));
    void fillDetails(chosen, ++choice.current);
  };

  const clear = () => {
    handleInput('');
    inputRef.current?.focus();
  };

  const items = value.address.trim().length >= 1 ? suggestions.matches : [];

  return (
    <div data-field={path}>
      <ComboBox
        className="wb-field wb-autocomplete"
        items={items}
        inputValue={value.address}
        onInputChange={handleInput}
        selectedKey={selectedId}
        onSelectionChange={handleSelection}
        allowsCustomValue
        allowsEmptyCollection={false}
        menuTrigger="input"
        isRequired={isRequired}
        isInvalid={error !== undefined}
        validationBehavior="aria"
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
          <Input ref={inputRef} className="wb-field__input" autoComplete="off" />
          {suggestions.loading && <Spinner size="sm" className="wb-autocomplete__spinner" />}
          {value.address !== '' && (
            <button
              type="button"
              className="wb-field__icon-button"
              aria-label={t('components:clear', { label })}
              onMouseDown={(e) => e.preventDefault()}
              onClick={clear}
            >
              <ClearIcon />
            </button>
          )}
        </Group>
        <Text slot="description" className="wb-field__description">
          {props.description ?? t('planForm:address.hint')}
        </Text>
        <FieldError className="wb-field__error">{error}</FieldError>
        <Popover className="wb-autocomplete__popover" placement="bottom start" offset={4}>
          <ListBox<AddressSearchSuggestion> className="wb-autocomplete__list">
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
