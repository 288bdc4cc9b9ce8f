import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneRemovalFailedMessage, type SmsCountry, type SmsPhone } from '@waybook/core';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { PhoneModal } from './phone-modal.js';

/** Props of {@link PhoneSection}. */
export type PhoneSectionProps = {
  readonly phone: SmsPhone | null;
  readonly countries: readonly SmsCountry[];
  readonly onChange: (phone: SmsPhone | null) => void;
};

/** The phone texts go to: add or change it (the two-step modal), or remove it after a confirmation. */
export function PhoneSection({ phone, countries, onChange }: PhoneSectionProps) {
  const { t } = useTranslation('notifications');
  const service = useService(TOKENS.notifications);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    const r = await service.remove();
    setRemoving(false);
    setConfirming(false);
    if (r.ok) {
      onChange(null);
      toast.show(t('phone.removed'), { variant: 'success' });
    } else toast.show(t(phoneRemovalFailedMessage().key), { variant: 'error' });
  };

  return (
    <section className="wb-card wb-notifications__phone" aria-labelledby="wb-notifications-phone">
      <h2 id="wb-notifications-phone">{t('phone.heading')}</h2>
      <p>{phone === null ? t('phone.none') : t('phone.verified', { number: `${phone.countryCode} ${phone.number}` })}</p>
      <div className="wb-notifications__actions">
        <Button variant="outline-primary" onPress={() => setAdding(true)}>
          {phone === null ? t('phone.add') : t('phone.change')}
        </Button>
        {phone !== null && (
          <Button variant="outline-danger" onPress={() => setConfirming(true)}>
            {t('phone.remove')}
          </Button>
        )}
      </div>
      <PhoneModal
        isOpen={adding}
        countries={countries}
        onClose={() => setAdding(false)}
        onVerified={(p) => {
          setAdding(false);
          onChange(p);
          toast.show(t('phone.added'), { variant: 'success' });
        }}
      />
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        size="sm"
        title={t('phone.removeTitle')}
        footer={
          <>
            <Button variant="default" onPress={() => setConfirming(false)}>
              {t('phone.cancel')}
            </Button>
            <Button variant="danger" isDisabled={removing} onPress={() => void remove()}>
              {t('phone.remove')}
            </Button>
          </>
        }
      >
        <p>{t('phone.removeBody')}</p>
      </Modal>
    </section>
  );
}
