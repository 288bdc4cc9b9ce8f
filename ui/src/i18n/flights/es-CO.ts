import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    missingInfo: 'Falta información',
    notMonitored: 'Sin monitoreo',
    scheduled: 'Programado',
    onTime: 'A tiempo',
    inFlightOnTime: 'En vuelo, a tiempo',
    arrivedOnTime: 'Llegó a tiempo',
    canceled: 'Cancelado',
    delayed: 'Demorado',
    inFlightLate: 'En vuelo, demorado',
    arrivedLate: 'Llegó con demora',
    diverted: 'Desviado',
    possiblyDelayed: 'Posible demora',
    inFlightPossiblyLate: 'En vuelo, posible demora',
    arrivedPossiblyLate: 'Llegó, posible demora',
    cantMonitor: 'No se puede monitorear',
    atRisk: 'En riesgo',
    conflict: 'Conflicto',
  },
  alternate: {
    maxStops: {
      nonstop: 'Solo sin escalas',
      oneOrNone: 'Máximo 1 escala',
      any: 'Cualquier número de escalas',
    },
  },
  seatTracker: {
    invalidSeat: '{{seat}} no es un asiento; escriba los asientos así: 31F, 31G.',
    adjacentOutOfRange: 'Elija entre {{min}} y {{max}} asientos juntos.',
    unknownPreference: '{{value}} no es una preferencia de asiento válida.',
  },
};

export default messages;
