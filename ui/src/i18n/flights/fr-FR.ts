import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    missingInfo: 'Informations manquantes',
    notMonitored: 'Non suivi',
    scheduled: 'Prévu',
    onTime: 'À l’heure',
    inFlightOnTime: 'En vol, à l’heure',
    arrivedOnTime: 'Arrivé à l’heure',
    canceled: 'Annulé',
    delayed: 'Retardé',
    inFlightLate: 'En vol, en retard',
    arrivedLate: 'Arrivé en retard',
    diverted: 'Dérouté',
    possiblyDelayed: 'Retard possible',
    inFlightPossiblyLate: 'En vol, retard possible',
    arrivedPossiblyLate: 'Arrivé, retard possible',
    cantMonitor: 'Suivi impossible',
    atRisk: 'À risque',
    conflict: 'Conflit',
  },
  alternate: {
    maxStops: {
      nonstop: 'Sans escale uniquement',
      oneOrNone: '1 escale maximum',
      any: 'Nombre d’escales indifférent',
    },
  },
  seatTracker: {
    invalidSeat: '{{seat}} n’est pas un siège ; saisissez les sièges sous la forme 31F, 31G.',
    adjacentOutOfRange: 'Choisissez de {{min}} à {{max}} sièges côte à côte.',
    unknownPreference: '{{value}} n’est pas une préférence de siège reconnue.',
  },
};

export default messages;
