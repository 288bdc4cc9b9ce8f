import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { displayNameOf, type Profile } from '@waybook/core';
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
  return (
    <MenuTrigger>
      <Button className="wb-navbar__user">
        <ProfileAvatar photoUrl={profile.photoUrl} size={32} />
        <span className="wb-visually-hidden">{t('nav.userMenu')}</span> {name !== '' && <span className="wb-navbar__user-name">{name}</span>}{' '}
        {profile.isPro && <span className="wb-pro-badge">{t('nav.pro')}</span>}
        <ChevronDownIcon />
      </Button>
      <Popover placement="bottom end" className="wb-menu-popover">
        <Menu className="wb-menu" aria-label={t('nav.userMenu')}>
          {USER_MENU_LINKS.map((link) => (
            <MenuItem key={link.id} id={link.id} className="wb-menu__item" href={link.href}>
              {t(link.label)}
            </MenuItem>
          ))}
          <Separator className="wb-menu__separator" />
          <MenuItem id="sign-out" className="wb-menu__item" href={SIGN_OUT_PATH}>
            {t('nav.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
