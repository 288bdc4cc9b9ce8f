import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  page: {
    title: 'データの管理',
    intro: '旅行のコピーをいつでも持ち出せます。別の Waybook アカウントや TripIt から旅行を取り込むこともできます。',
  },
  exportTrip: 'この旅行をエクスポート',
  export: {
    heading: 'すべてのデータをエクスポート',
    intro:
      '旅行、予定、書類、プロフィールを 1 つの .zip ファイルにまとめます。export.json（Waybook に再インポートできます）、カレンダーアプリ用の trips.ics、表計算ソフト用の plans.csv が入っています。',
    start: 'すべてのデータをエクスポート',
    tripHeading: 'この旅行をエクスポート',
    tripIntro: '「{{name}}」だけを含む同じ形式のアーカイブです。',
    tripIntroUnnamed: 'この旅行だけを含む同じ形式のアーカイブです。',
    startTrip: 'この旅行をエクスポート',
    progress: 'エクスポートの進行状況',
    preparing: 'アーカイブを準備しています…',
    ready: 'アーカイブの準備ができました。',
    download: '{{fileName}} をダウンロード',
    expires: 'ダウンロードリンクは 24 時間有効です。',
    expired: 'このアーカイブは有効期限が切れました。もう一度エクスポートしてください。',
  },
  import: {
    heading: '旅行をインポート',
    intro:
      'Waybook のエクスポート（.zip ファイルまたはその export.json）や TripIt のカレンダーフィード（.ics）を取り込みます。すべて新しい旅行と予定として追加され、既存のデータは変更されません。',
    choose: 'インポートするファイルを選択',
    hint: '{{maxMegabytes}} MB までの .zip、.json、.ics ファイル。TripIt の場合は、カレンダーフィードのリンクで開くファイルを保存してください。',
    running: '{{name}} をインポートしています…',
    progress: 'インポートの進行状況',
    done: 'インポートが完了しました。{{trips}}、{{plans}}、{{documents}}を追加しました。',
    trips_one: '旅行 {{count}} 件',
    trips_other: '旅行 {{count}} 件',
    plans_one: '予定 {{count}} 件',
    plans_other: '予定 {{count}} 件',
    documents_one: '書類 {{count}} 件',
    documents_other: '書類 {{count}} 件',
    nothingWritten: '何も追加されていません。',
  },
  errors: {
    data_import_unsupported: 'このファイルは Waybook のエクスポートでもカレンダーでもありません。.zip、export.json、.ics のいずれかを選んでください。',
    data_import_too_large: 'このファイルは 25 MB を超えています。',
    data_import_unreadable: 'このファイルを読み込めませんでした。破損している可能性があります。もう一度エクスポートしてからお試しください。',
    data_import_version: 'このエクスポートは新しいバージョンの Waybook で作成されたため、ここでは読み込めません。',
    data_import_invalid: 'このファイルに Waybook のルールに合わない内容（日付や項目）があるため、何もインポートされませんでした。',
    data_import_empty: 'このファイルには旅行も予定もありません。',
    data_import_document_limit: 'このファイルの予定に、お使いのアカウントで許可されている数を超える書類があります。',
    data_import_failed: 'インポートを完了できませんでした。もう一度お試しください。',
    busy: 'すでに処理中です。完了するまでお待ちください。',
    'export-failed': 'アーカイブを準備できませんでした。もう一度お試しください。',
    failed: '問題が発生しました。もう一度お試しください。',
  },
};

export default messages;
