import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    noLongerTracked: 'Ya no podemos hacer el seguimiento de este programa. Para ver tu actividad, visita el sitio web del programa.',
    securityQuestion: '{{program}} necesita que respondas a una pregunta de seguridad.',
    unableToGather:
      'Ahora mismo no podemos obtener la información de tu cuenta. Vuelve a intentarlo más tarde o, si sigues viendo este mensaje, ponte en contacto con el servicio de asistencia.',
    temporarilyDisabled: 'Este programa está desactivado temporalmente. Vuelve a intentarlo más tarde.',
    siteNeedsAttention:
      'El sitio web del programa requiere tu atención antes de que podamos obtener la información de tu cuenta. Inicia sesión en el sitio web del programa y vuelve a intentarlo.',
    accountLocked:
      'El sitio web indica que tu cuenta se ha bloqueado (suele deberse a varios intentos fallidos de inicio de sesión). Actualiza tus datos de inicio de sesión o ponte en contacto con el programa para obtener más información.',
    invalidCredentials:
      'La combinación de nombre de usuario y contraseña que has introducido no parece válida. Actualiza tus datos de inicio de sesión o ponte en contacto con el programa para obtener más información.',
    editToTrack: 'Edita tu cuenta para hacer el seguimiento de este programa automáticamente.',
    forwardStatementNew: '¡Novedad! Sigue tu saldo reenviando tu extracto de cuenta a {{email}}.',
    balanceOutOfDate: 'Tu saldo no está actualizado. Reenvía el extracto de tu programa de fidelización a {{email}}.',
    forwardToStart: 'Para empezar, reenvía los extractos de tus programas de fidelización a {{email}}.',
    cannotAccess: 'Ahora mismo no podemos acceder a la información de tu cuenta. Vuelve a intentarlo más tarde.',
  },
  label: {
    updating: 'Actualizando',
    signInProblem: 'Problema de inicio de sesión',
    securityAnswerNeeded: 'Falta la respuesta de seguridad',
    notSupported: 'No compatible',
    timeout: 'Tiempo de espera agotado',
    disabled: 'Desactivado',
    providerError: 'Error del sitio del programa',
    lockout: 'Cuenta bloqueada',
    pendingUserUpdate: 'Requiere actualización',
    deprecated: 'Sin seguimiento',
    deprecatedEmailTracked: 'Seguimiento por correo',
    emailTrackedOutOfDate: 'Saldo desactualizado',
    genericError: 'Error',
  },
};

export default messages;
