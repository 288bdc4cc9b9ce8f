import 'reflect-metadata';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { err } from '@waybook/core';
import type { Session } from '../../app/session/session-context.js';
import { AppFrame } from './app-frame.js';
import { HELP_CENTER_URL } from '../../shared/site-links.js';
import { fakeAppConfig, fakeProfile, fakeSession, renderShell } from '../../shared/testing/render-shell.js';

const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      { path: 'trips', element: <h1>Trip list</h1>, handle: { title: 'titles.trips' } },
      { path: '*', element: <h1>Elsewhere</h1>, handle: { title: 'titles.notFound' } },
    ],
  },
];

const show = (session: Session) => renderShell({ routes, initialEntries: ['/trips'], session });
const usProfile = (address = 'ada@example.com') =>
  fakeProfile({ homeCountryCode: 'US', emailAddresses: [{ uuid: 'e1', address, isPrimary: true, isConfirmed: true, isAutoImport: false }] });
const oldWebLink = () => screen.queryByRole('link', { name: 'Switch to the classic site' });
const width = window.innerWidth;

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(() => {
  window.innerWidth = width;
});

describe('Navbar', () => {
  it('links the logo home and has a Trips link', async () => {
    await show(fakeSession());
    expect(screen.getByRole('link', { name: 'Waybook home' }).getAttribute('href')).toBe('/');
    const trips = screen.getByRole('link', { name: 'Trips' });
    expect(trips.getAttribute('href')).toBe('/trips');
    expect(trips.getAttribute('aria-current')).toBe('page');
  });

  it('outside North America offers a Support link in a new tab', async () => {
    await show(fakeSession({ profile: fakeProfile({ homeCountryCode: 'FR' }) }));
    const support = screen.getByRole('link', { name: 'Support (opens in a new tab)' });
    expect(support.getAttribute('href')).toBe(HELP_CENTER_URL);
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
  });

  it('in North America offers a support dropdown with the help center', async () => {
    const { user } = await show(fakeSession({ profile: usProfile() }));
    expect(screen.queryByRole('link', { name: 'Support (opens in a new tab)' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Support' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('list', { name: 'Support' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const help = within(menu).getByRole('link', { name: 'Help Center (opens in a new tab)' });
    expect(help.getAttribute('href')).toBe(HELP_CENTER_URL);
    expect(help.getAttribute('target')).toBe('_blank');
    const contact = within(menu).getByRole('link', { name: 'Contact support' });
    expect(contact.getAttribute('href')).toBe('/support');
    expect(contact.getAttribute('target')).toBeNull();
  });

  it('opens the support page from Contact support in the dropdown', async () => {
    const { user } = await show(fakeSession({ profile: usProfile() }));
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.click(within(screen.getByRole('list', { name: 'Support' })).getByRole('link', { name: 'Contact support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elsewhere' })).toBeDefined();
  });

  describe('old-web switch', () => {
    it('shows to North American users once the full profile is loaded', async () => {
      await show(fakeSession({ profile: usProfile() }));
      expect(oldWebLink()?.getAttribute('href')).toBe('/old-web');
    });
    it('is hidden before the full profile is loaded', async () => {
      await show(fakeSession({ profile: usProfile(), fullProfileLoaded: false }));
      expect(oldWebLink()).toBeNull();
    });
    it('is hidden outside North America', async () => {
      await show(fakeSession({ profile: fakeProfile({ homeCountryCode: 'GB' }) }));
      expect(oldWebLink()).toBeNull();
    });
    it('is hidden while the app flags are unknown', async () => {
      await show(fakeSession({ profile: usProfile(), appConfig: undefined }));
      expect(oldWebLink()).toBeNull();
    });
    it('shows only to internal users when legacy web is removed', async () => {
      await show(fakeSession({ profile: usProfile(), appConfig: fakeAppConfig({ removeLegacyWeb: true }) }));
      expect(oldWebLink()).toBeNull();
    });
    it('shows to an internal (waybook.app) user when legacy web is removed', async () => {
      await show(fakeSession({ profile: usProfile('ada@waybook.app'), appConfig: fakeAppConfig({ removeLegacyWeb: true }) }));
      expect(oldWebLink()).not.toBeNull();
    });
  });

  describe('language selector', () => {
    it('shows the current code and saves the chosen language on the profile', async () => {
      const updateProfile = vi.fn<Session['updateProfile']>(fakeSession().updateProfile);
      const { user } = await show(fakeSession({ updateProfile }));
      await user.click(screen.getByRole('button', { name: 'Language: EN-US' }));
      const menu = screen.getByRole('list', { name: 'Language' });
      const options = within(menu).getAllByRole('button');
      expect(options.map((o) => o.textContent)).toEqual([
        'English (United States)',
        'English (United Kingdom)',
        'Français (France)',
        'Deutsch (Deutschland)',
        '日本語',
        'Español (Colombia)',
        'Español (España)',
      ]);
      expect(options.map((o) => [o.getAttribute('lang'), o.getAttribute('aria-current')])).toEqual([
        ['en-US', 'true'],
        ['en-GB', null],
        ['fr-FR', null],
        ['de-DE', null],
        ['ja-JP', null],
        ['es-CO', null],
        ['es-ES', null],
      ]);
      await user.click(within(menu).getByRole('button', { name: 'Français (France)' }));
      expect(updateProfile).toHaveBeenCalledWith({ languageTag: 'fr-FR' });
      // Choosing closes the list and gives focus back to the button.
      expect(screen.queryByRole('list', { name: 'Language' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language: EN-US' }));
    });

    it('says "Error updating your data" when saving fails', async () => {
      const updateProfile = vi.fn<Session['updateProfile']>(async () => err({ kind: 'failed' }));
      const { user } = await show(fakeSession({ updateProfile }));
      await user.click(screen.getByRole('button', { name: 'Language: EN-US' }));
      await user.click(screen.getByRole('button', { name: 'Deutsch (Deutschland)' }));
      expect(updateProfile).toHaveBeenCalledWith({ languageTag: 'de-DE' });
      expect(await screen.findByText('Error updating your data')).toBeDefined();
    });
  });

  describe('user dropdown', () => {
    it('holds account and security, subscription and billing, settings, credits and sign out', async () => {
      const { user, router } = await show(fakeSession());
      await user.click(screen.getByRole('button', { name: /Account menu/ }));
      const menu = screen.getByRole('list', { name: 'Account menu' });
      const items = within(menu).getAllByRole('link');
      expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
        ['Account and Security', '/account/profile'],
        ['Subscription & billing', '/account/billing'],
        ['Settings', '/settings/preferences'],
        ['Credits', '/credits'],
        ['Sign out', '/logout'],
      ]);
      await user.click(within(menu).getByRole('link', { name: 'Settings' }));
      expect(router.state.location.pathname).toBe('/settings/preferences');
    });

    it('shows the photo, or a default icon, and a Pro badge for Pro users only', async () => {
      await show(fakeSession({ profile: fakeProfile({ isPro: true, photoUrl: 'https://img.example/ada.jpg' }) }));
      const button = screen.getByRole('button', { name: /Account menu/ });
      expect(button.querySelector('img')?.getAttribute('src')).toBe('https://img.example/ada.jpg');
      expect(within(button).getByText('Pro')).toBeDefined();
    });

    it('has no Pro badge for free users', async () => {
      await show(fakeSession({ profile: fakeProfile({ isPro: false }) }));
      const button = screen.getByRole('button', { name: /Account menu/ });
      expect(button.querySelector('img')).toBeNull();
      expect(button.querySelector('svg')).not.toBeNull();
      expect(within(button).queryByText('Pro')).toBeNull();
    });
  });

  it('collapses behind a menu button below the lg breakpoint', async () => {
    window.innerWidth = 800;
    const { user } = await show(fakeSession());
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Trips' })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Trips' })).toBeDefined();
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Trips' })).toBeDefined();
  });
});
