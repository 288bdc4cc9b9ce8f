// Offline on the travel day (issue 16): after a visit, with no network (Playwright's offline
// mode), the trip starting in a few days still opens, with its summary, its plan page and the plan's
// document, under the banner saying the trips were saved and when; a change is refused with a
// clear message (changes made offline are not queued).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { traveler } from './pages/plan-pages.js';
import { startServer, type RunningServer } from './server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// A 1 × 1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return {
    typed: `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`,
    iso: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
  };
};

/** Whether the device's saved data holds a URL of this origin. */
const saved = (page: Page, path: string) =>
  page.evaluate(async (p) => (await (await caches.open('waybook-data-v1')).match(new URL(p, location.origin).href)) !== undefined, path);

describe('offline on the travel day', () => {
  it('reads a coming trip, its plan and the plan’s document with no network, and refuses a change clearly', async () => {
    const { page, context, plans } = await traveler(browser, server.url, 'ada.offline@example.com', 'Ada', 'Lovelace');

    // The app is installable: its manifest and icons are linked and served.
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/app/manifest.webmanifest');
    const manifest = await plans.api<{ start_url: string; icons: { src: string; purpose: string }[] }>('GET', '/app/manifest.webmanifest');
    expect(manifest.json.start_url).toBe('/app/trips');
    expect(manifest.json.icons.map((i) => i.purpose)).toContain('maskable');

    const start = inDays(3);
    const end = inDays(6);
    const trip = await plans.createTrip({ name: 'Lisbon weekend', cityQuery: 'Lisb', city: /^Lisbon/, start: start.typed, end: end.typed });
    const created = await plans.api<{ LodgingObject: { uuid: string } }>('POST', '/api/v2/create', {
      LodgingObject: {
        trip_uuid: trip.uuid,
        display_name: 'Casa do Rio',
        supplier_name: 'Casa do Rio',
        supplier_conf_num: 'CR-2210',
        StartDateTime: { date: start.iso, time: '15:00:00' },
        EndDateTime: { date: end.iso, time: '11:00:00' },
        Address: { address: 'Rua do Alecrim 12, Lisboa', city: 'Lisbon', country: 'PT' },
      },
    });
    expect(created.status).toBe(200);
    const planUuid = created.json.LodgingObject.uuid;
    const upload = await plans.api<{ Document: { uuid: string; url: string } }>('POST', '/api/v2/upload/document', {
      plan_uuid: planUuid,
      name: 'booking.png',
      content_type: 'image/png',
      data: PNG.toString('base64'),
    });
    expect(upload.status).toBe(200);
    const documentUrl = upload.json.Document.url;

    // A visit: the service worker takes the page, then the app saves the trips of the next 14 days.
    await page.goto(trip.url);
    await plans.heading('Lisbon weekend').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // A trip two months away, opened once: saved as it passed, then dropped by the next complete
    // keeping run (only the coming 14 days stay on the device).
    const later = inDays(60);
    const kyoto = await plans.api<{ Trip: { uuid: string } }>('POST', '/api/v2/create/trip', {
      Trip: { display_name: 'Kyoto in spring', start_date: later.iso, end_date: later.iso },
    });
    expect(kyoto.status).toBe(200);
    const kyotoRead = `/api/v2/get/trip/uuid/${kyoto.json.Trip.uuid}/include_objects/true`;
    await page.goto(`${server.url}/app/trips/${kyoto.json.Trip.uuid}`);
    await plans.heading('Kyoto in spring').waitFor();
    await expect.poll(() => saved(page, kyotoRead), { timeout: 10_000 }).toBe(true);
    await page.goto(trip.url);
    await plans.heading('Lisbon weekend').waitFor();
    await expect.poll(() => saved(page, documentUrl), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => saved(page, kyotoRead), { timeout: 30_000 }).toBe(false);
    expect(await saved(page, `/api/v2/get/lodging/uuid/${planUuid}`)).toBe(true);
    expect(await saved(page, '/api/v2/get/profile')).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await plans.heading('Lisbon weekend').waitFor();
    const banner = page.getByRole('status').filter({ hasText: 'You’re offline. Showing trips saved' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toMatch(/saved \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\.$/);
    await expect.poll(() => page.getByRole('link', { name: 'Casa do Rio' }).first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Casa do Rio' }).first().click();
    await page.waitForURL(/\/lodging\/[0-9a-f-]{36}$/);
    await plans.heading(/Casa do Rio/).waitFor();
    await expect.poll(() => page.getByText('CR-2210').first().isVisible()).toBe(true);
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect.poll(() => documents.getByRole('link', { name: 'Download booking.png' }).isVisible()).toBe(true);
    // The document's own bytes open from the device, by its download link too.
    const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), documentUrl);
    expect(Buffer.from(bytes).equals(PNG)).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('link', { name: 'Download booking.png' }).click()]);
    expect(download.suggestedFilename()).toBe('booking.png');
    expect(await download.failure()).toBeNull();
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // A change is refused with the reason, not a generic network error.
    await documents.getByRole('button', { name: 'Rename booking.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Document' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /^Document name/ }).fill('Hotel confirmation.png');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'You’re offline, so this change wasn’t saved.' });
    await expect.poll(() => refusal.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('region', { name: 'No network' }).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => refusal.count()).toBe(0);

    // The trip list opens too, with the trip.
    await page.goto(`${server.url}/app/trips`);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Lisbon weekend/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => banner.isVisible()).toBe(true);

    // Back online, the server answers again and the banner goes.
    await context.setOffline(false);
    await page.goto(trip.url);
    await plans.heading('Lisbon weekend').waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await documents.count()).toBe(0);
  });

  it('keeps the traveler’s language for pages never opened online: a trip reads in French offline', async () => {
    // Only the trip list is opened online: it loads the catalogues of its own namespaces only.
    const { page, context, plans } = await traveler(browser, server.url, 'bo.offline@example.com', 'Bo', 'Berg');
    expect((await plans.api('POST', '/api/v2/replace/profile', { Profile: { language_tag: 'fr-FR' } })).status).toBe(200);
    const start = inDays(2);
    const created = await plans.api<{ Trip: { uuid: string } }>('POST', '/api/v2/create/trip', {
      Trip: { display_name: 'Week-end à Lisbonne', start_date: start.iso, end_date: inDays(4).iso },
    });
    expect(created.status).toBe(200);
    const uuid = created.json.Trip.uuid;
    await page.goto(`${server.url}/app/trips`);
    await page.getByRole('heading', { level: 1, name: 'Voyages' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The worker keeps French's catalogue chunks, asked by the page, and the coming trip is saved.
    const keptFrench = () =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const urls = (await (await caches.open(name)).keys()).map((r) => r.url);
          if (urls.some((u) => /\/i18n-fr-FR-(?!first)[^/]+\.js$/.test(u))) return true;
        }
        return false;
      });
    await expect.poll(keptFrench, { timeout: 30_000 }).toBe(true);
    await expect.poll(() => saved(page, `/api/v2/get/trip/uuid/${uuid}/include_objects/true`), { timeout: 30_000 }).toBe(true);

    await context.setOffline(true);
    await page.goto(`${server.url}/app/trips/${uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Week-end à Lisbonne' }).waitFor();
    // A text of the trip summary's own catalogue, never fetched online.
    await expect.poll(() => page.getByText('Rien au programme pour l’instant').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.setOffline(false);
  });
});
