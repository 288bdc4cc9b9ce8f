import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    missingInfo: 'Missing Info',
    notMonitored: 'Not Monitored',
    scheduled: 'Scheduled',
    onTime: 'On Time',
    inFlightOnTime: 'In Flight On Time',
    arrivedOnTime: 'Arrived On Time',
    canceled: 'Cancelled',
    delayed: 'Delayed',
    inFlightLate: 'In Flight Late',
    arrivedLate: 'Arrived Late',
    diverted: 'Diverted',
    possiblyDelayed: 'Possibly Delayed',
    inFlightPossiblyLate: 'In Flight Possibly Late',
    arrivedPossiblyLate: 'Arrived Possibly Late',
    cantMonitor: "Can't Monitor",
    atRisk: 'At Risk',
    conflict: 'Conflict',
  },
  alternate: {
    maxStops: {
      nonstop: 'Direct only',
      oneOrNone: 'Direct or 1 stop',
      any: 'Any number of stops',
    },
  },
  seatTracker: {
    invalidSeat: '{{seat}} is not a seat; write seats like 31F, 31G.',
    adjacentOutOfRange: 'Choose from {{min}} to {{max}} seats together.',
    unknownPreference: '{{value}} is not a seat preference we recognise.',
  },
};

export default messages;
