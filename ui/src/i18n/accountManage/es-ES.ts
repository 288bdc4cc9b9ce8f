import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  delete: {
    heading: 'Eliminar cuenta',
    whatHeading: 'Qué ocurre al eliminar tu cuenta',
    what: {
      trips: 'Los viajes que solo son tuyos o que compartes solo con lectores se eliminan con sus planes y documentos.',
      shared: 'Un viaje que compartes con alguien que puede editarlo pasa a quien se unió primero, con los planes que añadiste.',
      data: 'Se eliminan tus elementos sin archivar, archivos subidos, direcciones de correo e inicios de sesión.',
      final: 'No se puede deshacer. Más adelante puedes volver a registrarte con el mismo correo.',
    },
    consent: 'Entiendo que mi cuenta y sus datos se eliminarán para siempre',
    password: 'Contraseña',
    submit: 'Eliminar cuenta',
    mailMe: 'Prefiero recibir un enlace de confirmación por correo',
    mailed: 'Hemos enviado un enlace de confirmación a tu correo principal. Funciona una sola vez, durante una hora.',
    fromLink: 'Has abierto el enlace de confirmación de tu correo. Marca la casilla para eliminar tu cuenta.',
    failures: {
      'incorrect-password': 'La contraseña actual no es correcta. Vuelve a intentarlo.',
      'invalid-link': 'Este enlace de confirmación ha caducado o ya se ha usado. Pide uno nuevo.',
      throttled: 'Demasiados intentos. Vuelve a intentarlo dentro de unos minutos.',
      failed: 'No hemos podido eliminar tu cuenta. Vuelve a intentarlo o ponte en contacto con el servicio de asistencia.',
    },
  },
};

export default messages;
