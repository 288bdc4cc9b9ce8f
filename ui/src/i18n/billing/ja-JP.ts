import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  card: {
    typeNotAccepted: 'カードの種類はVisa、MasterCard、Discover、American Expressのいずれかである必要があります',
    invalidNumber: 'カード番号が無効です。',
    invalidSecurityCode: 'セキュリティコードが無効です。',
    expirationRequired: '有効期限を入力してください',
    expiryInPast: '有効期限には将来の日付を指定してください',
    invalidZip: '郵便番号が無効です。',
    countryRequired: '国を選択してください',
  },
  pill: {
    active: '有効',
    canceled: '{{date}}に解約',
    canceledUndated: '解約済み',
    suspended: '一時停止中',
    expired: '期限切れ',
  },
};

export default messages;
