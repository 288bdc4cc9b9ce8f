import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_BOOKING_FIELDS, modelsEqual, type BookingFields } from '@waybook/core';
import { DateInput } from '../../../components/date-input/date-input.js';
import { MoneyInput } from '../../../components/money-input/money-input.js';
import { useDefaultCurrency } from '../../../shared/money/use-default-currency.js';
import type { BookingFieldKey, PlanFieldErrors } from '../plan-form-types.js';
import { useDisplayPreferences } from './display-preferences.js';
import { useFieldError } from './field-errors.js';
import { PlanCheckbox } from './plan-checkbox.js';
import { bookingFormErrors } from './plan-rules.js';
import { PlanTextField } from './plan-text-field.js';
import { PlanTextAreaField } from './plan-text-area-field.js';
import './fields.css';

/** The booking fields a user edits (the read-only ones and the agency are left as they are). */
export const EDITABLE_BOOKING_FIELDS = [
  'supplierName',
  'supplierConfirmationNumber',
  'supplierPhone',
  'supplierEmailAddress',
  'supplierUrl',
  'supplierContact',
  'bookingSiteName',
  'bookingSiteConfirmationNumber',
  'bookingSitePhone',
  'bookingSiteEmailAddress',
  'bookingSiteUrl',
  'bookingDate',
  'bookingRate',
  'totalCost',
  'isPurchased',
  'notes',
  'restrictions',
] as const satisfies readonly BookingFieldKey[];

/**
 * Whether any editable booking field holds something (an edit form opens the section then).
 *
 * @example
 * hasBookingDetails(EMPTY_BOOKING_FIELDS)                          // false
 * hasBookingDetails({ ...EMPTY_BOOKING_FIELDS, totalCost: 'USD 80.00' }) // true
 */
export function hasBookingDetails(booking: BookingFields, omit: readonly BookingFieldKey[] = []): boolean {
  return EDITABLE_BOOKING_FIELDS.some((key) => !omit.includes(key) && !modelsEqual(booking[key], EMPTY_BOOKING_FIELDS[key]));
}

/**
 * The checks of the booking fields, from core (`bookingIssues`: the e-mail addresses and the
 * booking date). Errors sit at `<path>.<field>` ('booking.supplierEmailAddress').
 *
 * @example
 * validateBookingFields({ ...EMPTY_BOOKING_FIELDS, supplierEmailAddress: 'desk@' }) // { 'booking.supplierEmailAddress': { key: 'validation:email.invalid' } }
 */
export function validateBookingFields(booking: BookingFields, omit: readonly BookingFieldKey[] = [], path = 'booking'): PlanFieldErrors {
  return bookingFormErrors(booking, omit, path);
}

/** Props of {@link BookingFieldsSection}. */
export type BookingFieldsSectionProps = {
  readonly value: BookingFields;
  readonly onChange: (next: BookingFields) => void;
  /** The form's errors to show; this section reads `<path>.<field>`. */
  readonly errors: PlanFieldErrors;
  /** Shows the booking date's own format error before it was left (after a submit). */
  readonly forceErrors?: boolean;
  readonly isExpanded: boolean;
  readonly onExpandedChange: (isExpanded: boolean) => void;
  /** Fields shown elsewhere in the form (PlanTypeForm.bookingFieldsInFields). */
  readonly omit?: readonly BookingFieldKey[];
  /** Where the booking fields sit in the plan (default 'booking'). */
  readonly path?: string;
};

function Chevron({ open }: { readonly open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="wb-plan-booking__chevron" data-open={open || undefined}>
      <path d="M8 10l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The shared, collapsible "Booking details" section of every plan form (part 2 section 3, common
 * reservation fields): supplier (name, confirmation number, phone, e-mail, website, contact),
 * booking site (name, confirmation number, phone, e-mail, website), purchase (booking date, rate,
 * total cost as an amount with a currency picker, stored as 'EUR 310.00'; purchased) and notes and restrictions. The heading is a disclosure
 * button; collapsed fields stay mounted (hidden), so half-typed text survives.
 *
 * @example
 * <BookingFieldsSection value={plan.booking} onChange={(booking) => setDraft({ ...plan, booking })}
 *   errors={errors} isExpanded={open} onExpandedChange={setOpen} omit={['supplierName']} />
 */
export const BookingFieldsSection = memo(function BookingFieldsSection(props: BookingFieldsSectionProps) {
  const { value, onChange, errors, isExpanded, omit = [], path = 'booking' } = props;
  const { t } = useTranslation('planForm');
  const { dateOrder } = useDisplayPreferences();
  const id = useId();
  const bookingDateError = useFieldError(errors, `${path}.bookingDate`);
  const totalCostError = useFieldError(errors, `${path}.totalCost`);
  const currency = useDefaultCurrency();
  const shows = (key: BookingFieldKey) => !omit.includes(key);
  const set = (patch: Partial<BookingFields>) => onChange({ ...value, ...patch });

  const text = (
    key: Exclude<(typeof EDITABLE_BOOKING_FIELDS)[number], 'bookingDate' | 'isPurchased' | 'notes' | 'restrictions'>,
    type?: 'email' | 'tel' | 'url',
  ) =>
    shows(key) && (
      <PlanTextField
        key={key}
        label={t(`booking.${key}`)}
        path={`${path}.${key}`}
        value={value[key]}
        onChange={(v) => set({ [key]: v })}
        errors={errors}
        type={type}
      />
    );

  return (
    <section className="wb-plan-booking" aria-labelledby={`${id}-heading`}>
      <h2 className="wb-plan-booking__heading" id={`${id}-heading`}>
        <button
          type="button"
          className="wb-plan-booking__toggle"
          aria-expanded={isExpanded}
          aria-controls={`${id}-content`}
          onClick={() => props.onExpandedChange(!isExpanded)}
        >
          <span>{t('booking.heading')}</span>
          <Chevron open={isExpanded} />
        </button>
      </h2>
      <div id={`${id}-content`} className="wb-plan-booking__content" hidden={!isExpanded}>
        <fieldset className="wb-plan-group">
          <legend className="wb-plan-group__legend">{t('booking.supplier')}</legend>
          <div className="wb-plan-grid">
            {text('supplierName')}
            {text('supplierConfirmationNumber')}
            {text('supplierPhone', 'tel')}
            {text('supplierEmailAddress', 'email')}
            {text('supplierUrl', 'url')}
            {text('supplierContact')}
          </div>
        </fieldset>
        <fieldset className="wb-plan-group">
          <legend className="wb-plan-group__legend">{t('booking.site')}</legend>
          <div className="wb-plan-grid">
            {text('bookingSiteName')}
            {text('bookingSiteConfirmationNumber')}
            {text('bookingSitePhone', 'tel')}
            {text('bookingSiteEmailAddress', 'email')}
            {text('bookingSiteUrl', 'url')}
          </div>
        </fieldset>
        <fieldset className="wb-plan-group">
          <legend className="wb-plan-group__legend">{t('booking.purchase')}</legend>
          <div className="wb-plan-grid">
            {shows('bookingDate') && (
              <div data-field={`${path}.bookingDate`}>
                <DateInput
                  label={t('booking.bookingDate')}
                  value={value.bookingDate === '' ? null : value.bookingDate}
                  onChange={(date) => set({ bookingDate: date ?? '' })}
                  dateOrder={dateOrder}
                  forceErrors={props.forceErrors}
                  externalError={bookingDateError}
                />
              </div>
            )}
            {text('bookingRate')}
            {shows('totalCost') && (
              <div data-field={`${path}.totalCost`} className="wb-plan-booking__cost">
                <MoneyInput
                  label={t('booking.totalCost')}
                  description={t('booking.totalCostHint')}
                  value={value.totalCost}
                  onChange={(totalCost) => set({ totalCost })}
                  defaultCurrency={currency.currency}
                  onCurrencyUsed={currency.remember}
                  errorMessage={totalCostError}
                />
              </div>
            )}
          </div>
          {shows('isPurchased') && (
            <PlanCheckbox path={`${path}.isPurchased`} isSelected={value.isPurchased} onChange={(isPurchased) => set({ isPurchased })}>
              {t('booking.isPurchased')}
            </PlanCheckbox>
          )}
        </fieldset>
        {shows('notes') && (
          <PlanTextAreaField label={t('booking.notes')} path={`${path}.notes`} value={value.notes} onChange={(notes) => set({ notes })} errors={errors} />
        )}
        {shows('restrictions') && (
          <PlanTextAreaField
            label={t('booking.restrictions')}
            path={`${path}.restrictions`}
            value={value.restrictions}
            onChange={(restrictions) => set({ restrictions })}
            errors={errors}
            rows={3}
          />
        )}
      </div>
    </section>
  );
});
