import { useTranslation } from 'react-i18next';
import { cardExpiryStatus, paymentInfoBrand, paymentInfoExpiry, type CardBrand, type CardExpiryStatus, type PaymentInfo } from '@waybook/core';
import { Button } from '../../components/button/button.js';
import { brandKey } from './billing-parts.js';

/** Props of {@link CardNumber}. */
export type CardNumberProps = { readonly brand: CardBrand | null; readonly last4: string };

/**
 * A card as "Visa •••• 1111" on screen, read as "Visa card ending in 1111".
 */
export function CardNumber({ brand, last4 }: CardNumberProps) {
  const { t } = useTranslation('billing');
  const values = { brand: t(brandKey(brand)), last4 };
  return (
    <span className="wb-billing__card-number">
      <span aria-hidden="true">{t('payment.card', values)}</span>
      <span className="wb-visually-hidden">{t('payment.cardSpoken', values)}</span>
    </span>
  );
}

function statusOf(info: PaymentInfo, today: string): CardExpiryStatus {
  try {
    return cardExpiryStatus(paymentInfoExpiry(info), today);
  } catch {
    // A card on file without a real expiry month: nothing to warn about.
    return 'valid';
  }
}

/** Props of {@link PaymentMethodSection}. */
export type PaymentMethodSectionProps = {
  readonly paymentInfo: PaymentInfo;
  /** y-MM-dd. */
  readonly today: string;
  readonly onReplace: () => void;
  readonly onUpdateExpiry: () => void;
};

/**
 * The card on file: brand, last four digits and expiry, a warning when it expires within 30 days,
 * has expired or can no longer be charged, and the Replace card and Update expiry buttons.
 */
export function PaymentMethodSection({ paymentInfo, today, onReplace, onUpdateExpiry }: PaymentMethodSectionProps) {
  const { t } = useTranslation('billing');
  const status = statusOf(paymentInfo, today);
  const warning =
    status === 'expired'
      ? t('payment.expired')
      : paymentInfo.hasAuthorizationExpired
        ? t('payment.authorizationExpired')
        : status === 'expiring-soon'
          ? t('payment.expiringSoon')
          : null;
  return (
    <section className="wb-card wb-billing__section" aria-labelledby="wb-billing-payment">
      <h2 id="wb-billing-payment">{t('payment.heading')}</h2>
      <div className="wb-billing__card">
        <span className="wb-billing__card-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <rect x="2.5" y="5" width="19" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M2.5 9.5h19" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
        <div className="wb-billing__card-text">
          <CardNumber brand={paymentInfoBrand(paymentInfo)} last4={paymentInfo.ccSuffix} />
          <span className={status === 'valid' ? 'wb-muted' : 'wb-billing__card-expiry--warn'}>
            {t('payment.expires', { month: String(paymentInfo.expirationMonth).padStart(2, '0'), year: String(paymentInfo.expirationYear) })}
          </span>
        </div>
      </div>
      {warning !== null && (
        <div className={status === 'expired' || paymentInfo.hasAuthorizationExpired ? 'wb-alert wb-alert--danger' : 'wb-alert'} role="status">
          <p>{warning}</p>
        </div>
      )}
      <div className="wb-billing__actions wb-billing__actions--start">
        <Button variant="outline-primary" onPress={onReplace}>
          {t('payment.replace')}
        </Button>
        <Button variant="default" onPress={onUpdateExpiry}>
          {t('payment.updateExpiry')}
        </Button>
      </div>
    </section>
  );
}
