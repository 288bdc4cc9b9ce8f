import { useCallback, useRef, type MouseEvent, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/session-context.js';
import { PrivacyAcknowledgement } from './privacy-acknowledgement.js';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';
import { PageLoading } from '../../shared/pages/page-loading.js';
import { ScrollButton } from './scroll-button.js';
import { useNavigationEffects } from './use-navigation-effects.js';
import { isOutsideApp } from './outside-app.js';
import './app-frame.css';

/** react-aria links resolve app paths through the router (basename /app); other URLs stay as they are. */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return isOutsideApp(href) ? href : resolved;
}

/**
 * The shared page frame (part 1 section 2.6): skip link, navigation bar, main area, scroll
 * button and footer. The main area shows a loading state until the profile is known and
 * re-renders its page whenever the path or the query changes. `offline` (the router's
 * OfflineBanner) says when the screen shows trips saved on the device.
 *
 * @example
 * { element: <AppFrame />, children: [...] }
 */
export function AppFrame({
  messages,
  menuBadge,
  offline,
}: { readonly messages?: ReactNode; readonly menuBadge?: ReactNode; readonly offline?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { profile, loadFailed } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const announcement = useNavigationEffects(main);
  const ariaNavigate = useCallback((to: string) => void navigate(to), [navigate]);

  const skipToContent = (e: MouseEvent<HTMLAnchorElement>) => {
    // Focus main directly: following the hash would also be seen as a navigation by the router.
    e.preventDefault();
    main.current?.focus();
    main.current?.scrollIntoView?.();
  };

  let content = <PageLoading />;
  if (profile) content = <Outlet key={`${pathname}${search}`} />;
  else if (loadFailed)
    content = (
      <p role="alert" className="wb-page">
        {t('errors.unexpected')}
      </p>
    );

  return (
    <AriaRouterProvider navigate={ariaNavigate} useHref={useAppHref}>
      <div className="wb-frame">
        <a className="wb-skip-link" href="#main-content" onClick={skipToContent}>
          {t('frame.skipToContent')}
        </a>
        <div className="wb-visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
        <Navbar messages={messages} menuBadge={menuBadge} />
        <main id="main-content" tabIndex={-1} ref={main} className="wb-frame__main">
          {offline}
          {content}
        </main>
        <ScrollButton />
        <Footer />
        <PrivacyAcknowledgement />
      </div>
    </AriaRouterProvider>
  );
}
