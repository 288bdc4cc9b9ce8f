import { describe, expect, it } from 'vitest';
import { onboardingErrors, onboardingPatch, type OnboardingValues } from './use-onboarding-form.js';

const TODAY = '2026-11-21';
const valid: OnboardingValues = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  homeCity: { id: 'pl-1', label: 'London, United Kingdom' },
};

describe('onboardingErrors', () => {
  it('has no errors for a valid form', () => {
    expect(onboardingErrors(valid, TODAY)).toEqual({ firstName: null, lastName: null, dateOfBirth: null, homeCity: null });
  });
  it('marks both names when they are the same', () => {
    const errors = onboardingErrors({ ...valid, lastName: 'ADA' }, TODAY);
    expect(errors.firstName?.key).toBe('validation:name.namesSame');
    expect(errors.lastName?.key).toBe('validation:name.namesSame');
  });
  it('marks only the failing name', () => {
    const errors = onboardingErrors({ ...valid, firstName: 'R2' }, TODAY);
    expect(errors.firstName?.key).toBe('validation:name.specialCharacters');
    expect(errors.lastName).toBeNull();
  });
  it('applies the age rules to the date of birth', () => {
    expect(onboardingErrors({ ...valid, dateOfBirth: '2011-01-01' }, TODAY).dateOfBirth).toEqual({
      key: 'validation:dob.tooYoung',
      values: { years: 16 },
    });
    expect(onboardingErrors({ ...valid, dateOfBirth: '1925-12-01' }, TODAY).dateOfBirth).toEqual({
      key: 'validation:dob.yearAfter',
      values: { yearAfter: 1925 },
    });
  });
  it('leaves an empty date and city to their widgets', () => {
    const errors = onboardingErrors({ ...valid, dateOfBirth: null, homeCity: null }, TODAY);
    expect(errors.dateOfBirth).toBeNull();
    expect(errors.homeCity).toBeNull();
  });
});

describe('onboardingPatch', () => {
  it('sends trimmed names, the date and the chosen city with its id', () => {
    expect(onboardingPatch(valid, TODAY)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      homeCity: 'London, United Kingdom',
      homeCityId: 'pl-1',
    });
  });
  it('is null while any field fails', () => {
    expect(onboardingPatch({ ...valid, homeCity: null }, TODAY)).toBeNull();
    expect(onboardingPatch({ ...valid, dateOfBirth: null }, TODAY)).toBeNull();
    expect(onboardingPatch({ ...valid, dateOfBirth: '2020-01-01' }, TODAY)).toBeNull();
    expect(onboardingPatch({ ...valid, lastName: 'ada' }, TODAY)).toBeNull();
  });
});
