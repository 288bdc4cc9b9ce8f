import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Inteligencia artificial',
  },
  loading: 'Cargando tu configuración de IA…',
  loadFailed: 'No se pudo cargar tu configuración de IA. Vuelve a cargar la página para intentarlo de nuevo.',
  intro:
    'La mayoría de los correos de reservas traen datos de la reserva que Waybook lee en su propio servidor. Para los pocos que no los traen, el extractor de IA puede leer el texto del correo y encontrar las reservas que contiene.',
  switchLabel: 'Usar el extractor de IA para los correos que Waybook no puede leer',
  since: 'Activado desde el {{date}}.',
  sentHeading: 'Qué se envía y a dónde',
  sent: 'Solo cuando no se encuentran datos de reserva en un correo que reenvías o subes: su asunto y su texto (hasta 20.000 caracteres) se envían a {{host}}, el servicio de IA configurado en este servidor de Waybook. No se envía nada más sobre ti ni sobre tus viajes.',
  notSent: 'Mientras esta opción esté desactivada, no se envía nada a ningún servicio de IA.',
  readOnly: 'Tu administrador maneja esta configuración.',
  unavailable: 'Este servidor de Waybook no tiene extractor de IA. Nada de lo que reenvíes o subas se envía a un servicio de IA.',
  turnedOn: 'Extractor de IA activado.',
  turnedOff: 'Extractor de IA desactivado.',
  saveFailed: 'No se pudo actualizar tu configuración de IA. Inténtalo de nuevo.',
};

export default messages;
