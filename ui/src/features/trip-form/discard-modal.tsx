import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';

/** Props of {@link DiscardModal}. */
export type DiscardModalProps = {
  readonly isOpen: boolean;
  /** `draft`: a trip being created; `edits`: changes to an existing trip. */
  readonly kind: 'draft' | 'edits';
  readonly onKeep: () => void;
  readonly onDiscard: () => void;
};

/**
 * The "discard trip draft" and "discard edits" confirmations (part 1 section 2.8). Keep editing
 * comes first, so it takes the focus and a stray Enter loses nothing; closing the modal any
 * other way (Escape, the close button) also keeps editing.
 *
 * @example
 * <DiscardModal isOpen={asking} kind="draft" onKeep={() => setAsking(false)} onDiscard={leave} />
 */
export function DiscardModal({ isOpen, kind, onKeep, onDiscard }: DiscardModalProps) {
  const { t } = useTranslation('tripForm');
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
