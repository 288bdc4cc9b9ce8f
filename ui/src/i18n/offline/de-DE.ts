import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  savedData: 'Sie sind offline. Angezeigt werden Ihre Reisen mit Stand vom {{when}}.',
  editRefused:
    'Sie sind offline, daher wurde diese Änderung nicht gespeichert. Waybook speichert keine Änderungen, die offline vorgenommen werden, damit sie nicht mit Änderungen der Personen kollidieren, mit denen Sie Reisen teilen. Nehmen Sie die Änderung erneut vor, sobald Sie wieder online sind.',
  region: 'Kein Netzwerk',
} as const;

export default messages;
