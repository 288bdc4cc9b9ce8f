import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    noLongerTracked: 'Ya no podemos hacer seguimiento de este programa. Para ver su actividad, visite el sitio web del programa.',
    securityQuestion: '{{program}} necesita que responda una pregunta de seguridad.',
    unableToGather:
      'En este momento no podemos obtener la información de su cuenta. Inténtelo de nuevo más tarde o, si sigue viendo este mensaje, comuníquese con soporte.',
    temporarilyDisabled: 'Este programa está deshabilitado temporalmente. Inténtelo de nuevo más tarde.',
    siteNeedsAttention:
      'El sitio web del programa requiere su atención antes de que podamos obtener la información de su cuenta. Inicie sesión en el sitio web del programa e inténtelo de nuevo.',
    accountLocked:
      'El sitio web indica que su cuenta fue bloqueada (esto suele deberse a varios intentos fallidos de inicio de sesión). Actualice sus datos de inicio de sesión o comuníquese con el programa para obtener más información.',
    invalidCredentials:
      'La combinación de usuario y contraseña que ingresó parece no ser válida. Actualice sus datos de inicio de sesión o comuníquese con el programa para obtener más información.',
    editToTrack: 'Edite su cuenta para hacer seguimiento automático de este programa.',
    forwardStatementNew: '¡Nuevo! Haga seguimiento de su saldo reenviando su estado de cuenta a {{email}}.',
    balanceOutOfDate: 'Su saldo no está actualizado. Reenvíe el estado de cuenta de su programa de recompensas a {{email}}.',
    forwardToStart: 'Para comenzar, reenvíe los estados de cuenta de sus programas de recompensas a {{email}}.',
    cannotAccess: 'En este momento no podemos acceder a la información de su cuenta. Inténtelo de nuevo más tarde.',
  },
  label: {
    updating: 'Actualizando',
    signInProblem: 'Problema de inicio de sesión',
    securityAnswerNeeded: 'Se requiere respuesta de seguridad',
    notSupported: 'No compatible',
    timeout: 'Tiempo de espera agotado',
    disabled: 'Deshabilitado',
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
