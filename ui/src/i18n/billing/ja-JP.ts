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
    declined: 'カードが承認されませんでした。',
    invalid: 'カード情報が正しくありません。',
    paymentServiceError: '決済サービスを利用できません。しばらくしてからもう一度お試しください。',
    voidPaymentError: 'アップグレードを完了できませんでした。サポートにお問い合わせください。',
    serverError: 'カードを処理できませんでした。もう一度お試しいただくか、サポートにお問い合わせください。',
  },
  promo: {
    invalid: 'プロモーションコードが無効です',
    notEligibleForTrial: '申し訳ありませんが、無料トライアルの対象外です。',
    tooManyAttempts: 'プロモーションコードの試行回数が多すぎます。しばらくしてからもう一度お試しください。',
  },
  error: {
    loadFailed: '請求情報を読み込めません',
    cancelFailed: 'Pro サブスクリプションを解約できませんでした。サポートにお問い合わせください。',
    receiptLoadFailed: '領収書を読み込めません',
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
