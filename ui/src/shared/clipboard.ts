/**
 * Writes text to the clipboard; false when the browser has no clipboard or refuses (the caller
 * says so, and the text stays on screen to copy by hand).
 *
 * @example
 * if (!(await copyText(url))) toast.error(t('copyFailed'));
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || navigator.clipboard === undefined) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
