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
