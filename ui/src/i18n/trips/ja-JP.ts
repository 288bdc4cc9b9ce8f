import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  heading: '旅行',
  addTrip: '旅行を追加',
  loading: '旅行を読み込んでいます…',
  tabs: {
    label: '旅行の一覧',
    your_upcoming: 'あなたの今後の旅行',
    others_upcoming: 'ほかの人の今後の旅行',
    past: '過去の旅行',
    unassigned: '未割り当ての予定',
  },
  titles: {
    your_upcoming: 'あなたの今後の旅行',
    others_upcoming: 'ほかの人の今後の旅行',
    past: '過去の旅行',
    unassigned: '旅行に割り当てられていない予定',
  },
  permission: {
    label: '表示',
    all: 'すべての旅行',
    own: '自分が所有する旅行',
    others: 'ほかの人が所有する旅行',
  },
  empty: {
    your_upcoming: {
      title: '今後の旅行はありません',
      body: 'ご自身が参加する旅行が、日程の近い順にここに表示されます。旅行を追加して、次の旅の計画を始めましょう。',
    },
    others_upcoming: {
      title: 'ほかの人の今後の旅行はありません',
      body: 'ご自身は同行せずに計画したり確認したりしている旅行が、ここに表示されます。ほかの人のために旅行を追加するか、主催者に招待を依頼してください。',
    },
    past: {
      title: '過去の旅行はまだありません',
      body: '終了日を過ぎた旅行が、新しい順にここに表示されます。',
      action: '今後の旅行を見る',
    },
    unassigned: {
      title: '未割り当ての予定はありません',
      body: '旅行の外でインポートまたは作成した予定がここに表示されます。あとから旅行に移動できます。',
    },
    filtered: {
      own: 'ご自身が所有する旅行のみを表示しています。',
      others: 'ほかの人が所有する旅行のみを表示しています。',
    },
    showAll: 'すべての旅行を表示',
    addTrip: '旅行を追加',
  },
  pageMissing: {
    title: '{{page}}ページは存在しません',
    body: '旅行が削除されたか終了したため、一覧が短くなった可能性があります。',
    action: '最後のページへ移動',
  },
  error: {
    title: '旅行を読み込めませんでした',
    network: 'オフラインのようです。接続を確認してから、もう一度お試しください。',
    timeout: 'サーバーの応答に時間がかかりすぎました。もう一度お試しください。',
    other: '問題が発生しました。しばらくしてから、もう一度お試しください。',
    retry: '再試行',
  },
  unfiled: {
    add: 'プランを追加',
    loading: '未割り当ての予定を読み込んでいます…',
    errorTitle: '未割り当ての予定を読み込めませんでした',
    noDate: '日付未設定',
    pageMissing: '一部の予定が旅行に移動または削除されたため、このリストが短くなった可能性があります。',
  },
  card: {
    untitled: '名前のない旅行',
    dates: '日程：',
    destination: '目的地：',
    range: '{{start}}～{{end}}',
    from: '{{start}}から',
    until: '{{end}}まで',
    noDates: '日程未定',
    inProgress: '旅行中',
    statuses: '旅行のステータス',
    owner: '所有者：{{name}}',
  },
  pagination: {
    label: '旅行一覧のページ',
    where: '{{page}} / {{maxPage}}ページ',
    previous: '前へ',
    next: '次へ',
    page: '{{page}}ページ',
  },
  status: {
    conflict: '競合',
    notMonitored: '監視対象外',
    missingKeyInfo: '情報不足',
    monitoringLoss: '監視中断',
    cancellations: 'キャンセル',
    diversions: '目的地変更',
    delays: '遅延',
    connectionAtRisk: '乗り継ぎ要注意',
    allClear: '問題なし',
  },
  image: {
    unsupportedType: '{{types}}のいずれかの形式の画像を選択してください。',
    tooLarge: '画像のサイズは{{maxMegabytes}}MB以下にしてください。',
    tooManyPixels: '画像は{{maxWidth}}×{{maxHeight}}ピクセル以下にしてください。',
  },
};

export default messages;
