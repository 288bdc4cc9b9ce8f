import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: '人工知能（AI）',
  },
  loading: 'AI 設定を読み込んでいます…',
  loadFailed: 'AI 設定を読み込めませんでした。ページを再読み込みして、もう一度お試しください。',
  intro:
    'ほとんどの予約メールには予約データが含まれており、Waybook は自身のサーバー上でそれを読み取ります。予約データが含まれていない一部のメールについては、AI 抽出機能がメールの本文を読み取り、そこから予約を見つけることができます。',
  switchLabel: 'Waybook が読み取れないメールに AI 抽出機能を使用する',
  since: '{{date}} から有効になっています。',
  sentHeading: '送信される内容と送信先',
  sent: '転送またはアップロードしたメールに予約データが見つからなかった場合に限り、そのメールの件名と本文（最大 20,000 文字）が、この Waybook サーバーに設定されている AI サービス {{host}} に送信されます。あなたや旅行に関するそれ以外の情報は送信されません。',
  notSent: 'この設定が無効の間は、AI サービスに何かが送信されることは一切ありません。',
  readOnly: 'この設定は管理者が管理しています。',
  unavailable: 'この Waybook サーバーには AI 抽出機能がありません。転送またはアップロードしたものが AI サービスに送信されることはありません。',
  turnedOn: 'AI 抽出機能を有効にしました。',
  turnedOff: 'AI 抽出機能を無効にしました。',
  saveFailed: 'AI 設定を更新できませんでした。もう一度お試しください。',
};

export default messages;
