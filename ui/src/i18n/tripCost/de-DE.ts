import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Reisekosten',
  back: 'Zurück zu „{{name}}“',
  intro: 'Die Gesamtkosten jedes Plans mit Währung, so wie Sie sie eingeben. Ändern Sie beliebige Beträge und speichern Sie alle auf einmal.',
  introViewer: 'Die Gesamtkosten jedes Plans, wie sie von den Personen eingetragen wurden, die diese Reise bearbeiten dürfen.',
  empty: 'Diese Reise hat noch keine Pläne, daher gibt es keine Kosten anzuzeigen.',
  fieldSuffix: ', Gesamtkosten',
  placeholder: 'z. B. 120,00 €',
  notSet: 'Nicht angegeben',
  noChanges: 'Keine Änderungen zu speichern',
  changes: 'Nicht gespeicherte Änderungen: {{number}}',
  save: 'Alle speichern',
  saving: 'Kosten werden gespeichert …',
  saved: 'Kosten gespeichert',
  saveFailed: 'Die Kosten konnten nicht gespeichert werden. Ihre Änderungen bleiben erhalten; bitte versuchen Sie es erneut.',
};

export default messages;
