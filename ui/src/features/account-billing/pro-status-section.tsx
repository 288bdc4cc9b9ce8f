import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  billingCopyVariant,
  campaignNameOf,
  proPill,
  proPillMessage,
  renewalChargeOf,
  type BillingCopyVariant,
  type Formatter,
  type ProBillingPeriod,
  type PurchasedProductInfo,
} from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { Button } from '../../components/button/button.js';
import { useFormatter } from '../../shared/use-formatter.js';

/** The copy variants whose subscription the user may cancel here (a suspended one is fixed with a card first). */
const CANCELLABLE: readonly BillingCopyVariant[] = ['active', 'trial', 'promotion'];

/** Whether the page offers "Cancel Pro" for this variant. */
export function isCancellable(variant: BillingCopyVariant): boolean {
  return CANCELLABLE.includes(variant);
}

/** The copy variant of the billing response for the signed-in user. */
export function useCopyVariant(period: ProBillingPeriod | null): BillingCopyVariant {
  const { profile } = useSession();
  return billingCopyVariant(period, { isLegacyPaidAppUser: profile?.isLegacyPaidAppUser ?? false, isEnterprisePro: profile?.isEnterprisePro ?? false });
}

/** A date of the period in words; the raw text when it is not a date. */
const dateOf = (f: Formatter, iso: string) => f.date(iso) || iso;

function copyOf(variant: BillingCopyVariant, period: ProBillingPeriod | null, f: Formatter, t: TFunction): string {
  if (period === null) {
    if (variant === 'app-store') return t('copy.appStore');
    if (variant === 'company-paid') return t('copy.companyPaidUnnamed');
    return t('copy.free');
  }
  const end = dateOf(f, period.endDate);
  const amount = renewalChargeOf(period);
  switch (variant) {
    case 'free':
      return t('copy.free');
    case 'expired':
      return t('copy.expired', { date: end });
    case 'app-store':
      return t('copy.appStore');
    case 'company-paid': {
      const company = campaignNameOf(period);
      return company === null ? t('copy.companyPaidUnnamed') : t('copy.companyPaid', { company });
    }
    case 'promotion':
      return amount === null ? t('copy.promotion', { date: end }) : t('copy.promotionRenews', { date: end, amount });
    case 'trial':
      return amount === null ? t('copy.trial', { date: end }) : t('copy.trialRenews', { date: end, amount });
    case 'canceled':
      return t('copy.canceled', { date: end });
    case 'suspended':
      return t('copy.suspended', { date: dateOf(f, period.hardEndDate || period.endDate) });
    case 'active':
      return amount === null ? t('copy.active', { date: end }) : t('copy.activeRenews', { date: end, amount });
  }
}

/**
 * The Pro pill of a billing period: Active, Canceled on a date, Suspended or Expired, each in its
 * own colour.
 */
export function ProPillBadge({ period }: { readonly period: ProBillingPeriod }) {
  const { t } = useTranslation('billing');
  const f = useFormatter();
  const pill = proPill(period);
  const message = proPillMessage(pill);
  const values = message.values === undefined ? undefined : { ...message.values, date: dateOf(f, String(message.values['date'] ?? '')) };
  return <span className={`wb-billing__pill wb-billing__pill--${pill.state}`}>{t(message.key, values)}</span>;
}

/** Props of {@link ProStatusSection}. */
export type ProStatusSectionProps = {
  readonly info: PurchasedProductInfo;
  readonly onUpgrade: () => void;
  readonly onCancel: () => void;
  /** Resumes a cancelled subscription that still runs. */
  readonly onResume: () => void;
  /** While the resume request runs. */
  readonly resuming: boolean;
};

/**
 * The Pro status: the pill, the copy of the subscription's variant, the period, the campaign and
 * the renewal charge when there are some; the Pro offer for a free or expired user; Cancel Pro for
 * a subscription the user may still cancel; Resume Pro for a cancelled one that still runs
 * and has a card on file to renew it (without one the server asks for a card).
 */
export function ProStatusSection({ info, onUpgrade, onCancel, onResume, resuming }: ProStatusSectionProps) {
  const { t } = useTranslation('billing');
  const f = useFormatter();
  const { profile } = useSession();
  const period = info.billingPeriod;
  const variant = useCopyVariant(period);
  const showsPeriod = period !== null && variant !== 'free';
  const campaign = showsPeriod ? campaignNameOf(period) : null;
  const renewal = showsPeriod && variant !== 'expired' && variant !== 'canceled' ? renewalChargeOf(period) : null;
  const range = showsPeriod ? f.dateRange(period.startDate || null, period.endDate || null) : '';
  const offersPro = variant === 'free' || variant === 'expired';

  return (
    <section className="wb-card wb-billing__section" aria-labelledby="wb-billing-status">
      <div className="wb-billing__section-head">
        <h2 id="wb-billing-status">{t('status.heading')}</h2>
        {period !== null && <ProPillBadge period={period} />}
      </div>
      <p className="wb-billing__copy">{copyOf(variant, period, f, t)}</p>
      {showsPeriod && (range !== '' || campaign !== null || renewal !== null || variant === 'suspended') && (
        <dl className="wb-billing__facts">
          {range !== '' && (
            <>
              <dt>{t('status.period')}</dt>
              <dd>{range}</dd>
            </>
          )}
          {campaign !== null && (
            <>
              <dt>{t('status.campaign')}</dt>
              <dd>{campaign}</dd>
            </>
          )}
          {renewal !== null && (
            <>
              <dt>{t('status.renewalCharge')}</dt>
              <dd>{renewal}</dd>
            </>
          )}
          {variant === 'suspended' && period.hardEndDate !== '' && (
            <>
              <dt>{t('status.hardEnd')}</dt>
              <dd>{dateOf(f, period.hardEndDate)}</dd>
            </>
          )}
        </dl>
      )}
      {offersPro && (
        <div className="wb-billing__offer">
          <h3>{t('offer.heading')}</h3>
          <p>{t('offer.features')}</p>
          {info.defaultProYearlyRate !== null && <p className="wb-billing__price">{t('offer.price', { price: f.money(info.defaultProYearlyRate, 'USD') })}</p>}
          {info.isEligibleForFreeTrial && <p className="wb-muted">{t('offer.trial')}</p>}
          {profile?.shouldAllowProPurchase === true && (
            <Button variant="primary" onPress={onUpgrade}>
              {t('offer.upgrade')}
            </Button>
          )}
        </div>
      )}
      {variant === 'canceled' && info.paymentInfo !== null && (
        <div className="wb-billing__resume">
          <p className="wb-muted">{t('resume.intro')}</p>
          <Button variant="primary" onPress={onResume} isPending={resuming}>
            {resuming ? t('resume.resuming') : t('resume.button')}
          </Button>
        </div>
      )}
      {period !== null && isCancellable(variant) && (
        <div className="wb-billing__actions">
          <Button variant="outline-danger" onPress={onCancel}>
            {t('cancel.button')}
          </Button>
        </div>
      )}
    </section>
  );
}
