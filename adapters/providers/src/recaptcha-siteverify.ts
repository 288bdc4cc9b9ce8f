import { isHumanEnough, type RecaptchaVerifier } from '@waybook/core';

/** Settings of {@link SiteverifyRecaptcha}. */
export interface SiteverifyOptions {
  /** The secret key the provider gave with the site key (RECAPTCHA_SECRET). */
  readonly secret: string;
  /** The provider's siteverify endpoint (RECAPTCHA_VERIFY_URL); Google's by default. */
  readonly verifyUrl?: string;
  /** The lowest reCAPTCHA v3 score taken as human (RECAPTCHA_MIN_SCORE, default 0.5). */
  readonly minScore?: number;
  /** How long to wait for the provider before refusing (milliseconds). */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
}

/**
 * Google's siteverify endpoint; hCaptcha and Cloudflare Turnstile answer the same shape at their
 * own URL.
 *
 * @example
 * GOOGLE_SITEVERIFY_URL // 'https://www.google.com/recaptcha/api/siteverify'
 */
export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

type Answer = { readonly success: boolean; readonly score?: number; readonly action?: string; readonly errors: readonly string[] };

function readAnswer(body: unknown): Answer | undefined {
  if (typeof body !== 'object' || body === null || !('success' in body) || typeof body.success !== 'boolean') return undefined;
  const score = 'score' in body && typeof body.score === 'number' ? body.score : undefined;
  const action = 'action' in body && typeof body.action === 'string' ? body.action : undefined;
  const codes = 'error-codes' in body && Array.isArray(body['error-codes']) ? body['error-codes'].filter((c) => typeof c === 'string') : [];
  return { success: body.success, ...(score === undefined ? {} : { score }), ...(action === undefined ? {} : { action }), errors: codes };
}

/**
 * Checks tokens with the provider's siteverify call (a form POST of secret and response). A token
 * passes when the provider says success, the action it was made for is the one asked (when the
 * provider reports one) and a v3 score clears the minimum. Anything else refuses, including a
 * provider that cannot be reached, answers an error or something unreadable: the check fails
 * closed, and the reason is logged without the token or the secret.
 *
 * @example
 * const recaptcha = new SiteverifyRecaptcha({ secret: process.env.RECAPTCHA_SECRET ?? '' });
 * await recaptcha.verify({ token, action: 'sms_setup' });
 */
export class SiteverifyRecaptcha implements RecaptchaVerifier {
  constructor(private readonly o: SiteverifyOptions) {}

  async verify(request: { readonly token: string; readonly action: string }): Promise<boolean> {
    if (request.token.trim() === '') return false;
    const answer = await this.ask(request.token);
    if (answer === undefined) return false;
    if (!answer.success) return this.refuse(`refused (${answer.errors.join(', ') || 'no reason given'})`);
    if (answer.action !== undefined && request.action !== '' && answer.action !== request.action) return this.refuse('token made for another action');
    if (!isHumanEnough(answer.score, this.o.minScore ?? 0.5)) return this.refuse(`score ${answer.score} under the minimum`);
    return true;
  }

  private refuse(why: string): false {
    this.o.log?.(`reCAPTCHA: ${why}`);
    return false;
  }

  private unanswered(why: string): undefined {
    this.refuse(why);
    return undefined;
  }

  private async ask(token: string): Promise<Answer | undefined> {
    const send = this.o.fetch ?? fetch;
    try {
      const response = await send(this.o.verifyUrl ?? GOOGLE_SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.o.secret, response: token }),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 5000),
      });
      if (!response.ok) return this.unanswered(`the provider answered HTTP ${response.status}`);
      const answer = readAnswer(parseJson(await response.text()));
      return answer ?? this.unanswered('the provider answered something unreadable');
    } catch (e) {
      return this.unanswered(`the provider could not be reached (${e instanceof Error ? e.name : 'error'})`);
    }
  }
}
