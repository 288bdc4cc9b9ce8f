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
