import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Plan, type Result, type ApiFailure } from '@waybook/core';
import { sampleProfile } from '../../shared/testing/account-test-harness.js';
import {
  cruisePlan,
  fakePlanService,
  flightPlan,
  http,
  lodgingForViewer,
  lodgingPlan,
  planFrom,
  renderPlanView,
  transportPlan,
  tripAs,
  unfiledNote,
} from './plan-view-test-kit.js';

// Generous: these tests wait for a modal, a call and a navigation, on machines that may be busy.
const WAIT = { timeout: 4000 };
const location = () => screen.getByTestId('location').textContent;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const fact = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? null;
};

describe('PlanViewPage loading', () => {
  it('shows a loading state first, then the lodging with check-in and check-out in the hotel time zone', async () => {
    let answer: (r: Result<Plan, ApiFailure>) => void = () => {};
    const plans = fakePlanService(lodgingPlan);
    plans.get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { trips } = await renderPlanView({ path: '/trips/t1/lodging/l1', plans });
    expect(screen.getByText('Loading plan…')).toBeTruthy();
    answer(ok(lodgingPlan));

    await heading('Grand Central Hotel');
    expect(plans.get).toHaveBeenCalledWith('lodging', 'l1');
    expect(trips.details).toHaveBeenCalledWith('t1');
    expect(screen.queryByText('Loading plan…')).toBeNull();
    expect(fact('Check-in')).toBe('Nov 21, 2026, 3:00 PM GMT-5');
    expect(fact('Check-out')).toBe('Nov 24, 2026, 11:00 AM GMT-5');
    expect(screen.getAllByText('Check-in', { selector: 'dt' })[0]?.nextElementSibling?.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-11-21T15:00:00.000-05:00',
    );
    expect(fact('Address')).toBe('89 E 42nd St, New York, NY 10017');
    // The collapsed summary joins room type, rooms and guests.
    expect(screen.getByText('Deluxe King · 1 room · 2 guests')).toBeTruthy();
    // Header: type and the trip link.
    expect(screen.getByText('Lodging')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lyon getaway' }).getAttribute('href')).toBe('/trips/t1');
    // Guests, booking info and notes.
    const guests = screen.getByRole('region', { name: 'Guests' });
    expect(within(guests).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(guests).getByText('Hilton Honors HH123')).toBeTruthy();
    const booking = screen.getByRole('region', { name: 'Booking Info' });
    expect(within(booking).getByText('$612.40')).toBeTruthy();
    expect(within(booking).getByText('GCH-7781')).toBeTruthy();
    expect(within(booking).getByRole('link', { name: '+1 212 555 0100' }).getAttribute('href')).toBe('tel:+12125550100');
    expect(within(booking).getByRole('link', { name: 'https://www.expedia.com' }).getAttribute('target')).toBe('_blank');
    expect(within(screen.getByRole('region', { name: 'Notes' })).getByText('Late arrival requested.')).toBeTruthy();
  });

  it('uses the 24-hour clock and the interface language when the profile asks for them', async () => {
    const plans = fakePlanService(lodgingPlan);
    await renderPlanView({ path: '/trips/t1/lodging/l1', plans, profile: sampleProfile({ hourClock: 2 }), locale: 'de-DE' });
    await heading('Grand Central Hotel');
    expect(screen.getByText('Anreise', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/^21\. Nov\. 2026, 15:00 /);
    expect(screen.getByRole('group', { name: 'Aktionen für diesen Plan' })).toBeTruthy();
  });

  it('shows "Error loading plan" on a failure, and loads again on retry', async () => {
    const plans = fakePlanService(http(500), lodgingPlan);
    const user = userEvent.setup();
    await renderPlanView({ path: '/trips/t1/lodging/l1', plans });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading plan' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await heading('Grand Central Hotel');
    expect(plans.get).toHaveBeenCalledTimes(2);
  });
});

describe('PlanViewPage not found', () => {
  it('shows the not-found page when the server answers 404', async () => {
    const plans = fakePlanService(http(404));
    await renderPlanView({ path: '/trips/t1/lodging/gone', plans });
    expect(await screen.findByText('Plan not found')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Plan actions' })).toBeNull();
  });

  it('shows the not-found page for an unknown plan type, without asking the server', async () => {
    const plans = fakePlanService(lodgingPlan);
    await renderPlanView({ path: '/trips/t1/boats/l1', plans });
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(plans.get).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a sub-page the type does not have', async () => {
    const plans = fakePlanService(lodgingPlan);
    await renderPlanView({ path: '/trips/t1/lodging/l1/passengers', plans });
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(plans.get).not.toHaveBeenCalled();
  });
});

describe('PlanViewPage multi-segment plans', () => {
  it('lists both flights and highlights the one in the URL, the other one a link to its own page', async () => {
    const plans = fakePlanService(flightPlan);
    await renderPlanView({ path: '/trips/t1/flights/seg-b', plans });
    await heading('Lyon to Oslo');
    expect(plans.get).toHaveBeenCalledWith('air', 'seg-b');
    expect(document.querySelector('.wb-plan__type svg[data-plan-type="air"]')).not.toBeNull();
    expect(screen.getByText('Flight')).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Flights' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(within(second).getByText('This segment')).toBeTruthy();
    expect(within(second).getByRole('heading', { name: 'SK 1456 · CPH → OSL' })).toBeTruthy();
    expect(within(second).getByText('Departure gate', { selector: 'dt' }).nextElementSibling?.textContent).toBe('B7');
    expect(within(second).getByText('Airbus A320neo')).toBeTruthy();
    expect(within(second).getByText('Departs', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Nov 25, 2026, 10:15 AM GMT+1');
    // The other flight is collapsed to its summary and date, linking to its own page.
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(within(first).getByRole('link', { name: 'SK 2362 · LYS → CPH' }).getAttribute('href')).toBe('/trips/t1/flights/seg-a');
    expect(within(first).queryByText('Departure terminal')).toBeNull();
    expect(within(first).getByText('Nov 25, 2026, 7:10 AM GMT+1')).toBeTruthy();
    // Editors may delete the segment of the URL.
    expect(screen.getByRole('button', { name: 'Delete this segment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/trips/t1/flights/seg-b/edit');
  });

  it('warns that deleting the cruise embarkation deletes the whole reservation, then goes back to the trip', async () => {
    const plans = fakePlanService(cruisePlan);
    plans.deleteSegment.mockResolvedValueOnce(ok({ deletedPlan: true }));
    const user = userEvent.setup();
    await renderPlanView({ path: '/trips/t1/cruise/c-1', plans });
    await heading('Caribbean cruise');
    await user.click(screen.getByRole('button', { name: 'Delete this segment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this segment?' });
    expect(within(dialog).getByText(/This is the embarkation of the cruise\. Deleting it deletes the whole cruise reservation/)).toBeTruthy();
    expect(within(dialog).getByText('“Embarkation · Port of Miami” will be removed from “Caribbean cruise”. This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete whole reservation' }));
    await waitFor(() => expect(location()).toBe('/trips/t1'), WAIT);
    expect(plans.deleteSegment).toHaveBeenCalledWith('c-1');
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('“Caribbean cruise” was deleted.');
  });

  it('deletes a port of call without a warning and shows the next stop', async () => {
    const withoutPort = planFrom({
      CruiseObject: {
        uuid: 'u1',
        trip_uuid: 't1',
        display_name: 'Caribbean cruise',
        Segment: [
          { uuid: 'c-1', location_name: 'Port of Miami' },
          { uuid: 'c-3', location_name: 'Port of Miami' },
        ],
      },
    });
    const plans = fakePlanService(cruisePlan, withoutPort);
    const user = userEvent.setup();
    await renderPlanView({ path: '/trips/t1/cruise/c-2', plans });
    await heading('Caribbean cruise');
    await user.click(screen.getByRole('button', { name: 'Delete this segment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this segment?' });
    expect(within(dialog).queryByRole('note')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete segment' }));
    await waitFor(() => expect(location()).toBe('/trips/t1/cruise/c-3'), WAIT);
    expect(plans.deleteSegment).toHaveBeenCalledWith('c-2');
    await waitFor(() => expect(plans.get).toHaveBeenLastCalledWith('cruise', 'c-3'));
    await waitFor(() => expect(screen.getAllByRole('listitem', { current: true })).toHaveLength(1));
    expect(screen.queryByText('Port of call · Nassau')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Segment deleted: Port of call · Nassau');
  });

  it('says "please try again" when a segment cannot be deleted, and keeps the page', async () => {
    const plans = fakePlanService(flightPlan);
    plans.deleteSegment.mockResolvedValueOnce({ ok: false, error: http(500) });
    const user = userEvent.setup();
    await renderPlanView({ path: '/trips/t1/flights/seg-a', plans });
    await heading('Lyon to Oslo');
    await user.click(screen.getByRole('button', { name: 'Delete this segment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByRole('note')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete segment' }));
    expect(await screen.findByText("We couldn't delete this segment. Please try again.")).toBeTruthy();
    expect(location()).toBe('/trips/t1/flights/seg-a');
  });
});

describe('PlanViewPage sub-pages', () => {
  it('offers the transport sub-pages with something to show as keyboard-reachable tabs, and shows the selected one', async () => {
    const plans = fakePlanService(transportPlan);
    const user = userEvent.setup();
    await renderPlanView({ path: '/trips/t1/transport/tr-2/passengers', plans });
    await heading('Island transfer');
    const nav = screen.getByRole('navigation', { name: 'Plan sections' });
    const tabs = within(nav).getAllByRole('link');
    // No notes: that tab is left out.
    expect(tabs.map((a) => a.textContent)).toEqual(['Overview', 'Booking Info', 'Transport Info', 'Passengers']);
    expect(tabs.map((a) => a.getAttribute('href'))).toEqual([
      '/trips/t1/transport/tr-2',
      '/trips/t1/transport/tr-2/booking-info',
      '/trips/t1/transport/tr-2/transport-info',
      '/trips/t1/transport/tr-2/passengers',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Passengers');
    const passengers = screen.getByRole('region', { name: 'Passengers' });
    expect(
      within(passengers)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Ada Lovelace', 'Charles Babbage']);
    // Only the selected sub-page is shown.
    expect(screen.queryByRole('region', { name: 'Segments' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Booking Info' })).toBeNull();
    // The tabs are links: Tab reaches them and Enter opens one, which becomes the current tab.
    for (let i = 0; i < 12 && document.activeElement !== tabs[1]; i++) await user.tab();
    expect(document.activeElement).toBe(tabs[1]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/trips/t1/transport/tr-2/booking-info'), WAIT);
    const booking = await screen.findByRole('region', { name: 'Booking Info' });
    expect(within(booking).getByText('HS-55')).toBeTruthy();
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Booking Info');
    expect(screen.queryByRole('region', { name: 'Passengers' })).toBeNull();
    // Moving between sub-pages of the plan on screen asks the server nothing more.
    expect(plans.get).toHaveBeenCalledTimes(1);
  });

  it('shows the transport info of the segment in the URL', async () => {
    const plans = fakePlanService(transportPlan);
    await renderPlanView({ path: '/trips/t1/transport/tr-2/transport-info', plans });
    await heading('Island transfer');
    const info = screen.getByRole('region', { name: 'Transport Info' });
    expect(within(info).getByText('Type', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Ground transportation');
    expect(within(info).getByText('Minibus')).toBeTruthy();
    expect(within(info).queryByText('Hellenic Seaways')).toBeNull();
  });

  it('shows the cruise itinerary with each stop named by its role on the overview', async () => {
    const plans = fakePlanService(cruisePlan);
    await renderPlanView({ path: '/trips/t1/cruise/c-2', plans });
    await heading('Caribbean cruise');
    const stops = within(screen.getByRole('region', { name: 'Itinerary' })).getAllByRole('heading', { level: 3 });
    expect(stops.map((h) => h.textContent)).toEqual(['Embarkation · Port of Miami', 'Port of call · Nassau', 'Disembarkation · Port of Miami']);
    expect(screen.queryByRole('region', { name: 'Cruise Info' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Plan sections' })).getByRole('link', { current: 'page' }).textContent).toBe('Overview');
  });
});

describe('PlanViewPage for viewers', () => {
  it('gives a viewer no edit or delete actions and leaves out the sections the server left empty', async () => {
    const plans = fakePlanService(lodgingForViewer);
    await renderPlanView({ path: '/trips/t1/lodging/l1', plans, trips: tripAs('viewer') });
    await heading('Grand Central Hotel');
    expect(fact('Check-in')).toBe('Nov 21, 2026, 3:00 PM GMT-5');
    expect(screen.queryByRole('group', { name: 'Plan actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Booking Info' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Guests' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
    expect(screen.queryByText('Room type')).toBeNull();
  });

  it('gives a planner the actions', async () => {
    const plans = fakePlanService(lodgingPlan);
    await renderPlanView({ path: '/trips/t1/lodging/l1', plans, trips: tripAs('edit') });
    await heading('Grand Central Hotel');
    const actions = screen.getByRole('group', { name: 'Plan actions' });
    expect([...actions.querySelectorAll('a, button')].map((el) => el.textContent)).toEqual(['Edit', 'Move to trip', 'Copy to trip', 'Delete plan']);
  });
});

describe('PlanViewPage unfiled items', () => {
  it('shows an unfiled item without a trip, with its edit link, and reads no trip', async () => {
    const plans = fakePlanService(unfiledNote);
    const { trips } = await renderPlanView({ path: '/unfiled/note/n1', plans, unfiled: true });
    await heading('Visa appointment');
    expect(plans.get).toHaveBeenCalledWith('note', 'n1');
    expect(trips.details).not.toHaveBeenCalled();
    expect(screen.getByText('Unfiled item')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All unfiled items' }).getAttribute('href')).toBe('/trips?tab=unassigned');
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/unfiled/note/n1/edit');
    expect(fact('Note')).toBe('Bring two photos\nand the printed form.');
    expect(fact('Date and time')).toBe('Nov 30, 2026, 9:30 AM GMT+1');
  });

  it('shows every section of an unfiled transport one after the other, without tabs or segment deletion', async () => {
    const plans = fakePlanService(
      planFrom({
        TransportObject: {
          uuid: 'tr1',
          display_name: 'Airport shuttle',
          notes: 'Meet at door 4.',
          supplier_conf_num: 'X9',
          Segment: [{ uuid: 'tr-1', start_location_name: 'Hotel', end_location_name: 'Airport' }],
        },
      }),
    );
    await renderPlanView({ path: '/unfiled/transport/tr1', plans, unfiled: true });
    await heading('Airport shuttle');
    expect(screen.queryByRole('navigation', { name: 'Plan sections' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Segments' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Booking Info' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete this segment' })).toBeNull();
  });

  it('sends a plan opened under another trip to its page in its own trip', async () => {
    const elsewhere = planFrom({ NoteObject: { uuid: 'n1', trip_uuid: 't2', display_name: 'Visa appointment' } });
    const plans = fakePlanService(elsewhere);
    await renderPlanView({ path: '/trips/t1/note/n1', plans });
    await waitFor(() => expect(location()).toBe('/trips/t2/note/n1'), WAIT);
  });

  it('sends an unfiled link of a plan filed in a trip to its page in that trip', async () => {
    const filed = planFrom({ NoteObject: { uuid: 'n1', trip_uuid: 't1', display_name: 'Visa appointment' } });
    const plans = fakePlanService(filed);
    await renderPlanView({ path: '/unfiled/note/n1', plans, unfiled: true });
    await waitFor(() => expect(location()).toBe('/trips/t1/note/n1'), WAIT);
  });
});
