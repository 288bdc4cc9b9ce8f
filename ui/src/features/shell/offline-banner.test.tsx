import 'reflect-metadata';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { OfflineStatus, type OfflineKeeper } from '@waybook/core';
import { TestSessionProvider } from '../../app/session/session-context.js';
import { ContainerProvider } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { createI18n } from '../../i18n/i18n.js';
import { fakeSession } from '../../shared/testing/render-shell.js';
import { OfflineBanner } from './offline-banner.js';

async function renderBanner(options: { locale?: 'en-US' | 'fr-FR'; fullProfileLoaded?: boolean } = {}) {
  const i18n = await createI18n(options.locale ?? 'en-US');
  const status = new OfflineStatus();
  const kept: [string, string][] = [];
  const keeper = { keep: async (owner: string, today: string) => (kept.push([owner, today]), { trips: 0, plans: 0, files: 0 }) } as unknown as OfflineKeeper;
  const container = new Container();
  container.bind(TOKENS.offlineStatus).toConstantValue(status);
  container.bind(TOKENS.offlineKeeper).toConstantValue(keeper);
  container.bind(TOKENS.today).toConstantValue(() => '2026-11-21');
  const session = fakeSession({ fullProfileLoaded: options.fullProfileLoaded ?? true });
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <TestSessionProvider value={session}>
          <OfflineBanner />
        </TestSessionProvider>
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { status, kept, session };
}

describe('OfflineBanner', () => {
  it('shows nothing while the server answers, and saves the coming trips once the profile is fresh', async () => {
    const { kept, session } = await renderBanner();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(kept).toEqual([[session.profile?.profileRef ?? '', '2026-11-21']]));
  });

  it('does not save trips before the profile came from the server (it may be offline or signed out)', async () => {
    const { kept } = await renderBanner({ fullProfileLoaded: false });
    await act(async () => undefined);
    expect(kept).toEqual([]);
  });

  it('says when the trips shown were saved, through the shared formatter, and goes once the server answers', async () => {
    const { status } = await renderBanner();
    act(() => status.answered('2026-11-21T08:14:03.120Z'));
    const banner = screen.getByRole('status');
    expect(banner.textContent).toMatch(/^You’re offline\. Showing trips saved Nov 2[01], 2026, \d{1,2}:\d{2}\s[AP]M\.$/);
    act(() => status.answered(undefined));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a change made offline with the reason, above any dialog, until closed', async () => {
    const { status } = await renderBanner();
    act(() => status.writeRefused());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('You’re offline, so this change wasn’t saved.');
    expect(alert.textContent).toContain('Waybook doesn’t keep changes made offline');
    const region = screen.getByRole('region', { name: 'No network' });
    expect(region.parentElement).toBe(document.body);
    expect(region.getAttribute('data-react-aria-top-layer')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks the interface language', async () => {
    const { status } = await renderBanner({ locale: 'fr-FR' });
    act(() => status.answered('2026-11-21T08:14:03.120Z'));
    expect(screen.getByRole('status').textContent).toMatch(/^Vous êtes hors ligne\. Voici vos voyages enregistrés le 2[01] nov\. 2026/);
    act(() => status.writeRefused());
    expect(screen.getByRole('alert').textContent).toContain('Vous êtes hors ligne\u00a0: cette modification n’a pas été enregistrée.');
  });
});
