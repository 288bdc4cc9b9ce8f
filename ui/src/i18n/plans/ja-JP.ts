import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  documents: {
    upload: {
      sizeExceeded: 'ファイルのサイズが大きすぎるため、アップロードできません。',
      storageFailure: 'ドキュメントを保存できませんでした。もう一度お試しください。',
      invalidContent: 'ファイルの内容が無効か、破損しています。',
      unsupportedImageType: 'この画像形式には対応していません。',
      unsupportedMediaType: 'この種類のファイルには対応していません。',
      imageTooTall: '画像の高さが大きすぎます。サイズを変更してから、もう一度お試しください。',
      imageTooWide: '画像の幅が大きすぎます。サイズを変更してから、もう一度お試しください。',
      contentNotInitialized: 'ドキュメントのアップロード準備ができていませんでした。もう一度お試しください。',
      invalidState: '現在、このドキュメントはアップロードできません。もう一度お試しください。',
      contentUnidentifiable: 'このファイルの内容を、ファイルの種類に応じて識別できませんでした。',
      unsupportedContentType: 'この種類のコンテンツには対応していません。',
      failed: 'ドキュメントをアップロードできませんでした。もう一度お試しください。',
    },
  },
  summary: {
    separator: '、',
    text: '{{text}}',
    room: '{{count}}室',
    rooms: '{{count}}室',
    guest: '{{count}}名',
    guests: '{{count}}名',
    passenger: '乗客{{count}}名',
    passengers: '乗客{{count}}名',
    tableFor: '{{count}}名で予約',
    cabin: 'キャビン{{number}}',
    coach: '{{number}}号車',
    seat: '座席{{seats}}',
    seats: '座席{{seats}}',
  },
};

export default messages;
