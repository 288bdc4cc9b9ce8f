import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context.js';
import './trips-page.css';

/**
 * The trip list. Until trips land (next issue) it is an honest empty state: the account works,
 * there is simply nothing to list yet.
 */
export default function TripsPage() {
  const { t } = useTranslation('trips');
  const { profile } = useSession();
  return (
    <div className="wb-page">
      <h1>{t('heading')}</h1>
      <section className="wb-card wb-trips-empty" aria-labelledby="trips-empty-title">
        <svg className="wb-trips-empty__art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
          <rect x="10" y="22" width="100" height="50" rx="8" fill="#e3ecf7" />
          <rect x="42" y="10" width="36" height="16" rx="5" fill="none" stroke="#0b5cad" strokeWidth="4" />
          <path d="M30 46h60" stroke="#0b5cad" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h2 id="trips-empty-title">{profile?.firstName ? t('emptyTitleNamed', { name: profile.firstName }) : t('emptyTitle')}</h2>
        <p className="wb-muted">{t('emptyBody')}</p>
      </section>
    </div>
  );
}
