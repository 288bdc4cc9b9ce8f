import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  loading: 'Cargando…',
  clear: 'Borrar {{label}}',
  noMatches: 'No se han encontrado coincidencias',
  openCalendar: 'Elegir una fecha',
  dateFormat: 'Formato: {{format}}',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  close: 'Cerrar',
  dismiss: 'Cerrar notificación',
  notifications: 'Notificaciones',
  money: {
    currency: 'Moneda',
    currencyFor: 'para {{name}}',
    readsAs: 'Se entiende como {{value}}',
  },
};

export default messages;
