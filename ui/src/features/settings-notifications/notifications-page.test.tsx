import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type NotificationService } from '@waybook/core';
import type { NotificationSetting } from '@waybook/core/contract';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import NotificationsPage from './notifications-page.js';

const row = (code: string, name: string, type: string, isEnabled: boolean, isProOnly = false): NotificationSetting => ({
  code,
  name,
  type,
  isEnabled,
  isProOnly,
});
const SETTINGS = [
  row('FT', 'Trip invitations', 'sms', false),
  row('FP', 'Upcoming trip reminders', 'email', true),
  row('D', 'Departure alerts', 'email', false, true),
  row('FP', 'Upcoming trip reminders', 'sms', false),
  row('D', 'Departure alerts', 'sms', false, true),
];

async function setup(over: Partial<Record<keyof NotificationService, unknown>> = {}, recaptchaSiteKey = '') {
  const user = userEvent.setup();
  const service = {
    load: vi.fn(async () => ok({ settings: SETTINGS, isPro: false, phone: null })),
    countries: vi.fn(async () => ok({ countries: [{ region: 'FR', callingCode: '+33', name: 'France' }], isSandbox: true })),
    save: vi.fn(async () => ok(SETTINGS.map((s) => (s.code === 'FP' && s.type === 'email' ? { ...s, isEnabled: false } : s)))),
    sendCode: vi.fn(async () => ok({ countryCode: '+33', number: '612345678' })),
    verify: vi.fn(async () => ok({ countryCode: '+33', number: '612345678' })),
    remove: vi.fn(async () => ok(null)),
    ...over,
  };
  const harness = await renderScreen(<NotificationsPage />, {
    path: '/settings/notifications',
    locale: 'en-US',
    profile: sampleProfile(),
    bind: (c) => c.bind(TOKENS.notifications).toConstantValue(service as unknown as NotificationService),
    appConfig: { isRecaptchaEnabled: recaptchaSiteKey !== '', recaptchaSiteKey },
  });
  await screen.findByRole('heading', { name: 'Alerts and notifications' });
  return { user, service, ...harness };
}

describe('NotificationsPage', () => {
  it('shows the switches, locks Pro rows for free users with the upsell, the sandbox label, and saves what changed', async () => {
    const { user, service } = await setup();
    expect(screen.getByText('Text messages are sent to a sandbox outbox on this server')).toBeTruthy();
    expect(screen.getByText(/Upgrade to Pro to turn them on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Departure alerts by e-mail' }) as HTMLInputElement).disabled).toBe(true);
    const fpMail = screen.getByRole('switch', { name: 'Upcoming trip reminders by e-mail' }) as HTMLInputElement;
    expect(fpMail.checked).toBe(true);
    await user.click(fpMail);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(service.save).toHaveBeenCalledWith([{ code: 'FP', channel: 'email', isEnabled: false }]);
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
  });

  it('shows trip invitations as always e-mailed (the invitation is the e-mail), with a switch for text messages only', async () => {
    await setup();
    // First, as core lists the codes, though it has no e-mail row.
    expect(screen.getAllByRole('rowheader')[0]?.textContent).toBe('Trip invitations ');
    const ft = screen.getByRole('rowheader', { name: 'Trip invitations' }).closest('tr');
    expect(ft?.textContent).toContain('Always');
    expect(screen.queryByRole('switch', { name: 'Trip invitations by e-mail' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Trip invitations by text message' })).toBeTruthy();
    expect(screen.getByText(/the e-mail holds the link that lets you join the trip/)).toBeTruthy();
  });

  it('sets up a phone in two steps, shows SMS errors in words, and removes it after confirming', async () => {
    const verify = vi
      .fn()
      .mockResolvedValueOnce(err('SMS_BAD_VERIFICATION_CODE'))
      .mockResolvedValueOnce(ok({ countryCode: '+33', number: '612345678' }));
    const { user, service } = await setup({ verify });
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a phone number' });
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'FR');
    await user.type(within(dialog).getByLabelText('Mobile number'), '06 12 34 56 78');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(service.sendCode).toHaveBeenCalledWith('FR', '06 12 34 56 78', '');
    expect(within(dialog).queryByText(/protected by reCAPTCHA/)).toBeNull();
    await user.type(await within(dialog).findByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Incorrect verification code')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Text messages go to +33 612345678.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove number' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove your phone number?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove number' }));
    await waitFor(() => expect(screen.getByText('No phone number yet.')).toBeTruthy());
    expect(service.remove).toHaveBeenCalled();
  });

  it('says too many tries on resend in the resend wording', async () => {
    const sendCode = vi
      .fn()
      .mockResolvedValueOnce(ok({ countryCode: '+33', number: '612345678' }))
      .mockResolvedValueOnce(err('SMS_TOO_MANY_TRIES'));
    const { user } = await setup({ sendCode });
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'FR');
    await user.type(within(dialog).getByLabelText('Mobile number'), '0612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Resend code' }));
    expect(await within(dialog).findByText('Too many requests to resend the code. Please try again later.')).toBeTruthy();
  });

  it('with reCAPTCHA on, asks for the code with the site key and shows the notice Google asks for, with its links', async () => {
    const sendCode = vi.fn().mockResolvedValueOnce(err('RECAPTCHA_FAILED'));
    const { user } = await setup({ sendCode }, 'site-key');
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/protected by reCAPTCHA/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://policies.google.com/privacy');
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('https://policies.google.com/terms');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'FR');
    await user.type(within(dialog).getByLabelText('Mobile number'), '0612345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith('FR', '0612345678', 'site-key');
    expect(await within(dialog).findByText('reCAPTCHA verification failed')).toBeTruthy();
  });
});
