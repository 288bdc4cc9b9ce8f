import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingMessage, PurchasedProductInfo, Result } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { ReplaceCardModal } from '../../shared/billing/replace-card-modal.js';
import { UpgradeModal } from '../../shared/billing/upgrade-modal.js';
import { useFormatter } from '../../shared/use-formatter.js';
import { BillingHistory } from './billing-history.js';
import { CancelProModal } from './cancel-pro-modal.js';
import { PaymentMethodSection } from './payment-method-section.js';
import { ProStatusSection } from './pro-status-section.js';
import { UpdateExpiryModal } from './update-expiry-modal.js';
import './billing-page.css';

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: BillingMessage }
  | { readonly status: 'ready'; readonly info: PurchasedProductInfo };

type Dialog = 'upgrade' | 'replace' | 'expiry' | 'cancel' | null;

const loaded = (r: Result<PurchasedProductInfo, BillingMessage>): Load => (r.ok ? { status: 'ready', info: r.value } : { status: 'error', message: r.error });

/**
 * /account/billing: the Pro subscription (status pill, copy, Upgrade or Cancel), the card on file
 * (Replace card, Update expiry) and the billing history with links to the receipts (part 3
 * section 2). Every change answers the whole billing state, which replaces the page's, and the
 * profile is reloaded (isPro and the Pro badge follow the subscription).
 */
export default function BillingPage() {
  const { t } = useTranslation('billing');
  const billing = useService(TOKENS.billing);
  const today = useService(TOKENS.today)();
  const { reloadProfile } = useSession();
  const toast = useToast();
  const f = useFormatter();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [resuming, setResuming] = useState(false);

  useEffect(() => {
    let live = true;
    void billing.info().then((r) => live && setLoad(loaded(r)));
    return () => {
      live = false;
    };
  }, [billing]);

  const retry = async () => {
    setLoad({ status: 'loading' });
    setLoad(loaded(await billing.info()));
  };

  /**
   * Shows the billing state a change answered, with its toast (null when the dialog already said
   * it: the shared upgrade dialog does), and reloads the profile (the shared upgrade and card
   * dialogs reload it themselves: `reload` false).
   */
  const changed = (info: PurchasedProductInfo, message: string | null, reload = true) => {
    setDialog(null);
    setLoad({ status: 'ready', info });
    if (message !== null) toast.success(message);
    if (reload) void reloadProfile();
  };

  const resume = async () => {
    if (resuming) return;
    setResuming(true);
    const r = await billing.resume();
    setResuming(false);
    if (r.ok) changed(r.value, t('resume.done'));
    else toast.error(t(r.error.key, r.error.values));
  };

  const header = (
    <header className="wb-billing__header">
      <h1>{t('page.heading')}</h1>
      <p className="wb-muted">{t('page.intro')}</p>
    </header>
  );

  if (load.status === 'loading') {
    return (
      <div className="wb-page wb-billing">
        {header}
        <div className="wb-billing__loading">
          <Spinner size="lg" label={t('page.loading')} showLabel />
        </div>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="wb-page wb-billing">
        {header}
        <div className="wb-card wb-billing__failed" role="alert">
          <p>{t(load.message.key, load.message.values)}</p>
          <Button variant="primary" onPress={() => void retry()}>
            {t('page.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const { info } = load;
  const period = info.billingPeriod;
  return (
    <div className="wb-page wb-billing">
      {header}
      <ProStatusSection
        info={info}
        onUpgrade={() => setDialog('upgrade')}
        onCancel={() => setDialog('cancel')}
        onResume={() => void resume()}
        resuming={resuming}
      />
      {info.paymentInfo !== null && (
        <PaymentMethodSection paymentInfo={info.paymentInfo} today={today} onReplace={() => setDialog('replace')} onUpdateExpiry={() => setDialog('expiry')} />
      )}
      <BillingHistory transactions={info.transactions} />

      <UpgradeModal
        isOpen={dialog === 'upgrade'}
        onClose={() => setDialog(null)}
        onUpgraded={(next) => changed(next, null, false)}
        defaultProYearlyRate={info.defaultProYearlyRate}
        isEligibleForFreeTrial={info.isEligibleForFreeTrial}
      />
      <ReplaceCardModal
        isOpen={dialog === 'replace'}
        onClose={() => setDialog(null)}
        onReplaced={(next) => changed(next, t('payment.replaced'), false)}
        billingAddress={info.billingAddress}
      />
      <UpdateExpiryModal isOpen={dialog === 'expiry'} onClose={() => setDialog(null)} onUpdated={(next) => changed(next, t('expiry.updated'))} />
      {period !== null && (
        <CancelProModal
          isOpen={dialog === 'cancel'}
          period={period}
          onClose={() => setDialog(null)}
          onCanceled={(next) => {
            const end = next.billingPeriod?.endDate ?? '';
            const keeps = next.billingPeriod !== null && !next.billingPeriod.isExpired && end !== '';
            changed(next, keeps ? t('cancel.done', { date: f.date(end) || end }) : t('cancel.doneNow'));
          }}
        />
      )}
    </div>
  );
}
