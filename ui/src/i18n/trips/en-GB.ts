import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Trips',
  emptyTitle: 'No trips yet',
  emptyTitleNamed: 'No trips yet, {{name}}',
  emptyBody: 'Your account is ready. The trips you plan will be listed here, upcoming ones first.',
};

export default messages;
