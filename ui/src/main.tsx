import './zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { createContainer } from './app/composition-root.js';
import { createRouter } from './app/router.js';
import { SessionProvider } from './app/session/session-context.js';
import { ContainerProvider } from './di/container-context.js';
import { createI18n, toLocale } from './i18n/i18n.js';
import { FIRST_NAMESPACES } from './i18n/first-namespaces.js';
import { ToastProvider } from './components/toast/toast-provider.js';
import './styles/global.css';

// The language of the last visit, read before anything renders so the first paint is already in it.
function storedLanguage(): string | undefined {
  try {
    const cached = window.localStorage.getItem('profile');
    return cached ? (JSON.parse(cached) as { language_tag?: string }).language_tag : undefined;
  } catch {
    return undefined;
  }
}

async function start(): Promise<void> {
  const language = storedLanguage() ?? navigator.language;
  const i18n = await createI18n(toLocale(language), { namespaces: FIRST_NAMESPACES });
  const container = createContainer(window, () => i18n.language);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <ToastProvider>
            <SessionProvider>
              <RouterProvider router={createRouter()} />
            </SessionProvider>
          </ToastProvider>
        </ContainerProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  // The service worker keeps the coming trips readable offline; registered after load, off the first page's path.
  if (import.meta.env.PROD) {
    const register = () => void import('./app/register-service-worker.js').then((m) => m.registerServiceWorker(window, i18n));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register);
  }
}

void start();
