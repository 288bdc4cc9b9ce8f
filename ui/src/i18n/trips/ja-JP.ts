import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: '旅行',
  emptyTitle: 'まだ旅行はありません',
  emptyTitleNamed: '{{name}}さん、まだ旅行はありません',
  emptyBody: 'アカウントの準備ができました。計画した旅行は、近い日程のものから順にここに表示されます。',
};

export default messages;
