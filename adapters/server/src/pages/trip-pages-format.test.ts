import { describe, expect, it } from 'vitest';
import type { LanguageTag } from '@waybook/core';
import { planFromWire, plainSpaces } from '@waybook/core/testing';
import { tripDatesLine } from '../mail-templates.js';
import { pageMessages } from './i18n/catalogue.js';
import { publicPlansHtml } from './trip-pages.js';

// The dates of the public trip page and of the trip e-mails go through core's formatter, in the
// reader's language with its usual order and clock: no "MMM d, y" in every language.

const dinner = planFromWire({
  RestaurantObject: {
    uuid: 'r1',
    display_name: 'Le Train Bleu',
    DateTime: { date: '2026-12-18', time: '21:50:00', timezone: 'Europe/Paris', is_time_known: 'true' },
  },
});

const ROWS: readonly (readonly [LanguageTag, string, string, string])[] = [
  ['en-US', 'Dec 18 – 20, 2026', 'Fri, Dec 18, 2026', '9:50 PM'],
  ['en-GB', '18 – 20 Dec 2026', 'Fri, 18 Dec 2026', '21:50'],
  ['fr-FR', '18–20 déc. 2026', 'ven. 18 déc. 2026', '21:50'],
  ['de-DE', '18.–20. Dez. 2026', 'Fr., 18. Dez. 2026', '21:50'],
  ['ja-JP', '2026/12/18～2026/12/20', '2026年12月18日(金)', '21:50'],
  ['es-CO', '18 a 20 de dic de 2026', 'vie, 18 dic 2026', '21:50'],
  ['es-ES', '18–20 dic 2026', 'vie, 18 dic 2026', '21:50'],
];

const concert = planFromWire({
  ActivityObject: {
    uuid: 'c1',
    display_name: 'Night concert',
    StartDateTime: { date: '2026-12-18', time: '21:50:00', timezone: 'Europe/Paris', is_time_known: 'true' },
    EndDateTime: { date: '2026-12-19', time: '01:40:00', timezone: 'Europe/Paris', is_time_known: 'true' },
  },
});

describe('dates on the public trip page and in trip e-mails', () => {
  it.each(ROWS)('writes them in %s', (locale, range, heading, time) => {
    const m = pageMessages(locale).tripMail;
    expect(plainSpaces(tripDatesLine({ startDate: '2026-12-18', endDate: '2026-12-20' }, locale, m))).toBe(range);
    const html = plainSpaces(publicPlansHtml([dinner], locale));
    expect(html).toContain(`<h3>${heading}</h3>`);
    expect(html).toContain(`<span class="time">${time}</span>`);
  });
  it('writes a span across midnight with both days, as the app does', () => {
    expect(plainSpaces(publicPlansHtml([concert], 'en-US'))).toContain('<span class="time">Dec 18, 9:50 PM – Dec 19, 1:40 AM</span>');
    expect(plainSpaces(publicPlansHtml([concert], 'fr-FR'))).toContain('<span class="time">18 déc., 21:50 – 19 déc., 01:40</span>');
  });
  it('writes one date, or says there is none', () => {
    const m = pageMessages('en-US').tripMail;
    expect(tripDatesLine({ startDate: '2026-12-18', endDate: null }, 'en-US', m)).toBe('Dec 18, 2026');
    expect(tripDatesLine({ startDate: null, endDate: null }, 'en-US', m)).toBe(m.datesUnset);
  });
});
