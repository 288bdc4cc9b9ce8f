import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  onboarding: {
    heading: 'ようこそ',
    intro: 'アカウントの設定を完了するため、あなたについて少し教えてください。',
    firstName: '名',
    lastName: '姓',
    dateOfBirth: '生年月日',
    homeCity: '居住都市',
    homeCityHint: '入力を始めて、一覧から都市を選んでください。',
    submit: 'はじめる',
    saving: '保存しています…',
    restrictedLocation: 'プロフィールを更新できません。居住都市が制限対象の地域にあります。',
    updateFailed: 'プロフィールを更新できません',
  },
  preferences: {
    heading: '表示設定',
    intro: 'Waybook 全体での日付、時刻、単位の表示方法を選びます。',
    dateOrder: '日付の形式',
    dateOrders: {
      I: '年/月/日（{{sample}}）',
      M: '月/日/年（{{sample}}）',
      L: '日/月/年（{{sample}}）',
    },
    clock: '時刻の形式',
    clocks: {
      h12: '12時間表示（{{sample}}）',
      h24: '24時間表示（{{sample}}）',
    },
    distance: '距離',
    distances: {
      M: 'マイル',
      K: 'キロメートル',
    },
    temperature: '気温',
    temperatures: {
      F: '華氏（°F）',
      C: '摂氏（°C）',
    },
    preview: '日付と時刻の表示例：{{date}} {{time}}',
    language: '言語',
    save: '保存',
    saving: '保存しています…',
    saved: '表示設定を保存しました',
    saveFailed: '表示設定を保存できませんでした',
  },
  profile: {
    heading: 'プロフィール',
    emails: 'メールアドレス',
    primary: 'メイン',
    confirmed: '確認済み',
    unconfirmed: '未確認です — 受信トレイをご確認ください',
    noEmails: 'メールアドレスはまだありません。',
    homeCity: '居住都市',
    dateOfBirth: '生年月日',
    notSet: '未設定',
    preferences: '表示設定',
    editPreferences: '表示設定を変更',
    loading: 'プロフィールを読み込んでいます…',
    security: 'ログインとセキュリティ',
    changePassword: 'パスワードを変更',
    deleteAccount: 'アカウントを削除',
    deleteAccountNote: 'アカウントを削除すると、旅行、予定、ファイルは完全に削除されます。',
  },
  privacy: {
    title: 'プライバシーに関する声明を更新しました',
    body: 'プライバシーに関する声明を改定しました。収集する情報、その利用方法、お客様が選択できる内容について説明しています。お手数ですが内容をご確認ください。',
    link: 'プライバシーに関する声明を読む',
    newWindow: '（新しいウィンドウで開きます）',
    acknowledge: '確認しました',
    acknowledging: '保存しています…',
    failed: 'プロフィールを更新できません',
  },
};

export default messages;
