import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { buildPath, type SupportVariant } from '@waybook/core';
import { HELP_CENTER_URL } from '../../shared/site-links.js';
import { ChevronDownIcon, ExternalIcon } from './icons.js';

/**
 * Support in the navigation bar: a link to the help center in a new tab, or for North American
 * users a dropdown holding that link and Contact support (the support page, /support).
 *
 * @example
 * <SupportMenu variant={supportVariant(profile)} />
 */
export function SupportMenu({ variant }: { variant: SupportVariant }) {
  const { t } = useTranslation();
  const newTab = (
    <>
      {' '}
      <span className="wb-visually-hidden">{t('nav.newTab')}</span>
    </>
  );
  if (variant === 'link') {
    return (
      <a className="wb-navbar__link" href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer">
        {t('nav.support')}
        {newTab}
        <ExternalIcon />
      </a>
    );
  }
  return (
    <MenuTrigger>
      <Button className="wb-navbar__link wb-navbar__menu-button">
        {t('nav.support')}
        <ChevronDownIcon />
      </Button>
      <Popover placement="bottom end" className="wb-menu-popover">
        <Menu className="wb-menu" aria-label={t('nav.support')}>
          <MenuItem className="wb-menu__item" href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer" textValue={t('nav.helpCenter')}>
            {t('nav.helpCenter')}
            {newTab}
            <ExternalIcon />
          </MenuItem>
          <MenuItem className="wb-menu__item" href={buildPath('support')}>
            {t('support:nav.contact')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
