import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  card: {
    typeNotAccepted: 'El tipo de tarjeta debe ser Visa, MasterCard, Discover o American Express',
    invalidNumber: 'Número de tarjeta inválido.',
    invalidSecurityCode: 'Código de seguridad inválido.',
    expirationRequired: 'La fecha de vencimiento es obligatoria',
    expiryInPast: 'La fecha de vencimiento debe ser posterior a hoy',
    invalidZip: 'Código postal inválido.',
    countryRequired: 'El país es obligatorio',
    declined: 'Tu tarjeta fue rechazada.',
    invalid: 'Los datos de la tarjeta no son válidos.',
    paymentServiceError: 'El servicio de pagos no está disponible. Vuelve a intentarlo más tarde.',
    voidPaymentError: 'No pudimos completar tu cambio a Pro. Comunícate con soporte.',
    serverError: 'No pudimos procesar tu tarjeta. Vuelve a intentarlo o comunícate con soporte.',
  },
  promo: {
    invalid: 'El código promocional no es válido',
    notEligibleForTrial: 'Lo sentimos, no cumples los requisitos para una prueba gratuita.',
    tooManyAttempts: 'Intentaste demasiados códigos promocionales. Vuelve a intentarlo más tarde.',
  },
  error: {
    loadFailed: 'No se pudo cargar la información de facturación',
    cancelFailed: 'Se produjo un error al cancelar la suscripción Pro. Comunícate con soporte.',
    receiptLoadFailed: 'No se pudo cargar el recibo',
  },
  pill: {
    active: 'Activa',
    canceled: 'Cancelada el {{date}}',
    canceledUndated: 'Cancelada',
    suspended: 'Suspendida',
    expired: 'Vencida',
  },
};

export default messages;
