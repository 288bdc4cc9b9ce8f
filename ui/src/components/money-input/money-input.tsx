import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatMoneyAmount, formatMoneyValue, moneyErrorMessage, moneyToWire, parseMoney, planCostOf, type Money } from '@waybook/core';
import '../field/field.css';
import { CurrencyPicker } from './currency-picker.js';
import './money-input.css';

/** Props of {@link MoneyInput}. */
export type MoneyInputProps = {
  /** The amount field's label ('Total cost'); the picker is labelled "Currency". */
  readonly label: string;
  /** The cost in its stored form ('EUR 310.00'), '' for none, or older free text (shown as typed). */
  readonly value: string;
  /** The stored form of what was typed; text that cannot be read is handed on as typed (validation names it). */
  readonly onChange: (value: string) => void;
  /** The currency of an amount typed without one: the user's last used or the language's. */
  readonly defaultCurrency: string;
  /** Called with the currency of each amount read (to remember it as the last used). */
  readonly onCurrencyUsed?: (currency: string) => void;
  readonly description?: string;
  /** Shown (and the amount marked invalid) when set. */
  readonly errorMessage?: string;
  readonly isDisabled?: boolean;
  /** Whose currency this is, said to screen readers after "Currency" when a page has several. */
  readonly currencyFor?: string;
};

type Draft = { readonly text: string; readonly currency: string };

function draftOf(value: string, locale: string, defaultCurrency: string): Draft {
  const cost = planCostOf(value);
  if (cost.kind === 'money') return { text: formatMoneyAmount(cost.money, locale), currency: cost.money.currency };
  return { text: cost.kind === 'unreadable' ? value : '', currency: defaultCurrency };
}

/**
 * A cost typed as people write it, next to a currency picker (a combobox over the ISO currencies,
 * named in the interface language, searchable by code or name). The amount is read tolerantly
 * ("1.240,50", "€95", "USD 80": a currency typed in the text wins over the picker) and, when the
 * field is left, rewritten in the language's own form; the value handed on is the stored form
 * ('EUR 1240.50'). Older free text that cannot be read stays in the field as it was.
 *
 * @example
 * <MoneyInput label="Total cost" value={booking.totalCost} onChange={(totalCost) => set({ totalCost })} defaultCurrency="EUR" />
 */
export function MoneyInput(props: MoneyInputProps) {
  const { label, value, onChange, defaultCurrency, errorMessage } = props;
  const { t, i18n } = useTranslation('components');
  const locale = i18n.language;
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value, locale, defaultCurrency));
  // Typed here and left: the amount's own reading error shows (more precise than the form's).
  const [edited, setEdited] = useState<'no' | 'typing' | 'left'>('no');
  // The value this draft stands for: another one from outside (a reset, a reload) starts a new draft.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(draftOf(value, locale, defaultCurrency));
    setEdited('no');
  }
  const parsed = draft.text.trim() === '' ? null : parseMoney(draft.text, { locale, defaultCurrency: draft.currency });
  const read: Money | null = parsed?.ok === true ? parsed.value : null;
  const ownFault = parsed?.ok === false && edited === 'left' ? moneyErrorMessage(parsed.error) : null;
  const error = ownFault !== null ? t(ownFault.key, ownFault.values) : errorMessage;

  const change = (next: Draft) => {
    setDraft(next);
    const money = next.text.trim() === '' ? null : parseMoney(next.text, { locale, defaultCurrency: next.currency });
    const stored = money === null ? '' : money.ok ? moneyToWire(money.value) : next.text;
    setShown(stored);
    onChange(stored);
    if (money?.ok === true) props.onCurrencyUsed?.(money.value.currency);
  };
  // The picker is memoised (160 options): it gets one stable callback that calls the latest update.
  const update = (code: string) => {
    if (code !== draft.currency) change({ ...draft, currency: code });
  };
  const latest = useRef(update);
  useLayoutEffect(() => {
    latest.current = update;
  });
  const pick = useCallback((code: string) => latest.current(code), []);
  // Leaving the amount shows what was read, in the language's form, with its currency picked.
  const settle = () => {
    if (edited === 'typing') setEdited('left');
    if (read !== null) setDraft({ text: formatMoneyAmount(read, locale), currency: read.currency });
  };

  return (
    <div className="wb-money" role="group" aria-labelledby={`${id}-amount-label`}>
      <TextField
        className="wb-field wb-money__amount"
        value={draft.text}
        onChange={(text) => {
          setEdited('typing');
          change({ ...draft, text });
        }}
        onBlur={settle}
        isDisabled={props.isDisabled}
        isInvalid={error !== undefined && error !== ''}
        validationBehavior="aria"
      >
        <Label className="wb-field__label" id={`${id}-amount-label`}>
          {label}
        </Label>
        <div className="wb-field__control">
          <Input className="wb-field__input" inputMode="decimal" autoComplete="off" />
        </div>
        {read !== null && (
          <Text slot="description" className="wb-field__description">
            {t('money.readsAs', { value: formatMoneyValue(read, locale) })}
          </Text>
        )}
        {props.description !== undefined && read === null && (
          <Text slot="description" className="wb-field__description">
            {props.description}
          </Text>
        )}
        <FieldError className="wb-field__error">{error}</FieldError>
      </TextField>
      <CurrencyPicker currency={draft.currency} onPick={pick} currencyFor={props.currencyFor} isDisabled={props.isDisabled} />
    </div>
  );
}
