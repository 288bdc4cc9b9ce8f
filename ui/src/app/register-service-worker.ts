/** The interface language, as the i18n instance reports it and its changes. */
export interface InterfaceLanguage {
  readonly language: string;
  on(event: 'languageChanged', listener: (language: string) => void): void;
}

/**
 * Registers the service worker (/app/sw.js, built by scripts/service-worker-build.mjs) with the
 * whole origin as its scope (it also answers plan documents offline). Once it controls the page,
 * sends it the app files this page loaded before it did, so they open offline too, and the
 * interface language, now and whenever it changes, so the worker keeps that language's catalogues
 * for the pages not opened yet. Loaded after the page's `load` event as its own small chunk:
 * nothing of it is on the first page's path.
 *
 * @example
 * window.addEventListener('load', () => void import('./app/register-service-worker.js').then((m) => m.registerServiceWorker(window, i18n)));
 */
export async function registerServiceWorker(win: Window, interfaceLanguage: InterfaceLanguage): Promise<void> {
  if (!('serviceWorker' in win.navigator)) return;
  const container = win.navigator.serviceWorker;
  const keepLanguage = (locale: string) => container.controller?.postMessage({ type: 'keep-language', locale });
  // Listened to first: the language may change (the profile arrives) while the worker registers.
  interfaceLanguage.on('languageChanged', keepLanguage);
  try {
    await container.register('/app/sw.js', { scope: '/', type: 'classic' });
  } catch {
    return; // No offline copy on this browser (private mode, disabled): the app works online as before.
  }
  const sendLoadedAssets = () => {
    const urls = win.performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/app/assets/'));
    container.controller?.postMessage({ type: 'keep-assets', urls });
    keepLanguage(interfaceLanguage.language);
  };
  if (container.controller) sendLoadedAssets();
  else container.addEventListener('controllerchange', sendLoadedAssets, { once: true });
}
