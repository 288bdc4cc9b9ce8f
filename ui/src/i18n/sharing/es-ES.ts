import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  innerCircle: {
    undefinedError: 'Se ha producido un error inesperado. Vuelve a intentarlo o ponte en contacto con el servicio de asistencia.',
    alreadyInvited: 'Ya has invitado a {{email}}.',
    jurisdictionBlocked: 'No puedes invitar a {{email}} a tu Inner Circle porque esa cuenta pertenece a otra región.',
    cannotInviteSelf: 'No puedes enviarte una invitación a tu propio Inner Circle.',
  },
  calendarFeed: {
    updateFailed: 'No se ha podido actualizar el feed del calendario',
    urlSaveFailed: 'No se ha podido guardar la URL del feed del calendario',
    resetOrDisableFailed: 'No se ha podido restablecer o desactivar el feed del calendario',
    propagationNotice: 'Los cambios pueden tardar hasta {{hours}} horas en aplicarse.',
  },
  publicSharing: {
    resetFailed: 'No se ha podido restablecer la URL para compartir públicamente',
    disabledForUser: 'La opción de compartir viajes públicamente está desactivada en tu cuenta.',
    updateFailed: 'No se ha podido actualizar la opción de compartir públicamente',
  },
};

export default messages;
