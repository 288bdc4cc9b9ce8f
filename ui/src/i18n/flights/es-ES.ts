import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    missingInfo: 'Falta información',
    notMonitored: 'Sin seguimiento',
    scheduled: 'Programado',
    onTime: 'En hora',
    inFlightOnTime: 'En vuelo, en hora',
    arrivedOnTime: 'Aterrizado en hora',
    canceled: 'Cancelado',
    delayed: 'Retrasado',
    inFlightLate: 'En vuelo, con retraso',
    arrivedLate: 'Aterrizado con retraso',
    diverted: 'Desviado',
    possiblyDelayed: 'Posible retraso',
    inFlightPossiblyLate: 'En vuelo, posible retraso',
    arrivedPossiblyLate: 'Aterrizado, posible retraso',
    cantMonitor: 'Seguimiento no disponible',
    atRisk: 'En riesgo',
    conflict: 'Conflicto',
  },
  alternate: {
    maxStops: {
      nonstop: 'Solo directos',
      oneOrNone: 'Máximo 1 escala',
      any: 'Cualquier número de escalas',
    },
  },
  seatTracker: {
    invalidSeat: '{{seat}} no es un asiento; escribe los asientos así: 31F, 31G.',
    adjacentOutOfRange: 'Elige entre {{min}} y {{max}} asientos juntos.',
    unknownPreference: '{{value}} no es una preferencia de asiento válida.',
  },
};

export default messages;
