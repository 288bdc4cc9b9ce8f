import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'Fusionar cuentas',
    intro: '¿Tienes una segunda cuenta de Waybook con otra dirección de correo? Fusiónala con esta.',
    whatHeading: 'Qué hace la fusión',
    what: {
      moves: 'Los viajes, planes, documentos, direcciones de correo y elementos compartidos de la otra cuenta pasan a esta cuenta.',
      closes: 'Después, la otra cuenta se cierra: a partir de ahora inicia sesión con esta.',
      link: 'Enviamos un enlace a la otra dirección. Ábrelo con la sesión iniciada en esta cuenta. El enlace funciona una sola vez, durante un día.',
    },
    email: 'Dirección de correo de la otra cuenta',
    emailHelp: 'Necesitas tener acceso a ese buzón.',
    submit: 'Enviar enlace de fusión',
    sending: 'Enviando…',
    back: 'Volver a Gestionar cuenta',
    sent: 'Si {{email}} pertenece a una cuenta de Waybook, le hemos enviado un enlace de fusión. Ábrelo con la sesión iniciada en esta cuenta.',
    link: 'Fusionar otra cuenta con esta',
  },
  modal: {
    title: 'Fusionar cuentas',
    intro: '¿Quieres fusionar la cuenta a la que se envió este enlace con la cuenta en la que has iniciado sesión?',
    confirm: 'Fusionar cuentas',
    merging: 'Fusionando…',
    cancel: 'Cancelar',
    close: 'Cerrar',
    signOut: 'Cerrar sesión',
    merged: 'Cuentas fusionadas. Han pasado a esta cuenta: viajes {{trips}}, planes {{plans}}, direcciones de correo {{emails}}.',
  },
  failures: {
    'rate-limit': 'Demasiadas solicitudes de fusión. Espera unos minutos y vuelve a intentarlo.',
    'expired-link': 'Este enlace de fusión ha caducado. Pide uno nuevo desde Fusionar cuentas.',
    'account-mismatch': 'Cierra sesión y vuelve a intentarlo.',
    'invalid-link': 'Este enlace de fusión no es válido o ya se ha usado.',
    'invalid-email': 'Introduce una dirección de correo válida.',
    generic: 'No se han podido fusionar las cuentas. Vuelve a intentarlo o ponte en contacto con el servicio de asistencia.',
    failed: 'No se han podido fusionar las cuentas. Vuelve a intentarlo o ponte en contacto con el servicio de asistencia.',
    sendFailed: 'No se ha podido enviar el correo para fusionar cuentas',
  },
};

export default messages;
