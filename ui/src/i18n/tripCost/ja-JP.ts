import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: '旅行費用',
  back: '「{{name}}」に戻る',
  intro: '各プランの合計費用です。金額を自由な形式で入力し、通貨を選んでください。必要な箇所を変更してから、まとめて保存できます。',
  introViewer: 'この旅行を編集できるメンバーが入力した、各プランの合計費用です。',
  empty: 'この旅行にはまだ予約がないため、表示する費用はありません。',
  notSet: '未入力',
  totals: '合計',
  noTotals: 'まだ費用が入力されていません。',
  totalIn: '{{currency}} の合計',
  sharesIn: '{{currency}} でのプラン種別ごとの割合',
  unreadable_one: '{{count}} 件の費用を金額として読み取れないため、入力どおりに表示し、合計には含めていません。',
  unreadable_other: '{{count}} 件の費用を金額として読み取れないため、入力どおりに表示し、合計には含めていません。',
  notCounted: '（合計に含まれません）',
  noChanges: '保存する変更はありません',
  changes: '未保存の変更：{{number}}件',
  save: 'すべて保存',
  saving: '費用を保存しています…',
  saved: '費用を保存しました',
  saveFailed: '費用を保存できませんでした。変更内容はそのまま残っています。もう一度お試しください。',
};

export default messages;
