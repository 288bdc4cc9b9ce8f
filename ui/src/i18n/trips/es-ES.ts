import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Viajes',
  emptyTitle: 'Aún no tienes viajes',
  emptyTitleNamed: 'Aún no tienes viajes, {{name}}',
  emptyBody: 'Tu cuenta está lista. Los viajes que planifiques aparecerán aquí, empezando por los próximos.',
};

export default messages;
