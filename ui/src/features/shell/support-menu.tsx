import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buildPath, type SupportVariant } from '@waybook/core';
import { DisclosureMenu } from '../../components/disclosure-menu/disclosure-menu.js';
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
  const trigger = (
    <>
      {t('nav.support')}
      <ChevronDownIcon />
    </>
  );
  return (
    <DisclosureMenu trigger={trigger} triggerClassName="wb-navbar__link wb-navbar__menu-button" label={t('nav.support')}>
      <li>
        <a className="wb-dropdown__item" href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer">
          {t('nav.helpCenter')}
          {newTab}
          <ExternalIcon />
        </a>
      </li>
      <li>
        <Link className="wb-dropdown__item" to={buildPath('support')}>
          {t('support:nav.contact')}
        </Link>
      </li>
    </DisclosureMenu>
  );
}
