import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyOfLocale, isCurrencyCode } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';

/** Where the browser keeps the currency of the last cost the user typed. */
export const LAST_CURRENCY_KEY = 'wb.lastCurrency';

/**
 * The currency a new cost starts in: the one the user last typed (kept in this browser), else the
 * interface language's region's ('fr-FR' EUR, 'es-CO' COP); `remember` keeps a new choice.
 *
 * @example
 * const { currency, remember } = useDefaultCurrency();
 * <MoneyInput defaultCurrency={currency} onCurrencyUsed={remember} ... />
 */
export function useDefaultCurrency(): { readonly currency: string; readonly remember: (currency: string) => void } {
  const storage = useService(TOKENS.storage);
  const { i18n } = useTranslation();
  const [stored, setStored] = useState(() => storage.get(LAST_CURRENCY_KEY));
  const remember = useCallback(
    (currency: string) => {
      if (!isCurrencyCode(currency) || currency === storage.get(LAST_CURRENCY_KEY)) return;
      storage.set(LAST_CURRENCY_KEY, currency);
      setStored(currency);
    },
    [storage],
  );
  const currency = stored !== undefined && isCurrencyCode(stored) ? stored : currencyOfLocale(i18n.language);
  return { currency, remember };
}
