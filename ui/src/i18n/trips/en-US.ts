// The trip list, trip statuses and trip image checks (namespace `trips`). The status labels and
// image texts are produced by @waybook/core (TRIP_STATUS_LABEL_KEYS, tripImageErrorMessage).
const messages = {
  heading: 'Trips',
  emptyTitle: 'No trips yet',
  emptyTitleNamed: 'No trips yet, {{name}}',
  emptyBody: 'Your account is ready. The trips you plan will be listed here, upcoming ones first.',
  status: {
    conflict: 'Conflict',
    notMonitored: 'Not Monitored',
    missingKeyInfo: 'Missing Info',
    monitoringLoss: 'Monitoring Loss',
    cancellations: 'Cancellations',
    diversions: 'Diversions',
    delays: 'Delays',
    connectionAtRisk: 'Connection At Risk',
    allClear: 'All Clear',
  },
  image: {
    unsupportedType: 'Please choose an image in one of these formats: {{types}}.',
    tooLarge: 'The image must be {{maxMegabytes}} MB or smaller.',
    tooManyPixels: 'The image can be at most {{maxWidth}} × {{maxHeight}} pixels.',
  },
} as const;

export default messages;
