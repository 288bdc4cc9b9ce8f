import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, type LanguageTag } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { toLocale } from '../../i18n/i18n.js';
import { LANGUAGE_NAMES } from '../../i18n/language-names.js';
import { ChevronDownIcon, GlobeIcon } from './icons.js';

const isLanguageTag = (key: Key): key is LanguageTag => (LANGUAGE_TAGS as readonly Key[]).includes(key);

/**
 * The language selector: shows the current locale code in upper case ("EN-US") and lists the
 * seven languages, each in its own language. Choosing one saves languageTag on the profile (the
 * session then switches the interface); `onError` runs when that fails.
 *
 * @example
 * <LanguageMenu onError={() => toast.error(t('errors.updateData'))} />
 */
export function LanguageMenu({ onError }: { onError: () => void }) {
  const { t, i18n } = useTranslation();
  const { updateProfile } = useSession();
  const current = toLocale(i18n.language);
  const code = current.toUpperCase();

  const choose = async (key: Key) => {
    if (!isLanguageTag(key) || key === current) return;
    const result = await updateProfile({ languageTag: key }).catch(() => undefined);
    if (!result?.ok) onError();
  };

  return (
    <MenuTrigger>
      <Button className="wb-navbar__link wb-navbar__menu-button" aria-label={t('nav.languageCurrent', { language: code })}>
        <GlobeIcon />
        <span>{code}</span>
        <ChevronDownIcon />
      </Button>
      <Popover placement="bottom end" className="wb-menu-popover">
        <Menu
          className="wb-menu"
          aria-label={t('nav.language')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[current]}
          onAction={(key) => void choose(key)}
        >
          {LANGUAGE_TAGS.map((tag) => (
            <MenuItem key={tag} id={tag} className="wb-menu__item" textValue={LANGUAGE_NAMES[tag]}>
              <span lang={tag}>{LANGUAGE_NAMES[tag]}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
