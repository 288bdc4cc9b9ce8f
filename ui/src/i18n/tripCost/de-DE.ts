import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Reisekosten',
  back: 'Zurück zu „{{name}}“',
  intro:
    'Die Gesamtkosten jedes Plans: Geben Sie den Betrag ein, wie Sie möchten, und wählen Sie die Währung. Ändern Sie beliebige Beträge und speichern Sie dann alle auf einmal.',
  introViewer: 'Die Gesamtkosten jedes Plans, wie sie die Personen eingegeben haben, die diese Reise bearbeiten dürfen.',
  empty: 'Diese Reise hat noch keine Buchungen, daher gibt es keine Kosten anzuzeigen.',
  notSet: 'Nicht angegeben',
  totals: 'Summen',
  noTotals: 'Noch keine Kosten eingegeben.',
  totalIn: 'Summe in {{currency}}',
  sharesIn: 'Anteil jeder Planart in {{currency}}',
  unreadable_one: '{{count}} Kostenangabe lässt sich nicht als Betrag lesen. Sie wird wie eingegeben angezeigt und nicht mitgezählt.',
  unreadable_other: '{{count}} Kostenangaben lassen sich nicht als Beträge lesen. Sie werden wie eingegeben angezeigt und nicht mitgezählt.',
  notCounted: '(nicht in den Summen)',
  noChanges: 'Keine Änderungen zu speichern',
  changes: 'Nicht gespeicherte Änderungen: {{number}}',
  save: 'Alle speichern',
  saving: 'Kosten werden gespeichert …',
  saved: 'Kosten gespeichert',
  saveFailed: 'Die Kosten konnten nicht gespeichert werden. Ihre Änderungen bleiben erhalten; bitte versuchen Sie es erneut.',
};

export default messages;
