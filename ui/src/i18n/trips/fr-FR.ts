import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Voyages',
  emptyTitle: 'Aucun voyage pour le moment',
  emptyTitleNamed: 'Aucun voyage pour le moment, {{name}}',
  emptyBody: 'Votre compte est prêt. Les voyages que vous planifiez apparaîtront ici, les prochains en premier.',
};

export default messages;
