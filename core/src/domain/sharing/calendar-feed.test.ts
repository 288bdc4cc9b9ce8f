import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import {
  CALENDAR_FEED_PROPAGATION_HOURS,
  calendarFeedFailureMessage,
  calendarFeedFromProfile,
  calendarFeedPropagatedBy,
  calendarFeedPropagationNotice,
  calendarFeedTransition,
  isCalendarFeedPropagating,
} from './calendar-feed.js';

const at = new Date('2026-05-01T10:00:00Z');
const enabled = { status: 'enabled', url: 'https://waybook.app/feed/ical/u1.ics', changedAt: null } as const;
const disabled = { status: 'disabled', changedAt: null } as const;

describe('calendar feed ("Calendar feed: enabled, reset (new URL), disabled")', () => {
  it('is enabled, reset to a new URL, or disabled', () => {
    expect(calendarFeedTransition(enabled, { type: 'reset', url: 'https://waybook.app/feed/ical/u2.ics', at })).toEqual(
      ok({ status: 'enabled', url: 'https://waybook.app/feed/ical/u2.ics', changedAt: at }),
    );
    expect(calendarFeedTransition(enabled, { type: 'disable', at })).toEqual(ok({ status: 'disabled', changedAt: at }));
    expect(calendarFeedTransition(disabled, { type: 'enable', url: 'u1', at })).toEqual(ok({ status: 'enabled', url: 'u1', changedAt: at }));
  });
  it('refuses a reset that keeps the old URL, and steps that change nothing', () => {
    expect(calendarFeedTransition(enabled, { type: 'reset', url: enabled.url, at })).toEqual(err({ kind: 'url-unchanged' }));
    expect(calendarFeedTransition(enabled, { type: 'reset', url: ' ', at })).toEqual(err({ kind: 'url-missing' }));
    expect(calendarFeedTransition(disabled, { type: 'reset', url: 'u2', at })).toEqual(err({ kind: 'not-enabled' }));
    expect(calendarFeedTransition(disabled, { type: 'disable', at })).toEqual(err({ kind: 'already-disabled' }));
    expect(calendarFeedTransition(enabled, { type: 'enable', url: 'u3', at })).toEqual(err({ kind: 'already-enabled' }));
    expect(calendarFeedTransition(disabled, { type: 'enable', url: '', at })).toEqual(err({ kind: 'url-missing' }));
  });
  it('reads the profile icalUrl', () => {
    expect(calendarFeedFromProfile({ icalUrl: '' })).toEqual(disabled);
    expect(calendarFeedFromProfile({ icalUrl: 'u1' })).toEqual({ status: 'enabled', url: 'u1', changedAt: null });
  });
  it('"Changes can take up to 48 hours to show."', () => {
    expect(CALENDAR_FEED_PROPAGATION_HOURS).toBe(48);
    const changed = { status: 'disabled', changedAt: at } as const;
    expect(calendarFeedPropagatedBy(changed)).toEqual(new Date('2026-05-03T10:00:00Z'));
    expect(calendarFeedPropagatedBy(disabled)).toBeNull();
    expect(isCalendarFeedPropagating(changed, new Date('2026-05-03T09:59:59Z'))).toBe(true);
    expect(isCalendarFeedPropagating(changed, new Date('2026-05-03T10:00:00Z'))).toBe(false);
    expect(isCalendarFeedPropagating(disabled, at)).toBe(false);
    expect(calendarFeedPropagationNotice()).toEqual({ key: 'sharing:calendarFeed.propagationNotice', values: { hours: 48 } });
  });
  it('"Unable to reset or disable calendar feed"; update and URL-save failures', () => {
    expect(calendarFeedFailureMessage('reset')).toEqual({ key: 'sharing:calendarFeed.resetOrDisableFailed' });
    expect(calendarFeedFailureMessage('disable')).toEqual({ key: 'sharing:calendarFeed.resetOrDisableFailed' });
    expect(calendarFeedFailureMessage('enable')).toEqual({ key: 'sharing:calendarFeed.updateFailed' });
    expect(calendarFeedFailureMessage('save-url')).toEqual({ key: 'sharing:calendarFeed.urlSaveFailed' });
  });
});
