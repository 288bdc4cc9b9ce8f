import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Reisen',
  emptyTitle: 'Noch keine Reisen',
  emptyTitleNamed: 'Noch keine Reisen, {{name}}',
  emptyBody: 'Ihr Konto ist eingerichtet. Ihre geplanten Reisen erscheinen hier, die nächsten zuerst.',
};

export default messages;
