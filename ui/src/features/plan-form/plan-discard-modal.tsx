import { useContext, useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';

/** Props of {@link PlanDiscardModal}. */
export type PlanDiscardModalProps = {
  readonly isOpen: boolean;
  /** `draft`: a plan being added; `edits`: changes to a saved plan. */
  readonly kind: 'draft' | 'edits';
  readonly onKeep: () => void;
  readonly onDiscard: () => void;
};

/**
 * "Discard this plan?" / "Discard your changes?", the trip form's discard modal with the plan's
 * wording: Keep Editing comes first and takes the focus; closing the modal any other way keeps
 * editing too.
 *
 * @example
 * <PlanDiscardModal isOpen={asking} kind="edits" onKeep={() => setAsking(false)} onDiscard={leave} />
 */
export function PlanDiscardModal({ isOpen, kind, onKeep, onDiscard }: PlanDiscardModalProps) {
  const { t } = useTranslation('planForm');
  const texts = kind === 'draft' ? 'discardDraft' : 'discardEdits';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
      title={t(`${texts}.title`)}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="default" onPress={onKeep}>
            {t(`${texts}.keep`)}
          </Button>
          <Button variant="danger" onPress={onDiscard}>
            {t(`${texts}.confirm`)}
          </Button>
        </>
      }
    >
      <p>{t(`${texts}.body`)}</p>
    </Modal>
  );
}

/** Props of {@link PlanLeaveGuard}. */
export type PlanLeaveGuardProps = {
  /** Whether leaving now would lose changes. */
  readonly isDirty: boolean;
  /** Set to true just before the form itself navigates away (after saving, or a confirmed discard). */
  readonly allowLeave: RefObject<boolean>;
  readonly kind: 'draft' | 'edits';
};

function BlockingGuard({ isDirty, allowLeave, kind }: PlanLeaveGuardProps) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    isDirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowLeave.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, allowLeave]);

  return (
    <PlanDiscardModal
      isOpen={blocker.state === 'blocked'}
      kind={kind}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        allowLeave.current = true;
        blocker.proceed?.();
      }}
    />
  );
}

/**
 * Asks before an in-app navigation (a link, the back button) leaves a changed plan form, with the
 * same modal as Cancel; closing the tab asks the browser's own question. Blocking needs the app's
 * data router; under a plain router (component tests) it stays out of the way.
 *
 * @example
 * <PlanLeaveGuard isDirty={dirty} allowLeave={leaving} kind="draft" />
 */
export function PlanLeaveGuard(props: PlanLeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter === null ? null : <BlockingGuard {...props} />;
}
