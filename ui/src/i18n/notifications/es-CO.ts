import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  sms: {
    gatewayIssue: 'En este momento tenemos problemas para enviar mensajes de texto. Inténtelo de nuevo más tarde.',
    badPhoneNumber: 'Este número de teléfono no es válido o no es compatible.',
    alreadyVerified: 'Este número de teléfono ya fue verificado.',
    badVerificationCode: 'Código de verificación incorrecto',
    tooManyTriesSetup: 'Demasiados intentos de configuración. Inténtelo de nuevo más tarde.',
    tooManyTriesResend: 'Demasiadas solicitudes de reenvío del código. Inténtelo de nuevo más tarde.',
    invalidFreeTrial: 'Las alertas por mensaje de texto no están disponibles durante la prueba gratuita.',
    recaptchaFailed: 'Falló la verificación de reCAPTCHA',
    undefinedError: 'Se produjo un error inesperado. Inténtelo de nuevo o comuníquese con soporte.',
    removeFailed: 'No se pudo eliminar el número de teléfono',
    codeLength: 'El código de verificación debe tener {{digits}} dígitos.',
  },
};

export default messages;
