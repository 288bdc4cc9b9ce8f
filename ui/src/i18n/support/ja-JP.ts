import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  nav: {
    contact: 'サポートに問い合わせる',
  },
  page: {
    title: 'ヘルプとサポート',
    intro: 'トピックから答えを探すか、サポートチームにお問い合わせください。',
  },
  help: {
    heading: 'トピック別ヘルプ',
    helpCenter: 'ヘルプセンターを見る',
    helpCenterHint: 'Waybook のあらゆる機能についての記事とガイドがあります。',
    newTab: '（新しいタブで開きます）',
    topics: {
      gettingStarted: {
        title: 'はじめに',
        body: '次の旅行を作成して、フライト、ホテル、レンタカーなどの予定を追加しましょう。',
        link: '旅行を追加',
      },
      tripsAndPlans: {
        title: '旅行と予定',
        body: 'すべての旅行をひとつのタイムラインで確認し、予定の編集や移動、書類の添付、旅程の印刷ができます。',
        link: '旅行一覧へ',
      },
      sharing: {
        title: '共有',
        body: '旅行に同行者を招待したり、Inner Circle とすべての旅行を共有したりできます。',
        link: '共有の設定',
      },
      importingByEmail: {
        title: 'メールで取り込む',
        body: '予約確認メールを転送用アドレスに転送すると、Waybook が予定を旅行に追加します。',
        link: '転送用アドレス',
        policy: 'メール取り込みに関するデータポリシー',
      },
      calendarFeed: {
        title: 'カレンダーフィード',
        body: 'Google カレンダー、Apple のカレンダー、Outlook などのカレンダーアプリで旅行を購読できます。',
        link: 'カレンダーフィードの設定',
      },
      proAndBilling: {
        title: 'Pro と請求',
        body: 'サブスクリプションの確認、カードの変更、領収書のダウンロード、Pro の解約ができます。',
        link: 'サブスクリプションと請求',
      },
      accountAndPrivacy: {
        title: 'アカウントとプライバシー',
        body: 'パスワードやメールアドレスの変更、アカウントの統合や削除ができます。データの利用方法もご確認いただけます。',
        link: 'アカウントの管理',
        privacy: 'プライバシーポリシー',
        agreement: '利用規約',
      },
    },
  },
  form: {
    heading: 'サポートへのお問い合わせ',
    intro: 'サポートチームからメールでご返信します。* の付いた項目は必須です。',
    email: 'メールアドレス',
    emailHelp: 'アカウントのメインのメールアドレスであるこのアドレスに返信します。',
    topic: 'トピック',
    topicPlaceholder: 'トピックを選択',
    topics: {
      'getting-started': 'はじめに',
      'trips-and-plans': '旅行と予定',
      sharing: '共有',
      'importing-by-email': 'メールで取り込む',
      'calendar-feed': 'カレンダーフィード',
      'pro-and-billing': 'Pro と請求',
      'account-and-privacy': 'アカウントとプライバシー',
      other: 'その他',
    },
    message: 'メッセージ',
    messageHelp: '何が起きたか、どうなると思っていたかをお書きください（{{min}}〜{{max}} 文字）。',
    tripLink: '旅行へのリンク（任意）',
    tripLinkHelp: '旅行に関するお問い合わせの場合は、ブラウザーから旅行ページのアドレスをコピーしてください。',
    submit: 'メッセージを送信',
    sending: '送信中…',
  },
  errors: {
    topicRequired: 'トピックを選択してください。',
    messageRequired: 'メッセージを入力してください。',
    messageTooShort: '{{min}} 文字以上で入力してください。',
    tripLinkInvalid: 'Waybook の旅行のアドレスではありません。旅行を開き、ブラウザーからアドレスをコピーしてください。',
    'rate-limit': '短時間に複数のメッセージが送信されました。数分待ってから、もう一度送信してください。',
    'no-address': 'アカウントに返信先のメールアドレスがありません。「アカウントの管理」でアドレスを追加してから、もう一度送信してください。',
    offline: 'オフラインのようです。メッセージはそのまま残っています。オンラインに戻ったら、もう一度送信してください。',
    failed: 'メッセージを送信できませんでした。しばらくしてから、もう一度お試しください。',
  },
  sent: {
    heading: 'メッセージを送信しました',
    body: 'お問い合わせありがとうございます。サポートチームがメッセージを受け取りました。{{email}} 宛てにご返信します。',
    reference: '受付番号: {{reference}}',
    another: '別のメッセージを書く',
  },
};

export default messages;
