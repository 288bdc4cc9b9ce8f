import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { dateInputErrorMessage, dateInputFormat, formatDateInput, parseDateInput, type DateOrder } from '@waybook/core';
import { Button, Dialog, DialogTrigger, FieldError, I18nProvider, Input, Label, Popover, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DateCalendar } from './date-calendar.js';
import { maskDateText } from './date-mask.js';
import '../field/field.css';

/** Props of {@link DateInput}. Dates are internal dates (y-MM-dd). */
export type DateInputProps = {
  readonly label: string;
  readonly value: string | null;
  /** The internal date when the text is a valid date, null when it is empty or invalid. */
  readonly onChange: (value: string | null) => void;
  readonly dateOrder: DateOrder;
  readonly isRequired?: boolean;
  readonly minDate?: string;
  /** Replaces the default "Format: MM/DD/YYYY" hint. */
  readonly helpText?: string;
  /** Shows errors before the field is touched (e.g. on submit). */
  readonly forceErrors?: boolean;
  readonly suggestedInitialDate?: string;
  /** Submitted in forms with the internal date as value. */
  readonly name?: string;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** An error from the surrounding form (e.g. end before start), shown when the field has none. */
  readonly externalError?: string;
};

function toCalendarDate(iso: string | null | undefined): CalendarDate | undefined {
  if (iso === null || iso === undefined) return undefined;
  try {
    return parseDate(iso);
  } catch {
    return undefined;
  }
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A date text field masked to the user's date order, with a calendar picker. Errors appear once
 * the field was left, or when forced.
 *
 * @example
 * <DateInput label="Start date" value={start} onChange={setStart} dateOrder="M" minDate="2026-01-01" />
 */
export function DateInput(props: DateInputProps) {
  const { label, value, onChange, dateOrder, isRequired = false, minDate } = props;
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => formatDateInput(value, dateOrder));
  const [touched, setTouched] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const emitted = useRef(value);
  const shownOrder = useRef(dateOrder);
  const controlRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const buttonId = useId();
  const options = { required: isRequired, min: minDate };
  const parsed = parseDateInput(text, dateOrder, options);

  const emit = (next: string | null) => {
    if (next === emitted.current) return;
    emitted.current = next;
    onChange(next);
  };
  const update = (next: string) => {
    setText(next);
    const result = parseDateInput(next, dateOrder, options);
    emit(result.ok ? result.value : null);
  };

  // A new value from the parent (reset, loaded data) or a new date order rewrites the text;
  // the echo of what we emitted does not, so half-typed text survives.
  useEffect(() => {
    const orderChanged = dateOrder !== shownOrder.current;
    shownOrder.current = dateOrder;
    if (value === emitted.current && (!orderChanged || value === null)) return;
    emitted.current = value;
    setText(formatDateInput(value, dateOrder));
  }, [value, dateOrder]);

  // A changed minimum or required flag can turn the current text valid or invalid.
  const rules = `${minDate ?? ''}|${isRequired}`;
  const shownRules = useRef(rules);
  useEffect(() => {
    if (rules === shownRules.current) return;
    shownRules.current = rules;
    emit(parsed.ok ? parsed.value : null);
  });

  // The field is left when focus goes outside the text box, its calendar button and the open picker.
  const handleLeave = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (isOpen || (next instanceof Node && controlRef.current?.contains(next) === true)) return;
    setTouched(true);
  };

  const ownError = (): string | undefined => {
    if (parsed.ok || !(touched || props.forceErrors === true)) return undefined;
    const message = dateInputErrorMessage(parsed.error, dateOrder);
    return t(message.key, message.values);
  };
  const error = ownError() ?? (props.externalError || undefined);
  const { placeholder } = dateInputFormat(dateOrder);
  const typed = parseDateInput(text, dateOrder);
  const selected = toCalendarDate(typed.ok ? typed.value : null) ?? null;

  return (
    <I18nProvider locale={i18n.language}>
      <TextField
        className="wb-field"
        value={text}
        onChange={(next) => update(maskDateText(next, text, dateOrder))}
        isRequired={isRequired}
        isInvalid={error !== undefined}
        validationBehavior="aria"
        onBlur={props.onBlur}
      >
        <Label className="wb-field__label" id={labelId}>
          {label}
          {isRequired && (
            <span className="wb-field__required" aria-hidden="true">
              *
            </span>
          )}
        </Label>
        <div ref={controlRef} className="wb-field__control" data-invalid={error !== undefined || undefined} onBlur={handleLeave}>
          <Input className="wb-field__input" placeholder={placeholder} inputMode="numeric" autoComplete="off" />
          <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
            <Button id={buttonId} className="wb-field__icon-button" aria-label={t('components:openCalendar')} aria-labelledby={`${buttonId} ${labelId}`}>
              <CalendarIcon />
            </Button>
            <Popover className="wb-date-popover" placement="bottom end">
              <Dialog className="wb-date-popover__dialog" aria-label={t('components:openCalendar')}>
                <DateCalendar
                  value={selected}
                  minValue={toCalendarDate(minDate)}
                  initialFocus={toCalendarDate(props.suggestedInitialDate)}
                  onChange={(date) => {
                    update(formatDateInput(date.toString(), dateOrder));
                    setOpen(false);
                  }}
                />
              </Dialog>
            </Popover>
          </DialogTrigger>
        </div>
        <Text slot="description" className="wb-field__description">
          {props.helpText ?? t('components:dateFormat', { format: placeholder })}
        </Text>
        <FieldError className="wb-field__error">{error}</FieldError>
      </TextField>
      {props.name !== undefined && <input type="hidden" name={props.name} value={parsed.ok ? (parsed.value ?? '') : ''} />}
    </I18nProvider>
  );
}
