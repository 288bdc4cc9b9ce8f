import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  aiExtractor: {
    title: 'Conozca el extractor de datos de viaje',
    message:
      'Permita que la IA lea los planes de viaje que envía por correo electrónico a Waybook y agregue sus detalles a sus viajes. Actívelo en la configuración de IA.',
  },
  time: {
    justNow: 'Hace un momento',
  },
  dismissFailed: 'No se pudieron descartar las alertas',
};

export default messages;
