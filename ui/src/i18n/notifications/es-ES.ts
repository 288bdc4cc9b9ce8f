import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  sms: {
    gatewayIssue: 'Ahora mismo tenemos problemas para enviar SMS. Vuelve a intentarlo más tarde.',
    badPhoneNumber: 'Este número de teléfono no es válido o no es compatible.',
    alreadyVerified: 'Este número de teléfono ya se ha verificado.',
    badVerificationCode: 'Código de verificación incorrecto',
    tooManyTriesSetup: 'Demasiados intentos de configuración. Vuelve a intentarlo más tarde.',
    tooManyTriesResend: 'Has solicitado el código demasiadas veces. Vuelve a intentarlo más tarde.',
    invalidFreeTrial: 'Las alertas por SMS no están disponibles durante la prueba gratuita.',
    recaptchaFailed: 'Error en la verificación de reCAPTCHA',
    undefinedError: 'Se ha producido un error inesperado. Vuelve a intentarlo o ponte en contacto con el servicio de asistencia.',
    removeFailed: 'No se ha podido eliminar el número de teléfono',
    codeLength: 'El código de verificación debe tener {{digits}} dígitos.',
  },
};

export default messages;
