import { describe, expect, it } from 'vitest';
import { calendarFileHref } from '../../shared/trips/trip-view.js';
import { isOutsideApp } from './outside-app.js';

describe('isOutsideApp', () => {
  it.each([
    [calendarFileHref('t1', 'Dec01-Dec05.ics'), true],
    ['/trip/image/abc', true],
    ['/plan/document/d1/ticket.pdf', true],
    ['/p/guid', true],
    ['https://help.example/', true],
    ['mailto:someone@example.com', true],
    ['//cdn.example/x', true],
    ['/trips/t1', false],
    ['/trips/t1/cost', false],
    ['/unfiled/note/n1', false],
    ['/settings/preferences', false],
    // An app page, although the server has its own pages under /account/ too.
    ['/account/profile', false],
  ])('%s → %s', (href, expected) => {
    expect(isOutsideApp(href)).toBe(expected);
  });
});
