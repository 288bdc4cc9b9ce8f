import 'reflect-metadata';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { Footer } from './footer.js';
import { SOCIAL_LINKS } from '../../shared/site-links.js';
import { fakeProfile, fakeSession, renderShell, type RenderShellOptions } from '../../shared/testing/render-shell.js';

const routes: RouteObject[] = [{ path: '*', element: <Footer /> }];
const show = (options: Partial<RenderShellOptions> = {}) => renderShell({ routes, ...options });
const doNotShare = () => screen.queryByRole('link', { name: 'Do Not Sell or Share My Personal Information' });
const cookies = () => screen.queryByRole('link', { name: 'Cookie Preferences' });
const width = window.innerWidth;

afterEach(() => {
  window.innerWidth = width;
});

describe('Footer', () => {
  it('groups products, news and resources, and partners', async () => {
    await show();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Products', 'News and Resources', 'Partners']);
    for (const name of [
      'Download the App',
      'Waybook Free',
      'Waybook Pro',
      'Help Center',
      'Resource Center',
      'Jobs',
      'User Agreement',
      'Privacy Policy',
      'Security',
      'Data Policy for Mail Import',
      'Supported Booking Sites',
    ]) {
      expect(screen.getByRole('link', { name }), name).toBeDefined();
    }
  });

  it('leads Help Center to the support page of the app', async () => {
    await show();
    expect(screen.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/support');
  });

  it('passes the locale to the legal pages in the query l', async () => {
    await show();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://waybook.app/legal/privacy-policy?l=en-US');
    expect(screen.getByRole('link', { name: 'User Agreement' }).getAttribute('href')).toBe('https://waybook.app/legal/user-agreement?l=en-US');
  });

  it('shows the do-not-share link only for a US home country', async () => {
    await show({ session: fakeSession({ profile: fakeProfile({ homeCountryCode: 'US' }) }) });
    expect(doNotShare()).not.toBeNull();
  });

  it('hides the do-not-share link elsewhere and without a profile', async () => {
    const { unmount } = await show({ session: fakeSession({ profile: fakeProfile({ homeCountryCode: 'CA' }) }) });
    expect(doNotShare()).toBeNull();
    unmount();
    await show({ session: fakeSession({ profile: undefined }) });
    expect(doNotShare()).toBeNull();
  });

  it('shows cookie preferences only once the full profile is loaded', async () => {
    const { unmount } = await show({ session: fakeSession({ fullProfileLoaded: false }) });
    expect(cookies()).toBeNull();
    unmount();
    await show({ session: fakeSession({ fullProfileLoaded: true }) });
    expect(cookies()).not.toBeNull();
  });

  it('names each social link', async () => {
    await show();
    const social = screen.getByRole('list', { name: 'Waybook on social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Waybook on Instagram',
      'Waybook on Facebook',
      'Waybook on X (Twitter)',
      'Waybook on LinkedIn',
      'Waybook on YouTube',
    ]);
    expect(links[0]?.getAttribute('href')).toBe(SOCIAL_LINKS.instagram);
  });

  it('prints the current year in the copyright line', async () => {
    await show({ today: '2031-05-01' });
    expect(screen.getByText('© 2031 Waybook')).toBeDefined();
  });

  it('collapses the groups into disclosure buttons on phones', async () => {
    window.innerWidth = 500;
    const { user } = await show();
    const products = screen.getByRole('button', { name: 'Products' });
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Waybook Pro' })).toBeNull();
    await user.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Waybook Pro' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Partners' }).getAttribute('aria-expanded')).toBe('false');
    act(() => {
      window.innerWidth = 1024;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('button', { name: 'Products' })).toBeNull();
  });
});
