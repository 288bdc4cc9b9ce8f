import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationScreen, SmsCountry, SmsPhone } from '@waybook/core';
import { Spinner } from '../../components/spinner/spinner.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { PhoneSection } from './phone-section.js';
import { SettingsTable } from './settings-table.js';
import './notifications-page.css';

type Loaded = { readonly screen: NotificationScreen; readonly countries: readonly SmsCountry[]; readonly isSandbox: boolean };

/**
 * /settings/notifications: e-mail and SMS settings per alert kind (Pro alerts locked behind an
 * upsell for free users) and the phone the texts go to, set up in two steps. Says so when texts
 * go to the server's sandbox outbox.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const service = useService(TOKENS.notifications);
  const [loaded, setLoaded] = useState<Loaded | 'failed' | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([service.load(), service.countries()]).then(([screen, countries]) => {
      if (!live) return;
      setLoaded(screen.ok && countries.ok ? { screen: screen.value, ...countries.value } : 'failed');
    });
    return () => {
      live = false;
    };
  }, [service]);

  if (loaded === null) return <Spinner label={t('page.loading')} />;
  if (loaded === 'failed') {
    return (
      <div className="wb-page">
        <h1>{t('page.title')}</h1>
        <p role="alert">{t('page.loadFailed')}</p>
      </div>
    );
  }
  const setPhone = (phone: SmsPhone | null) => setLoaded({ ...loaded, screen: { ...loaded.screen, phone } });
  return (
    <div className="wb-page wb-notifications">
      <h1>{t('page.title')}</h1>
      <p className="wb-muted">{t('page.intro')}</p>
      {loaded.isSandbox && <p className="wb-notifications__sandbox">{t('page.sandbox')}</p>}
      <SettingsTable
        settings={loaded.screen.settings}
        isPro={loaded.screen.isPro}
        hasPhone={loaded.screen.phone !== null}
        onSaved={(settings) => setLoaded({ ...loaded, screen: { ...loaded.screen, settings } })}
      />
      <PhoneSection phone={loaded.screen.phone} countries={loaded.countries} onChange={setPhone} />
    </div>
  );
}
