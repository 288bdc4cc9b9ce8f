import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: '旅行',
  emptyTitle: 'まだ旅行はありません',
  emptyTitleNamed: '{{name}}さん、まだ旅行はありません',
  emptyBody: 'アカウントの準備ができました。計画した旅行は、近い日程のものから順にここに表示されます。',
  status: {
    conflict: '競合',
    notMonitored: '監視対象外',
    missingKeyInfo: '情報不足',
    monitoringLoss: '監視中断',
    cancellations: 'キャンセル',
    diversions: '目的地変更',
    delays: '遅延',
    connectionAtRisk: '乗り継ぎ要注意',
    allClear: '問題なし',
  },
  image: {
    unsupportedType: '{{types}}のいずれかの形式の画像を選択してください。',
    tooLarge: '画像のサイズは{{maxMegabytes}}MB以下にしてください。',
    tooManyPixels: '画像は{{maxWidth}}×{{maxHeight}}ピクセル以下にしてください。',
  },
};

export default messages;
