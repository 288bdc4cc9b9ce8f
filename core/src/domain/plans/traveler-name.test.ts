import { describe, expect, it } from 'vitest';
import { joinTravelerName, splitTravelerName } from './traveler-name.js';

describe('traveler name', () => {
  // "The display name is the parts joined; setting it splits on spaces into first, middle (everything
  // between) and last."
  it('joins the parts, leaving out empty ones', () => {
    expect(joinTravelerName({ firstName: 'Mary', middleName: 'Ann', lastName: 'Smith' })).toBe('Mary Ann Smith');
    expect(joinTravelerName({ firstName: 'Mary', middleName: '', lastName: 'Smith' })).toBe('Mary Smith');
    expect(joinTravelerName({ firstName: ' Mary ', middleName: ' ', lastName: '' })).toBe('Mary');
    expect(joinTravelerName({ firstName: '', middleName: '', lastName: '' })).toBe('');
  });
  it('splits into first, everything between as middle, and last', () => {
    expect(splitTravelerName('Mary Ann Lee Smith')).toEqual({ firstName: 'Mary', middleName: 'Ann Lee', lastName: 'Smith' });
    expect(splitTravelerName('Mary Smith')).toEqual({ firstName: 'Mary', middleName: '', lastName: 'Smith' });
    expect(splitTravelerName('  Mary   Ann  Smith ')).toEqual({ firstName: 'Mary', middleName: 'Ann', lastName: 'Smith' });
  });
  it('makes a single word the first name and a blank text empty', () => {
    expect(splitTravelerName('Cher')).toEqual({ firstName: 'Cher', middleName: '', lastName: '' });
    expect(splitTravelerName('   ')).toEqual({ firstName: '', middleName: '', lastName: '' });
  });
});
