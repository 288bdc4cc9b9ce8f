import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type SupportClient } from '@waybook/core';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import { HELP_CENTER_URL } from '../../shared/site-links.js';
import SupportPage from './support-page.js';

function fakes() {
  const service = { send: vi.fn<SupportClient['send']>(async () => ok({ reference: 'WB-AB12-CD34' })) };
  return { service, bind: (c: Container) => void c.bind(TOKENS.support).toConstantValue(service as unknown as SupportClient) };
}

const show = async (locale?: 'fr-FR' | 'ja-JP') => {
  const f = fakes();
  await renderScreen(<SupportPage />, { path: '/support', bind: f.bind, ...(locale ? { locale } : {}) });
  return f;
};
const topic = () => screen.getByRole('combobox', { name: /^Topic/ });
const message = () => screen.getByRole('textbox', { name: /^Message/ });
const tripLink = () => screen.getByRole('textbox', { name: /^Link to the trip/ });
const send = () => screen.getByRole('button', { name: 'Send message' });

describe('SupportPage: help by topic', () => {
  it('links each promised topic to the screen where it is done, and the Help Center in a new tab', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Help and support' })).toBeTruthy();
    const help = screen.getByRole('region', { name: 'Help by topic' });
    const titles = within(help)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Getting started', 'Trips and plans', 'Sharing', 'Importing by email', 'Calendar feed', 'Pro and billing', 'Account and privacy']);
    const href = (name: string | RegExp) => within(help).getByRole('link', { name }).getAttribute('href');
    expect(href('Add a trip')).toBe('/trip/create');
    expect(href('Go to your trips')).toBe('/trips');
    expect(href('Sharing settings')).toBe('/account/sharing');
    expect(href('Your plans address')).toBe('/account/profile');
    expect(href('Calendar feed settings')).toBe('/settings/calendar-feed');
    expect(href('Subscription and billing')).toBe('/account/billing');
    expect(href('Manage account')).toBe('/account/profile');
    expect(href(/^Privacy Policy/)).toBe('https://waybook.app/legal/privacy-policy?l=en-US');
    const center = within(help).getByRole('link', { name: 'Visit the Help Center (opens in a new tab)' });
    expect(center.getAttribute('href')).toBe(HELP_CENTER_URL);
    expect(center.getAttribute('target')).toBe('_blank');
  });

  it('speaks the reader’s language, and the legal pages follow it', async () => {
    await show('fr-FR');
    expect(screen.getByRole('heading', { level: 1, name: 'Aide et assistance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Politique de confidentialité/ }).getAttribute('href')).toBe('https://waybook.app/legal/privacy-policy?l=fr-FR');
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeTruthy();
  });
});

describe('SupportPage: contact form', () => {
  it('shows the account’s primary address read-only', async () => {
    await show();
    const email = screen.getByRole('textbox', { name: 'Your email address' }) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('checks the fields before sending, focuses the first one in error, and sends nothing', async () => {
    const f = await show();
    await userEvent.type(message(), 'Too short');
    await userEvent.type(tripLink(), 'https://evil.example/phish');
    await userEvent.click(send());
    expect(await screen.findByText('Choose a topic.')).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters.')).toBeTruthy();
    expect(screen.getByText(/^This is not the address of a Waybook trip/)).toBeTruthy();
    expect(topic().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(topic());
    expect(f.service.send).not.toHaveBeenCalled();
  });

  it('sends, shows progress, then a confirmation with the reference that takes the focus', async () => {
    const f = await show();
    let finish: (v: Awaited<ReturnType<SupportClient['send']>>) => void = () => undefined;
    f.service.send.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await userEvent.selectOptions(topic(), 'calendar-feed');
    await userEvent.type(message(), 'My calendar app shows no trips.');
    await userEvent.type(tripLink(), 'https://waybook.example/app/trips/t-1');
    await userEvent.click(send());
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy.hasAttribute('disabled') || busy.getAttribute('aria-disabled') === 'true' || busy.hasAttribute('data-disabled')).toBe(true);
    expect(f.service.send).toHaveBeenCalledWith({
      topic: 'calendar-feed',
      message: 'My calendar app shows no trips.',
      tripLink: 'https://waybook.example/app/trips/t-1',
    });
    finish(ok({ reference: 'WB-AB12-CD34' }));
    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    expect(screen.getByText('Thank you. Our support team has your message and will reply to ada@example.com.')).toBeTruthy();
    expect(screen.getByText('Your reference: WB-AB12-CD34')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    await userEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect((message() as HTMLTextAreaElement).value).toBe('');
    expect((topic() as HTMLSelectElement).value).toBe('');
  });

  it('keeps everything typed when sending fails, and says why in the reader’s words', async () => {
    const f = await show();
    f.service.send.mockResolvedValueOnce(err({ kind: 'rate-limit' })).mockResolvedValueOnce(err({ kind: 'offline' }));
    await userEvent.selectOptions(topic(), 'other');
    await userEvent.type(message(), 'Where did my hotel go?');
    await userEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please wait a few minutes, then send this one again.',
    );
    expect((message() as HTMLTextAreaElement).value).toBe('Where did my hotel go?');
    expect((topic() as HTMLSelectElement).value).toBe('other');
    await userEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toMatch(/^You seem to be offline\. Your message is still here/);
    expect((message() as HTMLTextAreaElement).value).toBe('Where did my hotel go?');
  });

  it('marks the field the server refused and focuses it', async () => {
    const f = await show();
    f.service.send.mockResolvedValueOnce(err({ kind: 'invalid', field: 'tripLink' }));
    await userEvent.selectOptions(topic(), 'sharing');
    await userEvent.type(message(), 'Bo cannot see my trip.');
    await userEvent.type(tripLink(), 'https://waybook.example/p/abc');
    await userEvent.click(send());
    expect(await screen.findByText(/^This is not the address of a Waybook trip/)).toBeTruthy();
    expect(document.activeElement).toBe(tripLink());
    expect((tripLink() as HTMLInputElement).value).toBe('https://waybook.example/p/abc');
  });

  it('flags a message over the limit and does not send it', async () => {
    const f = await show();
    await userEvent.selectOptions(topic(), 'other');
    await userEvent.click(message());
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(send());
    expect(await screen.findByText('Character limit of 5000 exceeded.')).toBeTruthy();
    expect(document.activeElement).toBe(message());
    expect(f.service.send).not.toHaveBeenCalled();
  });
});
