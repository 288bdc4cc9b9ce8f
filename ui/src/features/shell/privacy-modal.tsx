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
 * The privacy-statement acknowledgement's modal (part 1 section 4), opened by
 * PrivacyAcknowledgement (privacy-acknowledgement.tsx) and loaded only then: it cannot be
 * dismissed, and closes once the server stored the acknowledgement (it stamps its own time).
 */
export default function PrivacyModal({ onAcknowledged }: { readonly onAcknowledged: () => void }) {
  const { t, i18n } = useTranslation('account');
  const { updateProfile } = useSession();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const acknowledge = async () => {
    setSaving(true);
    // The UI owns the clock here; core only turns the moment into whole seconds.
    const result = await updateProfile({ lastPrivacyStatementAcknowledgement: acknowledgementStamp(new Date()) });
    setSaving(false);
    if (result.ok) onAcknowledged();
    else toast.show(t('privacy.failed'), { variant: 'error' });
  };

  return (
    <Modal
      isOpen
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
