import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, type PlanDocumentItem, type Profile } from '@waybook/core';
import { sampleProfile } from '../../shared/testing/account-test-harness.js';
import { fakeDocumentService, fakePlanService, lodgingPlan, renderPlanView, tripAs, type Role } from './plan-view-test-kit.js';

const WAIT = { timeout: 4000 };
const toasts = () => screen.getByRole('region', { name: 'Notifications' }).textContent;

const passport: PlanDocumentItem = {
  uuid: 'd1',
  name: 'Passport scan',
  type: 'png',
  sizeBytes: 204_800,
  width: 800,
  height: 600,
  url: '/plan/document/d1',
  thumbnailUrl: '/plan/document/d1?inline=1',
  created: '2026-11-20T10:00:00.000Z',
};
const ticket: PlanDocumentItem = {
  uuid: 'd2',
  name: 'E-ticket',
  type: 'pdf',
  sizeBytes: 1_572_864,
  width: null,
  height: null,
  url: '/plan/document/d2',
  thumbnailUrl: null,
  created: '2026-11-20T11:00:00.000Z',
};

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n%%EOF\n');

async function renderDocuments(documents = fakeDocumentService([passport, ticket]), role: Role = 'owner', profile?: Profile) {
  const user = userEvent.setup();
  const rendered = await renderPlanView({
    path: '/trips/t1/lodging/l1',
    plans: fakePlanService(lodgingPlan),
    trips: tripAs(role),
    documents,
    ...(profile === undefined ? {} : { profile }),
  });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, user, documents };
}

const section = () => screen.getByRole('region', { name: 'Documents' });
const fileInput = () => section().querySelector('input[type="file"]') as HTMLInputElement;

describe('PlanDocuments', { timeout: 20_000 }, () => {
  it('holds 5 documents for a free user, with the upgrade prompt when Pro is for sale; Pro holds more', async () => {
    const five = Array.from({ length: 5 }, (_, n) => ({ ...ticket, uuid: `d${n}`, name: `Page ${n + 1}`, url: `/plan/document/d${n}` }));
    await renderDocuments(fakeDocumentService(five), 'owner', sampleProfile({ isPro: false, shouldAllowProPurchase: true }));
    expect(await within(section()).findByText(/reached its limit of 5 documents/)).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
  });

  it('gives a Pro user the Pro limit: 5 documents leave room and offer no upgrade', async () => {
    const five = Array.from({ length: 5 }, (_, n) => ({ ...ticket, uuid: `d${n}`, name: `Page ${n + 1}`, url: `/plan/document/d${n}` }));
    await renderDocuments(fakeDocumentService(five), 'owner', sampleProfile({ isPro: true, shouldAllowProPurchase: false }));
    await within(section()).findByRole('link', { name: 'Page 5' });
    expect(within(section()).queryByText(/reached its limit/)).toBeNull();
    expect(within(section()).queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('lists documents with a thumbnail for images and a file icon for PDFs', async () => {
    const { documents } = await renderDocuments();
    const list = await within(section()).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('/plan/document/d1?inline=1');
    expect(items[1]?.querySelector('img')).toBeNull();
    expect(items[1]?.querySelector('svg')).not.toBeNull();
    expect(within(list).getByRole('link', { name: 'E-ticket' }).getAttribute('href')).toBe('/plan/document/d2');
    expect(items[1]?.textContent).toContain('1.5 MB');
    expect(documents.list).toHaveBeenCalledWith('l1');
  });

  it('is not shown to viewers, and never asks for their documents', async () => {
    const { documents } = await renderDocuments(fakeDocumentService([passport]), 'viewer');
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    expect(documents.list).not.toHaveBeenCalled();
  });

  it('uploads a checked file and adds it to the list with a toast', async () => {
    const { user, documents } = await renderDocuments(fakeDocumentService([]));
    await within(section()).findByText(/No documents yet/);
    await user.upload(fileInput(), new File([pdfBytes], 'boarding.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(documents.upload).toHaveBeenCalled(), WAIT);
    const [planUuid, file, name] = documents.upload.mock.calls[0] ?? [];
    expect(planUuid).toBe('l1');
    expect(name).toBe('boarding.pdf');
    expect(file?.mimeType).toBe('application/pdf');
    expect([...(file?.bytes ?? [])]).toEqual([...pdfBytes]);
    expect(await within(section()).findByRole('link', { name: 'boarding.pdf' })).toBeTruthy();
    expect(toasts()).toContain('boarding.pdf was added.');
  });

  it('refuses a file whose bytes are not what it claims before sending anything, with the message and code', async () => {
    const { user, documents } = await renderDocuments();
    await within(section()).findByRole('list');
    await user.upload(fileInput(), new File(['just some notes'], 'notes.pdf', { type: 'application/pdf' }));
    const alert = within(section()).getByRole('alert');
    await waitFor(
      () => expect(alert.textContent).toContain("“notes.pdf” couldn’t be added. We couldn't identify this file's content for its file type."),
      WAIT,
    );
    expect(alert.textContent).toContain('(Error code: 164.1)');
    expect(documents.upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the user's language", async () => {
    const documents = fakeDocumentService([]);
    documents.upload.mockResolvedValueOnce(err({ kind: 'upload', code: '160.2' }));
    const { user } = await renderDocuments(documents);
    await within(section()).findByText(/No documents yet/);
    await user.upload(fileInput(), new File([pdfBytes], 'boarding.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(section().textContent).toContain("“boarding.pdf” couldn’t be added. We couldn't save your document. Please try again."), WAIT);
    expect(section().textContent).toContain('(Error code: 160.2)');
  });

  it('names the refused file in the interface language (fr-FR)', async () => {
    await renderPlanView({
      path: '/trips/t1/lodging/l1',
      plans: fakePlanService(lodgingPlan),
      trips: tripAs('owner'),
      documents: fakeDocumentService([]),
      locale: 'fr-FR',
    });
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Documents' });
    await within(region).findByText(/Aucun document/);
    await user.upload(
      region.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['just some notes'], 'carte-embarquement.heic', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(within(region).getByRole('alert').textContent).toContain('Impossible d’ajouter «\u00a0carte-embarquement.heic\u00a0».'), WAIT);
  });

  it('renames a document through the modal, refusing a name that is too long', async () => {
    const documents = fakeDocumentService([passport, ticket]);
    documents.rename.mockResolvedValueOnce(err({ kind: 'name', reason: 'too-long' }));
    const { user } = await renderDocuments(documents);
    await user.click(await within(section()).findByRole('button', { name: 'Rename E-ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Document' });
    const field = within(dialog).getByRole('textbox', { name: /Document name/ });
    await user.clear(field);
    await user.type(field, 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.textContent).toContain('Document name is too long.'), WAIT);
    await user.clear(field);
    await user.type(field, 'Flight to Lyon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(documents.rename).toHaveBeenLastCalledWith('d2', 'Flight to Lyon');
    expect(within(section()).getByRole('link', { name: 'Flight to Lyon' })).toBeTruthy();
    expect(toasts()).toContain('The document was renamed to Flight to Lyon.');
  });

  it('deletes a document after confirmation', async () => {
    const { user, documents } = await renderDocuments();
    await user.click(await within(section()).findByRole('button', { name: 'Delete Passport scan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    expect(dialog.textContent).toContain('“Passport scan” will be deleted for everyone on this trip.');
    expect(documents.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), WAIT);
    expect(documents.delete).toHaveBeenCalledWith('d1');
    expect(within(section()).queryByRole('link', { name: 'Passport scan' })).toBeNull();
    expect(toasts()).toContain('Passport scan was deleted.');
  });

  it('speaks the interface language (de-DE)', async () => {
    await renderPlanView({
      path: '/trips/t1/lodging/l1',
      plans: fakePlanService(lodgingPlan),
      trips: tripAs('owner'),
      documents: fakeDocumentService([]),
      locale: 'de-DE',
    });
    expect(await screen.findByRole('region', { name: 'Dokumente' })).toBeTruthy();
    expect(await screen.findByText(/Noch keine Dokumente/)).toBeTruthy();
  });
});
