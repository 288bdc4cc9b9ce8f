// アカウントの「共有」画面 (/account/sharing): Inner Circle と公開共有 (名前空間 `accountSharing`)。
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  link: '共有: Inner Circle と公開リンク',
  title: '共有',
  intro: '旅行ごとに招待しなくても旅行を見られる相手と、旅行に公開リンクを付けられるかどうかを設定します。',
  loading: 'Inner Circle を読み込んでいます…',
  loadFailed: 'Inner Circle を読み込めませんでした。',
  retry: '再試行',
  circle: {
    heading: 'Inner Circle',
    explain:
      'Inner Circle のメンバーは、Inner Circle と共有しているすべての旅行を見られます。「編集可」にすると、その旅行を変更したり、費用、確認番号、書類、ほかの旅行者を見たりすることもできます。',
    invite: 'メンバーを招待',
    members: '共有している相手',
    membersEmpty: 'まだ誰とも旅行を共有していません。',
    sent: '送信した招待',
    received: '届いている招待',
    receivedBody: '{{name}} さんがあなたと旅行を共有しようとしています（{{permission}}）。',
    sharers: 'あなたと共有している人',
    sharersEmpty: 'まだ誰もあなたと旅行を共有していません。',
    sharerPermission: 'あなたの権限: {{permission}}',
    permissionFor: '{{name}} さんの権限',
    remove: '削除',
    removeFor: '{{name}} さんを Inner Circle から削除',
    withdraw: '取り消す',
    withdrawFor: '{{email}} への招待を取り消す',
    accept: '承認',
    acceptFrom: '{{name}} さんからの招待を承認',
    ignore: '無視',
    ignoreFrom: '{{name}} さんからの招待を無視',
    leave: '自分を削除',
    leaveFrom: '{{name}} さんの Inner Circle から自分を削除',
    pending: '返事待ち',
    unnamed: '名前のない人',
  },
  permission: {
    viewOnly: '閲覧のみ',
    canEdit: '編集可',
  },
  done: {
    invited: '{{addresses}} に招待を送信しました。',
    accepted: '{{name}} さんの Inner Circle に参加しました。',
    ignored: '招待を無視しました。',
    removed: '{{name}} さんを Inner Circle から削除しました。',
    left: '{{name}} さんの Inner Circle から抜けました。',
    withdrawn: '{{email}} への招待を取り消しました。',
    permission: '{{name}} さんの権限を「{{permission}}」に変更しました。',
  },
  modal: {
    title: 'Inner Circle に招待',
    addresses: 'メールアドレス',
    addressesHint: '複数のアドレスはスペース、カンマ、セミコロンで区切ってください。',
    permission: '権限',
    message: 'メッセージ（任意）',
    send: '招待を送信',
    sending: '送信しています…',
    cancel: 'キャンセル',
    invalidAddress: '「{{address}}」を確認してください。',
  },
  public: {
    heading: '公開共有',
    explain:
      '公開共有をオンにすると、旅行ごとに公開リンクを作成でき、誰でもサインインせずに開けます。オフにすると、旅行の公開リンクはすべてすぐに使えなくなります。再びオンにすると、同じリンクがまた使えるようになります。',
    switch: '旅行への公開リンクを許可する',
    on: '旅行への公開リンクは有効です。',
    off: '旅行への公開リンクは無効になっています。',
    confirmTitle: '公開共有をオフにしますか？',
    confirmBody: '旅行への公開リンクはすべてすぐに使えなくなり、公開共有を再びオンにするまで新しいリンクは作成できません。',
    confirm: 'オフにする',
    cancel: 'オンのままにする',
    turnedOff: '公開共有をオフにしました。',
    turnedOn: '公開共有をオンにしました。',
  },
};

export default messages;
