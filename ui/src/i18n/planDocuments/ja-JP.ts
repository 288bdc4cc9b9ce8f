import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'ドキュメント',
  hint: 'GIF、JPEG、PNG、PDF 形式で、1 ファイルあたり {{maxMegabytes}} MB まで（画像は {{maxSide}} × {{maxSide}} ピクセルまで）。1 件の予定に {{max}} 件まで追加できます。',
  limitReached: 'この予定のドキュメントは上限の {{max}} 件に達しています。追加するには、いずれかを削除してください。',
  upload: 'ドキュメントを追加',
  uploading: '{{name}} をアップロードしています…',
  uploaded: '{{name}} を追加しました。',
  loading: 'ドキュメントを読み込んでいます…',
  loadError: 'ドキュメントを読み込めませんでした。',
  retry: '再試行',
  empty: 'ドキュメントはまだありません。搭乗券やチケット、予約確認書を追加しましょう。',
  download: '{{name}} をダウンロード',
  pdf: 'PDF',
  image: '画像',
  size: {
    bytes: '{{value}} バイト',
    kilobytes: '{{value}} KB',
    megabytes: '{{value}} MB',
  },
  actions: {
    rename: '名前を変更',
    renameLabel: '{{name}} の名前を変更',
    delete: '削除',
    deleteLabel: '{{name}} を削除',
  },
  cancel: 'キャンセル',
  rename: {
    title: 'ドキュメント名の変更',
    label: 'ドキュメント名',
    save: '保存',
    success: 'ドキュメント名を {{name}} に変更しました。',
  },
  delete: {
    title: 'このドキュメントを削除しますか？',
    body: '「{{name}}」は、この旅行の参加者全員から削除されます。この操作は元に戻せません。',
    confirm: 'ドキュメントを削除',
    success: '{{name}} を削除しました。',
  },
  errors: {
    fileRefused: '「{{name}}」を追加できませんでした。{{reason}}',
    nameRequired: 'ドキュメント名を入力してください。',
    nameTooLong: 'ドキュメント名が長すぎます。',
    limit: '1 件の予定に追加できるドキュメントは {{max}} 件までです。追加するには、いずれかを削除してください。',
    failed: '問題が発生しました。もう一度お試しください。',
    code: '（エラーコード: {{code}}）',
  },
};

export default messages;
