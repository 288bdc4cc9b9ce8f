import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  add: {
    link: 'メールアドレスを追加',
    manageLink: '{{email}} を管理',
    title: 'メールアドレスを追加',
    intro:
      'お使いの別のアドレスを追加すると、そのアドレスから送られた予約が届き、そのアドレスでサインインできます。確認用のリンクをそのアドレスにお送りします。',
    email: 'メールアドレス',
    submit: '確認メールを送信',
    sending: '送信しています…',
    cancel: 'キャンセル',
    sent: '{{email}} にリンクを送信しました。24 時間以内に開いてアドレスを確認してください。',
  },
  manage: {
    title: 'メールアドレスの管理',
    back: 'プロフィールに戻る',
    loading: 'メールアドレスを読み込んでいます…',
    notFound: 'このメールアドレスはお使いのアカウントにありません。',
    status: '状態',
    primary: 'メイン',
    confirmed: '確認済み',
    unconfirmed: '未確認です。このアドレスにお送りしたリンクを開いてください。',
    primaryHelp: 'Waybook からのメールはメインのアドレスに届きます。メインのアドレスは削除できません。',
    resend: '確認メールを再送信',
    resent: '{{email}} に新しいリンクを送信しました。',
    makePrimary: 'メインに設定',
    madePrimary: '{{email}} がメインのメールアドレスになりました。',
    primaryNeedsConfirmation: 'メインに設定できるのは確認済みのアドレスだけです。',
    remove: 'メールアドレスを削除',
    removeTitle: 'メールアドレスを削除',
    removeBody: '{{email}} をアカウントから削除しますか？このアドレスでサインインできなくなり、このアドレスから送られた予約も届かなくなります。',
    removeConfirm: '削除',
    removeCancel: '削除しない',
    removed: '{{email}} を削除しました。',
    confirming: 'メールアドレスを確認しています…',
    confirmedNow: '{{email}} を確認しました。',
    sharingLegend: 'このアドレスから取り込んだ予約',
    sharingHelp: 'このアドレスから送られたメールで取り込んだ予約を経費精算システムと共有するかどうかを選びます。',
    sharing: {
      concur_sharing_none: 'まだ選択していません',
      concur_sharing_yes: '経費精算システムと共有する',
      concur_sharing_no: '共有しない',
    },
    sharingSaved: '選択を保存しました。',
  },
  errors: {
    invalidEmail: '有効なメールアドレスを入力してください。',
    notAdded: '{{email}} をアカウントに追加できませんでした。',
    sendFailed: '確認メールを送信できませんでした',
    resendFailed: '確認メールを再送信できませんでした',
    primaryFailed: 'メインのメールアドレスを変更できませんでした',
    removeFailed: 'メールアドレスを削除できませんでした',
    sharingFailed: '取り込んだ予約の共有設定を変更できませんでした',
    invalidLink: 'このリンクは期限切れか、すでに使用されています。下から確認メールを再送信してください。',
    otherAccount: 'このリンクは別のアカウント用に送信されました。サインアウトしてからもう一度お試しください。',
    loadFailed: 'メールアドレスを読み込めませんでした。もう一度お試しください。',
  },
};

export default messages;
