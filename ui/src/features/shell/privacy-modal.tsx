import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgementStamp } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';

/**
 * The privacy policy in the reader's language.
 *
 * @example
 * privacyPolicyUrl('fr-FR') // 'https://waybook.app/privacy?l=fr-FR'
 */
export function privacyPolicyUrl(locale: string): string {
  return `https://waybook.app/privacy?l=${encodeURIComponent(locale)}`;
}

/**
 * The privacy-statement acknowledgement (part 1 section 4): once the full profile is loaded and
 * the server says the statement must be acknowledged (it changed after the user last acknowledged
 * it; a new account acknowledged it at sign-up), a modal that cannot be dismissed asks for it.
 * Nothing is kept in the browser: the acknowledgement is stored on the server (which stamps its own
 * time), so a new browser does not ask again, and this modal closes for the rest of the session.
 */
export function PrivacyAcknowledgement() {
  const { t, i18n } = useTranslation('account');
  const { profile, fullProfileLoaded, updateProfile } = useSession();
  const toast = useToast();
  const [acknowledged, setAcknowledged] = useState(false);
  const [saving, setSaving] = useState(false);
  const isOpen = !acknowledged && fullProfileLoaded && profile?.mustAcknowledgePrivacyStatement === true;

  const acknowledge = async () => {
    setSaving(true);
    // The UI owns the clock here; core only turns the moment into whole seconds.
    const result = await updateProfile({ lastPrivacyStatementAcknowledgement: acknowledgementStamp(new Date()) });
    setSaving(false);
    if (result.ok) setAcknowledged(true);
    else toast.show(t('privacy.failed'), { variant: 'error' });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={() => undefined}
      isDismissable={false}
      title={t('privacy.title')}
      footer={
        <Button variant="primary" isPending={saving} onPress={() => void acknowledge()}>
          {saving ? <Spinner size="sm" label={t('privacy.acknowledging')} showLabel /> : t('privacy.acknowledge')}
        </Button>
      }
    >
      <p>{t('privacy.body')}</p>
      <p>
        <a href={privacyPolicyUrl(i18n.language)} target="_blank" rel="noopener noreferrer">
          {t('privacy.link')}
          <span className="wb-visually-hidden"> {t('privacy.newWindow')}</span>
        </a>
      </p>
    </Modal>
  );
}
