/**
 * The word a user types to confirm deleting a trip (part 1 section 5). It is not translated.
 *
 * @example
 * DELETE_CONFIRMATION_WORD // 'Delete'
 */
export const DELETE_CONFIRMATION_WORD = 'Delete';

/**
 * Whether the typed text confirms a trip deletion. Choices: the comparison is case-sensitive
 * ("delete" and "DELETE" do not confirm, as the modal asks for the word exactly as shown), and
 * whitespace around the word is ignored (mobile keyboards add a trailing space).
 *
 * @example
 * isDeleteConfirmed('Delete')   // true
 * isDeleteConfirmed(' Delete ') // true
 * isDeleteConfirmed('delete')   // false
 */
export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim() === DELETE_CONFIRMATION_WORD;
}
