import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  sms: {
    gatewayIssue: '現在、SMSの送信に問題が発生しています。しばらくしてからもう一度お試しください。',
    badPhoneNumber: 'この電話番号は無効か、対応していません。',
    alreadyVerified: 'この電話番号はすでに認証されています。',
    badVerificationCode: '認証コードが正しくありません',
    tooManyTriesSetup: '設定の試行回数が上限を超えました。しばらくしてからもう一度お試しください。',
    tooManyTriesResend: 'コードの再送信の回数が上限を超えました。しばらくしてからもう一度お試しください。',
    invalidFreeTrial: '無料トライアル期間中はSMS通知をご利用いただけません。',
    recaptchaFailed: 'reCAPTCHA認証に失敗しました',
    undefinedError: '予期しないエラーが発生しました。もう一度お試しいただくか、サポートまでお問い合わせください。',
    removeFailed: '電話番号を削除できませんでした',
    codeLength: '認証コードは{{digits}}桁の数字で入力してください。',
  },
};

export default messages;
