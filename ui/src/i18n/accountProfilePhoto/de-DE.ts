import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  label: 'Foto',
  current: 'Ihr Profilfoto',
  none: 'Noch kein Foto',
  hint: 'JPEG, PNG oder WebP, bis zu {{maxMegabytes}} MB und {{maxSide}}\u00a0×\u00a0{{maxSide}} Pixel.',
  upload: 'Foto hochladen',
  change: 'Foto ändern',
  uploading: 'Ihr Foto wird hochgeladen…',
  remove: 'Foto entfernen',
  removing: 'Ihr Foto wird entfernt…',
  uploaded: 'Ihr Foto wurde aktualisiert.',
  removed: 'Ihr Foto wurde entfernt.',
  errors: {
    empty: 'Diese Datei ist leer. Bitte wählen Sie ein Foto.',
    tooLarge: 'Dieses Foto ist größer als {{maxMegabytes}} MB. Bitte wählen Sie ein kleineres.',
    unsupportedType: 'Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.',
    unreadable: 'Dieses Bild kann nicht gelesen werden. Bitte versuchen Sie es mit einer anderen Datei.',
    tooManyPixels: 'Dieses Foto ist größer als {{maxSide}}\u00a0×\u00a0{{maxSide}} Pixel. Bitte wählen Sie ein kleineres.',
    failed: 'Ihr Foto konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
  },
};

export default messages;
