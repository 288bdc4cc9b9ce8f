// The named entities booking mails use (the rest come as numeric references).
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  pound: '£',
  yen: '¥',
  copy: '©',
  reg: '®',
  deg: '°',
  middot: '·',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  times: '×',
  rarr: '→',
  szlig: 'ß',
};

const ACCENTS: Readonly<Record<string, string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  cedil: '\u0327',
  ring: '\u030a',
};

// 'eacute' -> 'é', 'Uuml' -> 'Ü', 'ccedil' -> 'ç': a letter and a combining mark, composed.
function accented(name: string): string | null {
  const m = /^([A-Za-z])(acute|grave|circ|uml|tilde|cedil|ring)$/.exec(name);
  const mark = m === null ? undefined : ACCENTS[m[2] ?? ''];
  return m === null || mark === undefined ? null : `${m[1] ?? ''}${mark}`.normalize('NFC');
}

function codePoint(n: number): string | null {
  if (!Number.isFinite(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
  return String.fromCodePoint(n);
}

/**
 * Decodes HTML character references: numeric ones (`&#233;`, `&#xE9;`) and the named ones mails
 * use (`&amp;`, `&nbsp;`, `&eacute;`, `&euro;`...). An unknown or malformed reference is kept as
 * written.
 *
 * @example
 * decodeHtmlEntities('H&ocirc;tel &amp; Spa &#8211; 2&nbsp;nuits') // 'Hôtel & Spa – 2\u00a0nuits'
 */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z][A-Za-z0-9]{1,31});?/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const hex = ref[1] === 'x' || ref[1] === 'X';
      return codePoint(Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10)) ?? whole;
    }
    return NAMED[ref] ?? NAMED[ref.toLowerCase()] ?? accented(ref) ?? whole;
  });
}
