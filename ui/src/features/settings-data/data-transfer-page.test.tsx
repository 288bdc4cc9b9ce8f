import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type DataTransferClient, type DataTransferView } from '@waybook/core';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import DataTransferPage from './data-transfer-page.js';

const view = (v: Partial<DataTransferView> = {}): DataTransferView => ({
  id: 'x1',
  state: 'running',
  progress: 0.5,
  downloadUrl: '',
  fileName: '',
  summary: { trips: 0, plans: 0, documents: 0 },
  failure: null,
  ...v,
});

function fakes() {
  const service = {
    startExport: vi.fn<DataTransferClient['startExport']>(async () => ok(view({ state: 'queued', progress: null }))),
    exportStatus: vi.fn<DataTransferClient['exportStatus']>(async () =>
      ok(view({ state: 'done', progress: 1, downloadUrl: '/data-export/x1/download', fileName: 'waybook-export-2026-11-21.zip' })),
    ),
    startImport: vi.fn<DataTransferClient['startImport']>(async () => ok(view({ state: 'running', progress: 0.25 }))),
    importStatus: vi.fn<DataTransferClient['importStatus']>(async () =>
      ok(view({ state: 'done', progress: 1, summary: { trips: 2, plans: 1, documents: 0 } })),
    ),
  };
  return { service, bind: (c: Container) => c.bind(TOKENS.dataTransfers).toConstantValue(service as unknown as DataTransferClient) };
}

const chooseFile = (name: string, text: string) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name)] } });
};

describe('DataTransferPage', () => {
  it('exports everything: a progress bar while the archive is prepared, then the download link', async () => {
    const f = fakes();
    await renderScreen(<DataTransferPage />, { path: '/settings/data', bind: f.bind });
    await userEvent.click(screen.getByRole('button', { name: 'Export all my data' }));
    expect(f.service.startExport).toHaveBeenCalledWith('');
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Download waybook-export-2026-11-21.zip' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/data-export/x1/download');
    expect(f.service.exportStatus).toHaveBeenCalledWith('x1');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('exports the trip a trip page sent it, first', async () => {
    const f = fakes();
    await renderScreen(<DataTransferPage />, { path: '/settings/data?trip=t1', routePath: '/settings/data', bind: f.bind });
    expect(screen.getByRole('heading', { name: 'Export this trip' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Export this trip' }));
    expect(f.service.startExport).toHaveBeenCalledWith('t1');
  });

  it('imports a chosen file, shows its progress, then what was added', async () => {
    const f = fakes();
    await renderScreen(<DataTransferPage />, { path: '/settings/data', bind: f.bind });
    await act(async () => chooseFile('tripit.ics', 'BEGIN:VCALENDAR'));
    expect(f.service.startImport).toHaveBeenCalledWith('tripit.ics', expect.any(Uint8Array));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(await screen.findByText('Import finished: 2 trips, 1 plan and 0 documents added.', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('says why an import failed and that nothing was added', async () => {
    const f = fakes();
    f.service.importStatus.mockResolvedValueOnce(ok(view({ state: 'failed', progress: null, failure: 'data_import_invalid' })));
    await renderScreen(<DataTransferPage />, { path: '/settings/data', bind: f.bind });
    await act(async () => chooseFile('export.json', '{}'));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toMatch(/doesn’t follow Waybook’s rules/);
    expect(screen.getByText('Nothing was added.')).toBeTruthy();
  });

  it('says a refused upload’s reason at once', async () => {
    const f = fakes();
    f.service.startImport.mockResolvedValueOnce(err('data_import_unsupported'));
    f.service.startExport.mockResolvedValueOnce(err('busy'));
    await renderScreen(<DataTransferPage />, { path: '/settings/data', bind: f.bind });
    await act(async () => chooseFile('notes.txt', 'hello'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/isn’t a Waybook export or a calendar/);
    await userEvent.click(screen.getByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByText('One is already under way. Wait for it to finish.')).toBeTruthy();
  });
});
