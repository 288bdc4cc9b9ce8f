// The trip list, trip statuses and trip image checks (namespace `trips`). The status labels and
// image texts are produced by @waybook/core (TRIP_STATUS_LABEL_KEYS, tripImageErrorMessage).
const messages = {
  heading: 'Trips',
  addTrip: 'Add trip',
  loading: 'Loading trips…',
  tabs: {
    label: 'Trip lists',
    your_upcoming: 'Your upcoming',
    others_upcoming: 'Others’ upcoming',
    past: 'Past',
    unassigned: 'Unassigned plans',
  },
  // The heading of each tab's panel.
  titles: {
    your_upcoming: 'Your upcoming trips',
    others_upcoming: 'Others’ upcoming trips',
    past: 'Past trips',
    unassigned: 'Unassigned plans',
  },
  permission: {
    label: 'Show',
    all: 'All trips',
    own: 'Trips you own',
    others: 'Trips others own',
  },
  empty: {
    your_upcoming: {
      title: 'No upcoming trips',
      body: 'Trips you’re traveling on show up here, soonest first. Add a trip to start planning your next one.',
    },
    others_upcoming: {
      title: 'No upcoming trips for others',
      body: 'Trips you plan or follow without traveling yourself show up here. Add one for someone else, or ask the organizer to invite you to theirs.',
    },
    past: {
      title: 'No past trips yet',
      body: 'Trips move here once their end date has passed, most recent first.',
      action: 'See your upcoming trips',
    },
    unassigned: {
      title: 'No unassigned plans',
      body: 'Plans you import or create outside a trip appear here, so you can move them into a trip later.',
    },
    filtered: {
      own: 'You’re only seeing trips you own.',
      others: 'You’re only seeing trips other people own.',
    },
    showAll: 'Show all trips',
    addTrip: 'Add a trip',
  },
  pageMissing: {
    title: 'There’s no page {{page}}',
    body: 'This list is shorter now, perhaps because some trips were removed or have ended.',
    action: 'Go to the last page',
  },
  error: {
    title: 'We couldn’t load your trips',
    network: 'You seem to be offline. Check your connection, then try again.',
    timeout: 'The server took too long to answer. Please try again.',
    other: 'Something went wrong on our side. Please try again in a moment.',
    retry: 'Try again',
  },
  unfiled: {
    add: 'Add a plan',
    loading: 'Loading unassigned plans…',
    errorTitle: 'We couldn’t load your unassigned plans',
    noDate: 'No date',
    pageMissing: 'This list is shorter now, perhaps because some plans were moved into trips or deleted.',
  },
  card: {
    untitled: 'Untitled trip',
    dates: 'Dates:',
    destination: 'Destination:',
    range: '{{start}} – {{end}}',
    from: 'From {{start}}',
    until: 'Until {{end}}',
    noDates: 'Dates not set',
    inProgress: 'In progress',
    statuses: 'Trip status',
    owner: 'Owned by {{name}}',
  },
  pagination: {
    label: 'Trip list pages',
    where: 'Page {{page}} of {{maxPage}}',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
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
