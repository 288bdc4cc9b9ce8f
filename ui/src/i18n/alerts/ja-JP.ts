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
};

export default messages;
