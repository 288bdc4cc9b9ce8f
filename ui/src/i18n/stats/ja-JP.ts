import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  distance: {
    miles: '{{count}}マイル',
    kilometres: '{{count}}km',
  },
  co2: 'CO₂ {{amount}}kg',
  year: {
    all: 'すべての年',
    one: '{{year}}年',
  },
};

export default messages;
