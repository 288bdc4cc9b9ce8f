import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  innerCircle: {
    undefinedError: '予期しないエラーが発生しました。もう一度お試しいただくか、サポートまでお問い合わせください。',
    alreadyInvited: '{{email}}はすでに招待済みです。',
    jurisdictionBlocked: '{{email}}のアカウントは別の地域に属しているため、Inner Circleに招待できません。',
    cannotInviteSelf: 'ご自身をInner Circleに招待することはできません。',
  },
  calendarFeed: {
    updateFailed: 'カレンダーフィードを更新できませんでした',
    urlSaveFailed: 'カレンダーフィードのURLを保存できませんでした',
    resetOrDisableFailed: 'カレンダーフィードをリセットまたは無効にできませんでした',
    propagationNotice: '変更が反映されるまで最大{{hours}}時間かかる場合があります。',
  },
  publicSharing: {
    resetFailed: '公開共有URLをリセットできませんでした',
    disabledForUser: 'お客様のアカウントでは、旅行の公開共有が無効になっています。',
    updateFailed: '公開共有の設定を更新できませんでした',
  },
};

export default messages;
