import { useContext, useEffect, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { DiscardChangesModal, type DiscardTexts } from './discard-changes-modal.js';

/** Props of {@link LeaveGuard}. */
export type LeaveGuardProps = {
  /** Whether leaving now would lose changes. */
  readonly isDirty: boolean;
  /** Set to true just before the form itself navigates away (after saving, or a confirmed discard). */
  readonly allowLeaveRef: RefObject<boolean>;
  /** The wording of the discard modal (the same as the form's Cancel asks with). */
  readonly texts: DiscardTexts;
};

function BlockingGuard({ isDirty, allowLeaveRef, texts }: LeaveGuardProps) {
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    isDirty && !allowLeaveRef.current && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);

  // Closing or reloading the tab with unsaved changes asks the browser's own question.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!allowLeaveRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, allowLeaveRef]);

  return (
    <DiscardChangesModal
      isOpen={blocker.state === 'blocked'}
      texts={texts}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => {
        allowLeaveRef.current = true;
        blocker.proceed?.();
      }}
    />
  );
}

/**
 * Asks before an in-app navigation (a link, the back button) leaves a form with unsaved changes,
 * with the same discard modal as Cancel. Blocking needs a data router (the app's browser
 * router); under a plain router (component tests) it stays out of the way.
 *
 * @example
 * <LeaveGuard isDirty={dirty} allowLeaveRef={leaving} texts={discardTexts} />
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter === null ? null : <BlockingGuard {...props} />;
}
