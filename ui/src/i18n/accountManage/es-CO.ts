import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  delete: {
    heading: 'Eliminar cuenta',
    whatHeading: 'Qué pasa al eliminar tu cuenta',
    what: {
      trips: 'Los viajes que solo son tuyos o que compartes solo con lectores se eliminan con sus planes y documentos.',
      shared: 'Un viaje que compartes con alguien que puede editarlo pasa a quien se unió primero, con los planes que agregaste.',
      data: 'Se eliminan tus elementos sin archivar, archivos subidos, direcciones de correo e inicios de sesión.',
      final: 'No se puede deshacer. Más adelante puedes registrarte de nuevo con el mismo correo.',
    },
    consent: 'Entiendo que mi cuenta y sus datos se eliminarán para siempre',
    password: 'Contraseña',
    submit: 'Eliminar cuenta',
    mailMe: 'Mejor envíame un enlace de confirmación por correo',
    mailed: 'Enviamos un enlace de confirmación a tu correo principal. Funciona una sola vez, durante una hora.',
    fromLink: 'Abriste el enlace de confirmación de tu correo. Marca la casilla para eliminar tu cuenta.',
    failures: {
      'incorrect-password': 'La contraseña actual no es correcta. Inténtalo de nuevo.',
      'invalid-link': 'Este enlace de confirmación venció o ya se usó. Pide uno nuevo.',
      throttled: 'Demasiados intentos. Vuelve a intentarlo en unos minutos.',
      failed: 'No pudimos eliminar tu cuenta. Inténtalo de nuevo o comunícate con soporte.',
    },
  },
};

export default messages;
