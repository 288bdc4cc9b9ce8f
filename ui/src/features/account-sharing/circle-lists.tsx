import { useTranslation } from 'react-i18next';
import { INNER_CIRCLE_PERMISSIONS, permissionFromReadOnly, type InnerCirclePermission } from '@waybook/core';
import type { InnerCircleEntry } from '@waybook/core/contract';
import { Button } from '../../components/button/button.js';
import { PERMISSION_LABEL_KEYS } from './permission-labels.js';

/** What a row of the lists can ask for. */
export type CircleAction =
  | { readonly type: 'set-permission'; readonly entry: InnerCircleEntry; readonly permission: InnerCirclePermission }
  | { readonly type: 'remove' | 'withdraw' | 'accept' | 'ignore' | 'leave'; readonly entry: InnerCircleEntry };

/** Props of the lists. */
type ListProps = {
  readonly entries: readonly InnerCircleEntry[];
  readonly busy: boolean;
  readonly onAction: (action: CircleAction) => void;
};

/**
 * The name shown for an entry: the person's name, else their address.
 *
 * @example
 * entryName({ publicDisplayName: '', primaryEmailAddress: 'bo@example.com' }, 'Unnamed') // 'bo@example.com'
 */
export function entryName(e: Pick<InnerCircleEntry, 'publicDisplayName' | 'primaryEmailAddress'>, unnamed: string): string {
  return e.publicDisplayName || e.primaryEmailAddress || unnamed;
}

function Person({ entry, detail }: { readonly entry: InnerCircleEntry; readonly detail?: string }) {
  const { t } = useTranslation('accountSharing');
  const name = entryName(entry, t('circle.unnamed'));
  return (
    <div className="wb-account-sharing__who">
      <span className="wb-account-sharing__name">{name}</span>
      {entry.primaryEmailAddress !== '' && entry.primaryEmailAddress !== name && <span className="wb-muted">{entry.primaryEmailAddress}</span>}
      {detail !== undefined && <span className="wb-muted">{detail}</span>}
    </div>
  );
}

/** Accepted members: permission select and Remove. */
export function MemberList({ entries, busy, onAction }: ListProps) {
  const { t } = useTranslation('accountSharing');
  return (
    <ul className="wb-account-sharing__people">
      {entries.map((entry) => {
        const name = entryName(entry, t('circle.unnamed'));
        const id = `wb-circle-permission-${entry.profileRef}`;
        return (
          <li key={entry.profileRef} className="wb-account-sharing__person">
            <Person entry={entry} />
            <label className="wb-visually-hidden" htmlFor={id}>
              {t('circle.permissionFor', { name })}
            </label>
            <select
              id={id}
              className="wb-account-sharing__select"
              value={permissionFromReadOnly(entry.isReadOnly)}
              disabled={busy}
              onChange={(e) => onAction({ type: 'set-permission', entry, permission: e.target.value === 'can-edit' ? 'can-edit' : 'view-only' })}
            >
              {INNER_CIRCLE_PERMISSIONS.map((p) => (
                <option key={p} value={p}>
                  {t(PERMISSION_LABEL_KEYS[p])}
                </option>
              ))}
            </select>
            <Button
              variant="outline-danger"
              size="sm"
              isDisabled={busy}
              aria-label={t('circle.removeFor', { name })}
              onPress={() => onAction({ type: 'remove', entry })}
            >
              {t('circle.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** Invitations sent and not answered: Withdraw. */
export function SentList({ entries, busy, onAction }: ListProps) {
  const { t } = useTranslation('accountSharing');
  return (
    <ul className="wb-account-sharing__people">
      {entries.map((entry) => (
        <li key={entry.primaryEmailAddress} className="wb-account-sharing__person">
          <Person entry={entry} detail={`${t(PERMISSION_LABEL_KEYS[permissionFromReadOnly(entry.isReadOnly)])} · ${t('circle.pending')}`} />
          <Button
            variant="outline-primary"
            size="sm"
            isDisabled={busy}
            aria-label={t('circle.withdrawFor', { email: entry.primaryEmailAddress })}
            onPress={() => onAction({ type: 'withdraw', entry })}
          >
            {t('circle.withdraw')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Invitations received: Accept or Ignore. */
export function ReceivedList({ entries, busy, onAction }: ListProps) {
  const { t } = useTranslation('accountSharing');
  return (
    <ul className="wb-account-sharing__people">
      {entries.map((entry) => {
        const name = entryName(entry, t('circle.unnamed'));
        const permission = t(PERMISSION_LABEL_KEYS[permissionFromReadOnly(entry.isReadOnly)]);
        return (
          <li key={entry.profileRef} className="wb-account-sharing__person">
            <Person entry={entry} detail={t('circle.receivedBody', { name, permission })} />
            <Button
              variant="primary"
              size="sm"
              isDisabled={busy}
              aria-label={t('circle.acceptFrom', { name })}
              onPress={() => onAction({ type: 'accept', entry })}
            >
              {t('circle.accept')}
            </Button>
            <Button
              variant="default"
              size="sm"
              isDisabled={busy}
              aria-label={t('circle.ignoreFrom', { name })}
              onPress={() => onAction({ type: 'ignore', entry })}
            >
              {t('circle.ignore')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** People who share with the user: Remove myself. */
export function SharerList({ entries, busy, onAction }: ListProps) {
  const { t } = useTranslation('accountSharing');
  return (
    <ul className="wb-account-sharing__people">
      {entries.map((entry) => {
        const name = entryName(entry, t('circle.unnamed'));
        const permission = t(PERMISSION_LABEL_KEYS[permissionFromReadOnly(entry.isReadOnly)]);
        return (
          <li key={entry.profileRef} className="wb-account-sharing__person">
            <Person entry={entry} detail={t('circle.sharerPermission', { permission })} />
            <Button
              variant="outline-danger"
              size="sm"
              isDisabled={busy}
              aria-label={t('circle.leaveFrom', { name })}
              onPress={() => onAction({ type: 'leave', entry })}
            >
              {t('circle.leave')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
