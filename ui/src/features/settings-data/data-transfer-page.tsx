import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, ProgressBar } from 'react-aria-components';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DATA_TRANSFER_POLL_MS, type DataTransferFailure, type DataTransferView, type Result } from '@waybook/core';
import { DATA_IMPORT_MAX_BYTES } from '@waybook/core/contract';
import { Button, buttonClassName } from '../../components/button/button.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import './data-transfer-page.css';

type Poll = (id: string) => Promise<Result<DataTransferView, DataTransferFailure>>;

const ACCEPT = '.zip,.json,.ics,application/zip,application/json,text/calendar';
const MAX_MEGABYTES = Math.round(DATA_IMPORT_MAX_BYTES / (1024 * 1024));

/** A transfer and its failure, asked again every second while it is queued or running. */
function useTransfer(poll: Poll) {
  const [view, setView] = useState<DataTransferView | null>(null);
  const [failure, setFailure] = useState<DataTransferFailure | null>(null);
  const [starting, setStarting] = useState(false);
  const pending = view !== null && (view.state === 'queued' || view.state === 'running');
  useEffect(() => {
    if (view === null || !pending) return;
    let live = true;
    const timer = setTimeout(() => {
      void poll(view.id).then((r) => {
        if (!live) return;
        if (r.ok) setView(r.value);
        else setFailure(r.error);
      });
    }, DATA_TRANSFER_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [view, pending, poll]);
  const start = async (run: () => Promise<Result<DataTransferView, DataTransferFailure>>) => {
    setStarting(true);
    setFailure(null);
    setView(null);
    const r = await run();
    setStarting(false);
    if (r.ok) setView(r.value);
    else setFailure(r.error);
  };
  return { view, failure: failure ?? view?.failure ?? null, busy: starting || (pending && failure === null), start };
}

function Progress({ label, view }: { readonly label: string; readonly view: DataTransferView | null }) {
  const value = view?.progress ?? null;
  return (
    <ProgressBar className="wb-data__progress" value={value === null ? undefined : Math.round(value * 100)} isIndeterminate={value === null}>
      {({ percentage }) => (
        <>
          <Label className="wb-data__progress-label">{label}</Label>
          <div className="wb-data__progress-track" aria-hidden="true">
            <div className="wb-data__progress-fill" style={{ width: `${value === null ? 30 : (percentage ?? 0)}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}

function FailureText({ failure }: { readonly failure: DataTransferFailure }) {
  const { t } = useTranslation('dataTransfer');
  return (
    <p role="alert" className="wb-data__error">
      {t(`errors.${failure}`)}
    </p>
  );
}

/** Start an export (everything, or one trip), see its progress, then download it. */
function ExportPanel({
  tripUuid,
  heading,
  intro,
  startLabel,
}: {
  readonly tripUuid: string;
  readonly heading: string;
  readonly intro: string;
  readonly startLabel: string;
}) {
  const { t } = useTranslation('dataTransfer');
  const transfers = useService(TOKENS.dataTransfers);
  const { view, failure, busy, start } = useTransfer((id) => transfers.exportStatus(id));
  const headingId = useId();
  return (
    <section className="wb-card wb-data__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{intro}</p>
      <Button variant="primary" isDisabled={busy} onPress={() => void start(() => transfers.startExport(tripUuid))}>
        {startLabel}
      </Button>
      <div role="status" className="wb-data__status">
        {busy && (
          <>
            <p>{t('export.preparing')}</p>
            <Progress label={t('export.progress')} view={view} />
          </>
        )}
        {view?.state === 'done' && failure === null && (
          <>
            <p>{t('export.ready')}</p>
            <p>
              {/* Served by the server outside /app with the session: a plain download link. */}
              <a className={buttonClassName({ variant: 'outline-primary' })} href={view.downloadUrl} download={view.fileName}>
                {t('export.download', { fileName: view.fileName })}
              </a>
            </p>
            <p className="wb-muted">{t('export.expires')}</p>
          </>
        )}
        {view?.state === 'expired' && <p>{t('export.expired')}</p>}
      </div>
      {failure !== null && <FailureText failure={failure} />}
    </section>
  );
}

/** Choose a file to import (a Waybook archive or export.json, or a TripIt .ics), see its progress, then what it added. */
function ImportPanel() {
  const { t } = useTranslation('dataTransfer');
  const transfers = useService(TOKENS.dataTransfers);
  const { view, failure, busy, start } = useTransfer((id) => transfers.importStatus(id));
  const [name, setName] = useState('');
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const done = view?.state === 'done' && failure === null;
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    // Choosing the same file again must fire a change event.
    e.currentTarget.value = '';
    if (file === undefined) return;
    setName(file.name);
    void start(async () => transfers.startImport(file.name, new Uint8Array(await file.arrayBuffer())));
  };
  return (
    <section className="wb-card wb-data__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('import.heading')}</h2>
      <p>{t('import.intro')}</p>
      <input id={inputId} type="file" className="wb-visually-hidden" accept={ACCEPT} aria-describedby={hintId} disabled={busy} onChange={choose} />
      <label htmlFor={inputId} className={buttonClassName({ variant: 'primary', className: busy ? 'wb-data__choose--busy' : '' })}>
        {t('import.choose')}
      </label>
      <p id={hintId} className="wb-field__description">
        {t('import.hint', { maxMegabytes: MAX_MEGABYTES })}
      </p>
      <div role="status" className="wb-data__status">
        {busy && (
          <>
            <p>{t('import.running', { name })}</p>
            <Progress label={t('import.progress')} view={view} />
          </>
        )}
        {done && (
          <p>
            {t('import.done', {
              trips: t('import.trips', { count: view.summary.trips }),
              plans: t('import.plans', { count: view.summary.plans }),
              documents: t('import.documents', { count: view.summary.documents }),
            })}
          </p>
        )}
      </div>
      {failure !== null && (
        <>
          <FailureText failure={failure} />
          {view?.state === 'failed' && <p>{t('import.nothingWritten')}</p>}
        </>
      )}
    </section>
  );
}

/**
 * Your data (/settings/data): export everything as one archive (progress, then a download link),
 * import a Waybook export or a TripIt calendar feed (progress, then what was added, or why
 * nothing was). A trip's "Export this trip" opens it with `?trip=<uuid>`: that trip's export
 * comes first.
 */
export default function DataTransferPage() {
  const { t } = useTranslation('dataTransfer');
  const [params] = useSearchParams();
  const location = useLocation();
  const tripUuid = params.get('trip') ?? '';
  const state: unknown = location.state;
  const tripName = typeof state === 'object' && state !== null && 'tripName' in state && typeof state.tripName === 'string' ? state.tripName : '';
  return (
    <div className="wb-page wb-data">
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      {tripUuid !== '' && (
        <ExportPanel
          tripUuid={tripUuid}
          heading={t('export.tripHeading')}
          intro={tripName === '' ? t('export.tripIntroUnnamed') : t('export.tripIntro', { name: tripName })}
          startLabel={t('export.startTrip')}
        />
      )}
      <ExportPanel tripUuid="" heading={t('export.heading')} intro={t('export.intro')} startLabel={t('export.start')} />
      <ImportPanel />
    </div>
  );
}
