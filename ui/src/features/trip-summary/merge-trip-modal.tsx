import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DateOrder } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import type { TripModalProps } from './delete-trip-modal.js';
import { tripDatesMessage } from '../../shared/trips/trip-view.js';
import { useEditableTrips } from '../../shared/server-data/use-editable-trips.js';

/** Props of {@link MergeTripModal}. */
export interface MergeTripModalProps extends TripModalProps {
  readonly myProfileRef: string;
  readonly dateOrder: DateOrder;
}

/**
 * Merge trip (owner only): lists the user's other trips they can edit, ten per tab at a time
 * with "show more"; merging moves this trip's plans into the chosen one and removes this trip,
 * then opens the chosen trip's summary with a toast.
 */
export function MergeTripModal({ trip, isOpen, onOpenChange, myProfileRef, dateOrder }: MergeTripModalProps) {
  const { t } = useTranslation(['tripSummary', 'common']);
  const trips = useService(TOKENS.tripService);
  const toast = useToast();
  const navigate = useNavigate();
  const { state: candidates, hasMore, loadMore: readMore, retry } = useEditableTrips({ isOpen, me: myProfileRef, exclude: trip.uuid });
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const loadMore = async () => {
    if (!(await readMore())) toast.error(t('common:errors.unexpected'));
  };

  const close = (open: boolean) => {
    if (busy) return;
    if (!open) setChosen(null);
    onOpenChange(open);
  };

  const confirm = async () => {
    if (chosen === null || busy) return;
    const target = candidates.status === 'ready' ? candidates.trips.find((c) => c.uuid === chosen) : undefined;
    setBusy(true);
    const result = await trips.merge(trip.uuid, chosen);
    if (result.ok) {
      const into = result.value.uuid || chosen;
      toast.success(t('merge.success', { name: target?.displayName || result.value.displayName || t('untitled') }));
      void navigate(`/trips/${encodeURIComponent(into)}`);
      return;
    }
    setBusy(false);
    toast.error(t('merge.failed'));
  };

  const name = trip.displayName || t('untitled');
  let body;
  if (candidates.status === 'loading') body = <Spinner label={t('merge.loading')} showLabel />;
  else if (candidates.status === 'error') {
    body = (
      <div role="alert" className="wb-stack">
        <p>{t('common:errors.unexpected')}</p>
        <Button variant="outline-primary" onPress={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (candidates.trips.length === 0 && !hasMore) body = <p className="wb-muted">{t('merge.none')}</p>;
  else {
    body = (
      <fieldset className="wb-merge__choices" disabled={busy}>
        <legend className="wb-merge__legend">{t('merge.choose')}</legend>
        {candidates.trips.map((c) => {
          const dates = tripDatesMessage(c, dateOrder);
          return (
            <label key={c.uuid} className="wb-merge__choice">
              <input type="radio" name="wb-merge-target" value={c.uuid} checked={chosen === c.uuid} onChange={() => setChosen(c.uuid)} />
              <span className="wb-merge__choice-text">
                <span className="wb-merge__choice-name">{c.displayName || t('untitled')}</span>
                <span className="wb-muted">{t(dates.key, dates.values)}</span>
              </span>
            </label>
          );
        })}
        {hasMore && (
          <Button variant="link" onPress={() => void loadMore()} isPending={candidates.loadingMore}>
            {t('merge.loadMore')}
          </Button>
        )}
      </fieldset>
    );
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      title={t('merge.title')}
      size="lg"
      footer={
        <>
          <Button variant="default" onPress={() => close(false)} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="primary" onPress={() => void confirm()} isDisabled={chosen === null} isPending={busy}>
            {t('merge.confirm')}
          </Button>
        </>
      }
    >
      <div className="wb-stack">
        <p>{t('merge.intro', { name })}</p>
        {body}
      </div>
    </Modal>
  );
}
