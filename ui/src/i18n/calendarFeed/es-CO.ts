import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Feed de calendario',
  },
  loading: 'Cargando tu feed de calendario…',
  intro:
    'Tu feed de calendario muestra tus viajes y planes en Google Calendar, Calendario de Apple, Outlook o cualquier aplicación de calendario que pueda suscribirse a un calendario mediante una URL.',
  status: {
    label: 'Estado:',
    on: 'Activado',
    off: 'Desactivado',
  },
  offExplanation:
    'Activa el feed de calendario para obtener un enlace privado a tus viajes. Suscríbete una vez y tu aplicación de calendario mantendrá tus viajes al día por sí sola.',
  enable: 'Activar feed de calendario',
  enabling: 'Activando…',
  enableFailed: 'No se pudo activar el feed de calendario',
  url: 'Enlace privado de tu feed de calendario',
  copy: 'Copiar',
  copied: 'Enlace copiado.',
  copyFailed: 'No se pudo copiar el enlace. Selecciónalo y cópialo tú mismo.',
  subscribe: 'Suscribirse en tu aplicación de calendario',
  subscribeHint: 'o pega el enlace donde tu aplicación de calendario pida la URL de un calendario.',
  privacyWarning: 'Mantén este enlace en privado: cualquier persona que lo tenga puede ver tus viajes. Si lo compartiste por error, restablécelo.',
  newLink: 'Este es tu nuevo enlace. El anterior ya no funciona: vuelve a suscribirte con este en tus aplicaciones de calendario.',
  optionsHeading: 'Qué muestra el feed',
  detailed: 'Incluir detalles (números de confirmación, costos, lugares)',
  localTime: 'Usar horas locales',
  localTimeHint: 'Con las horas locales, cada evento muestra la hora del lugar donde ocurre, sin importar la zona horaria de tu calendario.',
  saving: 'Guardando…',
  flagsSaved: 'Configuración del feed de calendario guardada.',
  cancel: 'Cancelar',
  reset: {
    action: 'Restablecer enlace',
    title: '¿Restablecer el enlace de tu feed de calendario?',
    body: 'Recibirás un enlace nuevo y el actual dejará de funcionar de inmediato. Los calendarios suscritos con él no se actualizarán hasta que vuelvas a suscribirte con el enlace nuevo.',
    confirm: 'Restablecer enlace',
    pending: 'Restableciendo…',
  },
  disable: {
    action: 'Desactivar',
    title: '¿Desactivar tu feed de calendario?',
    body: 'Tu enlace dejará de funcionar de inmediato y tus viajes ya no se actualizarán en los calendarios suscritos a él. Puedes volver a activar el feed cuando quieras.',
    confirm: 'Desactivar',
    pending: 'Desactivando…',
  },
  done: {
    enable: 'Feed de calendario activado.',
    reset: 'Enlace del feed de calendario restablecido.',
    disable: 'Feed de calendario desactivado.',
  },
};

export default messages;
