import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buildPath } from '@waybook/core';
import { toLocale } from '../../i18n/i18n.js';
import { HELP_CENTER_URL, legalPageUrl, SITE_LINKS } from '../../shared/site-links.js';

type TopicKey = 'gettingStarted' | 'tripsAndPlans' | 'sharing' | 'importingByEmail' | 'calendarFeed' | 'proAndBilling' | 'accountAndPrivacy';

/** An outside page of a topic: its catalogue key (under the topic) and its address in the reader's locale. */
type OutsideLink = { readonly key: 'policy' | 'privacy' | 'agreement'; readonly href: (locale: string) => string };

/**
 * The help topics the footer and the support menu promise, in order: where in the app each is
 * done (a path of the route table) and the product site's pages about it, in the reader's
 * language where the site has one per language (the legal pages take the locale in `l`).
 */
const TOPICS: readonly { readonly key: TopicKey; readonly path: string; readonly outside: readonly OutsideLink[] }[] = [
  { key: 'gettingStarted', path: buildPath('trip_create'), outside: [] },
  { key: 'tripsAndPlans', path: buildPath('trips'), outside: [] },
  { key: 'sharing', path: buildPath('account-sharing'), outside: [] },
  { key: 'importingByEmail', path: buildPath('account-manage'), outside: [{ key: 'policy', href: () => SITE_LINKS.mailImportPolicy }] },
  { key: 'calendarFeed', path: buildPath('settings-calendar-feed'), outside: [] },
  { key: 'proAndBilling', path: buildPath('account-billing'), outside: [] },
  {
    key: 'accountAndPrivacy',
    path: buildPath('account-manage'),
    outside: [
      { key: 'privacy', href: (locale) => legalPageUrl('privacy-policy', locale) },
      { key: 'agreement', href: (locale) => legalPageUrl('user-agreement', locale) },
    ],
  },
];

/**
 * Help by topic on the support page: each topic says what it covers and links the screen where it
 * is done, with the product site's pages about it in the reader's language; the Help Center's
 * home (which serves every language) opens in a new tab.
 *
 * @example
 * <SupportHelp />
 */
export function SupportHelp() {
  const { t, i18n } = useTranslation('support');
  const locale = toLocale(i18n.language);
  const newTab = (
    <>
      {' '}
      <span className="wb-visually-hidden">{t('help.newTab')}</span>
    </>
  );
  return (
    <section className="wb-card wb-support__help" aria-labelledby="wb-support-help">
      <h2 id="wb-support-help">{t('help.heading')}</h2>
      <ul className="wb-support__topics">
        {TOPICS.map((topic) => (
          <li key={topic.key} className="wb-support__topic">
            <h3>{t(`help.topics.${topic.key}.title`)}</h3>
            <p>{t(`help.topics.${topic.key}.body`)}</p>
            <p className="wb-support__topic-links">
              <Link to={topic.path}>{t(`help.topics.${topic.key}.link`)}</Link>
              {topic.outside.map((o) => (
                <a key={o.key} href={o.href(locale)} target="_blank" rel="noopener noreferrer">
                  {t(`help.topics.${topic.key}.${o.key}`)}
                  {newTab}
                </a>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <p className="wb-support__help-center">
        <a href={HELP_CENTER_URL} target="_blank" rel="noopener noreferrer">
          {t('help.helpCenter')}
          {newTab}
        </a>
        <span className="wb-muted wb-support__help-center-hint">{t('help.helpCenterHint')}</span>
      </p>
    </section>
  );
}
