import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  savedData: 'オフラインです。{{when}} 時点で保存した旅行を表示しています。',
  editRefused:
    'オフラインのため、この変更は保存されませんでした。旅行を共有している人の変更と食い違わないよう、Waybook ではオフライン中の変更を保存しません。オンラインに戻ってから、もう一度変更してください。',
  region: 'ネットワークなし',
} as const;

export default messages;
