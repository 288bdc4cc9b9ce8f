import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_FILE_MAX_BYTES, type BookingImportFailure, type BookingImportOutcome } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, buttonClassName } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useServerDataRefresh } from '../../shared/server-data/use-server-data-refresh.js';
import { ImportResultView } from './import-result.js';
import './imports.css';

/** The files the picker offers: by extension, and by type where browsers know one. */
export const BOOKING_FILE_ACCEPT =
  '.eml,.ics,.pkpass,.pdf,.png,.jpg,.jpeg,.gif,message/rfc822,text/calendar,application/vnd.apple.pkpass,application/pdf,image/png,image/jpeg,image/gif';

const MAX_MEGABYTES = BOOKING_FILE_MAX_BYTES / (1024 * 1024);

type Step =
  | { readonly kind: 'choose' }
  | { readonly kind: 'reading'; readonly name: string }
  | { readonly kind: 'done'; readonly name: string; readonly outcome: BookingImportOutcome }
  | { readonly kind: 'failed'; readonly name: string; readonly failure: BookingImportFailure['kind'] };

/** Props of {@link ImportBookingModal}. */
export interface ImportBookingModalProps {
  readonly isOpen: boolean;
  /** The trip the plans go into; '' to let the import rules place them. */
  readonly tripUuid: string;
  readonly onClose: () => void;
  /** After a successful import, once the screens were told. */
  readonly onImported?: (outcome: BookingImportOutcome) => void;
}

function ChooseStep({ tripUuid, onFile }: { readonly tripUuid: string; readonly onFile: (file: File) => void }) {
  const { t } = useTranslation('imports');
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    // Choosing the same file again must fire a change event.
    e.currentTarget.value = '';
    if (file !== undefined) onFile(file);
  };
  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file !== undefined) onFile(file);
  };
  return (
    <>
      <p>
        {t('modal.intro')} {tripUuid === '' ? t('modal.anywhere') : t('modal.intoTrip')}
      </p>
      <div
        role="group"
        aria-label={t('modal.dropLabel')}
        className={`wb-import-drop${over ? ' wb-import-drop--over' : ''}`}
        onDragEnter={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <UploadIcon />
        <p className="wb-import-drop__text">{t('modal.drop')}</p>
        <input id={inputId} type="file" className="wb-visually-hidden" accept={BOOKING_FILE_ACCEPT} aria-describedby={hintId} onChange={choose} />
        <label htmlFor={inputId} className={buttonClassName({ variant: 'primary', className: 'wb-import-drop__choose' })}>
          {t('modal.choose')}
        </label>
        <p id={hintId} className="wb-field__description">
          {t('modal.hint', { maxMegabytes: MAX_MEGABYTES })}
        </p>
      </div>
    </>
  );
}

function UploadIcon() {
  return (
    <svg className="wb-import-drop__icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <path
        d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Import a booking: a file picker and drop zone for a confirmation (.eml, .ics, .pkpass), the
 * import under way, then what it did (each plan with a link and its outcome, where they went) or
 * why it could not (too large, a file that cannot be read, no reservation, not the user's trip).
 * The trip lists and the trips touched are read again after an import.
 *
 * @example
 * <ImportBookingModal isOpen tripUuid="t1" onClose={close} />
 */
export function ImportBookingModal({ isOpen, tripUuid, onClose, onImported }: ImportBookingModalProps) {
  const { t } = useTranslation('imports');
  const imports = useService(TOKENS.bookingImports);
  const refresh = useServerDataRefresh();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const busy = step.kind === 'reading';

  const upload = async (file: File) => {
    setStep({ kind: 'reading', name: file.name });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const r = await imports.upload(file.name, bytes, tripUuid).catch(() => null);
    if (r === null || !r.ok) {
      setStep({ kind: 'failed', name: file.name, failure: r === null ? 'failed' : r.error.kind });
      return;
    }
    const outcome = r.value;
    await refresh.plansChanged([outcome.tripUuid, ...outcome.plans.map((p) => p.tripUuid)]);
    setStep({ kind: 'done', name: file.name, outcome });
    onImported?.(outcome);
  };
  const close = () => {
    if (busy) return;
    setStep({ kind: 'choose' });
    onClose();
  };

  const again = step.kind === 'done' || step.kind === 'failed';
  const footer = (
    <>
      {again && (
        <Button variant="outline-primary" onPress={() => setStep({ kind: 'choose' })}>
          {t('modal.another')}
        </Button>
      )}
      <Button variant={again ? 'primary' : 'default'} onPress={close} isDisabled={busy}>
        {t('modal.close')}
      </Button>
    </>
  );

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()} title={t('modal.title')} footer={footer} isDismissable={!busy}>
      <div className="wb-import">
        {step.kind === 'choose' && <ChooseStep tripUuid={tripUuid} onFile={(file) => void upload(file)} />}
        {step.kind === 'reading' && (
          <div className="wb-import__progress">
            <Spinner label={t('modal.reading', { name: step.name })} showLabel />
          </div>
        )}
        {step.kind === 'failed' && (
          <div className="wb-alert wb-alert--danger" role="alert">
            <p className="wb-import__error-title">{t('errors.title', { name: step.name })}</p>
            <p>{t(`errors.${step.failure}`, { maxMegabytes: MAX_MEGABYTES })}</p>
          </div>
        )}
        {step.kind === 'done' && <ImportResultView name={step.name} outcome={step.outcome} onLeave={close} />}
      </div>
    </Modal>
  );
}
