import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../i18n/i18n.js';

/** Suspends until every catalogue namespace is loaded in the interface language. */
function CataloguesLoaded() {
  useTranslation([...NAMESPACES]);
  return null;
}

/**
 * Shows its children once every catalogue namespace is loaded in the interface language: until
 * then the Suspense boundary around it shows its loading state. Pages other than the trip list
 * stand in it, so a component that looks up a key of another namespace
 * (`t('alerts:menu.label')`) finds it loaded. The wait is a sibling of the children, not their
 * parent, so React starts rendering them meanwhile: a lazy page's chunk is fetched together with
 * the catalogues, not after them.
 *
 * @example
 * <Suspense fallback={<PageLoading />}><AllCatalogues><ProfilePage /></AllCatalogues></Suspense>
 */
export function AllCatalogues({ children }: { readonly children: ReactNode }) {
  return (
    <>
      <CataloguesLoaded />
      {children}
    </>
  );
}
