import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: '連携アプリ',
  },
  intro: 'これらのアプリは、あなたの許可を得て Waybook アカウントを利用できます。連携を解除すると、すぐにアクセスできなくなります。',
  loading: '連携アプリを読み込んでいます…',
  loadFailed: '連携アプリを読み込めませんでした',
  retry: '再試行',
  empty: {
    title: '連携アプリはありません',
    body: 'Waybook アカウントの利用をアプリに許可すると、ここに表示されます。',
  },
  listLabel: 'アカウントにアクセスできるアプリ',
  website: 'ウェブサイト：',
  granted: '{{date}} に連携',
  grantedUnknown: '連携日不明',
  disconnect: '連携を解除',
  disconnectNamed: '{{name}} の連携を解除',
  confirm: {
    title: '{{name}} の連携を解除しますか？',
    body: '{{name}} はあなたの旅行を表示・変更できなくなります。再び使うには、もう一度許可する必要があります。',
    cancel: 'キャンセル',
    action: '連携を解除',
    pending: '解除しています…',
  },
  disconnected: '{{name}} の連携を解除しました。',
  disconnectFailed: 'アプリの連携を解除できませんでした',
};

export default messages;
