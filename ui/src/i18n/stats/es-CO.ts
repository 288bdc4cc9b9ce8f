import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  distance: {
    miles: '{{count}} mi',
    kilometres: '{{count}} km',
  },
  co2: '{{amount}} kg de CO₂',
  year: {
    all: 'Todos los años',
    one: '{{year}}',
  },
};

export default messages;
