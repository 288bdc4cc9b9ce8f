import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../components/testing/dom-polyfills.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import { PrivacyAcknowledgement } from './privacy-acknowledgement.js';

const mustAcknowledge = sampleProfile({ mustAcknowledgePrivacyStatement: true });

describe('PrivacyAcknowledgement', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks once the full profile is loaded, links the policy in the user language, and ignores Escape', async () => {
    const user = userEvent.setup();
    await renderScreen(<PrivacyAcknowledgement />, { path: '/', profile: mustAcknowledge, locale: 'fr-FR' });
    const dialog = await screen.findByRole('dialog', { name: 'Notre déclaration de confidentialité a changé' });
    expect(screen.getByRole('link', { name: /Lire la déclaration/ }).getAttribute('href')).toBe('https://waybook.app/privacy?l=fr-FR');
    expect(screen.queryByRole('button', { name: /Fermer|Close/ })).toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stamps the acknowledgement in whole seconds, sends it to the server and closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00.900Z'));
    const user = userEvent.setup();
    const { session } = await renderScreen(<PrivacyAcknowledgement />, { path: '/', profile: mustAcknowledge });
    await user.click(await screen.findByRole('button', { name: 'I acknowledge' }));
    expect(session.updateProfile).toHaveBeenCalledWith({ lastPrivacyStatementAcknowledgement: 1795255200 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
  });

  it('follows the server: not shown before the full profile is loaded, nor when the server says it was acknowledged', async () => {
    await renderScreen(<PrivacyAcknowledgement />, { path: '/', profile: mustAcknowledge, fullProfileLoaded: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    await renderScreen(<PrivacyAcknowledgement />, { path: '/', profile: sampleProfile({ mustAcknowledgePrivacyStatement: false }) });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks in a new browser whatever the browser kept, when the server says so', async () => {
    window.sessionStorage.setItem('wb_privacy_ack_shown', 'true');
    window.localStorage.setItem('wb_privacy_ack_shown', 'true');
    await renderScreen(<PrivacyAcknowledgement />, { path: '/', profile: mustAcknowledge });
    expect(await screen.findByRole('dialog', { name: 'We Updated Our Privacy Statement' })).toBeTruthy();
  });

  it('stays open when the acknowledgement cannot be saved', async () => {
    const user = userEvent.setup();
    const { session } = await renderScreen(<PrivacyAcknowledgement />, { path: '/', profile: mustAcknowledge });
    session.updateProfile.mockResolvedValue({ ok: false, error: { kind: 'failed' } });
    await user.click(await screen.findByRole('button', { name: 'I acknowledge' }));
    expect(await screen.findByText('Unable to Update Profile')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
