import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  documents: {
    upload: {
      sizeExceeded: 'Este archivo es demasiado grande para cargarlo.',
      storageFailure: 'No pudimos guardar su documento. Inténtelo de nuevo.',
      invalidContent: 'El contenido del archivo no es válido o está dañado.',
      unsupportedImageType: 'Este formato de imagen no es compatible.',
      unsupportedMediaType: 'Este tipo de archivo no es compatible.',
      imageTooTall: 'La imagen es demasiado alta. Cambie su tamaño e inténtelo de nuevo.',
      imageTooWide: 'La imagen es demasiado ancha. Cambie su tamaño e inténtelo de nuevo.',
      contentNotInitialized: 'El documento no estaba listo para cargarse. Inténtelo de nuevo.',
      invalidState: 'En este momento no es posible cargar el documento. Inténtelo de nuevo.',
      contentUnidentifiable: 'No pudimos identificar el contenido de este archivo según su tipo.',
      unsupportedContentType: 'Este tipo de contenido no es compatible.',
      failed: 'No se pudo cargar el documento. Inténtelo de nuevo.',
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
    cabin: 'Cabina {{number}}',
    coach: 'Vagón {{number}}',
    seat: 'Asiento {{seats}}',
    seats: 'Asientos {{seats}}',
  },
};

export default messages;
