import { parseTrustProxy } from './client-address.js';
import { databaseTargetOf, type DatabaseTarget } from './database-target.js';
import { inboundConfigOf, type InboundConfig } from './inbound/inbound-config.js';
import { llmConfigOf } from './llm-config.js';
import { inboxConfigOf } from './inbox/inbox-config.js';
import { supportEmailOf } from './support-config.js';

/** Server settings, from the environment. */
export interface ServerConfig extends DatabaseTarget {
  readonly port: number;
  readonly host: string;
  readonly smtpUrl: string | undefined;
  /** Origin used in e-mailed links. */
  readonly publicUrl: string;
  /** E-mail domains whose users are internal (they see the old-web switch). */
  readonly internalDomains: readonly string[];
  readonly removeLegacyWeb: boolean;
  readonly isGenaiAlertEnabled: boolean;
  /** reCAPTCHA: the site key the app shows and the secret the server checks tokens with; both or none (see recaptchaOf). */
  readonly recaptchaSiteKey: string;
  readonly recaptchaSecret: string;
  /** The provider's siteverify URL (Google's by default; hCaptcha and Turnstile answer the same shape). */
  readonly recaptchaVerifyUrl: string | undefined;
  /** The lowest reCAPTCHA v3 score taken as human (default 0.5). */
  readonly recaptchaMinScore: number;
  /** The old web application, if this deployment keeps one. */
  readonly legacyWebUrl: string;
  /** Send Secure on cookies (behind HTTPS). */
  readonly secureCookies: boolean;
  /** Check every API answer against its contract schema (tests and development; costs time per answer). */
  readonly checkResponses: boolean;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none; see parseTrustProxy). */
  readonly trustProxy: number;
  /** How long a worker holds a claimed job (JOB_LEASE_SECONDS; default 120): past it, another worker runs it again. */
  readonly jobLeaseSeconds: number;
  /** The inbound SMTP listener of the plans address (INBOUND_SMTP_PORT, PLANS_DOMAIN, INBOUND_MAIL_AUTH...; inbound/inbound-config.ts). */
  readonly inbound: InboundConfig;
  /** The AI extractor's LLM endpoint (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY...; llm-config.ts) and the start-up line about it. */
  readonly llm: ReturnType<typeof llmConfigOf>;
  /** Inbox sync: OAuth providers, the app-password way, poll and IDLE times (INBOX_*; inbox/inbox-config.ts). */
  readonly inbox: ReturnType<typeof inboxConfigOf>;
  /** SECRETS_KEY: the key sealing stored secrets (inbox passwords and tokens); '' uses the key file in the data directory. */
  readonly secretsKey: string;
  /** OAUTH_DYNAMIC_REGISTRATION=true: applications may register themselves (RFC 7591, /oauth/register); off by default (docs/oauth.md). */
  readonly oauthDynamicRegistration: boolean;
  /** SUPPORT_EMAIL: where the support page's contact form is mailed (support-config.ts). */
  readonly supportEmail: string;
}

/**
 * Reads the configuration; every variable is optional.
 *
 * @example
 * loadConfig({ PORT: '9000' }).port // 9000
 */
export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  const publicUrl = (env['PUBLIC_URL'] ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    ...databaseTargetOf(env),
    smtpUrl: env['SMTP_URL'] || undefined,
    publicUrl,
    internalDomains: (env['INTERNAL_EMAIL_DOMAINS'] ?? 'waybook.app')
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    removeLegacyWeb: env['REMOVE_LEGACY_WEB'] === 'true',
    isGenaiAlertEnabled: env['GENAI_ALERT_ENABLED'] !== 'false',
    recaptchaSiteKey: env['RECAPTCHA_SITE_KEY'] ?? '',
    recaptchaSecret: env['RECAPTCHA_SECRET'] ?? '',
    recaptchaVerifyUrl: env['RECAPTCHA_VERIFY_URL'] || undefined,
    recaptchaMinScore: env['RECAPTCHA_MIN_SCORE'] ? Number(env['RECAPTCHA_MIN_SCORE']) : 0.5,
    legacyWebUrl: env['LEGACY_WEB_URL'] ?? '',
    secureCookies: publicUrl.startsWith('https://'),
    checkResponses: env['CHECK_RESPONSES'] !== undefined ? env['CHECK_RESPONSES'] === 'true' : env['NODE_ENV'] === 'development' || env['NODE_ENV'] === 'test',
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    jobLeaseSeconds: Math.max(1, Number(env['JOB_LEASE_SECONDS']) || 120),
    inbound: inboundConfigOf(env),
    llm: llmConfigOf(env),
    inbox: inboxConfigOf(env),
    secretsKey: env['SECRETS_KEY'] ?? '',
    oauthDynamicRegistration: env['OAUTH_DYNAMIC_REGISTRATION'] === 'true',
    supportEmail: supportEmailOf(env),
  };
}

/**
 * Whether reCAPTCHA is on: only with both keys. One without the other turns it off with a reason
 * to log, so the app never shows a check the server cannot verify (or the reverse).
 *
 * @example
 * recaptchaOf({ recaptchaSiteKey: 'k', recaptchaSecret: 's' }) // { enabled: true, warning: '' }
 */
export function recaptchaOf(config: Pick<ServerConfig, 'recaptchaSiteKey' | 'recaptchaSecret'>): { readonly enabled: boolean; readonly warning: string } {
  const site = config.recaptchaSiteKey !== '';
  const secret = config.recaptchaSecret !== '';
  if (site && secret) return { enabled: true, warning: '' };
  if (site || secret) return { enabled: false, warning: `reCAPTCHA: OFF, ${site ? 'RECAPTCHA_SECRET' : 'RECAPTCHA_SITE_KEY'} is not set (both are needed)` };
  return { enabled: false, warning: '' };
}

/**
 * The origins reCAPTCHA v3 needs in the CSP (Google's guidance): its script and its frame.
 *
 * @example
 * RECAPTCHA_CSP.scripts // ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
 */
export const RECAPTCHA_CSP = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;
