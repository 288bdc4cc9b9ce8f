// Flight status labels, alternate-flight search choices and seat tracker input messages
// (namespace `flights`). The keys are produced by @waybook/core (FLIGHT_MESSAGE_KEYS); the status
// labels are the spec's wording for codes 100 to 901.
const messages = {
  status: {
    missingInfo: 'Missing Info',
    notMonitored: 'Not Monitored',
    scheduled: 'Scheduled',
    onTime: 'On Time',
    inFlightOnTime: 'In Flight On Time',
    arrivedOnTime: 'Arrived On Time',
    canceled: 'Canceled',
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
      nonstop: 'Nonstop only',
      oneOrNone: 'Nonstop or 1 stop',
      any: 'Any number of stops',
    },
  },
  seatTracker: {
    invalidSeat: '{{seat}} is not a seat; write seats like 31F, 31G.',
    adjacentOutOfRange: 'Choose from {{min}} to {{max}} seats together.',
    unknownPreference: '{{value}} is not a seat preference we recognize.',
  },
} as const;

export default messages;
