import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  loading: '読み込み中…',
  clear: '{{label}}をクリア',
  noMatches: '一致する候補が見つかりません',
  openCalendar: '日付を選択',
  dateFormat: '形式：{{format}}',
  previousMonth: '前の月',
  nextMonth: '次の月',
  close: '閉じる',
  dismiss: '通知を閉じる',
  notifications: '通知',
  money: {
    currency: '通貨',
    currencyFor: '（{{name}}）',
    readsAs: '{{value}} として読み取りました',
  },
};

export default messages;
