import { Button } from '../button/button.js';
import { Modal } from './modal.js';

/** The wording of a {@link DiscardChangesModal}, in the caller's own words. */
export type DiscardTexts = {
  readonly title: string;
  readonly body: string;
  /** The button that keeps editing (first, and focused). */
  readonly keep: string;
  /** The button that throws the changes away. */
  readonly confirm: string;
};

/** Props of {@link DiscardChangesModal}. */
export type DiscardChangesModalProps = {
  readonly isOpen: boolean;
  readonly texts: DiscardTexts;
  readonly onKeep: () => void;
  readonly onDiscard: () => void;
};

/**
 * "Discard your changes?": Keep editing comes first, so it takes the focus and a stray Enter
 * loses nothing; closing the modal any other way (Escape, the close button) also keeps editing.
 *
 * @example
 * <DiscardChangesModal isOpen={asking} texts={texts} onKeep={() => setAsking(false)} onDiscard={leave} />
 */
export function DiscardChangesModal({ isOpen, texts, onKeep, onDiscard }: DiscardChangesModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
      title={texts.title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="default" onPress={onKeep}>
            {texts.keep}
          </Button>
          <Button variant="danger" onPress={onDiscard}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <p>{texts.body}</p>
    </Modal>
  );
}
