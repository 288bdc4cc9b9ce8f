import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type BookingImportService } from '@waybook/core';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import { ImportBookingModal } from './import-booking-modal.js';

const PASS = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'boarding.pkpass', { type: 'application/vnd.apple.pkpass' });

function fakes() {
  const upload = vi.fn<BookingImportService['upload']>(async () =>
    ok({
      plans: [
        { uuid: 'p1', type: 'air', name: 'AF 1234 CDG → JFK', tripUuid: 't9', path: '/trips/t9/air/p1', outcome: 'created' },
        { uuid: 'p2', type: 'lodging', name: 'Hôtel du Nord', tripUuid: 't9', path: '/trips/t9/lodging/p2', outcome: 'updated' },
      ],
      tripUuid: 't9',
      createdTrip: false,
      extendedDays: 2,
    }),
  );
  return {
    upload,
    bind: (c: Container) => c.bind(TOKENS.bookingImports).toConstantValue({ upload } as unknown as BookingImportService),
  };
}

describe('ImportBookingModal', () => {
  it('uploads the chosen file into the trip and lists each plan with its outcome and where they went', async () => {
    const f = fakes();
    const onImported = vi.fn();
    await renderScreen(<ImportBookingModal isOpen tripUuid="t9" onClose={vi.fn()} onImported={onImported} />, { path: '/trips/t9', bind: f.bind });
    const dialog = screen.getByRole('dialog', { name: 'Import a booking' });
    expect(dialog.textContent).toContain('The plans go into this trip.');
    await userEvent.upload(screen.getByLabelText('Choose a file'), PASS);
    expect((await screen.findByRole('status')).textContent).toBe('2 plans imported from boarding.pkpass');
    expect(f.upload).toHaveBeenCalledWith('boarding.pkpass', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 't9');
    const plans = screen.getByRole('list', { name: 'Imported plans' });
    expect(plans.textContent).toContain('AF 1234 CDG → JFK');
    expect(plans.textContent).toContain('Added');
    expect(plans.textContent).toContain('Updated');
    expect(screen.getByRole('link', { name: 'Hôtel du Nord' }).getAttribute('href')).toBe('/trips/t9/lodging/p2');
    expect(screen.getByText(/Will extend your trip duration by 2 days\./)).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('says why a file could not be imported, in the user’s language, and offers another try', async () => {
    const f = fakes();
    f.upload.mockResolvedValueOnce(err({ kind: 'nothing-found' }));
    const onImported = vi.fn();
    await renderScreen(<ImportBookingModal isOpen tripUuid="" onClose={vi.fn()} onImported={onImported} />, { path: '/trips', bind: f.bind, locale: 'fr-FR' });
    expect(screen.getByRole('dialog').textContent).toContain('nouveau voyage');
    await userEvent.upload(screen.getByLabelText('Choisir un fichier'), PASS);
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Aucune réservation n’a été trouvée dans ce fichier.'));
    expect(onImported).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Importer un autre fichier' }));
    expect(screen.getByLabelText('Choisir un fichier')).toBeTruthy();
  });
});
