import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type ConnectedApplicationsClient } from '@waybook/core';
import type { ConnectedApplication } from '@waybook/core/contract';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import ConnectedApplicationsPage from './connected-applications-page.js';

const PATH = '/settings/applications';
const widget: ConnectedApplication = {
  name: 'Trip widget',
  url: 'https://widget.example',
  grantDate: '2026-03-01',
  containerTypeCode: 'OA',
  clientId: 'c1',
  tokenKey: 'k1',
};
const script: ConnectedApplication = { name: 'Export script', url: '', grantDate: null, containerTypeCode: 'OA', clientId: 'c2', tokenKey: 'k2' };

function fakes(list: readonly ConnectedApplication[] = [widget, script]) {
  const apps = {
    list: vi.fn<ConnectedApplicationsClient['list']>(async () => ok(list)),
    disconnect: vi.fn<ConnectedApplicationsClient['disconnect']>(async (app) => ok(list.filter((a) => a.clientId !== app.clientId))),
  };
  return { apps, bind: (c: Container) => c.bind(TOKENS.connectedApplications).toConstantValue(apps as unknown as ConnectedApplicationsClient) };
}

describe('ConnectedApplicationsPage', () => {
  it('lists each application with its name, website and grant date', async () => {
    const f = fakes();
    await renderScreen(<ConnectedApplicationsPage />, { path: PATH, bind: f.bind });
    const list = await screen.findByRole('list', { name: 'Applications with access to your account' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('heading', { name: 'Trip widget' })).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'https://widget.example' })
        .getAttribute('href'),
    ).toBe('https://widget.example');
    expect(within(rows[0] as HTMLElement).getByText('Connected on Mar 1, 2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Connection date unknown')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    const f = fakes([]);
    await renderScreen(<ConnectedApplicationsPage />, { path: PATH, bind: f.bind });
    expect(await screen.findByRole('heading', { name: 'No connected applications' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('disconnects only after confirmation, then shows what is left and says so', async () => {
    const f = fakes();
    await renderScreen(<ConnectedApplicationsPage />, { path: PATH, bind: f.bind });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Trip widget' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Disconnect Trip widget?')).toBeTruthy();
    expect(f.apps.disconnect).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(f.apps.disconnect).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Trip widget' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    expect(f.apps.disconnect).toHaveBeenCalledWith(widget);
    expect(await screen.findByText('Trip widget disconnected.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Trip widget' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Export script' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('keeps the application and shows the spec’s toast when disconnecting fails', async () => {
    const f = fakes();
    f.apps.disconnect.mockResolvedValueOnce(err('failed'));
    await renderScreen(<ConnectedApplicationsPage />, { path: PATH, bind: f.bind });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Trip widget' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Unable to disconnect application')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trip widget' })).toBeTruthy();
  });

  it('shows the load failure as a toast and in the page, and tries again', async () => {
    const f = fakes();
    f.apps.list.mockResolvedValueOnce(err('failed'));
    await renderScreen(<ConnectedApplicationsPage />, { path: PATH, bind: f.bind });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Connected applications load failure').length).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Trip widget' })).toBeTruthy();
  });

  it('speaks French with the narrow no-break space before the question mark', async () => {
    const f = fakes();
    await renderScreen(<ConnectedApplicationsPage />, { path: PATH, bind: f.bind, locale: 'fr-FR' });
    expect(await screen.findByRole('heading', { name: 'Applications connectées' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Déconnecter Trip widget' }));
    expect(within(await screen.findByRole('alertdialog')).getByRole('heading', { name: 'Déconnecter Trip widget\u202f?' })).toBeTruthy();
  });
});
