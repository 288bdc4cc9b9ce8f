import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  documents: {
    upload: {
      sizeExceeded: 'Diese Datei ist zu groß zum Hochladen.',
      storageFailure: 'Ihr Dokument konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      invalidContent: 'Der Inhalt der Datei ist ungültig oder beschädigt.',
      unsupportedImageType: 'Dieses Bildformat wird nicht unterstützt.',
      unsupportedMediaType: 'Dieser Dateityp wird nicht unterstützt.',
      imageTooTall: 'Dieses Bild ist zu hoch. Bitte passen Sie die Größe an und versuchen Sie es erneut.',
      imageTooWide: 'Dieses Bild ist zu breit. Bitte passen Sie die Größe an und versuchen Sie es erneut.',
      contentNotInitialized: 'Das Dokument war noch nicht zum Hochladen bereit. Bitte versuchen Sie es erneut.',
      invalidState: 'Das Dokument kann derzeit nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
      contentUnidentifiable: 'Der Inhalt dieser Datei konnte anhand ihres Dateityps nicht erkannt werden.',
      unsupportedContentType: 'Dieser Inhaltstyp wird nicht unterstützt.',
      failed: 'Das Dokument konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
    },
  },
  summary: {
    separator: ' · ',
    text: '{{text}}',
    room: '{{count}} Zimmer',
    rooms: '{{count}} Zimmer',
    guest: '{{count}} Gast',
    guests: '{{count}} Gäste',
    passenger: '{{count}} Fahrgast',
    passengers: '{{count}} Fahrgäste',
    tableFor: 'Tisch für {{count}}',
    cabin: 'Kabine {{number}}',
    coach: 'Wagen {{number}}',
    seat: 'Platz {{seats}}',
    seats: 'Plätze {{seats}}',
  },
};

export default messages;
