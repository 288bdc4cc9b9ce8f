import type { Messages } from '../messages.js';
import type en from './en-US.js';

const messages: Messages<typeof en> = {
  title: 'パスワードの変更',
  heading: 'パスワードの変更',
  intro:
    '新しいパスワードを設定してください。このブラウザーではログインしたままですが、アカウントにログインしている他のすべてのブラウザーからはログアウトされます。',
  current: '現在のパスワード',
  new: '新しいパスワード',
  newHelp: '8～64 文字で、メールアドレスや現在のパスワードは使えません。',
  confirm: '新しいパスワード（確認）',
  submit: 'パスワードを変更',
  saving: 'パスワードを変更しています…',
  cancel: 'キャンセル',
  changed: 'パスワードを変更しました。アカウントにログインしていた他のすべてのブラウザーからログアウトしました。',
  currentIncorrect: '現在のパスワードが正しくありません。もう一度お試しください。',
  throttled: 'パスワード変更の失敗が多すぎます。しばらくしてからもう一度お試しください。',
  failed: 'パスワードを変更できませんでした。もう一度お試しください。',
  forgot: 'パスワードをお忘れですか？',
};

export default messages;
