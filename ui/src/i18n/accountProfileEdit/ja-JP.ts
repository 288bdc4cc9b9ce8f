import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'プロフィールの編集',
  heading: 'プロフィールの編集',
  link: 'プロフィールを編集',
  loading: 'プロフィールを読み込んでいます…',
  firstName: '名',
  lastName: '姓',
  dateOfBirth: '生年月日',
  homeCity: '居住都市',
  homeCityHint: '入力を始めて、一覧から都市を選択してください。',
  homeAirport: '最寄りの空港',
  homeAirportHint: '空港コードまたは都市名を入力し、一覧から選択してください。',
  company: '会社名',
  cancel: 'キャンセル',
  save: '保存',
  saving: '保存しています…',
  saved: 'プロフィールを更新しました。',
  restrictedLocation: 'プロフィールを更新できません。居住都市が制限対象の地域にあります。',
  invalidFullName: '氏名が基準を満たしていません。',
  failed: 'プロフィールを更新できません',
};

export default messages;
