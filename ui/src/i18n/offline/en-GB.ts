import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  savedData: 'You’re offline. Showing trips saved {{when}}.',
  editRefused:
    'You’re offline, so this change wasn’t saved. Waybook doesn’t keep changes made offline, so they can’t clash with changes made by the people you share trips with. Make it again once you’re back online.',
  region: 'No network',
} as const;

export default messages;
