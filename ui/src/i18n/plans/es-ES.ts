import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  documents: {
    upload: {
      sizeExceeded: 'Este archivo es demasiado grande para subirlo.',
      storageFailure: 'No hemos podido guardar tu documento. Vuelve a intentarlo.',
      invalidContent: 'El contenido del archivo no es válido o está dañado.',
      unsupportedImageType: 'Este formato de imagen no es compatible.',
      unsupportedMediaType: 'Este tipo de archivo no es compatible.',
      imageTooTall: 'La imagen es demasiado alta. Cambia su tamaño y vuelve a intentarlo.',
      imageTooWide: 'La imagen es demasiado ancha. Cambia su tamaño y vuelve a intentarlo.',
      contentNotInitialized: 'El documento no estaba listo para subirse. Vuelve a intentarlo.',
      invalidState: 'Ahora mismo no se puede subir el documento. Vuelve a intentarlo.',
      contentUnidentifiable: 'No hemos podido identificar el contenido de este archivo según su tipo.',
      unsupportedContentType: 'Este tipo de contenido no es compatible.',
      failed: 'No se ha podido subir el documento. Vuelve a intentarlo.',
    },
  },
  summary: {
    separator: ' · ',
    text: '{{text}}',
    room: '{{count}} habitación',
    rooms: '{{count}} habitaciones',
    guest: '{{count}} huésped',
    guests: '{{count}} huéspedes',
    passenger: '{{count}} pasajero',
    passengers: '{{count}} pasajeros',
    tableFor: 'Mesa para {{count}}',
    cabin: 'Camarote {{number}}',
    coach: 'Coche {{number}}',
    seat: 'Asiento {{seats}}',
    seats: 'Asientos {{seats}}',
  },
};

export default messages;
