import type { PageMessages } from './catalogue.js';

const messages: PageMessages = {
  brand: 'Waybook',
  skipToContent: 'メインコンテンツへスキップ',
  language: '言語',
  changeLanguage: '言語を変更',
  footer: 'Waybook は、ご自身でホストできる旅行日程プランナーです。',
  create: {
    title: 'アカウントを作成',
    intro: 'フライト、宿泊先、旅の予定をすべてひとつの場所にまとめましょう。',
    email: 'メールアドレス',
    password: 'パスワード',
    passwordHelp: '8〜64文字で入力してください。メールアドレスは使用できません。',
    submit: 'アカウントを作成',
    haveAccount: 'すでにアカウントをお持ちですか？',
    signIn: 'ログイン',
  },
  login: {
    title: 'ログイン',
    intro: 'おかえりなさい。ログインして旅行プランをご覧ください。',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
    noAccount: 'Waybook は初めてですか？',
    create: 'アカウントを作成',
  },
  errors: {
    summary: '以下の項目を修正してください：',
    required: 'この項目は必須です。',
    invalidEmail: '有効なメールアドレスを入力してください。',
    passwordLength: 'パスワードは8〜64文字で入力してください。',
    passwordEmail: 'パスワードにメールアドレスは使用できません。',
    emailTaken: 'このメールアドレスはすでに登録されています。ログインしてください。',
    invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
    throttled: '失敗した試行が多すぎます。{seconds}秒待ってから、もう一度お試しください。',
    formExpired: 'このフォームの有効期限が切れました。もう一度お試しください。',
  },
  blocked: {
    title: 'アカウントのブロック',
    heading: 'お客様のアカウントはブロックされています',
    suspended: 'お客様のアカウントは一時停止されています。確認が完了するまで、旅行データは安全に保管されます。',
    restricted_location: 'お客様の地域では Waybook をご利用いただけません。',
    generic: 'このアカウントへのアクセスはブロックされています。',
    contact: '誤りと思われる場合は、サポート（{email}）までお問い合わせください。',
    back: 'ログインに戻る',
  },
  verify: {
    title: 'メールアドレスの確認',
    confirmed: 'ありがとうございます。メールアドレスの確認が完了しました。',
    invalid: 'この確認リンクは無効か、すでに使用されています。',
    continue: 'Waybook へ進む',
  },
  mail: {
    verifySubject: '【Waybook】メールアドレスのご確認',
    verifyGreeting: 'Waybook へようこそ！',
    verifyBody: '次のリンクを開いて、{email} がお客様のメールアドレスであることをご確認ください。',
    verifyButton: 'メールアドレスを確認',
    verifyIgnore: 'Waybook のアカウントを作成した覚えがない場合は、このメールを破棄してください。',
  },
};

export default messages;
