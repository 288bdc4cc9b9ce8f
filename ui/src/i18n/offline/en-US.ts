// Offline on the travel day (namespace `offline`): the app frame's banner when what the screen
// shows comes from the trips saved on the device, and the refusal of a change made with no network
// (changes are not queued: see docs/architecture.md, "Offline on the travel day").
const messages = {
  savedData: 'You’re offline. Showing trips saved {{when}}.',
  editRefused:
    'You’re offline, so this change wasn’t saved. Waybook doesn’t keep changes made offline, so they can’t clash with changes by the people you share trips with. Make it again once you’re back online.',
  region: 'No network',
} as const;

export default messages;
