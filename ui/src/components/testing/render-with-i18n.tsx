import './dom-polyfills.js';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n.js';
import type { Locale } from '../../i18n/messages.js';

/** What {@link renderWithI18n} gives back: the Testing Library result plus the i18n instance used. */
export type I18nRenderResult = RenderResult & { readonly i18n: i18n };

/**
 * Renders a component inside the app's i18n (en-US unless told), as in main.tsx.
 *
 * @example
 * const { getByRole } = await renderWithI18n(<Spinner />);
 */
export async function renderWithI18n(ui: ReactElement, locale: Locale = 'en-US'): Promise<I18nRenderResult> {
  const instance = await createI18n(locale);
  const result = render(ui, {
    wrapper: ({ children }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>,
  });
  return { ...result, i18n: instance };
}
