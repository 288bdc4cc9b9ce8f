import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: 'Viajes',
  emptyTitle: 'Aún no tiene viajes',
  emptyTitleNamed: 'Aún no tiene viajes, {{name}}',
  emptyBody: 'Su cuenta está lista. Los viajes que planee aparecerán aquí, empezando por los próximos.',
};

export default messages;
