import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  aiExtractor: {
    title: 'Descubre el extractor de datos de viaje',
    message:
      'Deja que la IA lea los planes de viaje que envías por correo electrónico a Waybook y añada sus detalles a tus viajes. Actívalo en los ajustes de IA.',
  },
  time: {
    justNow: 'Hace un momento',
  },
  dismissFailed: 'No se han podido descartar las alertas',
};

export default messages;
