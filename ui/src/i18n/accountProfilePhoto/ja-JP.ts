import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  label: '写真',
  current: 'プロフィール写真',
  none: '写真はまだありません',
  hint: 'JPEG、PNG、WebP 形式で、{{maxMegabytes}} MB・{{maxSide}}\u00a0×\u00a0{{maxSide}} ピクセルまで。',
  upload: '写真をアップロード',
  change: '写真を変更',
  uploading: '写真をアップロードしています…',
  remove: '写真を削除',
  removing: '写真を削除しています…',
  uploaded: '写真を更新しました。',
  removed: '写真を削除しました。',
  errors: {
    empty: 'このファイルは空です。写真を選択してください。',
    tooLarge: 'この写真は {{maxMegabytes}} MB を超えています。もっと小さい写真を選択してください。',
    unsupportedType: 'このファイルは JPEG、PNG、WebP 形式の画像ではありません。',
    unreadable: 'この画像を読み込めません。別のファイルをお試しください。',
    tooManyPixels: 'この写真は {{maxSide}}\u00a0×\u00a0{{maxSide}} ピクセルを超えています。もっと小さい写真を選択してください。',
    failed: '写真を更新できません。もう一度お試しください。',
  },
};

export default messages;
