import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'Dokumente',
  hint: 'GIF, JPEG, PNG oder PDF, bis zu {{maxMegabytes}} MB pro Datei (Bilder bis zu {{maxSide}} × {{maxSide}} Pixel). Bis zu {{max}} Dokumente pro Plan.',
  limitReached: 'Dieser Plan hat die Höchstzahl von {{max}} Dokumenten erreicht. Löschen Sie eines, um ein weiteres hinzuzufügen.',
  upload: 'Dokument hinzufügen',
  uploading: '{{name}} wird hochgeladen…',
  uploaded: '{{name}} wurde hinzugefügt.',
  loading: 'Dokumente werden geladen…',
  loadError: 'Die Dokumente konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Noch keine Dokumente. Fügen Sie Bordkarten, Tickets oder Buchungsbestätigungen hinzu.',
  download: '{{name}} herunterladen',
  pdf: 'PDF',
  image: 'Bild',
  size: {
    bytes: '{{value}} Byte',
    kilobytes: '{{value}} KB',
    megabytes: '{{value}} MB',
  },
  actions: {
    rename: 'Umbenennen',
    renameLabel: '{{name}} umbenennen',
    delete: 'Löschen',
    deleteLabel: '{{name}} löschen',
  },
  cancel: 'Abbrechen',
  rename: {
    title: 'Dokument umbenennen',
    label: 'Name des Dokuments',
    save: 'Speichern',
    success: 'Das Dokument wurde in {{name}} umbenannt.',
  },
  delete: {
    title: 'Dieses Dokument löschen?',
    body: '„{{name}}“ wird für alle Teilnehmer dieser Reise gelöscht. Dies kann nicht rückgängig gemacht werden.',
    confirm: 'Dokument löschen',
    success: '{{name}} wurde gelöscht.',
  },
  errors: {
    fileRefused: '„{{name}}“ konnte nicht hinzugefügt werden. {{reason}}',
    nameRequired: 'Bitte geben Sie einen Namen für das Dokument ein.',
    nameTooLong: 'Der Name des Dokuments ist zu lang.',
    limit: 'Ein Plan kann bis zu {{max}} Dokumente enthalten. Löschen Sie eines, um ein weiteres hinzuzufügen.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    code: '(Fehlercode: {{code}})',
  },
};

export default messages;
