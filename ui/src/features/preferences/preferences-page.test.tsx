import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err } from '@waybook/core';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import PreferencesPage from './preferences-page.js';

async function setup() {
  const user = userEvent.setup();
  const profile = sampleProfile({ dateEndianFormat: 'M', hourClock: 1, distance: 'M', temperature: 'F', languageTag: 'en-US' });
  const harness = await renderScreen(<PreferencesPage />, { path: '/settings/preferences', profile, today: '2026-11-21' });
  return { user, ...harness };
}

const save = () => screen.getByRole('button', { name: 'Save' });
const preview = () => screen.getByText(/^Dates and times will look like this/).textContent;

describe('PreferencesPage', () => {
  it('offers each choice with a sample built from today, the current ones selected', async () => {
    await setup();
    const dates = within(screen.getByRole('radiogroup', { name: 'Date format' }));
    expect(dates.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Year/Month/Day (2026/11/21)',
      'Month/Day/Year (11/21/2026)',
      'Day/Month/Year (21/11/2026)',
    ]);
    expect((dates.getByRole('radio', { name: 'Month/Day/Year (11/21/2026)' }) as HTMLInputElement).checked).toBe(true);
    const clocks = within(screen.getByRole('radiogroup', { name: 'Time format' }));
    expect((clocks.getByRole('radio', { name: '12-hour (1:30 PM)' }) as HTMLInputElement).checked).toBe(true);
    expect(clocks.getByRole('radio', { name: '24-hour (13:30)' })).toBeTruthy();
    const languages = screen.getByRole('combobox', { name: 'Language' });
    expect(within(languages).getByRole('option', { name: 'Français (France)' }).getAttribute('lang')).toBe('fr-FR');
    expect((save() as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews the chosen date order and clock', async () => {
    const { user } = await setup();
    expect(preview()).toBe('Dates and times will look like this: 11/21/2026, 1:30 PM');
    await user.click(screen.getByRole('radio', { name: 'Day/Month/Year (21/11/2026)' }));
    await user.click(screen.getByRole('radio', { name: '24-hour (13:30)' }));
    expect(preview()).toBe('Dates and times will look like this: 21/11/2026, 13:30');
  });

  it('saves only the fields that changed', async () => {
    const { user, session } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Day/Month/Year (21/11/2026)' }));
    await user.click(screen.getByRole('radio', { name: 'Kilometers' }));
    await user.click(screen.getByRole('radio', { name: 'Miles' }));
    await user.click(screen.getByRole('radio', { name: 'Celsius (°C)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-DE');
    await user.click(save());
    expect(session.updateProfile).toHaveBeenCalledWith({ dateEndianFormat: 'L', temperature: 'C', languageTag: 'de-DE' });
    expect(await screen.findByText('Preferences saved')).toBeTruthy();
  });

  it('moves between options with the arrow keys', async () => {
    const { user, session } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Fahrenheit (°F)' }));
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Celsius (°C)' }) as HTMLInputElement).checked).toBe(true);
    await user.click(save());
    expect(session.updateProfile).toHaveBeenCalledWith({ temperature: 'C' });
  });

  it('says so when saving fails, keeping the choice', async () => {
    const { user, session } = await setup();
    session.updateProfile.mockResolvedValue(err({ kind: 'failed' }));
    await user.click(screen.getByRole('radio', { name: '24-hour (13:30)' }));
    await user.click(save());
    expect(await screen.findByText('Unable to save preferences')).toBeTruthy();
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('radio', { name: '24-hour (13:30)' }) as HTMLInputElement).checked).toBe(true);
  });
});
