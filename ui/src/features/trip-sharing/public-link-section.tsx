import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { publicSharePath, publicSharingFrom, publicSharingMessage, type Jurisdiction } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { isPublicSharingDisabledFailure } from './sharing-rules.js';
import { copyText } from '../../shared/clipboard.js';
import '../../components/field/field.css';

/** Props of {@link PublicLinkSection}. */
export type PublicLinkSectionProps = {
  readonly tripUuid: string;
  readonly publicGuid: string | null;
  readonly jurisdiction: Jurisdiction;
  /** The signed-in user turned public trip sharing off (account settings). */
  readonly isSharingDisabled: boolean;
  readonly onPublicGuid: (guid: string) => void;
};

/**
 * The trip's public link: the full URL with Copy and Reset (confirmed, since the old link stops
 * working), or a Create button when there is none. When the user turned public sharing off (or
 * the server says so) it explains where to turn it back on and offers neither.
 */
export function PublicLinkSection({ tripUuid, publicGuid, jurisdiction, isSharingDisabled, onPublicGuid }: PublicLinkSectionProps) {
  const { t } = useTranslation('tripSharing');
  const trips = useService(TOKENS.tripService);
  const toast = useToast();
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'create' | 'reset' | null>(null);
  const [status, setStatus] = useState('');

  const sharing = publicSharingFrom({ publicGuid, isPublicTripSharingDisabled: isSharingDisabled || refusedByServer });
  const url = sharing.status === 'shared' ? `${window.location.origin}${publicSharePath(sharing.publicGuid, jurisdiction)}` : '';

  const issue = async (kind: 'create' | 'reset') => {
    if (busy !== null) return;
    setBusy(kind);
    const result = await trips.resetPublicLink(tripUuid);
    setBusy(null);
    setConfirming(false);
    if (result.ok) {
      onPublicGuid(result.value);
      setStatus('');
      toast.success(t(kind === 'create' ? 'publicLink.created' : 'publicLink.resetDone'));
    } else if (isPublicSharingDisabledFailure(result.error)) {
      setRefusedByServer(true);
      const { key, values } = publicSharingMessage({ kind: 'sharing-disabled' });
      toast.error(t(key, values));
    } else {
      toast.error(kind === 'create' ? t('publicLink.createFailed') : t('sharing:publicSharing.resetFailed'));
    }
  };

  const copy = async () => {
    if (await copyText(url)) setStatus(t('publicLink.copied'));
    else toast.error(t('publicLink.copyFailed'));
  };

  let body;
  if (sharing.status === 'disabled') {
    const { key, values } = publicSharingMessage({ kind: 'sharing-disabled' });
    body = (
      <div className="wb-sharing__notice">
        <p>
          {t(key, values)} {t('publicLink.disabledHint')}
        </p>
        <Link to="/account/sharing">{t('publicLink.settings')}</Link>
      </div>
    );
  } else if (sharing.status === 'unshared') {
    body = (
      <>
        <p>{t('publicLink.none')}</p>
        <div className="wb-sharing__actions">
          <Button variant="primary" isPending={busy === 'create'} onPress={() => void issue('create')}>
            {busy === 'create' ? <Spinner size="sm" label={t('publicLink.creating')} showLabel /> : t('publicLink.create')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <div className="wb-field">
          <label htmlFor="wb-sharing-url" className="wb-field__label">
            {t('publicLink.url')}
          </label>
          <div className="wb-field__control">
            <input id="wb-sharing-url" className="wb-field__input" type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
        </div>
        <div className="wb-sharing__actions">
          <Button variant="primary" onPress={() => void copy()}>
            {t('publicLink.copy')}
          </Button>
          <Button variant="outline-danger" onPress={() => setConfirming(true)}>
            {t('publicLink.reset')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="wb-card wb-sharing__section" aria-labelledby="wb-sharing-public">
      <h2 id="wb-sharing-public">{t('publicLink.heading')}</h2>
      <p className="wb-muted">{t('publicLink.intro')}</p>
      {body}
      <p role="status" className="wb-sharing__status">
        {status}
      </p>
      <Modal
        isOpen={confirming}
        onOpenChange={(open) => {
          if (busy === null) setConfirming(open);
        }}
        isDismissable={busy === null}
        role="alertdialog"
        size="sm"
        title={t('publicLink.resetTitle')}
        footer={
          <>
            <Button variant="default" isDisabled={busy !== null} onPress={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" isPending={busy === 'reset'} onPress={() => void issue('reset')}>
              {busy === 'reset' ? <Spinner size="sm" label={t('publicLink.resetting')} showLabel /> : t('publicLink.resetConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('publicLink.resetBody')}</p>
      </Modal>
    </section>
  );
}
