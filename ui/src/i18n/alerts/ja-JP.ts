import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  aiExtractor: {
    title: '旅行データ抽出機能のご紹介',
    message: 'Waybookにメールで送信した旅行プランをAIが読み取り、その詳細を旅行に追加します。AI設定で有効にしてください。',
  },
  time: {
    justNow: 'たった今',
  },
  dismissFailed: 'アラートを非表示にできませんでした',
  menu: {
    label: 'メッセージ',
    newMessages: '（新着あり）',
    loading: 'メッセージを読み込んでいます…',
    empty: 'メッセージはありません。',
    viewAll: 'すべて表示',
    failed: 'メッセージを読み込めませんでした。',
  },
  pro: 'Pro',
  page: {
    title: 'メッセージ',
    intro: '旅行、フライト、アカウントに関するお知らせです。',
    empty: 'メッセージはまだありません。旅行、招待、フライトに関するお知らせがここに表示されます。',
    failed: 'メッセージを読み込めませんでした。',
    retry: '再試行',
    previous: '前へ',
    next: '次へ',
    pageOf: '{{page}} / {{count}} ページ',
    pagination: 'メッセージのページ',
    dismiss: '非表示',
    dismissLabel: '「{{title}}」を非表示',
    isNew: '新着',
  },
};

export default messages;
