import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { isInternalProfile, isNavbarExpanded, isNorthAmerican, showOldWebSwitch, supportVariant } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { LogoIcon, MenuIcon } from './icons.js';
import { LanguageMenu } from './language-menu.js';
import { SupportMenu } from './support-menu.js';
import { useViewportSize } from '../../shared/use-viewport-size.js';
import { UserMenu } from './user-menu.js';
import './navbar.css';

/** The app route that records the preference for the old web app and leaves. */
export const OLD_WEB_PATH = '/old-web';

/** Whether the old-web switch shows for this session (part 1 sections 2.6 and 6). */
function useOldWebSwitch(): boolean {
  const { profile, fullProfileLoaded, appConfig } = useSession();
  if (!profile || !appConfig) return false;
  return showOldWebSwitch({
    isNorthAmerican: isNorthAmerican(profile),
    fullProfileLoaded,
    removeLegacyWeb: appConfig.removeLegacyWeb,
    isInternal: isInternalProfile(profile),
    hasLegacyWeb: appConfig.legacyWebUrl !== '',
  });
}

/**
 * The navigation bar (part 1 section 2.6): logo, Trips, support, old-web switch, language
 * selector and user dropdown. Below the lg breakpoint it collapses behind a menu button.
 * `messages` is the messages dropdown and `menuBadge` what the collapsed Menu button shows beside
 * its label (the new-messages dot), both given by the router (features do not import each other).
 *
 * @example
 * <Navbar />
 */
export function Navbar({ messages, menuBadge }: { readonly messages?: ReactNode; readonly menuBadge?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const toast = useToast();
  const expanded = isNavbarExpanded(useViewportSize());
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  const oldWeb = useOldWebSwitch();
  // A navigation closes the collapsed menu.
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  return (
    <header className="wb-navbar">
      <nav className="wb-navbar__inner" aria-label={t('nav.label')}>
        <Link to="/" className="wb-navbar__brand" aria-label={t('nav.home')}>
          <LogoIcon />
          <span aria-hidden="true">Waybook</span>
        </Link>
        {!expanded && (
          <button type="button" className="wb-navbar__toggle" aria-expanded={open} aria-controls="wb-navbar-panel" onClick={() => setOpen(!open)}>
            <MenuIcon />
            <span>{t('nav.menu')}</span>
            {profile && menuBadge}
          </button>
        )}
        <div id="wb-navbar-panel" className="wb-navbar__panel" hidden={!expanded && !open}>
          <ul className="wb-navbar__links">
            <li>
              <NavLink to="/trips" className="wb-navbar__link">
                {t('nav.trips')}
              </NavLink>
            </li>
          </ul>
          <div className="wb-navbar__tools">
            <SupportMenu variant={supportVariant(profile)} />
            {oldWeb && (
              <Link to={OLD_WEB_PATH} className="wb-navbar__link">
                {t('nav.oldWeb')}
              </Link>
            )}
            <LanguageMenu onError={() => toast.error(t('errors.updateData'))} />
            {profile && messages}
            {profile && <UserMenu profile={profile} />}
          </div>
        </div>
      </nav>
    </header>
  );
}
