import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { displayNameOf, sortEmailAddresses, toLanguageTag, type EmailAddress } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { LinkButton } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { preferenceLabels } from '../../shared/display-preferences.js';
import { ProfileAvatar } from '../../shared/profile/profile-avatar.js';
import { useFormatter } from '../../shared/use-formatter.js';

import './profile-page.css';
import { PlansAddressCard } from './plans-address-card.js';

function EmailRow({ email }: { email: EmailAddress }) {
  const { t } = useTranslation('account');
  return (
    <li className="wb-profile__email">
      <Link
        className="wb-profile__address"
        to={`/account/profile/emails/${email.uuid}`}
        aria-label={t('accountEmails:add.manageLink', { email: email.address })}
      >
        {email.address}
      </Link>
      {email.isPrimary && <span className="wb-badge wb-badge--primary">{t('profile.primary')}</span>}
      {email.isConfirmed ? (
        <span className="wb-badge wb-badge--confirmed">{t('profile.confirmed')}</span>
      ) : (
        <span className="wb-profile__unconfirmed">{t('profile.unconfirmed')}</span>
      )}
    </li>
  );
}

/** The read-only profile card (/account/profile). Editing comes later; only real links here. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const { profile } = useSession();
  const today = useService(TOKENS.today)();
  const f = useFormatter();
  if (!profile) return <Spinner label={t('profile.loading')} />;

  const notSet = <span className="wb-muted">{t('profile.notSet')}</span>;
  const labels = preferenceLabels(t, { today, locale: i18n.language });
  const emails = sortEmailAddresses(profile.emailAddresses);
  const name = displayNameOf(profile) || profile.displayName;
  const born = f.date(profile.dateOfBirth);

  return (
    <div className="wb-page">
      <h1>{t('profile.heading')}</h1>
      <section className="wb-card wb-profile" aria-labelledby="wb-profile-name">
        <div className="wb-profile__identity">
          <ProfileAvatar photoUrl={profile.photoUrl} size={64} />
          <div>
            <h2 id="wb-profile-name" className="wb-profile__name">
              {name || t('profile.notSet')}
            </h2>
            <Link to="/account/profile/edit">{t('accountProfileEdit:link')}</Link>
          </div>
        </div>
        <dl className="wb-profile__facts">
          <dt>{t('profile.emails')}</dt>
          <dd>
            {emails.length === 0 ? (
              <span className="wb-muted">{t('profile.noEmails')}</span>
            ) : (
              <ul className="wb-profile__emails">
                {emails.map((e) => (
                  <EmailRow key={e.uuid} email={e} />
                ))}
              </ul>
            )}
            <Link className="wb-profile__add-email" to="/account/profile/emails/add">
              {t('accountEmails:add.link')}
            </Link>
          </dd>
          <dt>{t('profile.homeCity')}</dt>
          <dd>{profile.homeCity || notSet}</dd>
          <dt>{t('profile.dateOfBirth')}</dt>
          <dd>{born || notSet}</dd>
        </dl>
      </section>
      {/* Where booking e-mails are forwarded to: beside the addresses they must come from. */}
      <PlansAddressCard />
      <section className="wb-card wb-profile" aria-labelledby="wb-profile-prefs">
        <h2 id="wb-profile-prefs">{t('profile.preferences')}</h2>
        <dl className="wb-profile__facts">
          <dt>{t('preferences.dateOrder')}</dt>
          <dd>{labels.dateOrder(profile.dateEndianFormat)}</dd>
          <dt>{t('preferences.clock')}</dt>
          <dd>{labels.clock(profile.hourClock)}</dd>
          <dt>{t('preferences.distance')}</dt>
          <dd>{labels.distance(profile.distance)}</dd>
          <dt>{t('preferences.temperature')}</dt>
          <dd>{labels.temperature(profile.temperature)}</dd>
          <dt>{t('preferences.language')}</dt>
          <dd lang={toLanguageTag(profile.languageTag)}>{labels.language(toLanguageTag(profile.languageTag))}</dd>
        </dl>
        <LinkButton to="/settings/preferences" variant="outline-primary">
          {t('profile.editPreferences')}
        </LinkButton>
      </section>
      {/* The Manage Account hub (account-manage): the profile, its addresses, and the rest here. */}
      <section className="wb-card wb-profile" aria-labelledby="wb-profile-security">
        <h2 id="wb-profile-security">{t('profile.security')}</h2>
        <ul className="wb-profile__links">
          <li>
            <Link to="/account/profile/change-password">{t('profile.changePassword')}</Link>
          </li>
          <li>
            <Link to="/account/profile/merge-accounts">{t('accountMerge:page.link')}</Link>
          </li>
          <li>
            <Link to="/account/sharing">{t('accountSharing:link')}</Link>
          </li>
          <li>
            <Link to="/account/billing">{t('billing:link')}</Link>
          </li>
          <li>
            <Link to="/account/manage/delete">{t('profile.deleteAccount')}</Link>
            <p className="wb-muted wb-profile__note">{t('profile.deleteAccountNote')}</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
