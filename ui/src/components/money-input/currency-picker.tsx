import { memo, useMemo } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { currencyCodes } from '@waybook/core';

type CurrencyOption = { readonly id: string; readonly name: string };

/** Every ISO currency with its name in the interface language, by code. */
function useCurrencyOptions(locale: string): readonly CurrencyOption[] {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'currency' });
    } catch {
      names = null;
    }
    return currencyCodes().map((id) => ({ id, name: names?.of(id) ?? id }));
  }, [locale]);
}

/** Props of {@link CurrencyPicker}. */
export type CurrencyPickerProps = {
  readonly currency: string;
  /** A stable callback (the picker is memoised). */
  readonly onPick: (currency: string) => void;
  /** Whose currency this is, said to screen readers after "Currency". */
  readonly currencyFor?: string;
  readonly isDisabled?: boolean;
};

/**
 * A combobox over the ISO currencies, each shown as 'EUR · Euro' with its name in the interface
 * language, filtered by code or name as the user types; keyboard and screen-reader friendly
 * (react-aria), with a button that opens the whole list.
 *
 * @example
 * <CurrencyPicker currency="EUR" onPick={setCurrency} />
 */
export const CurrencyPicker = memo(function CurrencyPicker({ currency, onPick, currencyFor, isDisabled }: CurrencyPickerProps) {
  const { t, i18n } = useTranslation('components');
  const locale = i18n.language;
  const options = useCurrencyOptions(locale);
  return (
    <ComboBox
      className="wb-field wb-money__currency"
      selectedKey={currency}
      onSelectionChange={(key) => {
        if (typeof key === 'string') onPick(key);
      }}
      defaultFilter={(text, input) => text.toLocaleLowerCase(locale).includes(input.trim().toLocaleLowerCase(locale))}
      defaultItems={options}
      isDisabled={isDisabled}
    >
      <Label className="wb-field__label">
        {t('money.currency')}
        {currencyFor !== undefined && (
          <>
            {' '}
            <span className="wb-visually-hidden">{t('money.currencyFor', { name: currencyFor })}</span>
          </>
        )}
      </Label>
      <div className="wb-field__control">
        <Input className="wb-field__input" />
        <Button className="wb-money__toggle">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 10l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Button>
      </div>
      <Popover className="wb-money__popover" placement="bottom end">
        <ListBox className="wb-money__list">
          {(item: CurrencyOption) => (
            <ListBoxItem id={item.id} className="wb-money__option" textValue={`${item.id} · ${item.name}`}>
              <span className="wb-money__code">{item.id}</span> {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
});
