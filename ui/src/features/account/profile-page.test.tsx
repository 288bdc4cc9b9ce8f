import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import ProfilePage from './profile-page.js';

const profile = sampleProfile({
  firstName: 'Ada',
  lastName: 'Lovelace',
  homeCity: 'London, United Kingdom',
  dateOfBirth: '1990-12-10',
  dateEndianFormat: 'L',
  hourClock: 2,
  distance: 'K',
  temperature: 'C',
  emailAddresses: [
    { uuid: 'e-3', address: 'zed@example.com', isPrimary: false, isConfirmed: false, isAutoImport: false },
    { uuid: 'e-2', address: 'work@example.com', isPrimary: false, isConfirmed: true, isAutoImport: false },
    { uuid: 'e-1', address: 'ada@example.com', isPrimary: true, isConfirmed: true, isAutoImport: false },
  ],
});

describe('ProfilePage', () => {
  it('lists the addresses primary first, then confirmed, with their badges', async () => {
    await renderScreen(<ProfilePage />, { path: '/account/profile', profile });
    const rows = within(within(screen.getByRole('region', { name: 'Ada Lovelace' })).getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'ada@example.comPrimaryConfirmed',
      'work@example.comConfirmed',
      'zed@example.comNot confirmed yet — check your inbox',
    ]);
  });

  it('leads to changing the password and deleting the account (the Manage Account hub)', async () => {
    await renderScreen(<ProfilePage />, { path: '/account/profile', profile });
    const security = screen.getByRole('region', { name: 'Sign-in and security' });
    expect(within(security).getByRole('link', { name: 'Change your password' }).getAttribute('href')).toBe('/account/profile/change-password');
    expect(within(security).getByRole('link', { name: 'Delete your account' }).getAttribute('href')).toBe('/account/manage/delete');
  });

  it('shows the name, home city, date of birth and preferences', async () => {
    await renderScreen(<ProfilePage />, { path: '/account/profile', profile, today: '2026-11-21' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('London, United Kingdom')).toBeTruthy();
    expect(screen.getByText('10 Dec 1990')).toBeTruthy();
    expect(screen.getByText('Day/Month/Year (21/11/2026)')).toBeTruthy();
    expect(screen.getByText('24-hour (13:30)')).toBeTruthy();
    expect(screen.getByText('Kilometers')).toBeTruthy();
    expect(screen.getByText('English (United States)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change display preferences' }).getAttribute('href')).toBe('/settings/preferences');
  });

  it('formats the date of birth in the user language', async () => {
    await renderScreen(<ProfilePage />, { path: '/account/profile', profile, locale: 'de-DE' });
    expect(screen.getByText('10. Dez. 1990')).toBeTruthy();
    expect(screen.getByText('Primär')).toBeTruthy();
  });

  it('links to Edit Profile', async () => {
    await renderScreen(<ProfilePage />, { path: '/account/profile' });
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/account/profile/edit');
  });
});
