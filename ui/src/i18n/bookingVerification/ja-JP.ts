import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: '旅行者情報の確認',
  intro: '予約の前に、旅行会社などが必要とする情報をご確認ください。氏名はパスポートまたは身分証明書の記載どおりに入力してください。',
  firstName: '名',
  lastName: '姓',
  dateOfBirth: '生年月日',
  homeCity: '居住都市',
  homeCityHint: '入力を始めて、一覧から都市を選択してください。',
  confirm: '確認',
  saving: '保存中…',
  signOut: 'ログアウト',
  restrictedLocation: 'プロフィールを更新できません。居住都市が制限地域にあります。',
  invalidFullName: '氏名が基準を満たしていません。',
  failed: 'プロフィールを更新できません',
};

export default messages;
