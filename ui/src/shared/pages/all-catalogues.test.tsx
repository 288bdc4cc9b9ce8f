import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FIRST_NAMESPACES } from '../../i18n/first-namespaces.js';
import { createI18n, NAMESPACES } from '../../i18n/i18n.js';
import { AllCatalogues } from './all-catalogues.js';

function BillingTitle() {
  const { t } = useTranslation();
  return <h1>{t('billing:page.title')}</h1>;
}

describe('AllCatalogues', () => {
  it('shows its children once every namespace is loaded, and starts a lazy child meanwhile', async () => {
    const i18n = await createI18n('fr-FR', { namespaces: FIRST_NAMESPACES });
    const loadedWhenAsked: boolean[] = [];
    const Page = lazy(async () => {
      loadedWhenAsked.push(i18n.hasLoadedNamespace('billing'));
      return { default: BillingTitle };
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Chargement…</p>}>
          <AllCatalogues>
            <Page />
          </AllCatalogues>
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('Chargement…')).toBeTruthy();
    // The key of another namespace reads in French, never as the key.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(i18n.getFixedT('fr-FR', 'billing')('page.title'));
    expect(screen.getByRole('heading').textContent).not.toBe('page.title');
    expect(NAMESPACES.every((ns) => i18n.hasLoadedNamespace(ns))).toBe(true);
    // The page's chunk was asked for before the catalogues had come, not after.
    expect(loadedWhenAsked[0]).toBe(false);
  });
});
