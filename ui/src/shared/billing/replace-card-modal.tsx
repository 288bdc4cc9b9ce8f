import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingAddress, BillingMessage, PurchasedProductInfo } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { CardFields, useCardForm } from './card-fields.js';
import { submitOnEnter } from './submit-on-enter.js';
import './upgrade-modal.css';

/** Props of {@link ReplaceCardModal}. */
export type ReplaceCardModalProps = {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The billing state the server answered with the new card (the profile is reloaded already). */
  readonly onReplaced: (info: PurchasedProductInfo) => void;
  /** The billing address on file: the form starts with its country and zip. */
  readonly billingAddress: BillingAddress | null;
};

/**
 * "Replace card": the card form of the upgrade modal, saved as the subscription's new card (a
 * suspended subscription is charged with it at once). A refusal is said in the modal with the
 * spec's wording and keeps what was typed; a saved card reloads the profile and hands the new
 * billing state to `onReplaced`.
 *
 * @example
 * <ReplaceCardModal isOpen={open} onClose={close} onReplaced={saved} billingAddress={info.billingAddress} />
 */
export function ReplaceCardModal(props: ReplaceCardModalProps) {
  // Mounted only while open: every opening starts from the billing address on file.
  return props.isOpen ? <ReplaceCardDialog {...props} /> : null;
}

function ReplaceCardDialog({ onClose, onReplaced, billingAddress }: ReplaceCardModalProps) {
  const { t } = useTranslation('proUpgrade');
  const billing = useService(TOKENS.billing);
  const { reloadProfile } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BillingMessage | null>(null);
  const card = useCardForm(billingAddress, { isDisabled: busy });

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setFailure(null);
    const valid = card.validate();
    if (valid === null) return;
    setBusy(true);
    const r = await billing.replaceCard(valid);
    if (!r.ok) {
      setBusy(false);
      setFailure(r.error);
      return;
    }
    await reloadProfile();
    setBusy(false);
    onReplaced(r.value);
  };

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && close()}
      title={t('replace.title')}
      isDismissable={!busy}
      footer={
        <>
          <Button variant="default" onPress={close} isDisabled={busy}>
            {t('replace.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void save()} isPending={busy}>
            {busy ? t('replace.saving') : t('replace.save')}
          </Button>
        </>
      }
    >
      <form className="wb-upgrade" onSubmit={(e) => void save(e)} onKeyDown={submitOnEnter(() => void save())} noValidate>
        <p>{t('replace.intro')}</p>
        <p className="wb-upgrade__sandbox">{t('modal.sandbox')}</p>
        {failure !== null && (
          <div role="alert" className="wb-alert wb-alert--danger wb-upgrade__alert">
            <p>{t(failure.key, failure.values)}</p>
          </div>
        )}
        <CardFields {...card.fields} />
      </form>
    </Modal>
  );
}
