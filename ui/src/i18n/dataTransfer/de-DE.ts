import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Ihre Daten',
    intro: 'Nehmen Sie eine Kopie Ihrer Reisen überallhin mit oder holen Sie Reisen aus einem anderen Waybook-Konto oder aus TripIt.',
  },
  exportTrip: 'Diese Reise exportieren',
  export: {
    heading: 'Alle meine Daten exportieren',
    intro:
      'Eine .zip-Datei mit Ihren Reisen, Plänen, Dokumenten und Ihrem Profil: export.json (die Waybook wieder importieren kann), trips.ics für Kalender-Apps und plans.csv für Tabellenkalkulationen.',
    start: 'Alle meine Daten exportieren',
    tripHeading: 'Diese Reise exportieren',
    tripIntro: 'Dasselbe Archiv, nur mit „{{name}}“.',
    tripIntroUnnamed: 'Dasselbe Archiv, nur mit dieser Reise.',
    startTrip: 'Diese Reise exportieren',
    progress: 'Fortschritt des Exports',
    preparing: 'Ihr Archiv wird vorbereitet …',
    ready: 'Ihr Archiv ist fertig.',
    download: '{{fileName}} herunterladen',
    expires: 'Der Download-Link gilt 24 Stunden.',
    expired: 'Dieses Archiv ist abgelaufen. Exportieren Sie erneut, um ein neues zu erhalten.',
  },
  import: {
    heading: 'Reisen importieren',
    intro:
      'Importieren Sie einen Waybook-Export (die .zip-Datei oder ihre export.json) oder Ihren TripIt-Kalender-Feed (.ics). Alles wird als neue Reisen und Pläne hinzugefügt; Ihre vorhandenen Daten bleiben unverändert.',
    choose: 'Datei zum Importieren auswählen',
    hint: 'Eine .zip-, .json- oder .ics-Datei mit höchstens {{maxMegabytes}} MB. Speichern Sie bei TripIt die Datei, die Ihr Kalender-Feed-Link öffnet.',
    running: '{{name}} wird importiert …',
    progress: 'Fortschritt des Imports',
    done: 'Import abgeschlossen: {{trips}}, {{plans}} und {{documents}} hinzugefügt.',
    trips_one: '{{count}} Reise',
    trips_other: '{{count}} Reisen',
    plans_one: '{{count}} Plan',
    plans_other: '{{count}} Pläne',
    documents_one: '{{count}} Dokument',
    documents_other: '{{count}} Dokumente',
    nothingWritten: 'Es wurde nichts hinzugefügt.',
  },
  errors: {
    data_import_unsupported: 'Diese Datei ist weder ein Waybook-Export noch ein Kalender. Wählen Sie eine .zip-, export.json- oder .ics-Datei.',
    data_import_too_large: 'Diese Datei ist größer als 25 MB.',
    data_import_unreadable:
      'Diese Datei konnte nicht gelesen werden. Sie ist vielleicht beschädigt: Exportieren Sie sie erneut und versuchen Sie es noch einmal.',
    data_import_version: 'Dieser Export stammt aus einer neueren Waybook-Version und kann hier nicht gelesen werden.',
    data_import_invalid: 'Etwas in dieser Datei entspricht nicht den Regeln von Waybook (ein Datum oder ein Feld), daher wurde nichts importiert.',
    data_import_empty: 'Diese Datei enthält keine Reisen oder Pläne.',
    data_import_document_limit: 'Ein Plan in dieser Datei hat mehr Dokumente, als Ihr Konto erlaubt.',
    data_import_failed: 'Der Import wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.',
    busy: 'Es läuft bereits ein Vorgang. Warten Sie, bis er abgeschlossen ist.',
    'export-failed': 'Ihr Archiv konnte nicht vorbereitet werden. Bitte versuchen Sie es erneut.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
};

export default messages;
