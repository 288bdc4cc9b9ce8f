import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  card: {
    typeNotAccepted: 'El tipo de tarjeta debe ser Visa, MasterCard, Discover o American Express',
    invalidNumber: 'Número de tarjeta no válido.',
    invalidSecurityCode: 'Código de seguridad no válido.',
    expirationRequired: 'La fecha de caducidad es obligatoria',
    expiryInPast: 'La fecha de caducidad debe ser posterior a hoy',
    invalidZip: 'Código postal no válido.',
    countryRequired: 'El país es obligatorio',
    declined: 'Tu tarjeta ha sido rechazada.',
    invalid: 'Los datos de la tarjeta no son válidos.',
    paymentServiceError: 'El servicio de pagos no está disponible. Vuelve a intentarlo más tarde.',
    voidPaymentError: 'No hemos podido completar tu cambio a Pro. Ponte en contacto con el servicio de asistencia.',
    serverError: 'No hemos podido procesar tu tarjeta. Vuelve a intentarlo o ponte en contacto con el servicio de asistencia.',
  },
  promo: {
    invalid: 'El código promocional no es válido',
    notEligibleForTrial: 'Lo sentimos, no cumples los requisitos para una prueba gratuita.',
    tooManyAttempts: 'Has probado demasiados códigos promocionales. Vuelve a intentarlo más tarde.',
  },
  error: {
    loadFailed: 'No se ha podido cargar la información de facturación',
    cancelFailed: 'Se ha producido un error al cancelar la suscripción Pro. Ponte en contacto con el servicio de asistencia.',
    receiptLoadFailed: 'No se ha podido cargar el recibo',
  },
  pill: {
    active: 'Activa',
    canceled: 'Cancelada el {{date}}',
    canceledUndated: 'Cancelada',
    suspended: 'Suspendida',
    expired: 'Caducada',
  },
};

export default messages;
