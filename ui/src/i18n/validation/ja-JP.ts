import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  required: 'この項目は必須です。',
  characterLimit: '文字数の上限を超えています。',
  characterLimitOf: '文字数の上限（{{number}}文字）を超えています。',
  numbersOnly: '数字のみを入力してください。',
  selectionRequired: '選択してください。',
  extendsTrip: '旅行の期間が{{number}}日延長されます。',
  name: {
    specialCharacters: '名前から特殊文字を削除してください。',
    tooShort: '名前は{{min}}文字以上で入力してください。',
    consecutiveIdentical: '名前に同じ文字を{{count}}文字以上続けて使用することはできません。',
    namesSame: '姓と名に同じ名前は使用できません。',
    fullNameStandards: '氏名が基準を満たしていません。',
    fullNameContactSupport: '氏名を入力するか、サポート（{{email}}）までお問い合わせください。',
  },
  dob: {
    tooYoung: '利用規約により、ご利用いただけるのは{{years}}歳以上の方に限られます。',
    yearAfter: '{{yearAfter}}年より後の年を入力してください。',
    yearOrLater: '生年月日は{{year}}年以降である必要があります。',
  },
  date: {
    invalidFormat: '日付の形式が正しくありません。{{format}}の形式で入力してください。',
    invalidFormatPlain: '日付の形式が正しくありません。',
    beforeMin: '{{min}}以降の日付を選択してください。',
    endBeforeStart: '終了日は開始日より後の日付にしてください。',
  },
  time: {
    invalidFormat: '時刻の形式が正しくありません。',
    endBeforeStart: '終了時刻は開始時刻より後の時刻にしてください。',
  },
  email: {
    invalid: '有効なメールアドレスを入力してください。',
  },
  money: {
    invalid: '金額を入力してください（例：1,240.50）。',
    currencyMissing: '通貨を指定してください（例：EUR 310.00）。',
    currencyUnknown: '不明な通貨です。EUR などのコードを入力するか、一覧から選んでください。',
    tooPrecise: 'この通貨の小数点以下は{{number}}桁までです。',
    tooLarge: '金額が大きすぎます。',
  },
  password: {
    length: 'パスワードは8～64文字で入力してください。',
    notEmail: 'パスワードにメールアドレスは使用できません。',
    notRecent: '新しいパスワードには、直前に使用していたパスワードは使用できません。',
    mismatch: 'パスワードが一致しません',
    requirements: '新しいパスワードが要件を満たしていません。もう一度お試しください。',
  },
  login: {
    throttled: '試行回数が多すぎます。{{seconds}}秒後にもう一度お試しください。',
  },
};

export default messages;
