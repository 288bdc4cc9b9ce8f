import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, type LanguageTag } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { DisclosureMenu } from '../../components/disclosure-menu/disclosure-menu.js';
import { toLocale } from '../../i18n/i18n.js';
import { LANGUAGE_NAMES } from '../../i18n/language-names.js';
import { ChevronDownIcon, GlobeIcon } from './icons.js';

/**
 * The language selector: shows the current locale code in upper case ("EN-US") and lists the
 * seven languages, each in its own language, the current one marked (aria-current). Choosing one
 * saves languageTag on the profile (the session then switches the interface); `onError` runs when
 * that fails.
 *
 * @example
 * <LanguageMenu onError={() => toast.error(t('errors.updateData'))} />
 */
export function LanguageMenu({ onError }: { onError: () => void }) {
  const { t, i18n } = useTranslation();
  const { updateProfile } = useSession();
  const current = toLocale(i18n.language);
  const code = current.toUpperCase();

  const choose = async (tag: LanguageTag) => {
    if (tag === current) return;
    const result = await updateProfile({ languageTag: tag }).catch(() => undefined);
    if (!result?.ok) onError();
  };
  const trigger = (
    <>
      <GlobeIcon />
      <span>{code}</span>
      <ChevronDownIcon />
    </>
  );

  return (
    <DisclosureMenu
      trigger={trigger}
      triggerClassName="wb-navbar__link wb-navbar__menu-button"
      triggerLabel={t('nav.languageCurrent', { language: code })}
      label={t('nav.language')}
    >
      {LANGUAGE_TAGS.map((tag) => (
        <li key={tag}>
          <button type="button" className="wb-dropdown__item" lang={tag} aria-current={tag === current || undefined} onClick={() => void choose(tag)}>
            {LANGUAGE_NAMES[tag]}
          </button>
        </li>
      ))}
    </DisclosureMenu>
  );
}
