import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, ProfilePhotoService, type ApiFailure, type ApiTransport, type Profile, type Result } from '@waybook/core';
import { profileToWire } from '@waybook/core/contract';
import { samplePhoto } from '@waybook/core/testing';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import { ProfilePhotoSection } from './profile-photo-section.js';

const withPhoto = sampleProfile({ photoUrl: '/profile/photo/abc' });

// The real service (its check runs on the device) over a transport answering `answer`.
function setup(profile: Profile, answer: () => Promise<Result<unknown, ApiFailure>>) {
  const call = vi.fn(async (_entry: { readonly path: string }) => answer());
  const api: ApiTransport = { call: async (entry) => (await call(entry)) as never };
  const service = new ProfilePhotoService(api);
  return {
    call,
    rendered: renderScreen(<ProfilePhotoSection profile={profile} />, {
      path: '/account/profile/edit',
      profile,
      bind: (c) => c.bind(TOKENS.profilePhoto).toConstantValue(service),
    }),
  };
}
const answered = (photoUrl: string) => async () => ok(wireOf(photoUrl));
const wireOf = (photoUrl: string) => profileToWire(sampleProfile({ photoUrl }));
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes.slice().buffer], name, { type });

describe('ProfilePhotoSection', () => {
  it('shows the default icon and uploads a chosen PNG; the session takes the answered profile', async () => {
    const user = userEvent.setup();
    const { call, rendered } = setup(sampleProfile(), answered('/profile/photo/new'));
    const h = await rendered;
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    const input = screen.getByLabelText('Upload photo') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('image/webp');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText(/JPEG, PNG or WebP, up to 5 MB and 5000 × 5000 pixels/).id);
    await user.upload(input, file(samplePhoto('png'), 'me.png', 'image/png'));
    await waitFor(() => expect(h.session.adoptProfile).toHaveBeenCalledOnce());
    expect(h.session.adoptProfile.mock.calls[0]?.[0].photoUrl).toBe('/profile/photo/new');
    expect(call.mock.calls[0]?.[0].path).toBe('v2/uploadProfilePhoto');
    expect(await screen.findByText('Your photo has been updated.')).toBeTruthy();
  });

  it('refuses a text file named .png on the device, with a localised message, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { call, rendered } = setup(sampleProfile(), answered('/profile/photo/new'));
    const h = await rendered;
    await user.upload(screen.getByLabelText('Upload photo'), file(new TextEncoder().encode('just text'), 'me.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not a JPEG, PNG or WebP image.');
    expect(call).not.toHaveBeenCalled();
    expect(h.session.adoptProfile).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and a failure in the interface language", async () => {
    const user = userEvent.setup();
    const refusal = { kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: 'profile_photo_too_many_pixels', description: '' } as const;
    const { rendered } = setup(sampleProfile(), async () => err(refusal));
    await rendered;
    await user.upload(screen.getByLabelText('Upload photo'), file(samplePhoto('jpeg'), 'me.jpg', 'image/jpeg'));
    expect((await screen.findByRole('alert')).textContent).toBe('This photo is larger than 5000\u00a0×\u00a05000 pixels. Choose a smaller one.');
  });

  it('shows the current photo, offers to change it, and removes it', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    const { call, rendered } = setup(withPhoto, () => new Promise((resolve) => (release = () => resolve(ok(wireOf(''))))));
    const h = await rendered;
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe('/profile/photo/abc');
    expect(screen.getByLabelText('Change photo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByText('Removing your photo…')).toBeTruthy();
    expect((screen.getByLabelText('Change photo') as HTMLInputElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(h.session.adoptProfile).toHaveBeenCalledOnce());
    expect(h.session.adoptProfile.mock.calls[0]?.[0].photoUrl).toBe('');
    expect(call.mock.calls[0]?.[0].path).toBe('v2/deleteProfilePhoto');
    expect(await screen.findByText('Your photo has been removed.')).toBeTruthy();
  });
});
