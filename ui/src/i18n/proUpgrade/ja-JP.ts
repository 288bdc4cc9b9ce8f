// Pro へのアップグレード画面、「カードを変更」と共通のカード入力フォーム、案内のアップグレードボタン (名前空間 `proUpgrade`)。
import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  button: 'Pro にアップグレード',
  modal: {
    title: 'Waybook Pro にアップグレード',
    price: '年額 {{price}}',
    trial:
      '無料トライアルのコードをお持ちの場合は、プロモーションコードとして入力してください。トライアル終了までは請求されません。無料トライアルはお一人様 1 回限りです。',
    nonrefundable: '料金は返金できません。',
    sandbox: 'テスト決済です。実際のカードには請求されません。テストカード: 4242 4242 4242 4242',
    submit: '今すぐアップグレード',
    submitting: 'アップグレード中…',
    cancel: 'キャンセル',
    success: 'Waybook Pro へようこそ！',
    cardHeading: 'お支払いカード',
    cardOptional: 'このプロモーションでは支払い情報は不要です。カード情報は空欄のままでかまいません。',
  },
  promo: {
    label: 'プロモーションコード',
    hint: '任意',
    apply: '適用',
    applying: '確認中…',
    applied: 'プロモーションコード {{code}} を適用しました。',
    campaign: '提供: {{name}}',
    trial: '無料トライアル: {{period}}',
    discount: '{{period}}は {{price}}',
    discountNoPeriod: 'プロモーション期間中は {{price}}',
    nextRate: 'その後は更新ごとに {{price}}',
    downgrades: 'Pro はプロモーション終了時に終わり、自動では更新されません。',
  },
  period: {
    year_one: '{{count}} 年間',
    year_other: '{{count}} 年間',
    month_one: '{{count}} か月間',
    month_other: '{{count}} か月間',
    day_one: '{{count}} 日間',
    day_other: '{{count}} 日間',
  },
  replace: {
    title: 'カードを変更',
    intro: '新しいカードは次回以降のお支払いに使われます。前回のお支払いが失敗している場合は、すぐに請求されます。',
    save: 'カードを保存',
    saving: '保存中…',
    cancel: 'キャンセル',
  },
  card: {
    number: 'カード番号',
    brandDetected: 'カードの種類: {{brand}}',
    brand: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      discover: 'Discover',
    },
    accepted: 'Visa、Mastercard、American Express、Discover に対応',
    securityCode: 'セキュリティコード',
    securityCodeHint: '{{digits}} 桁',
    securityCodeHintUnknown: '3 桁 (American Express は 4 桁)',
    expiry: '有効期限',
    month: '月',
    year: '年',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'YYYY',
    country: '国',
    countryPlaceholder: '国を選択',
    countriesLoading: '国を読み込んでいます…',
    zip: '郵便番号',
  },
};

export default messages;
