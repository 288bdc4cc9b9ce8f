/**
 * Text folding for search keys: case-, accent- and punctuation-insensitive.
 * The same function folds the indexed names and the typed query, so both sides agree.
 */

/** Letters that NFD does not split into a base letter and a combining mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŀ: 'l',
  Ŀ: 'l',
};
const SPECIAL_RE = /[ßẞæÆœŒøØłŁđĐðÐþÞıħĦŀĿ]/g;
const COMBINING_MARKS_RE = /\p{M}+/gu;
/** Apostrophes vanish ("L'Aquila" -> "laquila"); any other non-letter, non-digit separates words. */
const APOSTROPHES_RE = /['’ʻʼ`´]/g;
const SEPARATORS_RE = /[^\p{L}\p{N}]+/gu;
/** Text that folding would leave as it is once lower-cased (most names): the fast path. */
const PLAIN_RE = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * Folds text to a search key: lower case, no accents, words separated by one space.
 *
 * @example
 * fold('Zürich') // 'zurich'
 * fold('  Saint-Étienne ') // 'saint etienne'
 * fold('São Paulo') // 'sao paulo'
 */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN_RE.test(lower)) return lower;
  return text
    .replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(COMBINING_MARKS_RE, '')
    .toLowerCase()
    .replace(APOSTROPHES_RE, '')
    .replace(SEPARATORS_RE, ' ')
    .trim();
}

/**
 * The keys under which a folded name is indexed besides itself: the name from each later word on,
 * so "san fr" finds San Francisco via the whole name and "fran" finds it via "francisco".
 *
 * @example
 * wordSuffixes('rio de janeiro') // ['de janeiro', 'janeiro']
 */
export function wordSuffixes(folded: string): string[] {
  const suffixes: string[] = [];
  let at = folded.indexOf(' ');
  while (at !== -1) {
    suffixes.push(folded.slice(at + 1));
    at = folded.indexOf(' ', at + 1);
  }
  return suffixes;
}
