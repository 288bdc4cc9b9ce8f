const messages = {
  heading: 'Trips',
  emptyTitle: 'No trips yet',
  emptyTitleNamed: 'No trips yet, {{name}}',
  emptyBody: 'Your account is ready. The trips you plan will be listed here, upcoming ones first.',
} as const;

export default messages;
