import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cruiseStopRole, type Plan } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { useServerDataRefresh } from '../../shared/server-data/use-server-data-refresh.js';
import { segmentAfterDeletion, segmentDeletionEffect, segmentsOf } from './plan-view-model.js';

/** Props shared by the delete confirmations. */
export interface DeleteModalProps {
  readonly plan: Plan;
  /** The plan's name as the page heading shows it. */
  readonly name: string;
  /** The trip the page belongs to; '' for an unfiled item. */
  readonly tripUuid: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** Where the user goes once the plan is gone: the trip summary, or the unfiled items. */
export function afterPlanDeletedPath(tripUuid: string): string {
  return tripUuid === '' ? '/trips?tab=unassigned' : `/trips/${encodeURIComponent(tripUuid)}`;
}

/**
 * Delete plan (editors): a confirmation; on success the trip summary (or the unfiled items) with
 * a toast; a failure keeps the modal open and says "please try again" in a toast.
 */
export function DeletePlanModal({ plan, name, tripUuid, isOpen, onOpenChange }: DeleteModalProps) {
  const { t } = useTranslation('planView');
  const plans = useService(TOKENS.planService);
  const toast = useToast();
  const navigate = useNavigate();
  const refreshAfter = useServerDataRefresh();
  const [busy, setBusy] = useState(false);
  const segmentCount = segmentsOf(plan).length;

  const close = (open: boolean) => {
    if (!busy) onOpenChange(open);
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const result = await plans.delete(plan.type, plan.meta.uuid).catch(() => null);
    if (result?.ok === true) {
      // The trip is read again before it shows, so the plan is gone from it at once.
      await refreshAfter.plansChanged([tripUuid]);
      toast.success(t('deletePlan.success', { name }));
      void navigate(afterPlanDeletedPath(tripUuid));
      return;
    }
    setBusy(false);
    toast.error(t('deletePlan.failed'));
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      title={t('deletePlan.title')}
      role="alertdialog"
      isDismissable={!busy}
      footer={
        <>
          <Button variant="default" onPress={() => close(false)} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isPending={busy}>
            {t('deletePlan.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('deletePlan.body', { name })}</p>
      {segmentCount > 1 && <p>{t('deletePlan.allSegments', { number: segmentCount })}</p>}
    </Modal>
  );
}

/** Props of {@link DeleteSegmentModal}. */
export interface DeleteSegmentModalProps extends DeleteModalProps {
  readonly segmentUuid: string;
  /** The segment's one-line summary. */
  readonly segmentName: string;
  /** Called when the plan is still there without the segment, with the segment to show now. */
  readonly onSegmentDeleted: (nextSegmentUuid: string) => void;
}

/**
 * Delete this segment (multi-segment plans, editors). Deleting a cruise's embarkation or
 * disembarkation deletes the whole reservation (core cruiseDeletion), as does deleting the last
 * segment of a plan: the modal says so first. Afterwards the page shows the next segment, or goes
 * to the trip summary when the plan went with it; a failure says "please try again".
 */
export function DeleteSegmentModal(props: DeleteSegmentModalProps) {
  const { plan, name, tripUuid, segmentUuid, segmentName, isOpen, onOpenChange, onSegmentDeleted } = props;
  const { t } = useTranslation('planView');
  const plans = useService(TOKENS.planService);
  const toast = useToast();
  const navigate = useNavigate();
  const refreshAfter = useServerDataRefresh();
  const [busy, setBusy] = useState(false);
  const uuids = segmentsOf(plan).map((s) => s.uuid);
  const effect = segmentDeletionEffect(plan, segmentUuid);
  const index = uuids.indexOf(segmentUuid);
  const cruiseRole = plan.type === 'cruise' ? cruiseStopRole(index, uuids.length) : null;

  const close = (open: boolean) => {
    if (!busy) onOpenChange(open);
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const result = await plans.deleteSegment(segmentUuid).catch(() => null);
    if (result?.ok !== true) {
      setBusy(false);
      toast.error(t('deleteSegment.failed'));
      return;
    }
    await refreshAfter.plansChanged([tripUuid]);
    const next = segmentAfterDeletion(uuids, segmentUuid);
    if (result.value.deletedPlan || next === null) {
      toast.success(t('deletePlan.success', { name }));
      void navigate(afterPlanDeletedPath(tripUuid));
      return;
    }
    setBusy(false);
    onOpenChange(false);
    toast.success(t('deleteSegment.success', { segment: segmentName }));
    onSegmentDeleted(next);
  };

  const warning =
    effect === 'segment'
      ? null
      : cruiseRole === 'embark'
        ? t('deleteSegment.cruiseEmbark')
        : cruiseRole === 'disembark'
          ? t('deleteSegment.cruiseDisembark')
          : t('deleteSegment.lastSegment');

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      title={t('deleteSegment.title')}
      role="alertdialog"
      isDismissable={!busy}
      footer={
        <>
          <Button variant="default" onPress={() => close(false)} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isPending={busy}>
            {effect === 'segment' ? t('deleteSegment.confirm') : t('deleteSegment.confirmWhole')}
          </Button>
        </>
      }
    >
      <p>{t('deleteSegment.body', { segment: segmentName, name })}</p>
      {warning !== null && (
        <p className="wb-plan-warning" role="note">
          {warning}
        </p>
      )}
    </Modal>
  );
}
