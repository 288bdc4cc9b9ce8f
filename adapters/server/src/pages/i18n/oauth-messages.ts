import type { LanguageTag } from '@waybook/core';

/** The words of the OAuth 2.0 consent and error pages (pages/oauth-pages.ts). */
export interface OAuthPageMessages {
  readonly title: string;
  /** "{app} would like…": the application's registered name. */
  readonly intro: string;
  /** The label before the application's website, with its colon. */
  readonly website: string;
  readonly asks: string;
  readonly scopes: { readonly 'trips:read': string; readonly 'trips:write': string };
  /** Shown when the request names neither scope. */
  readonly noScope: string;
  readonly never: string;
  readonly later: string;
  readonly allow: string;
  readonly deny: string;
  readonly errorTitle: string;
  readonly errorIntro: string;
  readonly home: string;
}

const enUS: OAuthPageMessages = {
  title: 'Allow access to your trips?',
  intro: '{app} would like to use your Waybook account.',
  website: 'Website:',
  asks: 'If you allow it, it will be able to:',
  scopes: {
    'trips:read': 'See your trips, their plans and documents',
    'trips:write': 'See, add, change and delete your trips, their plans and documents',
  },
  noScope: 'Know that you have a Waybook account (nothing else)',
  never: 'It will never see your password, your payment details or your account settings.',
  later: 'You can disconnect it at any time under Settings, Connected applications.',
  allow: 'Allow',
  deny: 'Deny',
  errorTitle: 'This request cannot be completed',
  errorIntro: 'The application’s request to use your account is not valid or has expired. Go back to the application and try again.',
  home: 'Go to Waybook',
};

const enGB: OAuthPageMessages = {
  ...enUS,
  intro: '{app} would like to use your Waybook account.',
};

const frFR: OAuthPageMessages = {
  title: 'Autoriser l’accès à vos voyages\u202f?',
  intro: '{app} souhaite utiliser votre compte Waybook.',
  website: 'Site web\u00a0:',
  asks: 'Si vous l’autorisez, cette application pourra\u00a0:',
  scopes: {
    'trips:read': 'Voir vos voyages, leurs réservations et leurs documents',
    'trips:write': 'Voir, ajouter, modifier et supprimer vos voyages, leurs réservations et leurs documents',
  },
  noScope: 'Savoir que vous avez un compte Waybook (rien de plus)',
  never: 'Elle ne verra jamais votre mot de passe, vos informations de paiement ni les réglages de votre compte.',
  later: 'Vous pourrez la déconnecter à tout moment dans Paramètres, Applications connectées.',
  allow: 'Autoriser',
  deny: 'Refuser',
  errorTitle: 'Impossible de traiter cette demande',
  errorIntro: 'La demande d’accès de l’application n’est pas valable ou a expiré. Revenez à l’application et réessayez.',
  home: 'Aller sur Waybook',
};

const deDE: OAuthPageMessages = {
  title: 'Zugriff auf Ihre Reisen erlauben?',
  intro: '{app} möchte Ihr Waybook-Konto verwenden.',
  website: 'Website:',
  asks: 'Wenn Sie zustimmen, kann die Anwendung:',
  scopes: {
    'trips:read': 'Ihre Reisen mit ihren Buchungen und Dokumenten ansehen',
    'trips:write': 'Ihre Reisen mit ihren Buchungen und Dokumenten ansehen, anlegen, ändern und löschen',
  },
  noScope: 'Erfahren, dass Sie ein Waybook-Konto haben (sonst nichts)',
  never: 'Ihr Passwort, Ihre Zahlungsdaten und Ihre Kontoeinstellungen sieht sie nie.',
  later: 'Sie können die Verbindung jederzeit unter Einstellungen, Verbundene Anwendungen trennen.',
  allow: 'Erlauben',
  deny: 'Ablehnen',
  errorTitle: 'Diese Anfrage kann nicht abgeschlossen werden',
  errorIntro: 'Die Zugriffsanfrage der Anwendung ist ungültig oder abgelaufen. Kehren Sie zur Anwendung zurück und versuchen Sie es erneut.',
  home: 'Zu Waybook',
};

const jaJP: OAuthPageMessages = {
  title: '旅行へのアクセスを許可しますか？',
  intro: '{app} が Waybook アカウントの利用を求めています。',
  website: 'ウェブサイト：',
  asks: '許可すると、このアプリは次のことができます：',
  scopes: {
    'trips:read': '旅行とその予定・書類の閲覧',
    'trips:write': '旅行とその予定・書類の閲覧、追加、変更、削除',
  },
  noScope: 'Waybook アカウントをお持ちであることの確認（それ以外は不可）',
  never: 'パスワード、支払い情報、アカウント設定を見ることはありません。',
  later: '「設定」の「連携アプリ」からいつでも連携を解除できます。',
  allow: '許可する',
  deny: '拒否する',
  errorTitle: 'このリクエストは完了できません',
  errorIntro: 'アプリからのアクセス要求が無効か、期限切れです。アプリに戻ってもう一度お試しください。',
  home: 'Waybook へ移動',
};

const esCO: OAuthPageMessages = {
  title: '¿Permitir el acceso a tus viajes?',
  intro: '{app} quiere usar tu cuenta de Waybook.',
  website: 'Sitio web:',
  asks: 'Si lo permites, podrá:',
  scopes: {
    'trips:read': 'Ver tus viajes, sus planes y documentos',
    'trips:write': 'Ver, agregar, cambiar y eliminar tus viajes, sus planes y documentos',
  },
  noScope: 'Saber que tienes una cuenta de Waybook (nada más)',
  never: 'Nunca verá tu contraseña, tus datos de pago ni la configuración de tu cuenta.',
  later: 'Puedes desconectarla cuando quieras en Configuración, Aplicaciones conectadas.',
  allow: 'Permitir',
  deny: 'Denegar',
  errorTitle: 'No se puede completar esta solicitud',
  errorIntro: 'La solicitud de acceso de la aplicación no es válida o ya venció. Vuelve a la aplicación e inténtalo de nuevo.',
  home: 'Ir a Waybook',
};

const esES: OAuthPageMessages = {
  ...esCO,
  scopes: {
    'trips:read': 'Ver tus viajes, sus planes y documentos',
    'trips:write': 'Ver, añadir, cambiar y eliminar tus viajes, sus planes y documentos',
  },
  later: 'Puedes desconectarla cuando quieras en Ajustes, Aplicaciones conectadas.',
  errorIntro: 'La solicitud de acceso de la aplicación no es válida o ha caducado. Vuelve a la aplicación e inténtalo de nuevo.',
};

/**
 * The OAuth pages' catalogues, one per interface language.
 *
 * @example
 * OAUTH_PAGE_CATALOGUES['fr-FR'].allow // 'Autoriser'
 */
export const OAUTH_PAGE_CATALOGUES: Readonly<Record<LanguageTag, OAuthPageMessages>> = {
  'en-US': enUS,
  'en-GB': enGB,
  'fr-FR': frFR,
  'de-DE': deDE,
  'ja-JP': jaJP,
  'es-CO': esCO,
  'es-ES': esES,
};
