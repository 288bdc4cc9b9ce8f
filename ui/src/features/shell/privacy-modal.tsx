import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgementStamp } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';

/** sessionStorage key remembering, for this browser session, that the statement was acknowledged. */
export const PRIVACY_ACK_SHOWN_KEY = 'wb_privacy_ack_shown';

/**
 * The privacy policy in the reader's language.
 *
 * @example
 * privacyPolicyUrl('fr-FR') // 'https://waybook.app/privacy?l=fr-FR'
 */
export function privacyPolicyUrl(locale: string): string {
  return `https://waybook.app/privacy?l=${encodeURIComponent(locale)}`;
}

// Session storage can be unavailable (blocked storage); the modal then simply shows again next load.
function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(PRIVACY_ACK_SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberShown(): void {
  try {
    window.sessionStorage.setItem(PRIVACY_ACK_SHOWN_KEY, 'true');
  } catch {
    // Nothing to do: see alreadyShown.
  }
}

/**
 * The privacy-statement acknowledgement (part 1 section 4): once the full profile is loaded and
 * says the statement must be acknowledged, a modal that cannot be dismissed asks for it, once per
 * session. Acknowledging stamps the current time in seconds.
 */
export function PrivacyAcknowledgement() {
  const { t, i18n } = useTranslation('account');
  const { profile, fullProfileLoaded, updateProfile } = useSession();
  const toast = useToast();
  const [acknowledged, setAcknowledged] = useState(alreadyShown);
  const [saving, setSaving] = useState(false);
  const isOpen = !acknowledged && fullProfileLoaded && profile?.mustAcknowledgePrivacyStatement === true;

  const acknowledge = async () => {
    setSaving(true);
    // The UI owns the clock here; core only turns the moment into whole seconds.
    const result = await updateProfile({ lastPrivacyStatementAcknowledgement: acknowledgementStamp(new Date()) });
    setSaving(false);
    if (result.ok) {
      rememberShown();
      setAcknowledged(true);
    } else toast.show(t('privacy.failed'), { variant: 'error' });
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
