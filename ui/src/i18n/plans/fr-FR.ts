import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  documents: {
    upload: {
      sizeExceeded: 'Ce fichier est trop volumineux pour être importé.',
      storageFailure: 'Nous n’avons pas pu enregistrer votre document. Veuillez réessayer.',
      invalidContent: 'Le contenu du fichier n’est pas valide ou est endommagé.',
      unsupportedImageType: 'Ce format d’image n’est pas pris en charge.',
      unsupportedMediaType: 'Ce type de fichier n’est pas pris en charge.',
      imageTooTall: 'Cette image est trop haute. Veuillez la redimensionner, puis réessayer.',
      imageTooWide: 'Cette image est trop large. Veuillez la redimensionner, puis réessayer.',
      contentNotInitialized: 'Le document n’était pas prêt à être importé. Veuillez réessayer.',
      invalidState: 'Le document ne peut pas être importé pour le moment. Veuillez réessayer.',
      contentUnidentifiable: 'Nous n’avons pas pu identifier le contenu de ce fichier d’après son type.',
      unsupportedContentType: 'Ce type de contenu n’est pas pris en charge.',
      failed: 'Impossible d’importer le document. Veuillez réessayer.',
    },
  },
  summary: {
    separator: ' · ',
    text: '{{text}}',
    room: '{{count}} chambre',
    rooms: '{{count}} chambres',
    guest: '{{count}} personne',
    guests: '{{count}} personnes',
    passenger: '{{count}} passager',
    passengers: '{{count}} passagers',
    tableFor: 'Table pour {{count}}',
    cabin: 'Cabine {{number}}',
    coach: 'Voiture {{number}}',
    seat: 'Place {{seats}}',
    seats: 'Places {{seats}}',
  },
};

export default messages;
