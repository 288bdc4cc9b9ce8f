import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BillingAddress,
  type BillingCountry,
  type CardForm,
  type CardFormErrors,
  type CardFormMessage,
  cardFormErrorMessages,
  detectCardBrand,
  EXPIRY_MONTHS,
  expiryYears,
  MAX_POSTAL_CODE_LENGTH,
  securityCodeLength,
  validateCardForm,
  type ValidCardForm,
} from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import '../../components/field/field.css';
import './card-fields.css';

/** A field of the card form, as typed. */
export type CardFormField = keyof CardForm;

/** The shown refusal of each card form field (the expiry month and year share one). */
export type CardFieldErrors = Readonly<Partial<Record<keyof CardFormErrors, CardFormMessage>>>;

/** The longest card number as typed: 19 digits with a space or dash between groups of four. */
const CARD_NUMBER_INPUT_MAX = 23;

/** Props of {@link CardFields}. */
export type CardFieldsProps = {
  /** Prefix of the controls' ids (unique on the page). */
  readonly idPrefix: string;
  readonly value: CardForm;
  readonly onChange: (field: CardFormField, value: string) => void;
  readonly errors: CardFieldErrors;
  readonly isDisabled?: boolean;
  /** The card may be left empty (a promotion that needs no payment information): no required marks. */
  readonly isOptional?: boolean;
};

/** The ids of the card form's controls under `idPrefix`, in the order the form shows them. */
export const cardFieldIds = (idPrefix: string) =>
  ({
    number: `${idPrefix}-number`,
    securityCode: `${idPrefix}-security-code`,
    expiry: `${idPrefix}-month`,
    countryCode: `${idPrefix}-country`,
    zip: `${idPrefix}-zip`,
  }) as const;

const FIELD_ORDER = ['number', 'securityCode', 'expiry', 'countryCode', 'zip'] as const;

const EMPTY_FORM: CardForm = { number: '', securityCode: '', expirationMonth: '', expirationYear: '', countryCode: '', zip: '' };

const describedBy = (...ids: readonly (string | false | undefined)[]) =>
  ids.filter((id): id is string => typeof id === 'string' && id !== '').join(' ') || undefined;

function RequiredMark({ show }: { readonly show: boolean }) {
  return show ? (
    <span className="wb-field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

/** Props of {@link ExpiryFields}. */
export type ExpiryFieldsProps = {
  readonly month: string;
  readonly year: string;
  readonly onMonth: (v: string) => void;
  readonly onYear: (v: string) => void;
  /** Shown under both selects (and both marked invalid) when set. */
  readonly error?: string;
  /** Prefix of the selects' ids: `${idPrefix}-month` and `${idPrefix}-year`. */
  readonly idPrefix: string;
};

/**
 * The card's expiry: a month (01 to 12) and a year (this year and the next 10) select, grouped
 * under "Expiration date", sharing one error.
 *
 * @example
 * <ExpiryFields idPrefix="wb-expiry" month={month} year={year} onMonth={setMonth} onYear={setYear} error={error} />
 */
export function ExpiryFields({ month, year, onMonth, onYear, error, idPrefix }: ExpiryFieldsProps) {
  return <ExpirySelects month={month} year={year} onMonth={onMonth} onYear={onYear} error={error} idPrefix={idPrefix} isRequired isDisabled={false} />;
}

function ExpirySelects({
  month,
  year,
  onMonth,
  onYear,
  error,
  idPrefix,
  isRequired,
  isDisabled,
}: ExpiryFieldsProps & { readonly isRequired: boolean; readonly isDisabled: boolean }) {
  const { t } = useTranslation('proUpgrade');
  const today = useService(TOKENS.today)();
  const years = expiryYears(today);
  const legendId = `${idPrefix}-expiry-legend`;
  const errorId = `${idPrefix}-expiry-error`;
  const invalid = error !== undefined && error !== '';
  const select = (kind: 'month' | 'year') => {
    const id = `${idPrefix}-${kind}`;
    const labelId = `${id}-label`;
    return (
      <div className="wb-field wb-card-fields__expiry-part">
        <label id={labelId} htmlFor={id} className="wb-visually-hidden">
          {t(kind === 'month' ? 'card.month' : 'card.year')}
        </label>
        <div className="wb-field__control" data-invalid={invalid || undefined}>
          <select
            id={id}
            className="wb-field__input wb-card-fields__select"
            value={kind === 'month' ? month : year}
            onChange={(e) => (kind === 'month' ? onMonth : onYear)(e.target.value)}
            aria-labelledby={`${legendId} ${labelId}`}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            aria-required={isRequired || undefined}
            disabled={isDisabled}
            autoComplete={kind === 'month' ? 'cc-exp-month' : 'cc-exp-year'}
          >
            <option value="">{t(kind === 'month' ? 'card.monthPlaceholder' : 'card.yearPlaceholder')}</option>
            {kind === 'month'
              ? EXPIRY_MONTHS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))
              : years.map((y) => (
                  <option key={y} value={String(y)}>
                    {y}
                  </option>
                ))}
          </select>
        </div>
      </div>
    );
  };
  return (
    <fieldset className="wb-card-fields__expiry">
      <legend id={legendId} className="wb-field__label">
        {t('card.expiry')}
        <RequiredMark show={isRequired} />
      </legend>
      <div className="wb-card-fields__expiry-row">
        {select('month')}
        <span className="wb-card-fields__expiry-separator" aria-hidden="true">
          /
        </span>
        {select('year')}
      </div>
      {invalid && (
        <p id={errorId} className="wb-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The card form of the upgrade modal and of "replace card": number (its brand shown as typed),
 * security code (3 or 4 digits for the brand), expiry, billing country (from the server's list)
 * and zip/postal code. Every control is labelled; a refused one is marked invalid and describes
 * its error. Drive it with {@link useCardForm}.
 *
 * @example
 * const card = useCardForm(info.billingAddress);
 * <CardFields {...card.fields} />
 */
export function CardFields({ idPrefix, value, onChange, errors, isDisabled = false, isOptional = false }: CardFieldsProps) {
  const { t } = useTranslation('proUpgrade');
  const billing = useService(TOKENS.billing);
  const [countries, setCountries] = useState<readonly BillingCountry[] | null>(null);
  const [countriesError, setCountriesError] = useState<CardFormMessage | null>(null);
  const ids = cardFieldIds(idPrefix);
  const brand = detectCardBrand(value.number);
  const codeLength = brand === null ? null : securityCodeLength(brand);
  const message = (m: CardFormMessage | null | undefined) => (m === null || m === undefined ? '' : t(m.key, m.values));
  const required = !isOptional;

  // The countries are loaded once per form.
  useEffect(() => {
    let alive = true;
    void billing.countries().then((r) => {
      if (!alive) return;
      if (r.ok) setCountries(r.value);
      else setCountriesError(r.error);
    });
    return () => {
      alive = false;
    };
  }, [billing]);

  // A default country the server does not offer is no choice at all.
  const country = value.countryCode;
  useEffect(() => {
    if (countries !== null && country !== '' && !countries.some((c) => c.code === country)) onChange('countryCode', '');
  }, [countries, country, onChange]);

  const error = (field: keyof CardFieldErrors) => message(errors[field]);
  const errorId = (field: keyof CardFieldErrors) => `${idPrefix}-${field}-error`;
  const errorLine = (field: keyof CardFieldErrors) =>
    error(field) !== '' ? (
      <p id={errorId(field)} className="wb-field__error">
        {error(field)}
      </p>
    ) : null;
  const invalid = (field: keyof CardFieldErrors) => error(field) !== '';

  const textField = (
    field: 'number' | 'securityCode' | 'zip',
    label: string,
    input: { readonly maxLength: number; readonly autoComplete: string; readonly inputMode?: 'numeric' },
    hint?: { readonly id: string; readonly text: string },
    adornment?: ReactNode,
  ) => (
    <div className={`wb-field wb-card-fields__${field}`} data-invalid={invalid(field) || undefined}>
      <label htmlFor={ids[field]} className="wb-field__label">
        {label}
        <RequiredMark show={required} />
      </label>
      <div className="wb-field__control">
        <input
          id={ids[field]}
          className="wb-field__input"
          type="text"
          value={value[field]}
          onChange={(e) => onChange(field, e.target.value)}
          maxLength={input.maxLength}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          spellCheck={false}
          disabled={isDisabled}
          aria-required={required || undefined}
          aria-invalid={invalid(field) || undefined}
          aria-describedby={describedBy(hint?.id, invalid(field) && errorId(field))}
        />
        {adornment}
      </div>
      {hint !== undefined && (
        <p id={hint.id} className="wb-field__description">
          {hint.text}
        </p>
      )}
      {errorLine(field)}
    </div>
  );

  return (
    <div className="wb-card-fields">
      {textField(
        'number',
        t('card.number'),
        { maxLength: CARD_NUMBER_INPUT_MAX, autoComplete: 'cc-number', inputMode: 'numeric' },
        { id: `${idPrefix}-number-hint`, text: brand === null ? t('card.accepted') : t('card.brandDetected', { brand: t(`card.brand.${brand}`) }) },
        brand !== null && (
          <span className={`wb-card-fields__brand wb-card-fields__brand--${brand}`} aria-hidden="true" data-testid="card-brand">
            {t(`card.brand.${brand}`)}
          </span>
        ),
      )}
      <div className="wb-card-fields__row">
        <ExpirySelects
          idPrefix={idPrefix}
          month={value.expirationMonth}
          year={value.expirationYear}
          onMonth={(v) => onChange('expirationMonth', v)}
          onYear={(v) => onChange('expirationYear', v)}
          error={error('expiry')}
          isRequired={required}
          isDisabled={isDisabled}
        />
        {textField(
          'securityCode',
          t('card.securityCode'),
          { maxLength: codeLength ?? 4, autoComplete: 'cc-csc', inputMode: 'numeric' },
          {
            id: `${idPrefix}-security-code-hint`,
            text: codeLength === null ? t('card.securityCodeHintUnknown') : t('card.securityCodeHint', { digits: codeLength }),
          },
        )}
      </div>
      <div className="wb-card-fields__row">
        <div className="wb-field wb-card-fields__country" data-invalid={invalid('countryCode') || countriesError !== null || undefined}>
          <label htmlFor={ids.countryCode} className="wb-field__label">
            {t('card.country')}
            <RequiredMark show={required} />
          </label>
          <div className="wb-field__control">
            <select
              id={ids.countryCode}
              className="wb-field__input wb-card-fields__select"
              value={countries === null ? '' : value.countryCode}
              onChange={(e) => onChange('countryCode', e.target.value)}
              disabled={isDisabled || countries === null}
              autoComplete="country"
              aria-required={required || undefined}
              aria-invalid={invalid('countryCode') || undefined}
              aria-describedby={describedBy(invalid('countryCode') && errorId('countryCode'), countriesError !== null && `${idPrefix}-countries-error`)}
            >
              <option value="">{countries === null && countriesError === null ? t('card.countriesLoading') : t('card.countryPlaceholder')}</option>
              {(countries ?? []).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {errorLine('countryCode')}
          {countriesError !== null && (
            <p id={`${idPrefix}-countries-error`} className="wb-field__error">
              {message(countriesError)}
            </p>
          )}
        </div>
        {textField('zip', t('card.zip'), { maxLength: MAX_POSTAL_CODE_LENGTH, autoComplete: 'postal-code' })}
      </div>
    </div>
  );
}

/** What {@link useCardForm} gives. */
export type CardFormState = {
  /** Spread onto {@link CardFields}. */
  readonly fields: CardFieldsProps;
  /** Whether nothing of the card itself was typed (number, security code, expiry, zip). */
  readonly isEmpty: boolean;
  /**
   * Checks the form with core's card rules: the checked card, or null after showing each refusal
   * and focusing the first refused control.
   */
  readonly validate: () => ValidCardForm | null;
  /** Hides the shown refusals (a card left empty on purpose). */
  readonly clearErrors: () => void;
};

/**
 * The state of a {@link CardFields} form: the typed values (country and zip default to the billing
 * address on file), the shown refusals (each cleared as its field changes), and `validate`.
 *
 * @example
 * const card = useCardForm(info.billingAddress);
 * const valid = card.validate(); // null: errors shown, first invalid field focused
 */
export function useCardForm(initial?: BillingAddress | null, options: { readonly isDisabled?: boolean; readonly isOptional?: boolean } = {}): CardFormState {
  const idPrefix = `wb-card-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const today = useService(TOKENS.today)();
  const [value, setValue] = useState<CardForm>(() => ({ ...EMPTY_FORM, countryCode: initial?.countryCode ?? '', zip: initial?.zip ?? '' }));
  const [errors, setErrors] = useState<CardFieldErrors>({});

  const [onChange] = useState(() => (field: CardFormField, next: string) => {
    setValue((v) => (v[field] === next ? v : { ...v, [field]: next }));
    const shown: keyof CardFieldErrors = field === 'expirationMonth' || field === 'expirationYear' ? 'expiry' : field;
    setErrors((e) => {
      if (e[shown] === undefined) return e;
      const rest = { ...e };
      delete rest[shown];
      return rest;
    });
  });

  const validate = (): ValidCardForm | null => {
    const r = validateCardForm(value, today);
    if (r.ok) {
      setErrors({});
      return r.value;
    }
    const shown = cardFormErrorMessages(r.error);
    setErrors(shown);
    const first = FIELD_ORDER.find((f) => shown[f] !== undefined);
    if (first !== undefined) document.getElementById(cardFieldIds(idPrefix)[first])?.focus();
    return null;
  };

  const isEmpty = [value.number, value.securityCode, value.expirationMonth, value.expirationYear].every((v) => v.trim() === '');

  return {
    fields: { idPrefix, value, onChange, errors, isDisabled: options.isDisabled, isOptional: options.isOptional },
    isEmpty,
    validate,
    clearErrors: () => setErrors({}),
  };
}
