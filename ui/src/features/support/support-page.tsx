import { useTranslation } from 'react-i18next';
import { SupportForm } from './support-form.js';
import { SupportHelp } from './support-help.js';
import './support-page.css';

/**
 * Help and support (/support): help by topic, each linking the screen where it is done and the
 * product site's pages in the reader's language, then the contact form that mails the support
 * team (POST v2/supportRequest). The footer's Help Center link and the support menu lead here.
 */
export default function SupportPage() {
  const { t } = useTranslation('support');
  return (
    <div className="wb-page wb-support">
      <h1>{t('page.title')}</h1>
      <p className="wb-muted">{t('page.intro')}</p>
      <div className="wb-support__columns">
        <SupportHelp />
        <SupportForm />
      </div>
    </div>
  );
}
