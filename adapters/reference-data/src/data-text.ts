/**
 * Text fields of the bundled data as people should read them. OpenFlights writes "no value" as
 * \N and escapes quotes with backslashes ("Compagnie Africaine d\\'Aviation"): both are export
 * artefacts, never part of a name.
 */

/** How the OpenFlights files write a missing value. */
export const NO_VALUE = '\\N';

/**
 * A data field cleaned: "" for \N, backslash-escaped quotes unescaped, trimmed.
 *
 * @example
 * dataText("Compagnie Africaine d\\\\'Aviation") // "Compagnie Africaine d'Aviation"
 * dataText('\\N') // ''
 */
export function dataText(text: string): string {
  const trimmed = text.trim();
  return trimmed === NO_VALUE ? '' : trimmed.replace(/\\+(['"`])/g, '$1').trim();
}
