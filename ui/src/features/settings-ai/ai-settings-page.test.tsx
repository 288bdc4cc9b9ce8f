import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type AiImportService, type AiImportSettings, type AiImportState } from '@waybook/core';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import AiSettingsPage from './ai-settings-page.js';

const settings: AiImportSettings = { isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: 0, introducedFeatureWebappTs: 1_795_168_800 };
const state = (s: Partial<AiImportSettings> = {}): AiImportState => ({ settings: { ...settings, ...s }, endpointHost: 'llm.example:11434' });

function fakes(first: AiImportState) {
  const service = {
    introduce: vi.fn<AiImportService['introduce']>(async () => ok(first)),
    setOptedIn: vi.fn<AiImportService['setOptedIn']>(async (on) => ok(state({ isOptedIn: on, optedInTs: on ? Date.parse('2026-11-28T12:00:00Z') / 1000 : 0 }))),
  };
  return { service, bind: (c: Container) => c.bind(TOKENS.aiImport).toConstantValue(service as unknown as AiImportService) };
}

describe('AiSettingsPage', () => {
  it('marks the feature introduced, says what is sent where, and opts in with the switch', async () => {
    const f = fakes(state());
    const { session } = await renderScreen(<AiSettingsPage />, { path: '/settings/artificial-intelligence', bind: f.bind });
    const sw = await screen.findByRole('switch', { name: 'Use the AI extractor for emails Waybook can’t read' });
    expect(f.service.introduce).toHaveBeenCalled();
    // The session's profile follows, so the AI extractor alert stops showing.
    await waitFor(() => expect(session.adoptProfile).toHaveBeenCalledWith(expect.objectContaining({ aiImport: settings })));
    expect(screen.getByText(/go to llm\.example:11434, the AI service/)).toBeTruthy();
    expect((sw as HTMLInputElement).checked).toBe(false);
    await userEvent.click(sw);
    expect(f.service.setOptedIn).toHaveBeenCalledWith(true);
    expect(await screen.findByText('On since Nov 28, 2026.')).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('says the server has no AI extractor, with no switch', async () => {
    const f = fakes(state({ isOptInVisible: false }));
    await renderScreen(<AiSettingsPage />, { path: '/settings/artificial-intelligence', bind: f.bind });
    expect(await screen.findByText(/This Waybook server has no AI extractor\./)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows a choice the administrator manages as read-only', async () => {
    const f = fakes(state({ isOptInReadOnly: true, isOptedIn: true, optedInTs: Date.parse('2026-11-21T10:00:00Z') / 1000 }));
    await renderScreen(<AiSettingsPage />, { path: '/settings/artificial-intelligence', bind: f.bind });
    const sw = await screen.findByRole('switch');
    expect(sw.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Your administrator manages this setting.')).toBeTruthy();
  });

  it('keeps the switch as it was and says so when saving fails', async () => {
    const f = fakes(state());
    f.service.setOptedIn.mockResolvedValueOnce(err({ kind: 'network' }));
    await renderScreen(<AiSettingsPage />, { path: '/settings/artificial-intelligence', bind: f.bind });
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByText('Unable to update your AI settings. Please try again.')).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it('tells a failed load', async () => {
    const f = fakes(state());
    f.service.introduce.mockResolvedValueOnce(err({ kind: 'network' }));
    await renderScreen(<AiSettingsPage />, { path: '/settings/artificial-intelligence', bind: f.bind });
    expect((await screen.findByRole('alert')).textContent).toBe('Your AI settings couldn’t be loaded. Reload the page to try again.');
  });
});
