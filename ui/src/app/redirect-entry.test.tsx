import { screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { err, ok, type ApiTransport, LegacyIdResolver, type ErrorReporter, type KeyValueStore } from '@waybook/core';
import { renderWithI18n } from '../components/testing/render-with-i18n.js';
import { ContainerProvider } from '../di/container-context.js';
import { TOKENS } from '../di/tokens.js';
import { LegacyIdGuard } from './legacy-id-guard.js';
import { RedirectEntry } from './redirect-entry.js';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

async function renderAt(url: string, opts: { uuids?: Record<string, string>; inboxRef?: string } = {}) {
  const container = new Container();
  const reporter: ErrorReporter = { report: vi.fn() };
  const storage: KeyValueStore = {
    get: (k: string) => (k === 'inboxSyncEmailRef' ? opts.inboxRef : undefined),
    set: vi.fn(),
    remove: vi.fn(),
  } as unknown as KeyValueStore;
  const call = vi.fn(async (_entry: unknown, input: { query?: { id: string; entity_type: string } }) => {
    const uuid = opts.uuids?.[`${input.query?.entity_type}:${input.query?.id}`];
    return uuid === undefined ? err({ kind: 'network' } as const) : ok({ uuid });
  });
  container.bind(TOKENS.reporter).toConstantValue(reporter);
  container.bind(TOKENS.storage).toConstantValue(storage);
  container.bind(TOKENS.legacyIds).toConstantValue(new LegacyIdResolver({ call } as unknown as ApiTransport));
  await renderWithI18n(
    <ContainerProvider container={container}>
      <MemoryRouter initialEntries={['/elsewhere', url]} initialIndex={1}>
        <Routes>
          <Route index element={<RedirectEntry />} />
          <Route element={<LegacyIdGuard />}>
            <Route path="trips/:tripUuid" element={<p>summary</p>} />
            <Route path="trips/:tripUuid/lodging/:segmentUuid" element={<p>lodging</p>} />
          </Route>
          <Route path="*" element={<p>other</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ContainerProvider>,
  );
  return { reporter, call };
}

const where = () => screen.getByTestId('where').textContent;

describe('redirect entry (part 1 section 2.4)', () => {
  it('opens the trips without a redirect_type', async () => {
    await renderAt('/');
    expect(where()).toBe('/trips');
  });

  it('sends a trip_summary link to the trip', async () => {
    await renderAt('/?redirect_type=trip_summary&trip_uuid=t-1');
    await waitFor(() => expect(where()).toBe('/trips/t-1'));
  });

  it('goes to the trips and reports the error when the trip id is missing', async () => {
    const { reporter } = await renderAt('/?redirect_type=trip_summary');
    expect(where()).toBe('/trips');
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });

  it('sends verify_account to onboarding and an unknown type to the trips', async () => {
    await renderAt('/?redirect_type=verify_account');
    expect(where()).toBe('/onboarding');
  });
});

describe('legacy id guard (part 1 section 2.5)', () => {
  it('replaces numeric ids by uuids with the rw=1 marker', async () => {
    const { call } = await renderAt('/trips/12/lodging/34?x=1', { uuids: { 'trip:12': 'u-12', 'reservation:34': 'r-34' } });
    await waitFor(() => expect(where()).toBe('/trips/u-12/lodging/r-34?x=1&rw=1'));
    expect(screen.getByText('lodging')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('opens the page unchanged when the lookup fails', async () => {
    await renderAt('/trips/99');
    await waitFor(() => expect(screen.getByText('summary')).toBeTruthy());
    expect(where()).toBe('/trips/99');
  });

  it('does not call the server for uuid paths', async () => {
    const { call } = await renderAt('/trips/0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(screen.getByText('summary')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
