import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatNumber,
  checkDocumentUpload,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_IMAGE_SIDE,
  DOCUMENT_NAME_MAX_LENGTH,
  DOCUMENTS_PER_PLAN_MAX,
  documentLimitOf,
  documentUploadErrorMessage,
  type DocumentError,
  type PlanDocumentItem,
} from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, buttonClassName } from '../../components/button/button.js';
import { Modal } from '../../components/modal/modal.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { TextField } from '../../components/text-field/text-field.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { UpgradeButton } from '../../shared/billing/upgrade-button.js';
import { valueOrThrow } from '../../shared/server-data/load-state.js';
import { queryKeys } from '../../shared/server-data/query-keys.js';
import './plan-documents.css';

type T = ReturnType<typeof useTranslation>['t'];

/** A shown error: its text and, for upload refusals, the code of part 2 section 8. */
interface ShownError {
  readonly text: string;
  readonly code: string;
  /** The plan holds as many documents as the user's limit allows. */
  readonly isLimit?: boolean;
}

/**
 * The text of a document error (upload codes through core documentUploadErrorMessage); `max` is
 * the user's document limit per plan (core documentLimitOf).
 */
export function documentErrorText(t: T, error: DocumentError, max: number = DOCUMENTS_PER_PLAN_MAX): ShownError {
  switch (error.kind) {
    case 'upload': {
      const message = documentUploadErrorMessage(error.code);
      return { text: t(message.key, message.values), code: String(message.values?.['code'] ?? error.code) };
    }
    case 'name':
      return { text: t(error.reason === 'too-long' ? 'planDocuments:errors.nameTooLong' : 'planDocuments:errors.nameRequired'), code: '' };
    case 'limit':
      return { text: t('planDocuments:errors.limit', { max }), code: '', isLimit: true };
    case 'failed':
      return { text: t('planDocuments:errors.failed'), code: '' };
  }
}

/**
 * An upload error naming the file ("“boarding-pass.heic” couldn’t be added. This type of file
 * isn’t supported."), keeping the error code.
 */
export function fileErrorText(t: T, fileName: string, error: ShownError): ShownError {
  return { ...error, text: t('planDocuments:errors.fileRefused', { name: fileName, reason: error.text }) };
}

function formatSize(t: T, bytes: number, locale: string): string {
  if (bytes < 1024) return t('planDocuments:size.bytes', { value: bytes });
  const format = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return t('planDocuments:size.kilobytes', { value: format(bytes / 1024) });
  return t('planDocuments:size.megabytes', { value: format(bytes / (1024 * 1024)) });
}

/** The default name of an uploaded file: its file name, cut to the name limit. */
function defaultName(fileName: string): string {
  return [...fileName.trim()].slice(0, DOCUMENT_NAME_MAX_LENGTH).join('') || 'document';
}

function FileIcon() {
  return (
    <svg className="wb-documents__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M6 2h8l6 6v14H6z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <text x="13" y="19" textAnchor="middle" fontSize="5.5" fontWeight="700" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}

function ErrorLine({ error }: { readonly error: ShownError }) {
  const { t } = useTranslation('planDocuments');
  return (
    <>
      <span>{error.text}</span>
      {error.code !== '' && <span className="wb-documents__code"> {t('errors.code', { code: error.code })}</span>}
    </>
  );
}

/** Props of {@link PlanDocuments}. */
export interface PlanDocumentsProps {
  readonly planUuid: string;
}

type ListState = { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly documents: readonly PlanDocumentItem[] };

/**
 * The documents of a plan (editors and owners only: viewers never see documents). Lists them with
 * a thumbnail for images and a file icon for PDFs, uploads a file after checking it here with the
 * same core rules as the server (type from the bytes, 10 MB, 5000x5000 pixels), and renames or
 * deletes one through a modal. Refusals show the localised message with the spec's error code.
 *
 * @example
 * <PlanDocuments planUuid={plan.meta.uuid} />
 */
export function PlanDocuments({ planUuid }: PlanDocumentsProps) {
  const { t, i18n } = useTranslation('planDocuments');
  const service = useService(TOKENS.documentService);
  const toast = useToast();
  const { profile } = useSession();
  // Free users have the free limit (with the upgrade prompt when Pro is for sale), Pro users the Pro one.
  const limit = documentLimitOf(
    { isPro: profile?.isPro ?? false, isTrial: false, isEnterprisePro: profile?.isEnterprisePro ?? false, isInGracePeriod: false },
    { shouldAllowProPurchase: profile?.shouldAllowProPurchase ?? false },
  );
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const [renaming, setRenaming] = useState<PlanDocumentItem | null>(null);
  const [deleting, setDeleting] = useState<PlanDocumentItem | null>(null);
  const alive = useRef(true);
  const client = useQueryClient();
  const key = queryKeys.planDocuments(planUuid);
  const query = useQuery({ queryKey: key, queryFn: async () => valueOrThrow(await service.list(planUuid)) });
  const state: ListState = query.data !== undefined ? { status: 'ready', documents: query.data } : query.isError ? { status: 'error' } : { status: 'loading' };
  const setDocuments = (next: readonly PlanDocumentItem[]) => client.setQueryData(key, next);
  const load = () => void client.resetQueries({ queryKey: key, exact: true });

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const documents = state.status === 'ready' ? state.documents : [];
  const full = documents.length >= limit.max;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must fire a change event.
    input.value = '';
    if (file === undefined || uploading !== null) return;
    setError(null);
    const name = defaultName(file.name);
    setUploading(name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Checked here first (type from the bytes, size, pixels): a refused file is never sent.
    const local = checkDocumentUpload({ bytes, mimeType: file.type });
    if (!local.ok) {
      if (alive.current) {
        setUploading(null);
        setError(fileErrorText(t, file.name, documentErrorText(t, { kind: 'upload', code: local.error })));
      }
      return;
    }
    const result = await service.upload(planUuid, { name: file.name, mimeType: file.type, bytes }, name).catch(() => null);
    if (!alive.current) return;
    setUploading(null);
    if (result === null || !result.ok) {
      const refused = result === null ? ({ kind: 'failed', failure: { kind: 'network' } } as const) : result.error;
      setError(fileErrorText(t, file.name, documentErrorText(t, refused, limit.max)));
      return;
    }
    setDocuments([...documents, result.value]);
    toast.success(t('uploaded', { name: result.value.name }));
  };

  const replaced = (next: PlanDocumentItem) => setDocuments(documents.map((d) => (d.uuid === next.uuid ? next : d)));
  const removed = (uuid: string) => setDocuments(documents.filter((d) => d.uuid !== uuid));

  return (
    <section className="wb-card wb-documents" aria-labelledby={headingId}>
      <div className="wb-documents__header">
        <h2 id={headingId}>{t('title')}</h2>
        {state.status === 'ready' && (
          <div className="wb-documents__upload">
            <input
              id={inputId}
              type="file"
              className="wb-visually-hidden"
              accept="image/gif,image/jpeg,image/png,application/pdf,.gif,.jpg,.jpeg,.png,.pdf"
              disabled={uploading !== null || full}
              aria-describedby={hintId}
              onChange={(e) => void choose(e)}
            />
            <label
              htmlFor={inputId}
              className={buttonClassName({
                variant: 'outline-primary',
                size: 'sm',
                className: uploading !== null || full ? 'wb-documents__upload--disabled' : undefined,
              })}
              aria-disabled={uploading !== null || full || undefined}
            >
              {t('upload')}
            </label>
          </div>
        )}
      </div>
      <p id={hintId} className="wb-field__description">
        {full
          ? t('limitReached', { max: limit.max })
          : t('hint', { maxMegabytes: DOCUMENT_MAX_BYTES / (1024 * 1024), maxSide: DOCUMENT_MAX_IMAGE_SIDE, max: limit.max })}
      </p>
      {uploading !== null && <Spinner size="sm" label={t('uploading', { name: uploading })} showLabel />}
      <div role="alert" className="wb-field__error wb-documents__error">
        {error !== null && <ErrorLine error={error} />}
      </div>
      {/* At the limit, a free user may buy Pro for more documents per plan. */}
      {limit.offersUpgrade && (full || error?.isLimit === true) && <UpgradeButton />}

      {state.status === 'loading' && <Spinner size="sm" label={t('loading')} showLabel />}
      {state.status === 'error' && (
        <div className="wb-documents__load-error">
          <p>{t('loadError')}</p>
          <Button variant="outline-primary" size="sm" onPress={load}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' && documents.length === 0 && <p className="wb-muted">{t('empty')}</p>}
      {documents.length > 0 && (
        <ul className="wb-documents__list">
          {documents.map((d) => (
            <li key={d.uuid} className="wb-documents__item">
              <a href={d.url} className="wb-documents__open" download aria-label={t('download', { name: d.name })}>
                {d.thumbnailUrl !== null ? <img className="wb-documents__thumb" src={d.thumbnailUrl} alt="" loading="lazy" /> : <FileIcon />}
              </a>
              <div className="wb-documents__meta">
                <a href={d.url} download className="wb-documents__name">
                  {d.name}
                </a>
                <span className="wb-muted">
                  {d.type === 'pdf' ? t('pdf') : t('image')} · {formatSize(t, d.sizeBytes, i18n.language)}
                </span>
              </div>
              <div className="wb-documents__actions">
                <Button variant="link" size="sm" aria-label={t('actions.renameLabel', { name: d.name })} onPress={() => setRenaming(d)}>
                  {t('actions.rename')}
                </Button>
                <Button variant="link" size="sm" aria-label={t('actions.deleteLabel', { name: d.name })} onPress={() => setDeleting(d)}>
                  {t('actions.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {renaming !== null && (
        <RenameDocumentModal
          document={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(next) => {
            replaced(next);
            setRenaming(null);
            toast.success(t('rename.success', { name: next.name }));
          }}
        />
      )}
      {deleting !== null && (
        <DeleteDocumentModal
          document={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            removed(deleting.uuid);
            setDeleting(null);
            toast.success(t('delete.success', { name: deleting.name }));
          }}
        />
      )}
    </section>
  );
}

interface DocumentModalProps {
  readonly document: PlanDocumentItem;
  readonly onClose: () => void;
}

function RenameDocumentModal({ document, onClose, onRenamed }: DocumentModalProps & { readonly onRenamed: (next: PlanDocumentItem) => void }) {
  const { t } = useTranslation('planDocuments');
  const service = useService(TOKENS.documentService);
  const [name, setName] = useState(document.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await service.rename(document.uuid, name).catch(() => null);
    setBusy(false);
    if (result?.ok === true) onRenamed(result.value);
    else setError(documentErrorText(t, result === null ? { kind: 'failed', failure: { kind: 'network' } } : result.error));
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('rename.title')}
      isDismissable={!busy}
      footer={
        <>
          <Button variant="default" onPress={onClose} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="primary" onPress={() => void save()} isPending={busy}>
            {t('rename.save')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField label={t('rename.label')} value={name} onChange={setName} isRequired autoFocus errorMessage={error?.text ?? ''} />
      </form>
    </Modal>
  );
}

function DeleteDocumentModal({ document, onClose, onDeleted }: DocumentModalProps & { readonly onDeleted: () => void }) {
  const { t } = useTranslation('planDocuments');
  const service = useService(TOKENS.documentService);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await service.delete(document.uuid).catch(() => null);
    setBusy(false);
    if (result?.ok === true) onDeleted();
    else setError(documentErrorText(t, result === null ? { kind: 'failed', failure: { kind: 'network' } } : result.error));
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('delete.title')}
      role="alertdialog"
      isDismissable={!busy}
      footer={
        <>
          <Button variant="default" onPress={onClose} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onPress={() => void confirm()} isPending={busy}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('delete.body', { name: document.name })}</p>
      {error !== null && (
        <p role="alert" className="wb-field__error">
          <ErrorLine error={error} />
        </p>
      )}
    </Modal>
  );
}
