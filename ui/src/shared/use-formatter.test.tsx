import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DateOrder, HourClock } from '@waybook/core';
import { plainSpaces } from '@waybook/core/testing';
import type { Locale } from '../i18n/messages.js';
import { renderScreen, sampleProfile } from './testing/account-test-harness.js';
import { useFormatter } from './use-formatter.js';

// The same trip as screens write it through useFormatter, in the seven interface languages and
// the user's date order and clock: a flight leaving Dec 18 at 21:50, landing Dec 19 at 21:40.
function Sample() {
  const f = useFormatter();
  const lines = [
    f.date('2026-12-18', 'weekday'),
    f.numericDate('2026-12-18'),
    f.time('21:50:00'),
    f.dateRange('2026-12-18', '2026-12-20'),
    f.dateTimeSpan({ date: '2026-12-18', time: '21:50:00' }, { date: '2026-12-19', time: '21:40:00' }),
    f.duration(155),
    f.money(1240, 'EUR'),
  ];
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

async function texts(locale: Locale, dateEndianFormat: DateOrder, hourClock: HourClock): Promise<string[]> {
  await renderScreen(<Sample />, { path: '/', locale, profile: sampleProfile({ dateEndianFormat, hourClock }) });
  return screen.getAllByRole('listitem').map((li) => plainSpaces(li.textContent ?? ''));
}

describe('useFormatter', () => {
  it.each([
    ['en-US', 'M', 1, ['Fri, Dec 18, 2026', '12/18/2026', '9:50 PM', 'Dec 18 – 20, 2026', 'Dec 18, 9:50 PM – Dec 19, 9:40 PM', '2 hr 35 min', '€1,240.00']],
    ['en-US', 'L', 2, ['Fri, 18 Dec 2026', '18/12/2026', '21:50', '18 – 20 Dec 2026', '18 Dec, 21:50 – 19 Dec, 21:40', '2 hr 35 min', '€1,240.00']],
    ['en-GB', 'L', 2, ['Fri, 18 Dec 2026', '18/12/2026', '21:50', '18 – 20 Dec 2026', '18 Dec, 21:50 – 19 Dec, 21:40', '2 hrs 35 mins', '€1,240.00']],
    ['fr-FR', 'L', 2, ['ven. 18 déc. 2026', '18/12/2026', '21:50', '18–20 déc. 2026', '18 déc., 21:50 – 19 déc., 21:40', '2 h 35 min', '1 240,00 €']],
    ['fr-FR', 'M', 1, ['ven. 18 déc. 2026', '12/18/2026', '9:50 PM', '18–20 déc. 2026', '18 déc., 9:50 PM – 19 déc., 9:40 PM', '2 h 35 min', '1 240,00 €']],
    ['de-DE', 'L', 2, ['Fr., 18. Dez. 2026', '18/12/2026', '21:50', '18.–20. Dez. 2026', '18. Dez., 21:50 – 19. Dez., 21:40', '2 Std., 35 Min.', '1.240,00 €']],
    ['ja-JP', 'I', 2, ['2026年12月18日(金)', '2026/12/18', '21:50', '2026/12/18～2026/12/20', '12/18 21:50～12/19 21:40', '2 時間35 分', '€1,240.00']],
    [
      'es-CO',
      'L',
      1,
      [
        'vie, 18 dic 2026',
        '18/12/2026',
        '9:50 p. m.',
        '18 a 20 de dic de 2026',
        '18 de dic, 9:50 p. m. al 19 de dic, 9:40 p. m.',
        '2 h 35 min',
        'EUR 1.240,00',
      ],
    ],
    ['es-ES', 'L', 2, ['vie, 18 dic 2026', '18/12/2026', '21:50', '18–20 dic 2026', '18 dic, 21:50 – 19 dic, 21:40', '2 h 35 min', '1240,00 €']],
  ] as const)('writes the trip in %s with order %s and clock %s', async (locale, order, clock, expected) => {
    expect(await texts(locale, order, clock)).toEqual(expected);
  });
});
