import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import './modal.css';

/** Delay before focus moves to the first control of an opened modal (part 1 section 9). */
export const MODAL_FOCUS_DELAY_MS = 100;

/** Opacity of the backdrop behind a modal (part 1 section 9). */
export const OVERLAY_OPACITY = 0.85;

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Props of {@link Modal}. */
export type ModalProps = {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Escape, a click outside and the close button close it (default true). */
  readonly isDismissable?: boolean;
  /** Actions shown under the content, usually buttons. */
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt the user. */
  readonly role?: 'dialog' | 'alertdialog';
};

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A modal dialog titled by `title`. Focus moves inside and is kept there while it is open, and
 * goes back to what opened it when it closes.
 *
 * @example
 * <Modal isOpen={open} onOpenChange={setOpen} title="Delete trip" footer={<Button variant="danger">Delete</Button>}>
 *   <p>This cannot be undone.</p>
 * </Modal>
 */
export function Modal(props: ModalProps) {
  const { isOpen, onOpenChange, title, children, isDismissable = true, footer, size = 'md' } = props;
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  // react-aria focuses the dialog at once; after the delay the first control of the content (then
  // of the whole dialog) takes focus, unless something inside already has it.
  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => {
      const dialog = dialogRef.current;
      if (dialog === null) return;
      const active = document.activeElement;
      if (active !== null && active !== dialog && dialog.contains(active)) return;
      const first = contentRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? dialog).focus();
    }, MODAL_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isOpen]);

  const overlayStyle = { '--wb-overlay-opacity': OVERLAY_OPACITY } as CSSProperties;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="wb-modal-overlay"
      style={overlayStyle}
    >
      <AriaModal className={`wb-modal wb-modal--${size}`}>
        <Dialog ref={dialogRef} className="wb-modal__dialog" role={props.role}>
          <div className="wb-modal__header">
            <Heading slot="title" className="wb-modal__title">
              {title}
            </Heading>
            {isDismissable && (
              <Button variant="transparent" size="sm" className="wb-modal__close" aria-label={t('components:close')} onPress={() => onOpenChange(false)}>
                <CloseIcon />
              </Button>
            )}
          </div>
          <div ref={contentRef} className="wb-modal__content">
            <div className="wb-modal__body">{children}</div>
            {footer !== undefined && <div className="wb-modal__footer">{footer}</div>}
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
