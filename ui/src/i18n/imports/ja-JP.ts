import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  action: '予約をインポート',
  modal: {
    title: '予約をインポート',
    intro: '確認メールから予定を追加します。保存したメール（.eml）、カレンダーファイル（.ics）、Apple Wallet のパス（.pkpass）に対応しています。',
    intoTrip: '予定はこの旅行に追加されます。',
    anywhere: '日程が重なる旅行に予定を追加します。該当する旅行がない場合は新しい旅行を作成します。',
    dropLabel: '予約ファイル',
    drop: 'ここにファイルをドラッグするか、',
    choose: 'ファイルを選択',
    hint: '.eml、.ics、.pkpass（{{maxMegabytes}} MB まで）',
    reading: '{{name}} をインポートしています…',
    close: '閉じる',
    another: '別のファイルをインポート',
  },
  result: {
    heading_one: '{{name}} から {{count}} 件の予定をインポートしました',
    heading_other: '{{name}} から {{count}} 件の予定をインポートしました',
    plansLabel: 'インポートした予定',
    createdTrip: 'これらの予定のために新しい旅行を作成しました。',
    inTrip: '予定は旅行に追加されました。',
    unfiled: '予定はまだどの旅行にも入っていません。「未割り当ての予定」に表示されます。',
    openTrip: '旅行を開く',
    openUnfiled: '未割り当ての予定を開く',
    outcome: {
      created: '追加済み',
      updated: '更新済み',
      unchanged: '最新の状態です',
      conflict: 'フライトが変更されました：どちらか一方を残してください',
    },
  },
  errors: {
    title: '{{name}} をインポートできませんでした。',
    'too-large': 'ファイルが {{maxMegabytes}} MB を超えています。',
    unsupported:
      'この種類のファイルは読み取れません。保存したメール（.eml）、カレンダーファイル（.ics）、Apple Wallet のパス（.pkpass）をアップロードしてください。PDF や搭乗券の画像にはまだ対応していません。',
    'nothing-found': 'このファイルに予約は見つかりませんでした。航空会社、ホテル、旅行代理店から届いた元の確認メールでお試しください。',
    'not-allowed': 'この旅行には予定を追加できません。旅行のオーナーに編集者として招待してもらってください。',
    failed: '問題が発生しました。もう一度お試しください。',
  },
  note: {
    label: 'この予定の取り込み元',
    text: '{{date}} に {{sender}} から届いた「{{subject}}」からインポート',
    noSubject: '{{date}} に {{sender}} から届いたメッセージからインポート',
    file: '{{date}} にファイルからインポート',
    original: '元のメールを表示',
  },
};

export default messages;
