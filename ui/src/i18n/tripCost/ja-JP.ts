import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: '旅行費用',
  back: '「{{name}}」に戻る',
  intro: '各予定の合計費用を通貨も含めて入力どおりに表示します。必要な項目を変更し、まとめて保存してください。',
  introViewer: 'この旅行を編集できるメンバーが入力した、各予定の合計費用です。',
  empty: 'この旅行にはまだ予定がないため、表示する費用はありません。',
  fieldSuffix: '、合計費用',
  placeholder: '例：12,000円',
  notSet: '未入力',
  noChanges: '保存する変更はありません',
  changes: '未保存の変更：{{number}}件',
  save: 'すべて保存',
  saving: '費用を保存しています…',
  saved: '費用を保存しました',
  saveFailed: '費用を保存できませんでした。変更内容はそのまま残っています。もう一度お試しください。',
};

export default messages;
