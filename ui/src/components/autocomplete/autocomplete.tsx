import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import type { Suggestion } from '@waybook/core';
import { ComboBox, FieldError, Group, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner/spinner.js';
import { ClearIcon, OpenOnAnswer } from './autocomplete-parts.js';
import { useSuggestions, type SuggestionSearch } from './use-suggestions.js';
import '../field/field.css';
import './autocomplete.css';

export { MAX_AUTOCOMPLETE_MATCHES } from './use-suggestions.js';

/** Props of {@link Autocomplete}. */
export type AutocompleteProps = {
  readonly label: string;
  readonly search: SuggestionSearch;
  readonly selected: Suggestion | null;
  readonly onSelect: (suggestion: Suggestion | null) => void;
  readonly isRequired?: boolean;
  /** Text that equals no suggestion is an error ("Selection required."). */
  readonly matchRequired?: boolean;
  /** Characters needed before searching (default 3). */
  readonly minChars?: number;
  readonly debounceMs?: number;
  readonly placeholder?: string;
  readonly description?: string;
  readonly forceErrors?: boolean;
  readonly externalError?: string;
  readonly name?: string;
  /** Characters needed before the list opens (default 1). */
  readonly openAt?: number;
  /** Suggestions shown but not selectable. */
  readonly isOptionDisabled?: (suggestion: Suggestion) => boolean;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
};

const sameId = (a: Suggestion | null, b: Suggestion | null) => (a?.id ?? null) === (b?.id ?? null);
const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * A search-as-you-type field (react-aria `ComboBox`) for places and similar lookups.
 *
 * @example
 * <Autocomplete label="Home city" search={(q) => places.search(q)} selected={city} onSelect={setCity} matchRequired />
 */
export function Autocomplete(props: AutocompleteProps) {
  const { label, selected, onSelect, isRequired = false, matchRequired = false, openAt = 1 } = props;
  const { t } = useTranslation();
  const suggestions = useSuggestions(props.search, { minChars: props.minChars ?? 3, debounceMs: props.debounceMs ?? 500 });
  const [text, setText] = useState(selected?.label ?? '');
  const [touched, setTouched] = useState(false);
  const emitted = useRef(selected);
  const inputRef = useRef<HTMLInputElement>(null);
  const isDisabled = (s: Suggestion) => props.isOptionDisabled?.(s) ?? false;
  // The current selection first, so two places sharing a label keep the one chosen.
  const exactMatch = (value: string, current: Suggestion | null) =>
    fold(value) === ''
      ? undefined
      : ([current, ...suggestions.matches].find((s) => s !== null && !isDisabled(s) && fold(s.label) === fold(value)) ?? undefined);

  const emit = (next: Suggestion | null) => {
    if (sameId(next, emitted.current)) return;
    emitted.current = next;
    onSelect(next);
  };

  // A selection made by the parent (loaded profile, reset) shows its label.
  useEffect(() => {
    if (sameId(selected, emitted.current)) return;
    emitted.current = selected;
    setText(selected?.label ?? '');
  }, [selected]);

  // Typed text that equals a suggestion's label counts as choosing it.
  // Runs only when an answer arrives, not on every keystroke: `text` is read, not watched.
  const matchAnswer = useEffectEvent(() => {
    const exact = exactMatch(text, emitted.current);
    if (exact !== undefined && emitted.current === null) emit(exact);
  });
  useEffect(() => {
    matchAnswer();
  }, [suggestions.matches]);

  const handleInput = (value: string) => {
    setText(value);
    suggestions.request(value);
    emit(exactMatch(value, emitted.current) ?? null);
  };

  const handleSelection = (key: Key | null) => {
    // Null comes from react-aria committing custom text; typing already cleared the selection.
    const choice = suggestions.matches.find((s) => s.id === key);
    if (choice === undefined || isDisabled(choice)) return;
    suggestions.cancel();
    setText(choice.label);
    emit(choice);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setTouched(true);
    const exact = exactMatch(text, emitted.current);
    if (exact !== undefined) {
      setText(exact.label);
      emit(exact);
    }
    props.onBlur?.(event);
  };

  const clear = () => {
    handleInput('');
    inputRef.current?.focus();
  };

  const matched = exactMatch(text, selected) !== undefined;
  const showErrors = touched || props.forceErrors === true;
  const blank = text.trim() === '';
  const ownError =
    showErrors && isRequired && blank
      ? t('validation:required')
      : showErrors && matchRequired && !blank && !matched
        ? t('validation:selectionRequired')
        : undefined;
  const error = ownError ?? (props.externalError || undefined);
  const items = text.trim().length >= openAt ? suggestions.matches : [];
  const noMatches = !suggestions.pending && suggestions.answered !== null && suggestions.matches.length === 0 && !blank;

  return (
    <ComboBox
      className="wb-field wb-autocomplete"
      items={items}
      inputValue={text}
      onInputChange={handleInput}
      selectedKey={selected?.id ?? null}
      onSelectionChange={handleSelection}
      disabledKeys={suggestions.matches.filter(isDisabled).map((s) => s.id)}
      allowsCustomValue
      menuTrigger="input"
      isRequired={isRequired}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      name={props.name}
      onBlur={handleBlur}
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
        <Input ref={inputRef} className="wb-field__input" placeholder={props.placeholder} />
        {suggestions.loading && <Spinner size="sm" className="wb-autocomplete__spinner" />}
        {/* A pointer shortcut, out of the tab order as in React Spectrum's search field: from the
            keyboard the text is cleared by editing it, and while the list is open react-aria hides
            everything but the input and the list, this button included, from assistive technology. */}
        {text !== '' && (
          <button
            type="button"
            tabIndex={-1}
            className="wb-field__icon-button"
            aria-label={t('components:clear', { label })}
            onMouseDown={(e) => e.preventDefault()}
            onClick={clear}
          >
            <ClearIcon />
          </button>
        )}
      </Group>
      {props.description !== undefined && (
        <Text slot="description" className="wb-field__description">
          {props.description}
        </Text>
      )}
      <FieldError className="wb-field__error">{error}</FieldError>
      <p className="wb-autocomplete__status" role="status">
        {noMatches ? t('components:noMatches') : ''}
      </p>
      <Popover className="wb-autocomplete__popover" placement="bottom start" offset={4}>
        <ListBox<Suggestion> className="wb-autocomplete__list">
          {(s) => (
            <ListBoxItem id={s.id} textValue={s.label} className="wb-autocomplete__option">
              {s.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      <OpenOnAnswer answer={suggestions.matches} hasItems={items.length > 0} />
    </ComboBox>
  );
}
