import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  cancel: 'キャンセル',
  choose: '編集できる旅行',
  loadingTrips: '旅行を読み込んでいます…',
  loadMore: 'さらに旅行を表示',
  noTrips: '編集できる旅行がほかにありません。新しい旅行に追加することができます。',
  thisTrip: '（この旅行）',
  menu: {
    label: '{{name}}の操作',
    move: '旅行に移動',
    copy: '旅行にコピー',
  },
  newTrip: {
    option: '新しい旅行',
    name: '新しい旅行の名前',
    failed: '新しい旅行を作成できませんでした。もう一度お試しください。',
  },
  move: {
    title: '予定を移動',
    intro: '「{{name}}」の移動先の旅行を選択してください。',
    confirm: '移動する',
    success: '「{{plan}}」を「{{trip}}」に移動しました',
    failed: '予定を移動できませんでした。もう一度お試しください。',
  },
  copy: {
    title: '予定をコピー',
    intro: '「{{name}}」のコピーを追加する旅行を選択してください。',
    confirm: 'コピーする',
    success: '「{{plan}}」のコピーを「{{trip}}」に追加しました',
    failed: '予定をコピーできませんでした。もう一度お試しください。',
  },
  types: {
    air: 'フライト',
    lodging: '宿泊',
    car: 'レンタカー',
    rail: '鉄道',
    transport: '地上交通',
    cruise: 'クルーズ',
    restaurant: 'レストラン',
    activity: 'アクティビティ',
    note: 'メモ',
    map: '地図',
    directions: '経路案内',
    parking: '駐車場',
  },
};

export default messages;
