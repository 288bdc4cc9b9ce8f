import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingMessage, canUpgradeWithoutCard, periodOfCode, type Promo, type PurchasedProductInfo } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { useFormatter } from '../use-formatter.js';
import { CardFields, useCardForm } from './card-fields.js';
import { submitOnEnter } from './submit-on-enter.js';
import './upgrade-modal.css';

/** Props of {@link UpgradeModal}. */
export type UpgradeModalProps = {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The billing state the server answered after the upgrade (the profile is reloaded already). */
  readonly onUpgraded: (info: PurchasedProductInfo) => void;
  /** The yearly Pro rate in US dollars, when known. */
  readonly defaultProYearlyRate?: number | null;
  readonly isEligibleForFreeTrial?: boolean;
};

type T = ReturnType<typeof useTranslation>['t'];
type Money = (amount: number) => string;

const PERIOD_KEYS = { Y: 'period.year', M: 'period.month', D: 'period.day' } as const;

/** "3 months", or null when the promotion names no period. */
function periodText(t: T, promo: Promo): string | null {
  const period = periodOfCode(promo.periodTypeCode, promo.periodLength);
  return period === null ? null : t(PERIOD_KEYS[period.unit], { count: period.length });
}

/** What a checked promo code gives, line by line. */
function promoLines(t: T, money: Money, promo: Promo): readonly string[] {
  const period = periodText(t, promo);
  const lines: string[] = [];
  if (promo.campaignCompanyName.trim() !== '') lines.push(t('promo.campaign', { name: promo.campaignCompanyName.trim() }));
  if (promo.externalDescription.trim() !== '') lines.push(promo.externalDescription.trim());
  if (promo.isTrial && period !== null) lines.push(t('promo.trial', { period }));
  else if (!promo.isTrial && promo.discountRate !== null) {
    lines.push(
      period === null ? t('promo.discountNoPeriod', { price: money(promo.discountRate) }) : t('promo.discount', { price: money(promo.discountRate), period }),
    );
  }
  if (promo.willDowngradeAfterExpiration) lines.push(t('promo.downgrades'));
  else if (promo.nextRate !== null) lines.push(t('promo.nextRate', { price: money(promo.nextRate) }));
  return lines;
}

/**
 * The Pro upgrade modal: the yearly price, the free trial when the user may have one, "Fees are
 * nonrefundable.", the card form and an optional promo code (Apply says what it gives; a promotion
 * that needs no payment information lets the card be left empty). A refused upgrade is said in
 * the modal with the spec's wording and keeps what was typed; a done one reloads the profile,
 * says so in a toast and hands the new billing state to `onUpgraded`.
 *
 * @example
 * <UpgradeModal isOpen={open} onClose={() => setOpen(false)} onUpgraded={() => setOpen(false)} defaultProYearlyRate={49} isEligibleForFreeTrial />
 */
export function UpgradeModal(props: UpgradeModalProps) {
  // Mounted only while open: every opening starts with an empty form.
  return props.isOpen ? <UpgradeDialog {...props} /> : null;
}

function UpgradeDialog({ onClose, onUpgraded, defaultProYearlyRate = null, isEligibleForFreeTrial = false }: UpgradeModalProps) {
  const { t } = useTranslation('proUpgrade');
  const billing = useService(TOKENS.billing);
  const { reloadProfile } = useSession();
  const toast = useToast();
  const f = useFormatter();
  const money: Money = (amount) => f.money(amount, 'USD');
  const [busy, setBusy] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  const [promo, setPromo] = useState<Promo | null>(null);
  const [checking, setChecking] = useState(false);
  const [promoError, setPromoError] = useState<BillingMessage | null>(null);
  const [failure, setFailure] = useState<BillingMessage | null>(null);
  const cardIsOptional = canUpgradeWithoutCard(promo);
  const card = useCardForm(null, { isDisabled: busy, isOptional: cardIsOptional });
  const promoId = `${card.fields.idPrefix}-promo`;
  const promoErrorId = `${promoId}-error`;
  const promoHintId = `${promoId}-hint`;

  /** Checks the typed code: the promotion, or null after saying why it was refused. */
  const checkPromo = async (): Promise<Promo | null> => {
    const code = promoCode.trim();
    if (code === '') return null;
    setChecking(true);
    setPromoError(null);
    const r = await billing.checkPromo(code);
    setChecking(false);
    if (!r.ok) {
      setPromo(null);
      setPromoError(r.error);
      return null;
    }
    setPromo(r.value);
    return r.value;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || checking) return;
    setFailure(null);
    // A typed code that was not applied yet is checked first.
    let applied = promo;
    if (applied === null && promoCode.trim() !== '') {
      applied = await checkPromo();
      if (applied === null) {
        document.getElementById(promoId)?.focus();
        return;
      }
    }
    let valid = null;
    if (canUpgradeWithoutCard(applied) && card.isEmpty) card.clearErrors();
    else {
      valid = card.validate();
      if (valid === null) return;
    }
    setBusy(true);
    const r = await billing.upgrade({ card: valid, promoCode: applied === null ? '' : promoCode, promo: applied });
    if (!r.ok) {
      setBusy(false);
      setFailure(r.error);
      return;
    }
    await reloadProfile();
    setBusy(false);
    toast.success(t('modal.success'));
    onUpgraded(r.value);
  };

  const close = () => {
    if (!busy) onClose();
  };

  const footer = (
    <>
      <Button variant="default" onPress={close} isDisabled={busy}>
        {t('modal.cancel')}
      </Button>
      <Button variant="primary" onPress={() => void submit()} isPending={busy} isDisabled={checking}>
        {busy ? t('modal.submitting') : t('modal.submit')}
      </Button>
    </>
  );

  const lines = promo === null ? [] : promoLines(t, money, promo);

  return (
    <Modal isOpen onOpenChange={(open) => !open && close()} title={t('modal.title')} footer={footer} isDismissable={!busy}>
      <form className="wb-upgrade" onSubmit={(e) => void submit(e)} onKeyDown={submitOnEnter(() => void submit())} noValidate>
        <div className="wb-upgrade__offer">
          {defaultProYearlyRate !== null && <p className="wb-upgrade__price">{t('modal.price', { price: money(defaultProYearlyRate) })}</p>}
          {isEligibleForFreeTrial && <p>{t('modal.trial')}</p>}
          <p className="wb-upgrade__terms">{t('modal.nonrefundable')}</p>
        </div>
        <p className="wb-upgrade__sandbox">{t('modal.sandbox')}</p>

        {failure !== null && (
          <div role="alert" className="wb-alert wb-alert--danger wb-upgrade__alert">
            <p>{t(failure.key, failure.values)}</p>
          </div>
        )}

        <div className="wb-upgrade__promo">
          <div className="wb-field" data-invalid={promoError !== null || undefined}>
            <label htmlFor={promoId} className="wb-field__label">
              {t('promo.label')}
            </label>
            <div className="wb-upgrade__promo-row">
              <div className="wb-field__control">
                <input
                  id={promoId}
                  className="wb-field__input"
                  type="text"
                  value={promoCode}
                  autoComplete="off"
                  spellCheck={false}
                  disabled={busy}
                  onChange={(e) => {
                    setPromoCode(e.target.value);
                    setPromo(null);
                    setPromoError(null);
                  }}
                  onKeyDown={(e) => {
                    // Enter in the code applies it rather than buying.
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void checkPromo();
                    }
                  }}
                  aria-invalid={promoError !== null || undefined}
                  aria-describedby={promoError !== null ? `${promoHintId} ${promoErrorId}` : promoHintId}
                />
              </div>
              <Button variant="outline-primary" onPress={() => void checkPromo()} isDisabled={busy || promoCode.trim() === ''} isPending={checking}>
                {checking ? t('promo.applying') : t('promo.apply')}
              </Button>
            </div>
            <p id={promoHintId} className="wb-field__description">
              {t('promo.hint')}
            </p>
            {promoError !== null && (
              <p id={promoErrorId} className="wb-field__error">
                {t(promoError.key, promoError.values)}
              </p>
            )}
          </div>
          <div role="status" className="wb-upgrade__promo-status">
            {promo !== null && (
              <div className="wb-alert wb-alert--success wb-upgrade__promo-applied">
                <div>
                  <p className="wb-upgrade__promo-title">{t('promo.applied', { code: promo.promoCode || promoCode.trim() })}</p>
                  <ul className="wb-upgrade__promo-lines">
                    {lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </div>
            )}
          </div>
          {promo !== null && promo.imageUrl !== '' && <img className="wb-upgrade__promo-image" src={promo.imageUrl} alt={promo.imageAltText} />}
        </div>

        <section className="wb-upgrade__card" aria-labelledby={`${card.fields.idPrefix}-heading`}>
          <h3 id={`${card.fields.idPrefix}-heading`} className="wb-upgrade__heading">
            {t('modal.cardHeading')}
          </h3>
          {cardIsOptional && <p className="wb-field__description">{t('modal.cardOptional')}</p>}
          <CardFields {...card.fields} />
        </section>
      </form>
    </Modal>
  );
}
