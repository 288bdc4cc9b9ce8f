import type { AccountAlert } from './account-alert.js';

// A web address: http:// or https:// (anywhere), or www. at a word start, up to the next space
// or bracket, without trailing sentence punctuation; with the spaces before it and one pair of
// brackets around it.
const URL_PATTERN = /\s*[<([]?(?:https?:\/\/|\bwww\.)(?:[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])?[>)\]]?/giu;

/**
 * Removes web addresses from alert text ("Alert text has URLs stripped", part 3 section 2): every
 * http:// or https:// address and every www. address, with the whitespace before it and any
 * brackets around it. Sentence punctuation after an address is kept; the result is trimmed.
 *
 * @example
 * stripUrls('Check in now at https://airline.example/checkin.') // 'Check in now at.'
 * stripUrls('Gate changed (www.airport.example) to B12')       // 'Gate changed to B12'
 */
export function stripUrls(text: string): string {
  return text.replace(URL_PATTERN, '').trim();
}

/**
 * The alert with URLs stripped from its title and message, ready to show.
 *
 * @example
 * withoutUrls(alert).message // 'Your flight is delayed. Details:'
 */
export function withoutUrls<A extends Pick<AccountAlert, 'title' | 'message'>>(alert: A): A {
  return { ...alert, title: stripUrls(alert.title), message: stripUrls(alert.message) };
}
