import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Inteligencia artificial',
  },
  loading: 'Cargando tus ajustes de IA…',
  loadFailed: 'No se han podido cargar tus ajustes de IA. Vuelve a cargar la página para intentarlo de nuevo.',
  intro:
    'La mayoría de los correos de reservas incluyen datos de la reserva que Waybook lee en su propio servidor. Para los pocos que no los incluyen, el extractor de IA puede leer el texto del correo y encontrar en él las reservas.',
  switchLabel: 'Usar el extractor de IA con los correos que Waybook no puede leer',
  since: 'Activado desde el {{date}}.',
  sentHeading: 'Qué se envía y adónde',
  sent: 'Solo cuando no se encuentran datos de reserva en un correo que reenvías o subes: su asunto y su texto (hasta 20.000 caracteres) se envían a {{host}}, el servicio de IA configurado en este servidor de Waybook. No se envía nada más sobre ti ni sobre tus viajes.',
  notSent: 'Mientras esta opción esté desactivada, nunca se envía nada a ningún servicio de IA.',
  readOnly: 'Tu administrador gestiona este ajuste.',
  unavailable: 'Este servidor de Waybook no tiene extractor de IA. Nada de lo que reenvíes o subas se envía a ningún servicio de IA.',
  turnedOn: 'Extractor de IA activado.',
  turnedOff: 'Extractor de IA desactivado.',
  saveFailed: 'No se han podido actualizar tus ajustes de IA. Vuelve a intentarlo.',
};

export default messages;
