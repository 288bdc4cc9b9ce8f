import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    missingInfo: 'Angaben fehlen',
    notMonitored: 'Nicht überwacht',
    scheduled: 'Geplant',
    onTime: 'Pünktlich',
    inFlightOnTime: 'Im Flug, pünktlich',
    arrivedOnTime: 'Pünktlich gelandet',
    canceled: 'Annulliert',
    delayed: 'Verspätet',
    inFlightLate: 'Im Flug, verspätet',
    arrivedLate: 'Verspätet gelandet',
    diverted: 'Umgeleitet',
    possiblyDelayed: 'Möglicherweise verspätet',
    inFlightPossiblyLate: 'Im Flug, möglicherweise verspätet',
    arrivedPossiblyLate: 'Gelandet, möglicherweise verspätet',
    cantMonitor: 'Überwachung nicht möglich',
    atRisk: 'Gefährdet',
    conflict: 'Konflikt',
  },
  alternate: {
    maxStops: {
      nonstop: 'Nur Nonstop',
      oneOrNone: 'Höchstens 1 Zwischenstopp',
      any: 'Beliebig viele Zwischenstopps',
    },
  },
  seatTracker: {
    invalidSeat: '{{seat}} ist kein Sitzplatz. Geben Sie Sitzplätze im Format 31F, 31G ein.',
    adjacentOutOfRange: 'Wählen Sie {{min}} bis {{max}} nebeneinanderliegende Sitzplätze.',
    unknownPreference: '{{value}} ist kein bekannter Sitzplatzwunsch.',
  },
};

export default messages;
