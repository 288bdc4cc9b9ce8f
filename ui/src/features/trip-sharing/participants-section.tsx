import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParticipantType, Trip, TripDetails } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { participantRows, SHARING_TYPES, TYPE_LABEL_KEYS, type ParticipantRow } from './sharing-rules.js';

/** Props of {@link ParticipantsSection}. */
export type ParticipantsSectionProps = {
  readonly tripUuid: string;
  readonly details: TripDetails;
  readonly selfRef: string;
  /** The trip as the server answered it after a type change. */
  readonly onTripChanged: (trip: Trip) => void;
  readonly onRemoved: (profileRef: string) => void;
};

/**
 * The people on a trip, the owner first and the others by name, each with a permission select
 * and a Remove button (confirmed in a modal); then the invitations still waiting for a sign-up.
 */
export function ParticipantsSection({ tripUuid, details, selfRef, onTripChanged, onRemoved }: ParticipantsSectionProps) {
  const { t, i18n } = useTranslation('tripSharing');
  const trips = useService(TOKENS.tripService);
  const toast = useToast();
  // The type being saved per participant: the select shows it, disabled, until the server answers.
  const [saving, setSaving] = useState<Readonly<Record<string, ParticipantType>>>({});
  const [removing, setRemoving] = useState<ParticipantRow | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const rows = participantRows(details, selfRef, i18n.language);
  const nameOf = (row: ParticipantRow) => row.displayName || row.emailAddress || t('participants.unnamed');

  // Once a removed participant's row is gone (with the Remove button that opened the modal), focus
  // moves to the list's heading rather than being lost.
  useEffect(() => {
    if (!focusHeading.current || removing !== null) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  const changeType = async (row: ParticipantRow, type: ParticipantType) => {
    if (type === row.type || saving[row.profileRef] !== undefined) return;
    setSaving((s) => ({ ...s, [row.profileRef]: type }));
    const result = await trips.changeParticipantType(tripUuid, row.profileRef, type);
    setSaving(({ [row.profileRef]: _done, ...rest }) => rest);
    if (result.ok) {
      onTripChanged(result.value);
      setStatus(t('participants.typeChanged', { name: nameOf(row), type: t(TYPE_LABEL_KEYS[type]) }));
    } else {
      toast.error(t('common:errors.updateData'));
    }
  };

  const remove = async () => {
    if (removing === null || removeBusy) return;
    const row = removing;
    setRemoveBusy(true);
    const result = await trips.removeParticipant(tripUuid, row.profileRef);
    setRemoveBusy(false);
    setRemoving(null);
    if (result.ok) {
      focusHeading.current = true;
      onRemoved(row.profileRef);
      setStatus('');
      toast.success(t('participants.removed', { name: nameOf(row) }));
    } else {
      toast.error(t('participants.removeFailed'));
    }
  };

  return (
    <section className="wb-card wb-sharing__section" aria-labelledby="wb-sharing-participants">
      <h2 id="wb-sharing-participants" ref={headingRef} tabIndex={-1}>
        {t('participants.heading')}
      </h2>
      <ul className="wb-sharing__people">
        {rows.map((row) => {
          const name = nameOf(row);
          const selectId = `wb-sharing-type-${row.profileRef}`;
          const pendingType = saving[row.profileRef];
          return (
            <li key={row.profileRef} className="wb-sharing__person">
              <div className="wb-sharing__who">
                <span className="wb-sharing__name">
                  {name}
                  {row.isSelf && <span className="wb-sharing__badge">{t('participants.you')}</span>}
                </span>
                {row.emailAddress !== null && row.emailAddress !== name && <span className="wb-sharing__email wb-muted">{row.emailAddress}</span>}
              </div>
              {row.isOwner ? (
                <span className="wb-sharing__owner">{t('participants.owner')}</span>
              ) : (
                <div className="wb-sharing__controls">
                  <label htmlFor={selectId} className="wb-visually-hidden">
                    {t('participants.typeLabel', { name })}
                  </label>
                  <select
                    id={selectId}
                    className="wb-sharing__select"
                    value={pendingType ?? row.type}
                    disabled={pendingType !== undefined}
                    aria-busy={pendingType !== undefined}
                    onChange={(e) => void changeType(row, e.target.value as ParticipantType)}
                  >
                    {SHARING_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(TYPE_LABEL_KEYS[type])}
                      </option>
                    ))}
                  </select>
                  {pendingType !== undefined && <Spinner size="sm" label={t('participants.saving')} />}
                  {!row.isSelf && (
                    <Button variant="outline-danger" size="sm" aria-label={t('participants.removeLabel', { name })} onPress={() => setRemoving(row)}>
                      {t('participants.remove')}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="wb-sharing__status">
        {status}
      </p>

      {details.pending.length > 0 && (
        <>
          <h3>{t('pending.heading')}</h3>
          <ul className="wb-sharing__people">
            {details.pending.map((invitation) => (
              <li key={invitation.emailAddress} className="wb-sharing__person">
                <div className="wb-sharing__who">
                  <span className="wb-sharing__name">{invitation.emailAddress}</span>
                  <span className="wb-muted">{t('pending.waiting')}</span>
                </div>
                <span className="wb-sharing__owner">{t(TYPE_LABEL_KEYS[invitation.type])}</span>
              </li>
            ))}
          </ul>
        </>
      )}

      <Modal
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open && !removeBusy) setRemoving(null);
        }}
        isDismissable={!removeBusy}
        role="alertdialog"
        size="sm"
        title={removing === null ? '' : t('participants.removeTitle', { name: nameOf(removing) })}
        footer={
          <>
            <Button variant="default" isDisabled={removeBusy} onPress={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" isPending={removeBusy} onPress={() => void remove()}>
              {removeBusy ? <Spinner size="sm" label={t('participants.removing')} showLabel /> : t('participants.removeConfirm')}
            </Button>
          </>
        }
      >
        {removing !== null && <p>{t('participants.removeBody', { name: nameOf(removing) })}</p>}
      </Modal>
    </section>
  );
}
