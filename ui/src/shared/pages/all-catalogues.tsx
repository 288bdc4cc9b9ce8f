import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../i18n/i18n.js';

/**
 * Renders its children once every catalogue namespace is loaded in the interface language,
 * suspending until then (the page's Suspense shows its loading state meanwhile). Pages other than
 * the trip list stand in it, so a component that looks up a key of another namespace
 * (`t('alerts:menu.label')`) finds it loaded.
 *
 * @example
 * <Suspense fallback={<PageLoading />}><AllCatalogues><ProfilePage /></AllCatalogues></Suspense>
 */
export function AllCatalogues({ children }: { readonly children: ReactNode }) {
  useTranslation([...NAMESPACES]);
  return children;
}
