import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ProfilePhotoService } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import ProfileEditPage from './profile-edit-page.js';

const setup = (locale: 'en-US' | 'fr-FR' = 'en-US') =>
  renderScreen(<ProfileEditPage />, {
    path: '/account/profile/edit',
    locale,
    profile: sampleProfile({ company: 'Acme' }),
    bind: (c) => c.bind(TOKENS.profilePhoto).toConstantValue(new ProfilePhotoService({ call: async () => err({ kind: 'network' }) })),
  });

describe('ProfileEditPage', () => {
  it('starts from the profile and saves names and company through the profile update, then returns to the profile', async () => {
    const user = userEvent.setup();
    const h = await setup();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe('Acme');
    await user.clear(screen.getByLabelText(/^First name/));
    await user.type(screen.getByLabelText(/^First name/), 'Augusta');
    await user.clear(screen.getByLabelText(/^Company/));
    await user.type(screen.getByLabelText(/^Company/), ' Analytical ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(h.session.updateProfile).toHaveBeenCalledWith({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      homeAirport: '',
      company: 'Analytical',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/profile'));
  });

  it('applies the name rules before sending', async () => {
    const user = userEvent.setup();
    const h = await setup();
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.type(screen.getByLabelText(/^Last name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Names cannot be the same.').length).toBeGreaterThan(0);
    expect(h.session.updateProfile).not.toHaveBeenCalled();
  });

  it('sends a newly chosen home city with its id, and shows the restricted-location refusal', async () => {
    const user = userEvent.setup();
    const h = await setup();
    h.session.updateProfile.mockResolvedValueOnce(err({ kind: 'restricted-location' }));
    const city = screen.getByLabelText(/^Home city/);
    await user.clear(city);
    await user.type(city, 'Lyo');
    await user.click(await screen.findByRole('option', { name: 'Lyon, France' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(h.session.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ homeCity: 'Lyon, France', homeCityId: 'pl-2' }));
    expect(await screen.findByText('Unable to update profile. Your home city is in a restricted location.')).toBeTruthy();
  });

  it("moves focus to the form's own problem, never to a message of the photo section", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await setup();
    await user.upload(screen.getByLabelText('Upload photo'), new File(['not a photo'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not a JPEG, PNG or WebP image.');
    await user.clear(screen.getByLabelText(/^First name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First name/)));
  });

  it('speaks French', async () => {
    await setup('fr-FR');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Modifier le profil');
    expect(screen.getByLabelText(/^Prénom/)).toBeTruthy();
  });
});
