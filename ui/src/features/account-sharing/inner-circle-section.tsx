import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InnerCircleFailure, Result } from '@waybook/core';
import type { InnerCircles } from '@waybook/core/contract';
import { Button } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { entryName, MemberList, ReceivedList, SentList, SharerList, type CircleAction } from './circle-lists.js';
import { InviteModal } from './invite-modal.js';
import { PERMISSION_LABEL_KEYS } from './permission-labels.js';

type Load = { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly circle: InnerCircles };

/**
 * The Inner Circle: people the user shares with (permission, Remove), invitations sent
 * (Withdraw), invitations received (Accept, Ignore), people who share with the user (Remove
 * myself), and the Invite modal. Every change answers the whole circle, which replaces the lists.
 */
export function InnerCircleSection() {
  const { t } = useTranslation('accountSharing');
  const service = useService(TOKENS.innerCircle);
  const toast = useToast();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [inviting, setInviting] = useState(false);

  const loaded = (r: Result<InnerCircles, InnerCircleFailure>): Load => (r.ok ? { status: 'ready', circle: r.value } : { status: 'error' });
  useEffect(() => {
    let live = true;
    void service.load().then((r) => live && setLoad(loaded(r)));
    return () => {
      live = false;
    };
  }, [service]);
  const retry = async () => {
    setLoad({ status: 'loading' });
    setLoad(loaded(await service.load()));
  };

  const run = async (call: Promise<Result<InnerCircles, InnerCircleFailure>>, success: string) => {
    setBusy(true);
    const r = await call;
    setBusy(false);
    if (!r.ok) {
      toast.error(t('sharing:innerCircle.undefinedError'));
      return;
    }
    setLoad({ status: 'ready', circle: r.value });
    toast.success(success);
  };

  const onAction = (a: CircleAction) => {
    const name = entryName(a.entry, t('circle.unnamed'));
    const ref = a.entry.profileRef;
    if (a.type === 'set-permission') {
      const permission = t(PERMISSION_LABEL_KEYS[a.permission]);
      void run(service.setPermission(ref, a.permission), t('done.permission', { name, permission }));
    } else if (a.type === 'remove') void run(service.removeMember(ref), t('done.removed', { name }));
    else if (a.type === 'withdraw') void run(service.withdraw(a.entry.primaryEmailAddress), t('done.withdrawn', { email: a.entry.primaryEmailAddress }));
    else if (a.type === 'accept') void run(service.accept(ref), t('done.accepted', { name }));
    else if (a.type === 'ignore') void run(service.ignore(ref), t('done.ignored'));
    else void run(service.leave(ref), t('done.left', { name }));
  };

  return (
    <section className="wb-card wb-account-sharing__section" aria-labelledby="wb-circle-heading">
      <div className="wb-account-sharing__section-head">
        <h2 id="wb-circle-heading">{t('circle.heading')}</h2>
        <Button variant="primary" onPress={() => setInviting(true)}>
          {t('circle.invite')}
        </Button>
      </div>
      <p className="wb-muted">{t('circle.explain')}</p>
      {load.status === 'loading' && <Spinner label={t('loading')} showLabel />}
      {load.status === 'error' && (
        <div role="alert" className="wb-account-sharing__failed">
          <p>{t('loadFailed')}</p>
          <Button variant="default" onPress={() => void retry()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {load.status === 'ready' && <CircleLists circle={load.circle} busy={busy} onAction={onAction} />}
      <InviteModal
        isOpen={inviting}
        onClose={() => setInviting(false)}
        onInvited={(circle, addresses) => {
          setInviting(false);
          setLoad({ status: 'ready', circle });
          toast.success(t('done.invited', { addresses: addresses.join(', ') }));
        }}
      />
    </section>
  );
}

function CircleLists({ circle, busy, onAction }: { readonly circle: InnerCircles; readonly busy: boolean; readonly onAction: (a: CircleAction) => void }) {
  const { t } = useTranslation('accountSharing');
  const members = circle.members.filter((m) => !m.isPending);
  const sent = circle.members.filter((m) => m.isPending);
  const received = circle.sharers.filter((s) => s.isPending);
  const sharers = circle.sharers.filter((s) => !s.isPending);
  const props = { busy, onAction };
  return (
    <>
      {received.length > 0 && (
        <>
          <h3>{t('circle.received')}</h3>
          <ReceivedList entries={received} {...props} />
        </>
      )}
      <h3>{t('circle.members')}</h3>
      {members.length === 0 ? <p className="wb-muted">{t('circle.membersEmpty')}</p> : <MemberList entries={members} {...props} />}
      {sent.length > 0 && (
        <>
          <h3>{t('circle.sent')}</h3>
          <SentList entries={sent} {...props} />
        </>
      )}
      <h3>{t('circle.sharers')}</h3>
      {sharers.length === 0 ? <p className="wb-muted">{t('circle.sharersEmpty')}</p> : <SharerList entries={sharers} {...props} />}
    </>
  );
}
