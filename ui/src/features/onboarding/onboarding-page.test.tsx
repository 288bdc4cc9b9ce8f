import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { err } from '@waybook/core';
import '../../components/testing/dom-polyfills.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import OnboardingPage from './onboarding-page.js';

const newUser = sampleProfile({ firstName: '', lastName: '', dateOfBirth: '', homeCity: '', dateEndianFormat: 'M' });

async function setup() {
  const user = userEvent.setup();
  const harness = await renderScreen(<OnboardingPage />, { path: '/onboarding', profile: newUser, today: '2026-11-21' });
  return { user, ...harness };
}

const firstName = () => screen.getByRole('textbox', { name: /^First name/ });
const lastName = () => screen.getByRole('textbox', { name: /^Last name/ });
const dateOfBirth = () => screen.getByRole('textbox', { name: /^Date of birth/ });
const homeCity = () => screen.getByRole('combobox', { name: /^Home city/ });

/** The texts a field points to with aria-describedby (its hint and its errors). */
const described = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

async function chooseCity(user: UserEvent, label = 'London, United Kingdom') {
  await user.type(homeCity(), 'Lon');
  await user.click(await screen.findByRole('option', { name: label }, { timeout: 3000 }));
}

async function fillValidForm(user: UserEvent) {
  await user.type(firstName(), 'Ada');
  await user.type(lastName(), 'Lovelace');
  await user.type(dateOfBirth(), '12101990');
  await chooseCity(user);
}

describe('OnboardingPage', () => {
  it('is titled Welcome Aboard', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Aboard' })).toBeTruthy();
  });

  it('shows a name error once the field is left, and clears it as soon as the name is fixed', async () => {
    const { user } = await setup();
    const special = 'Please remove special characters from your name.';
    await user.type(firstName(), 'R2D2');
    expect(screen.queryByText(special)).toBeNull();
    await user.tab();
    expect(described(firstName())).toContain(special);
    expect(firstName().getAttribute('aria-invalid')).toBe('true');
    await user.clear(firstName());
    await user.type(firstName(), 'Ada');
    expect(screen.queryByText(special)).toBeNull();
    expect(firstName().getAttribute('aria-invalid')).toBeNull();
  });

  it('checks length and repeated letters as the user types after leaving the field', async () => {
    const { user } = await setup();
    await user.type(lastName(), 'J');
    await user.tab();
    expect(described(lastName())).toContain('Name must have at least 2 letters.');
    await user.type(lastName(), 'ooo');
    expect(described(lastName())).toContain('Name cannot have 3 consecutive, identical characters.');
    await user.clear(lastName());
    await user.type(lastName(), 'Kiiii');
    expect(described(lastName())).toContain('Name cannot have 4 consecutive, identical characters.');
    await user.type(lastName(), '{Backspace}');
    expect(described(lastName())).not.toContain('consecutive');
  });

  it('refuses a last name equal to the first name', async () => {
    const { user } = await setup();
    await user.type(firstName(), 'Ada');
    await user.type(lastName(), ' ada');
    await user.tab();
    expect(described(lastName())).toContain('Names cannot be the same.');
    expect(described(firstName())).toContain('Names cannot be the same.');
    await user.type(lastName(), 'son');
    expect(screen.queryByText('Names cannot be the same.')).toBeNull();
  });

  it('requires an age of at least 16', async () => {
    const { user } = await setup();
    await user.type(dateOfBirth(), '06012015');
    await user.tab();
    expect(described(dateOfBirth())).toContain('The User Agreement states you must be at least 16 years old.');
    await user.clear(dateOfBirth());
    await user.type(dateOfBirth(), '06012010');
    expect(described(dateOfBirth())).not.toContain('User Agreement');
  });

  it('asks for a year after the current year minus 101', async () => {
    const { user } = await setup();
    await user.type(dateOfBirth(), '12011925');
    await user.tab();
    expect(described(dateOfBirth())).toContain('Please enter a year after 1925.');
  });

  it('needs the home city to be one of the suggestions', async () => {
    const { user, session } = await setup();
    await user.type(firstName(), 'Ada');
    await user.type(lastName(), 'Lovelace');
    await user.type(dateOfBirth(), '12101990');
    await user.type(homeCity(), 'Atlantis');
    await user.tab();
    expect(described(homeCity())).toContain('Selection required.');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(session.updateProfile).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(homeCity());
  });

  it('on an empty submit shows every error and focuses the first invalid field', async () => {
    const { user, session } = await setup();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(session.updateProfile).not.toHaveBeenCalled();
    for (const field of [firstName(), lastName(), dateOfBirth(), homeCity()]) {
      expect(described(field)).toContain('This field is required.');
    }
    await waitFor(() => expect(document.activeElement).toBe(firstName()));
  });

  it('saves with the onboarding flag, refreshes the flags and goes home', async () => {
    const { user, session } = await setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(session.updateProfile).toHaveBeenCalledWith(
      { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10', homeCity: 'London, United Kingdom', homeCityId: 'pl-1' },
      { onboarding: true },
    );
    expect(session.refreshAppConfig).toHaveBeenCalledOnce();
  });

  it('shows progress and cannot be pressed again while saving', async () => {
    const { user, session } = await setup();
    let finish: (value: Awaited<ReturnType<typeof session.updateProfile>>) => void = () => undefined;
    session.updateProfile.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await fillValidForm(user);
    const submit = screen.getByRole('button', { name: 'Get started' });
    await user.click(submit);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.textContent).toContain('Saving…');
    await user.click(submit);
    expect(session.updateProfile).toHaveBeenCalledOnce();
    finish(err({ kind: 'failed' }));
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBeNull());
  });

  it('shows a restricted home city on the home city field', async () => {
    const { user, session } = await setup();
    session.updateProfile.mockResolvedValue(err({ kind: 'restricted-location' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(described(homeCity())).toContain('Unable to update profile. Your home city is in a restricted location.'));
    expect(screen.getByTestId('location').textContent).toBe('/onboarding');
    expect(session.refreshAppConfig).not.toHaveBeenCalled();
  });

  it('asks for the full name or support when the server refuses the name', async () => {
    const { user, session } = await setup();
    session.updateProfile.mockResolvedValue(err({ kind: 'invalid-full-name' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please enter your full name or contact support at support@waybook.localhost.');
  });

  it('reports any other failure with a toast', async () => {
    const { user, session } = await setup();
    session.updateProfile.mockResolvedValue(err({ kind: 'failed' }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByText('Unable to Update Profile')).toBeTruthy();
  });
});
