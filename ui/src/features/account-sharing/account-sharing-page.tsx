import { useTranslation } from 'react-i18next';
import { InnerCircleSection } from './inner-circle-section.js';
import { PublicSharingSection } from './public-sharing-section.js';
import './account-sharing-page.css';

/**
 * /account/sharing (named route account-sharing): the Inner Circle and public sharing of the
 * account (part 3 section 2).
 */
export default function AccountSharingPage() {
  const { t } = useTranslation('accountSharing');
  return (
    <div className="wb-page wb-account-sharing">
      <header>
        <h1>{t('title')}</h1>
        <p className="wb-muted">{t('intro')}</p>
      </header>
      <InnerCircleSection />
      <PublicSharingSection />
    </div>
  );
}
