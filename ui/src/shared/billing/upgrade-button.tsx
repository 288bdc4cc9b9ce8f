import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchasedProductInfo } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/button/button.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { UpgradeModal } from './upgrade-modal.js';
import './upgrade-button.css';

/** Props of {@link UpgradeButton}. */
export type UpgradeButtonProps = {
  /** The button's text; "Upgrade to Pro" by default. */
  readonly label?: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
};

/**
 * The upsells' "Upgrade to Pro": shown only to a free user to whom Pro may be sold
 * (shouldAllowProPurchase), it opens the {@link UpgradeModal}. After the upgrade the profile is
 * reloaded, so the button goes away by itself.
 *
 * @example
 * <UpgradeButton />
 */
export function UpgradeButton({ label, variant = 'primary', size = 'sm' }: UpgradeButtonProps) {
  const { t } = useTranslation('proUpgrade');
  const { profile } = useSession();
  const [open, setOpen] = useState(false);
  if (profile === undefined || !profile.shouldAllowProPurchase || profile.isPro) return null;
  return (
    <>
      <Button variant={variant} size={size} onPress={() => setOpen(true)}>
        {label ?? t('button')}
      </Button>
      {open && <UpgradeWithPrice onClose={() => setOpen(false)} />}
    </>
  );
}

/** The upgrade modal with the price and the free trial, once the billing state answers (it works without them). */
function UpgradeWithPrice({ onClose }: { readonly onClose: () => void }) {
  const billing = useService(TOKENS.billing);
  const [info, setInfo] = useState<PurchasedProductInfo | null>(null);
  useEffect(() => {
    let alive = true;
    void billing.info().then((r) => {
      if (alive && r.ok) setInfo(r.value);
    });
    return () => {
      alive = false;
    };
  }, [billing]);
  return (
    <UpgradeModal
      isOpen
      onClose={onClose}
      onUpgraded={onClose}
      defaultProYearlyRate={info?.defaultProYearlyRate ?? null}
      isEligibleForFreeTrial={info?.isEligibleForFreeTrial ?? false}
    />
  );
}
