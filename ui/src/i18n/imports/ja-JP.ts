import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  action: '予約をインポート',
  modal: {
    title: '予約をインポート',
    intro:
      '確認メールから予定を追加します。保存したメール（.eml）、カレンダーファイル（.ics）、Apple Wallet のパス（.pkpass）、搭乗券の PDF や画像に対応しています。',
    intoTrip: '予定はこの旅行に追加されます。',
    anywhere: '日程が重なる旅行に予定を追加します。該当する旅行がない場合は新しい旅行を作成します。',
    dropLabel: '予約ファイル',
    drop: 'ここにファイルをドラッグするか、',
    choose: 'ファイルを選択',
    hint: '.eml、.ics、.pkpass、PDF、PNG、JPEG、GIF（{{maxMegabytes}} MB まで）',
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
      'この種類のファイルは読み取れません。保存したメール（.eml）、カレンダーファイル（.ics）、Apple Wallet のパス（.pkpass）、または搭乗券の PDF や画像（PNG、JPEG、GIF）をアップロードしてください。',
    'nothing-found': 'このファイルに予約は見つかりませんでした。航空会社、ホテル、旅行代理店から届いた元の確認メールでお試しください。',
    'not-allowed': 'この旅行には予定を追加できません。旅行のオーナーに編集者として招待してもらってください。',
    failed: '問題が発生しました。もう一度お試しください。',
  },
  forward: {
    heading: '予約メールを転送',
    loading: '転送用アドレスを読み込んでいます…',
    loadFailed: '転送用アドレスを読み込めませんでした。ページを再読み込みして、もう一度お試しください。',
    intro: '航空会社、ホテル、レンタカー会社、旅行代理店から届いた確認メールを転送すると、予定が旅行に追加されます。',
    sharedLabel: '転送用アドレス',
    sharedHint: 'ご本人の予定であることを確認するため、上記の確認済みメールアドレスのいずれかから送信してください。',
    copy: 'コピー',
    copied: 'アドレスをクリップボードにコピーしました。',
    copyFailed: 'クリップボードにコピーできませんでした',
    personalHeading: '個人用の転送アドレス',
    personalIntro:
      'このアドレスは、旅行代理店やアシスタントなど、どの送信元からの予約も受け付けます。他の人には知らせないでください。このアドレスを知っている人は誰でも、旅行に予定を追加できてしまいます。',
    personalLabel: '個人用の転送アドレス',
    shownOnce: '今すぐコピーしてください。セキュリティのため、このアドレスは一度しか表示されません。',
    personalMade: '{{date}} に個人用の転送アドレスを作成しました。アドレスは一度しか表示されません。お手元にない場合は、新しいアドレスを作成してください。',
    make: '個人用アドレスを作成',
    makeNew: '新しいアドレスを作成',
    makeNewHint: '新しいアドレスを作成すると、現在の個人用アドレスはすぐに使えなくなります。',
    making: 'アドレスを作成しています…',
    makeFailed: '個人用アドレスを作成できませんでした。もう一度お試しください。',
    off: 'この Waybook サーバーは転送されたメールを受け付けていません。保存した確認メールは、引き続き旅行からインポートできます。',
    offLink: '旅行一覧へ',
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
