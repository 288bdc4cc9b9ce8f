/**
 * The three name parts of a traveler, guest, attendee, driver or participant.
 *
 * @example
 * const n: TravelerNameParts = { firstName: 'Mary', middleName: 'Ann', lastName: 'Smith' };
 */
export interface TravelerNameParts {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
}

/**
 * The display name of a traveler: first, middle and last name, each trimmed, the empty ones
 * left out, joined with one space.
 *
 * @example
 * joinTravelerName({ firstName: 'Mary', middleName: 'Ann', lastName: 'Smith' }) // 'Mary Ann Smith'
 * joinTravelerName({ firstName: 'Mary', middleName: '', lastName: 'Smith' })    // 'Mary Smith'
 */
export function joinTravelerName(name: TravelerNameParts): string {
  return [name.firstName, name.middleName, name.lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * Splits a typed display name on whitespace (runs of spaces count once): the first word is the
 * first name, the last word the last name, and everything between, joined by single spaces, the
 * middle name. Choices where the spec is silent: a single word is a first name with no last name;
 * a blank text gives three empty parts.
 *
 * @example
 * splitTravelerName('Mary Ann Lee Smith') // { firstName: 'Mary', middleName: 'Ann Lee', lastName: 'Smith' }
 * splitTravelerName('Mary Smith')         // { firstName: 'Mary', middleName: '', lastName: 'Smith' }
 * splitTravelerName('Cher')               // { firstName: 'Cher', middleName: '', lastName: '' }
 */
export function splitTravelerName(displayName: string): TravelerNameParts {
  const words = displayName
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const firstName = words[0] ?? '';
  if (words.length < 2) return { firstName, middleName: '', lastName: '' };
  return { firstName, middleName: words.slice(1, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}
