import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { todayInZone, type PlanProvenance } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import type { PlanImportNoteProps } from '../../shared/imports/import-booking.js';
import { valueOrThrow } from '../../shared/server-data/load-state.js';
import { useFormatter } from '../../shared/use-formatter.js';
import './imports.css';

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The words of a provenance: subject and sender when the message had them, else only the date. */
function useNoteText(p: PlanProvenance): string {
  const { t } = useTranslation('imports');
  const f = useFormatter();
  // The day it was received where the reader is (the instant is UTC).
  const date = f.date(todayInZone(new Date(p.received), Intl.DateTimeFormat().resolvedOptions().timeZone));
  if (p.sender === '') return t('note.file', { date });
  if (p.subject === '') return t('note.noSubject', { sender: p.sender, date });
  return t('note.text', { subject: p.subject, sender: p.sender, date });
}

function Note({ provenance }: { readonly provenance: PlanProvenance }) {
  const { t } = useTranslation('imports');
  const text = useNoteText(provenance);
  return (
    <aside className="wb-card wb-import-note" aria-label={t('note.label')}>
      <MailIcon />
      <p className="wb-import-note__text">
        {text}
        {provenance.originalUrl !== '' && (
          <>
            {' '}
            <a className="wb-import-note__original" href={provenance.originalUrl} download>
              {t('note.original')}
            </a>
          </>
        )}
      </p>
    </aside>
  );
}

/**
 * The line of an imported plan's page that says where it came from ("Imported from “Your flight”
 * sent by news@airline.example on Nov 20, 2026"), with the original e-mail for editors (the server
 * gives its address to editors only). Nothing shows for a plan that was not imported, nor while
 * it loads or when it cannot be read.
 *
 * @example
 * <PlanImportNote planUuid={plan.meta.uuid} editable />
 */
export function PlanImportNote({ planUuid, editable }: PlanImportNoteProps) {
  const imports = useService(TOKENS.bookingImports);
  // Keyed by the reader's right too: an editor's answer carries the original's address.
  const query = useQuery({
    // Under the plans' key: a write to plans (an import, an edit) reads it again.
    queryKey: ['plan', 'import', planUuid, editable],
    queryFn: async () => valueOrThrow(await imports.provenance(planUuid)),
    retry: false,
  });
  return query.data ? <Note provenance={query.data} /> : null;
}
