import ICAL from 'ical.js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { type PlanPages, traveler } from './pages/plan-pages.js';
import { startServer, type RunningServer } from './server.js';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let plans: PlanPages;
let trip: { url: string; uuid: string };

// BA 4 is a through flight in the sandbox (adapters/providers/src/sandbox-flight-data.ts):
// Istanbul, a stop in Paris, then Vancouver, under one number.
const FLIGHT = { airline: 'BA', number: '4', date: '2026-12-10', typed: '12/10/2026' };

/** One leg of GET /api/v2/flightInfo. */
interface WireLeg {
  orig_airport_code: string;
  orig_timezone: string;
  dest_airport_code: string;
  dest_timezone: string;
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
}

let legs: WireLeg[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page, plans } = await traveler(browser, server.url, 'ada.plans@example.com', 'Ada', 'Lovelace'));
  trip = await plans.createTrip({ name: 'Winter in Vancouver', cityQuery: 'Vancouver', city: /^Vancouver/, start: '12/10/2026', end: '12/17/2026' });
});

// E2E_SHOTS=<dir>: a screenshot and an ARIA snapshot of the page after each failed test.
afterEach(async (ctx) => {
  const dir = process.env['E2E_SHOTS'];
  if (dir === undefined || ctx.task.result?.state !== 'fail' || page === undefined) return;
  const name = ctx.task.name.replace(/\W+/g, '-').slice(0, 60);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true }).catch(() => undefined);
  const { writeFile } = await import('node:fs/promises');
  await writeFile(
    `${dir}/${name}.yml`,
    await page
      .locator('body')
      .ariaSnapshot()
      .catch(() => ''),
  ).catch(() => undefined);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** A row of the trip summary's day-by-day plans, under the day's heading ("Thu, Dec 10, 2026"). */
const row = (day: string, text: string | RegExp) => page.getByRole('region', { name: day }).getByRole('listitem').filter({ hasText: text });

/** A text field of a form, typed freely or with suggestions (textbox or combobox). */
const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true }).or(scope.getByRole('combobox', { name, exact: true }));

/** Opens the trip summary and waits for its heading. */
async function openSummary(): Promise<void> {
  await page.goto(trip.url);
  await expect.poll(() => plans.heading('Winter in Vancouver').isVisible()).toBe(true);
}

/** The UTC instant of a local wall-clock time in an IANA zone (whole-minute offsets). */
function utcOf(date: string, time: string, zone: string): string {
  const wall = Date.parse(`${date}T${time}Z`);
  const offsetAt = (t: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(t));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - t;
  };
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString();
}

describe('plans end to end', () => {
  it('adds a two-segment flight from the flight lookup and shows its layover on the trip summary', async () => {
    const answer = await plans.api<{ FlightInfo: { Segments: WireLeg[] } }>(
      'GET',
      `/api/v2/flightInfo?departure_date=${FLIGHT.date}&airline_code=${FLIGHT.airline}&flight_num=${FLIGHT.number}`,
    );
    expect(answer.status).toBe(200);
    legs = answer.json.FlightInfo.Segments;
    expect(legs.map((l) => `${l.orig_airport_code}-${l.dest_airport_code}`)).toEqual(['IST-CDG', 'CDG-YVR']);

    await page.goto(`${trip.url}/plans/create`);
    await expect.poll(() => plans.heading('Add a Plan').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Flight', exact: true }).click();
    await expect.poll(() => plans.heading('Add Flight').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const first = plans.group('Segment 1 of 1');
    const lookUp = first.getByRole('button', { name: 'Look up flight' });
    expect(await lookUp.isDisabled()).toBe(true);
    // The airline code offers airlines as one types; choose British Airways.
    await field(first, 'Airline code').fill(FLIGHT.airline);
    const airline = page.getByRole('option', { name: /British Airways/ }).first();
    await airline.click();
    await expect.poll(() => field(first, 'Airline code').inputValue()).toBe(FLIGHT.airline);
    await first.getByRole('textbox', { name: 'Flight number' }).fill(FLIGHT.number);
    await first.getByRole('textbox', { name: 'Departure date' }).fill(FLIGHT.typed);
    await expect.poll(() => lookUp.isEnabled()).toBe(true);
    await lookUp.click();

    // The answer fills the first segment and adds a second one for the leg after the stop.
    const second = plans.group('Segment 2 of 2');
    await expect.poll(() => second.isVisible()).toBe(true);
    const one = plans.group('Segment 1 of 2');
    expect(await field(one, 'Departure airport').inputValue()).toBe('IST');
    expect(await field(one, 'Arrival airport').inputValue()).toBe('CDG');
    expect(await field(second, 'Departure airport').inputValue()).toBe('CDG');
    expect(await field(second, 'Arrival airport').inputValue()).toBe('YVR');
    expect(await second.getByRole('textbox', { name: 'Flight number' }).inputValue()).toBe('4');
    await expectNoAxeViolations(page);

    await plans.submitNewPlan();
    await openSummary();
    await expect.poll(() => row('Thu, Dec 10, 2026', /Layover in CDG: 2\shr\s10\smin/).isVisible()).toBe(true);
    // The legs on either side of it, each in its own airport's local time.
    const day = page.getByRole('region', { name: 'Thu, Dec 10, 2026' }).getByRole('listitem');
    expect(await day.allInnerTexts()).toEqual([
      expect.stringMatching(/^8:45\s*–\s*10:00\sAM\s*GMT\+3 → GMT\+1\s*Flight\s*BA 4 IST → CDG\s*Istanbul Airport \(IST\)$/i),
      expect.stringMatching(/^Layover in CDG: 2\shr\s10\smin$/),
      expect.stringMatching(/^12:10\s*–\s*1:35\sPM\s*GMT\+1 → GMT[-−]\d+\s*Flight\s*BA 4 CDG → YVR\s*Paris Charles de Gaulle Airport \(CDG\)$/i),
    ]);
    await expectNoAxeViolations(page);

    // The flight's own page.
    await page.getByRole('link', { name: 'BA 4 CDG → YVR' }).click();
    await page.waitForURL(/\/flights\/[0-9a-f-]{36}$/);
    // The trip summary stays on screen while the plan page's chunk loads: wait for the flight's own heading.
    await page.getByRole('heading', { level: 1, name: 'IST → CDG → YVR' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByText(/Paris Charles de Gaulle/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
  });

  it('styles the airline list of a directly loaded flight form, and closes it on a choice', async () => {
    // Loaded by its URL, the flight form's chunk is the only one that brings the list's stylesheet.
    await page.goto(`${trip.url}/flights/create`);
    await plans.heading('Add Flight').waitFor();
    const airlineCode = field(plans.group('Segment 1 of 1'), 'Airline code');
    await airlineCode.fill(FLIGHT.airline);
    const list = page.getByRole('listbox');
    await list.waitFor();
    // Unstyled, the list has no background (its text lies over the form) and 20 px high options.
    const look = await list.evaluate((el) => {
      let background = '';
      for (let node: Element | null = el; node !== null && node !== document.body; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') background = colour;
      }
      return { background, optionHeight: el.querySelector('[role="option"]')?.getBoundingClientRect().height ?? 0 };
    });
    expect(look.background).not.toBe('');
    expect(look.optionHeight).toBeGreaterThanOrEqual(40);
    await page
      .getByRole('option', { name: /British Airways/ })
      .first()
      .click();
    await expect.poll(() => list.count()).toBe(0);
    // It stays closed once the search's debounce (500 ms) has passed.
    await page.waitForTimeout(700);
    expect(await list.count()).toBe(0);
    expect(await airlineCode.inputValue()).toBe(FLIGHT.airline);
  });

  it('adds a lodging with an address suggestion and shows check-in and check-out', async () => {
    await plans.openAddPlan(trip.url, 'Lodging', 'Add Lodging');
    await page.getByRole('textbox', { name: /^Property name/ }).fill('Harbourside Hotel');
    await page.getByRole('textbox', { name: 'Check-in date' }).fill('12/10/2026');
    await plans.setTime('Check-in', '04', '00', 'PM');
    await page.getByRole('textbox', { name: 'Check-out date' }).fill('12/14/2026');
    await plans.setTime('Check-out', '11', '00', 'AM');
    const place = await plans.chooseAddress(/^Address/, 'Vancouver', /^Vancouver/);
    expect(place).toMatch(/^Vancouver, British Columbia/);
    await expect.poll(() => page.getByRole('combobox', { name: /^Address/ }).inputValue()).toBe(place);
    await expectNoAxeViolations(page);
    await plans.submitNewPlan();
    await openSummary();
    await expect
      .poll(() => row('Thu, Dec 10, 2026', /4:00\sPM\s*(GMT\S*\s*)?Check-in\s*Harbourside Hotel\s*Vancouver, British Columbia/).isVisible())
      .toBe(true);
    await expect.poll(() => row('Mon, Dec 14, 2026', /11:00\sAM\s*(GMT\S*\s*)?Check-out\s*Harbourside Hotel/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('adds a car rental dropped off elsewhere and shows pick-up and drop-off', async () => {
    await plans.openAddPlan(trip.url, 'Car Rental', 'Add Car Rental');
    await page.getByRole('textbox', { name: /^Rental company/ }).fill('Pacific Car Rental');
    await page.getByRole('textbox', { name: 'Pick-up date' }).fill('12/14/2026');
    await plans.setTime('Pick-up', '12', '00', 'PM');
    await plans.chooseAddress(/^Pick-up address/, 'Vancouver', /^Vancouver/);
    await page.getByRole('textbox', { name: 'Drop-off date' }).fill('12/16/2026');
    await plans.setTime('Drop-off', '06', '00', 'PM');
    await page.getByRole('checkbox', { name: 'Return the car where I pick it up' }).uncheck({ force: true });
    expect(await plans.chooseAddress(/^Drop-off address/, 'Seattle', /^Seattle/)).toMatch(/^Seattle, Washington/);
    await expectNoAxeViolations(page);
    await plans.submitNewPlan();
    await openSummary();
    await expect
      .poll(() => row('Mon, Dec 14, 2026', /12:00\sPM\s*(GMT\S*\s*)?Pick-up\s*Pacific Car Rental\s*Vancouver, British Columbia/).isVisible())
      .toBe(true);
    await expect.poll(() => row('Wed, Dec 16, 2026', /6:00\sPM\s*(GMT\S*\s*)?Drop-off\s*Pacific Car Rental\s*Seattle, Washington/).isVisible()).toBe(true);
  });

  it('moves an unfiled item into the trip', async () => {
    const created = await plans.api<{ NoteObject: { uuid: string; relative_url: string } }>('POST', '/api/v2/create', {
      NoteObject: { display_name: 'Buy a rain jacket', text: 'Vancouver in December is wet.', DateTime: { date: '2026-12-11', time: '10:00:00' } },
    });
    expect(created.status).toBe(200);
    expect(created.json.NoteObject.relative_url).toMatch(/^\/unfiled\/note\//);

    await page.goto(`${server.url}/app/trips?tab=unassigned`);
    await expect.poll(() => page.getByText('Buy a rain jacket').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await page.getByRole('tab', { name: 'Unassigned plans' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('group', { name: 'Actions for Buy a rain jacket' }).getByRole('button', { name: 'Move to trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move plan' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: /^Winter in Vancouver/ }).check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Move plan' }).click();
    await page.waitForURL(trip.url);
    await expect.poll(() => plans.heading('Winter in Vancouver').isVisible()).toBe(true);
    await expect.poll(() => row('Fri, Dec 11, 2026', /10:00\sAM\s*(GMT\S*\s*)?Note\s*Buy a rain jacket/).isVisible()).toBe(true);

    // It is no longer unfiled.
    await page.goto(`${server.url}/app/trips?tab=unassigned`);
    await expect.poll(() => page.getByText('No unassigned plans').first().isVisible()).toBe(true);
    expect(await page.getByText('Buy a rain jacket').count()).toBe(0);

    // A plan in no trip is created from the unassigned tab.
    await page.getByRole('link', { name: 'Add a plan' }).click();
    await page.waitForURL('**/app/unfiled/plans/create');
    await page.getByRole('link', { name: 'Note', exact: true }).click();
    await page.waitForURL('**/app/unfiled/note/create');
    await expect.poll(() => page.getByText('Unfiled item').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: /^Title/ }).fill('Check the ferry times');
    await page.getByRole('button', { name: 'Add plan' }).click();
    await page.waitForURL('**/app/trips?tab=unassigned');
    await expect.poll(() => page.getByRole('link', { name: 'Check the ferry times' }).isVisible()).toBe(true);
  });

  it('edits the costs of the trip and keeps them after a reload', async () => {
    await page.goto(`${trip.url}/cost`);
    await expect.poll(() => plans.heading('Trip cost').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Each plan's cost is an amount and a currency; what is typed is read tolerantly.
    const hotel = page.getByRole('textbox', { name: 'Harbourside Hotel', exact: true });
    const car = page.getByRole('textbox', { name: 'Pacific Car Rental', exact: true });
    await hotel.fill('CAD 820');
    await car.fill('CA$145.50');
    await expect.poll(() => page.getByText('Unsaved changes: 2').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save all' }).click();
    await expect.poll(() => page.getByText('Costs saved').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect.poll(() => hotel.inputValue()).toBe('820.00');
    expect(await car.inputValue()).toBe('145.50');
    expect(await page.getByRole('combobox', { name: 'Currency for Harbourside Hotel' }).inputValue()).toBe('CAD · Canadian Dollar');
    expect(await page.getByText('Total in CAD').isVisible()).toBe(true);
    expect(await page.getByText('CA$965.50').isVisible()).toBe(true);
    expect(await page.getByText('No changes to save').isVisible()).toBe(true);
  });

  it('exports every plan event to the calendar file, in the right time zones', async () => {
    await openSummary();
    await page.getByRole('button', { name: 'More' }).click();
    const link = page.getByRole('menuitem', { name: 'Calendar file' });
    await expect.poll(() => link.isVisible()).toBe(true);
    const { download, text } = await plans.downloadText(link);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    if (process.env['E2E_SHOTS']) await (await import('node:fs/promises')).writeFile(`${process.env['E2E_SHOTS']}/trip.ics`, text);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const summaries = events.map((e) => e.summary);
    expect([...summaries].sort()).toEqual([
      'Check-in: Harbourside Hotel',
      'Check-out: Harbourside Hotel',
      'Drop-off: Pacific Car Rental',
      'Flight: BA 4 CDG → YVR',
      'Flight: BA 4 IST → CDG',
      'Note: Buy a rain jacket',
      'Pick-up: Pacific Car Rental',
      'Winter in Vancouver',
    ]);

    // The flight legs: DTSTART in the departure airport's zone, at the instant the sandbox answered.
    for (const leg of legs) {
      const event = events.find((e) => e.summary.includes(leg.orig_airport_code) && e.summary.includes(leg.dest_airport_code));
      expect(event, `a flight event ${leg.orig_airport_code}-${leg.dest_airport_code} in ${JSON.stringify(summaries)}`).toBeDefined();
      const start = event?.component.getFirstProperty('dtstart');
      const name = `${leg.orig_airport_code}-${leg.dest_airport_code}`;
      expect.soft(start?.getParameter('tzid'), name).toBe(leg.orig_timezone);
      expect.soft(event?.startDate.toJSDate().toISOString(), `${name} departure`).toBe(utcOf(leg.departure_date, leg.departure_time, leg.orig_timezone));
      expect.soft(event?.endDate.toJSDate().toISOString(), `${name} arrival`).toBe(utcOf(leg.arrival_date, leg.arrival_time, leg.dest_timezone));
    }

    // Lodging, car rental and the note moved in: each event at its local time in the zone of its
    // place (the drop-off in Seattle's), at the same instant the server itself reckons (Node's
    // zone data, which the sandbox and the trip summary use).
    const expected: [RegExp, string, string, string][] = [
      [/check-in/i, '2026-12-10', '16:00:00', 'America/Vancouver'],
      [/check-out/i, '2026-12-14', '11:00:00', 'America/Vancouver'],
      [/pick-up/i, '2026-12-14', '12:00:00', 'America/Vancouver'],
      [/drop-off/i, '2026-12-16', '18:00:00', 'America/Los_Angeles'],
      [/rain jacket/i, '2026-12-11', '10:00:00', 'America/Vancouver'],
    ];
    for (const [summary, date, time, zone] of expected) {
      const event = events.find((e) => summary.test(e.summary));
      expect(event, `an event ${String(summary)} in ${JSON.stringify(summaries)}`).toBeDefined();
      const start = event?.component.getFirstProperty('dtstart');
      expect.soft(start?.getParameter('tzid'), String(summary)).toBe(zone);
      expect.soft(event?.startDate.toJSDate().toISOString(), String(summary)).toBe(utcOf(date, time, zone));
    }
  });

  it('uploads a PNG to a plan and renames it', async () => {
    await openSummary();
    await row('Thu, Dec 10, 2026', /Check-in/)
      .getByRole('link', { name: 'Harbourside Hotel' })
      .click();
    await page.waitForURL(/\/lodging\/[0-9a-f-]{36}$/);
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect.poll(() => documents.getByText(/^No documents yet/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // A 1 × 1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await documents.getByLabel('Add document').setInputFiles({ name: 'booking.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByText('booking.png was added.').first().isVisible()).toBe(true);
    await expect.poll(() => documents.getByRole('link', { name: 'Download booking.png' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await documents.getByRole('button', { name: 'Rename booking.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Document' });
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: /^Document name/ });
    await name.fill('Hotel confirmation.png');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('The document was renamed to Hotel confirmation.png.').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => documents.getByRole('link', { name: 'Download Hotel confirmation.png' }).isVisible()).toBe(true);
    expect(await documents.getByRole('link', { name: 'Download booking.png' }).count()).toBe(0);
  });
});
