import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { displayNameOf, type Profile } from '@waybook/core';
import { DisclosureMenu } from '../../components/disclosure-menu/disclosure-menu.js';
import { ProfileAvatar } from '../../shared/profile/profile-avatar.js';
import { ChevronDownIcon } from './icons.js';

/** The user dropdown's entries: app routes, in order. */
export const USER_MENU_LINKS = [
  { id: 'account', href: '/account/profile', label: 'nav.account' },
  { id: 'billing', href: '/account/billing', label: 'nav.billing' },
  { id: 'settings', href: '/settings/preferences', label: 'nav.settings' },
  { id: 'credits', href: '/credits', label: 'nav.credits' },
] as const;

/** Where Sign Out goes: the route that clears local data and signs out on the server. */
export const SIGN_OUT_PATH = '/logout';

/**
 * The user dropdown: photo (or a default icon), name and Pro badge; account and security,
 * subscription and billing, settings, credits and sign out.
 *
 * @example
 * <UserMenu profile={profile} />
 */
export function UserMenu({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const name = displayNameOf(profile);
  const trigger = (
    <>
      <ProfileAvatar photoUrl={profile.photoUrl} size={32} />
      <span className="wb-visually-hidden">{t('nav.userMenu')}</span> {name !== '' && <span className="wb-navbar__user-name">{name}</span>}{' '}
      {profile.isPro && <span className="wb-pro-badge">{t('nav.pro')}</span>}
      <ChevronDownIcon />
    </>
  );
  return (
    <DisclosureMenu trigger={trigger} triggerClassName="wb-navbar__user" label={t('nav.userMenu')}>
      {USER_MENU_LINKS.map((link) => (
        <li key={link.id}>
          <Link className="wb-dropdown__item" to={link.href}>
            {t(link.label)}
          </Link>
        </li>
      ))}
      <li className="wb-dropdown__group-start">
        <Link className="wb-dropdown__item" to={SIGN_OUT_PATH}>
          {t('nav.signOut')}
        </Link>
      </li>
    </DisclosureMenu>
  );
}
