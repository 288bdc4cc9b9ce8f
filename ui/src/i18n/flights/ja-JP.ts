import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  status: {
    missingInfo: '情報不足',
    notMonitored: '追跡対象外',
    scheduled: '予定',
    onTime: '定刻',
    inFlightOnTime: '飛行中（定刻）',
    arrivedOnTime: '到着済み（定刻）',
    canceled: '欠航',
    delayed: '遅延',
    inFlightLate: '飛行中（遅延）',
    arrivedLate: '到着済み（遅延）',
    diverted: '目的地変更',
    possiblyDelayed: '遅延の可能性あり',
    inFlightPossiblyLate: '飛行中（遅延の可能性あり）',
    arrivedPossiblyLate: '到着済み（遅延の可能性あり）',
    cantMonitor: '追跡不可',
    atRisk: '乗り継ぎ要注意',
    conflict: '競合',
  },
  alternate: {
    maxStops: {
      nonstop: '直行便のみ',
      oneOrNone: '乗り継ぎ1回まで',
      any: '乗り継ぎ回数指定なし',
    },
  },
  seatTracker: {
    invalidSeat: '{{seat}} は座席番号ではありません。座席は「31F, 31G」のように入力してください。',
    adjacentOutOfRange: '隣り合う座席は{{min}}～{{max}}席の範囲で選択してください。',
    unknownPreference: '「{{value}}」は座席の希望として認識できません。',
  },
};

export default messages;
