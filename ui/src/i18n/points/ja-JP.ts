import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    noLongerTracked: 'このプログラムは追跡できなくなりました。アクティビティを確認するには、プログラムのウェブサイトにアクセスしてください。',
    securityQuestion: '{{program}}のセキュリティの質問に回答してください。',
    unableToGather:
      '現在、アカウント情報を取得できません。しばらくしてからもう一度お試しください。このメッセージが引き続き表示される場合は、サポートまでお問い合わせください。',
    temporarilyDisabled: 'このプログラムは一時的に無効になっています。しばらくしてからもう一度お試しください。',
    siteNeedsAttention:
      'アカウント情報を取得するには、プログラムのウェブサイトで対応が必要です。プログラムのウェブサイトにサインインしてから、もう一度お試しください。',
    accountLocked:
      'ウェブサイトによると、お客様のアカウントはロックされています（サインインに何度も失敗したことが原因である場合がよくあります）。サインイン情報を更新するか、詳しくはプログラムにお問い合わせください。',
    invalidCredentials:
      '入力されたユーザー名とパスワードの組み合わせが正しくないようです。サインイン情報を更新するか、詳しくはプログラムにお問い合わせください。',
    editToTrack: 'このプログラムを自動で追跡するには、アカウントを編集してください。',
    forwardStatementNew: '新機能：アカウント明細を{{email}}に転送すると、残高を追跡できます。',
    balanceOutOfDate: '残高が最新ではありません。ポイントプログラムの明細を{{email}}に転送してください。',
    forwardToStart: 'ご利用を開始するには、ポイントプログラムの明細を{{email}}に転送してください。',
    cannotAccess: '現在、アカウント情報にアクセスできません。しばらくしてからもう一度お試しください。',
  },
  label: {
    updating: '更新中',
    signInProblem: 'サインインの問題',
    securityAnswerNeeded: 'セキュリティの回答が必要',
    notSupported: '非対応',
    timeout: 'タイムアウト',
    disabled: '無効',
    providerError: 'プログラムサイトのエラー',
    lockout: 'アカウントロック',
    pendingUserUpdate: '更新が必要',
    deprecated: '追跡終了',
    deprecatedEmailTracked: 'メールで追跡',
    emailTrackedOutOfDate: '残高が古い',
    genericError: 'エラー',
  },
};

export default messages;
