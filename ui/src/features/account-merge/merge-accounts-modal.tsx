import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AccountMergeFailure } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, LinkButton } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { useToast } from '../../components/toast/toast-provider.js';

type Status = { readonly kind: 'confirm' | 'busy' } | { readonly kind: 'failed'; readonly failure: AccountMergeFailure };

/** The catalogue key of a failed merge link (each err_merge_* code has its own message). */
const failureKey = (failure: AccountMergeFailure): string => `failures.${failure === 'invalid-email' ? 'failed' : failure}`;

/**
 * The merge accounts modal of Manage Account: the merge link (redirect type merge_accounts) lands
 * on /account/profile with `st`; confirming merges the other account into this one. Nothing
 * happens before the traveler confirms, and the link stays usable when they cancel.
 */
export function MergeAccountsModal() {
  const { t } = useTranslation('accountMerge');
  const merge = useService(TOKENS.accountMerge);
  const { updateProfile } = useSession();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const token = params.get('st') ?? '';
  const [status, setStatus] = useState<Status>({ kind: 'confirm' });
  const busy = status.kind === 'busy';

  const close = () => {
    if (busy) return;
    const rest = new URLSearchParams(params);
    rest.delete('st');
    setParams(rest, { replace: true });
    setStatus({ kind: 'confirm' });
  };
  const confirm = async () => {
    setStatus({ kind: 'busy' });
    const done = await merge.complete(token);
    if (!done.ok) {
      setStatus({ kind: 'failed', failure: done.error });
      return;
    }
    // The merged account's addresses are this account's now.
    void updateProfile({});
    toast.success(t('modal.merged', { trips: done.value.trips, plans: done.value.plans, emails: done.value.emailAddresses }));
    close();
  };
  const failed = status.kind === 'failed';

  const footer = failed ? (
    <>
      {status.failure === 'account-mismatch' && (
        <LinkButton to="/logout" variant="primary">
          {t('modal.signOut')}
        </LinkButton>
      )}
      <Button variant={status.failure === 'account-mismatch' ? 'outline-primary' : 'primary'} onPress={close}>
        {t('modal.close')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="primary" onPress={() => void confirm()} isDisabled={busy}>
        {busy ? t('modal.merging') : t('modal.confirm')}
      </Button>
      <Button variant="outline-primary" onPress={close} isDisabled={busy}>
        {t('modal.cancel')}
      </Button>
    </>
  );

  return (
    <Modal isOpen={token !== ''} onOpenChange={(open) => !open && close()} title={t('modal.title')} footer={footer} isDismissable={!busy} role="alertdialog">
      {failed ? (
        <div className="wb-alert wb-alert--danger" role="alert">
          {t(failureKey(status.failure))}
        </div>
      ) : (
        <>
          <p>{t('modal.intro')}</p>
          <ul>
            <li>{t('page.what.moves')}</li>
            <li>{t('page.what.closes')}</li>
          </ul>
        </>
      )}
    </Modal>
  );
}
