import { describe, expect, it } from 'vitest';
import { pointsAccountStatus, pointsStatusLabelMessage } from './account-status.js';

const context = { isDmSupported: false, programName: 'SkyMiles', plansEmail: 'plans@waybook.app' };
const dm = { ...context, isDmSupported: true };
const messageOf = (code: number, c = context) => pointsAccountStatus(code, c).message;

describe('points status messages (part 3 section 8)', () => {
  it('"We are currently unable to gather your account information..." for 0, 6 and 11', () => {
    for (const code of [0, 6, 11]) expect(messageOf(code)).toEqual({ key: 'points:status.unableToGather' });
  });
  it('"The username and password combination you entered appears to be invalid..." for 2', () => {
    expect(messageOf(2)).toEqual({ key: 'points:status.invalidCredentials' });
  });
  it('"...your account has been locked..." for 3', () => {
    expect(messageOf(3)).toEqual({ key: 'points:status.accountLocked' });
  });
  it('"The program web site requires your attention..." for 4', () => {
    expect(messageOf(4)).toEqual({ key: 'points:status.siteNeedsAttention' });
  });
  it('"This program is temporarily disabled. Please try again later." for 5', () => {
    expect(messageOf(5)).toEqual({ key: 'points:status.temporarilyDisabled' });
  });
  it('"{program} needs you to answer a security question." for 10', () => {
    expect(messageOf(10)).toEqual({ key: 'points:status.securityQuestion', values: { program: 'SkyMiles' } });
  });
  it('"We can\'t access your account information at this time." for 99 and unknown codes', () => {
    expect(messageOf(99)).toEqual({ key: 'points:status.cannotAccess' });
    expect(messageOf(12345)).toEqual({ key: 'points:status.cannotAccess' });
  });
  it('"We can no longer track this program..." for 100 and 101, or "New! Track your balance by forwarding..." with data-mining', () => {
    for (const code of [100, 101]) {
      expect(messageOf(code)).toEqual({ key: 'points:status.noLongerTracked' });
      expect(messageOf(code, dm)).toEqual({ key: 'points:status.forwardStatementNew', values: { email: 'plans@waybook.app' } });
    }
  });
  it('"Your balance is out of date. Please forward your reward-program statement to {plans email}." for 104', () => {
    expect(messageOf(104)).toEqual({ key: 'points:status.balanceOutOfDate', values: { email: 'plans@waybook.app' } });
  });
  it('"Forward your reward-program statements to {plans email} to get started." for 106', () => {
    expect(messageOf(106)).toEqual({ key: 'points:status.forwardToStart', values: { email: 'plans@waybook.app' } });
  });
  it('"Edit your account to track this program automatically." for 108', () => {
    expect(messageOf(108)).toEqual({ key: 'points:status.editToTrack' });
  });
  it('no message for "No error" and updating codes', () => {
    for (const code of [1, 9, 102, 105, 200, 98, 107]) expect(messageOf(code), String(code)).toBeNull();
  });
});

describe('points status labels (the interface vocabulary)', () => {
  it('labels each state, deprecated ones with or without e-mail tracking', () => {
    const labels = Object.fromEntries([0, 1, 98, 2, 3, 4, 5, 10, 99, 100, 104, 106, 108].map((c) => [c, pointsAccountStatus(c, context).label]));
    expect(labels).toEqual({
      0: 'timeout',
      1: null,
      98: 'updating',
      2: 'sign-in-problem',
      3: 'lockout',
      4: 'provider-error',
      5: 'disabled',
      10: 'security-answer-needed',
      99: 'generic-error',
      100: 'deprecated',
      104: 'email-tracked-out-of-date',
      106: 'not-supported',
      108: 'pending-user-update',
    });
    expect(pointsAccountStatus(101, dm).label).toBe('deprecated-email-tracked');
    expect(pointsStatusLabelMessage('sign-in-problem')).toEqual({ key: 'points:label.signInProblem' });
  });
  it('keeps the code and meaning', () => {
    expect(pointsAccountStatus(3, context)).toEqual({ code: 3, state: 'account-locked', label: 'lockout', message: { key: 'points:status.accountLocked' } });
  });
});
