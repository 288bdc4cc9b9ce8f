import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPTY_BOOKING_FIELDS,
  EMPTY_PLAN_ADDRESS,
  EMPTY_PLAN_DATE_TIME,
  EMPTY_RESERVATION_META,
  EMPTY_TRIP,
  err,
  ok,
  type ApiFailure,
  type CarPlan,
  type LodgingPlan,
  type NotePlan,
  type Plan,
  type Result,
} from '@waybook/core';
import { renderScreen, sampleProfile, type ScreenOptions } from '../../shared/testing/account-test-harness.js';
import PlanFormPage from './plan-form-page.js';
import {
  bindFakes,
  chooseAddress,
  described,
  fakeLookups,
  fakePlans,
  fakeTrips,
  httpError,
  location,
  STORED_LODGING,
  textbox,
  timeGroup,
  TRIP,
  type FakePlans,
} from './plan-form-test-kit.js';

// Screen tests type through many fields.
vi.setConfig({ testTimeout: 30000 });

const CREATE_ROUTE = '/trips/:tripUuid/:planRoute/create';
const EDIT_ROUTE = '/trips/:tripUuid/:planRoute/:segmentUuid/edit';

async function renderForm(path: string, options: Partial<ScreenOptions> & { readonly plans?: FakePlans; readonly trips?: ReturnType<typeof fakeTrips> } = {}) {
  const user = userEvent.setup({ delay: null });
  const plans = options.plans ?? fakePlans();
  const trips = options.trips ?? fakeTrips();
  const edit = path.endsWith('/edit');
  const unfiled = path.startsWith('/unfiled/');
  const harness = await renderScreen(<PlanFormPage mode={edit ? 'edit' : 'create'} unfiled={unfiled} />, {
    path,
    routePath: unfiled ? '/unfiled/:planRoute/:reservationUuid/edit' : edit ? EDIT_ROUTE : CREATE_ROUTE,
    bind: bindFakes(plans, trips),
    ...options,
  });
  return { user, plans, trips, ...harness };
}

const lastCreated = (plans: FakePlans) => plans.create.mock.calls.at(-1)?.[0] as Plan;

describe('plan form: lodging', () => {
  it('creates a lodging in the trip with its dates and time, then opens the trip with a toast', async () => {
    const { user, plans, trips } = await renderForm('/trips/t1/lodging/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Lodging' })).toBeTruthy();
    expect(trips.details).toHaveBeenCalledWith('t1');
    expect(screen.getByText('Trip: Lyon weekend')).toBeTruthy();

    await user.type(textbox(/^Property name/), 'Carlton');
    await user.type(textbox(/^Check-in date/), '11212026');
    const checkIn = timeGroup('Check-in time');
    await user.selectOptions(checkIn.hour, '03');
    expect(checkIn.minute.value).toBe('00');
    await user.selectOptions(checkIn.period()!, 'PM');
    await user.type(textbox(/^Check-out date/), '11232026');
    await user.type(textbox(/^Room type/), 'Suite');
    await user.type(textbox(/^Number of rooms/), '1');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));

    await waitFor(() => expect(plans.create).toHaveBeenCalledTimes(1));
    expect(lastCreated(plans)).toEqual({
      type: 'lodging',
      meta: { ...EMPTY_RESERVATION_META, tripUuid: 't1' },
      booking: { ...EMPTY_BOOKING_FIELDS, supplierName: 'Carlton' },
      startDateTime: { ...EMPTY_PLAN_DATE_TIME, date: '2026-11-21', time: '15:00:00', isTimeKnown: true },
      endDateTime: { ...EMPTY_PLAN_DATE_TIME, date: '2026-11-23' },
      address: EMPTY_PLAN_ADDRESS,
      guests: [],
      numberGuests: '',
      numberRooms: '1',
      roomType: 'Suite',
    } satisfies LodgingPlan);
    await waitFor(() => expect(location()).toBe('/trips/t1'));
    expect(await screen.findByText('Plan added.')).toBeTruthy();
  });

  it('saves the guests by name and the booking details of the collapsible section', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/create');
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Carlton');
    await user.type(textbox(/^Check-in date/), '11212026');
    await user.type(textbox(/^Check-out date/), '11232026');
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    await waitFor(() => expect(document.activeElement).toBe(textbox('Guest 1')));
    await user.type(textbox('Guest 1'), 'Ada K Byron');
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    expect(textbox('Guest 2')).toBeTruthy();

    // Booking details start collapsed; the property name is not asked twice.
    const toggle = screen.getByRole('button', { name: 'Booking details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: /^Total cost/ })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('textbox', { name: /^Supplier name/ })).toBeNull();
    await user.type(textbox(/^Supplier confirmation number/), 'HC-42');
    await user.type(textbox(/^Total cost/), '€380');
    await user.click(screen.getByRole('checkbox', { name: 'Purchased' }));
    await user.click(screen.getByRole('button', { name: 'Add plan' }));

    await waitFor(() => expect(plans.create).toHaveBeenCalledTimes(1));
    const plan = lastCreated(plans) as LodgingPlan;
    expect(plan.booking).toEqual({
      ...EMPTY_BOOKING_FIELDS,
      supplierName: 'Carlton',
      supplierConfirmationNumber: 'HC-42',
      totalCost: 'EUR 380.00',
      isPurchased: true,
    });
    // The second, unnamed guest row is dropped.
    expect(plan.guests.map((g) => [g.firstName, g.middleName, g.lastName])).toEqual([['Ada', 'K', 'Byron']]);
  });

  it('refuses a malformed supplier e-mail, opening Booking details to show it', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/create');
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Carlton');
    await user.type(textbox(/^Check-in date/), '11212026');
    await user.type(textbox(/^Check-out date/), '11232026');
    const toggle = screen.getByRole('button', { name: 'Booking details' });
    await user.click(toggle);
    await user.type(textbox(/^Supplier email/), 'desk@');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    const email = textbox(/^Supplier email/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(described(email)).toContain('Please use a valid email address.');
    expect(plans.create).not.toHaveBeenCalled();
  });

  it('shows the missing fields on submit, focuses the first one and sends nothing', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/create');
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    const name = textbox(/^Property name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(described(name)).toContain('This field is required.');
    expect(described(textbox(/^Check-in date/))).toContain('This field is required.');
    expect(described(textbox(/^Check-out date/))).toContain('This field is required.');
    expect(plans.create).not.toHaveBeenCalled();
  });

  it('shows "End date must be after start date." once the check-out date is left, and refuses to save', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/create');
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Grand Hotel');
    await user.type(textbox(/^Check-in date/), '11232026');
    const checkOut = textbox(/^Check-out date/);
    await user.type(checkOut, '11212026');
    expect(described(checkOut)).not.toContain('End date must be after start date.');
    await user.tab(); // to its calendar button: still in the field
    expect(described(checkOut)).not.toContain('End date must be after start date.');
    await user.tab();
    await waitFor(() => expect(described(checkOut)).toContain('End date must be after start date.'));
    expect(checkOut.getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(document.activeElement).toBe(checkOut));
    expect(plans.create).not.toHaveBeenCalled();

    await user.clear(checkOut);
    await user.type(checkOut, '11242026');
    expect(described(checkOut)).not.toContain('End date must be after start date.');
  });

  it('compares the times of a one-day stay: check-out before check-in is "End time must be after start time."', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/create');
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Day room');
    await user.type(textbox(/^Check-in date/), '11222026');
    await user.type(textbox(/^Check-out date/), '11222026');
    await user.selectOptions(timeGroup('Check-in time').hour, '02');
    await user.selectOptions(timeGroup('Check-in time').period()!, 'PM');
    await user.selectOptions(timeGroup('Check-out time').hour, '10');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));

    const hour = timeGroup('Check-out time').hour;
    await waitFor(() => expect(described(hour)).toContain('End time must be after start time.'));
    expect(document.activeElement).toBe(hour);
    expect(plans.create).not.toHaveBeenCalled();
  });

  it('warns when a date lies outside the trip: "Will extend your trip duration by 2 days."', async () => {
    const { user } = await renderForm('/trips/t1/lodging/create');
    await user.type(await screen.findByRole('textbox', { name: /^Check-in date/ }), '11192026');
    const checkIn = screen.getByRole('group', { name: 'Check-in' });
    expect(within(checkIn).getByRole('status').textContent).toBe('Will extend your trip duration by 2 days.');
    await user.type(textbox(/^Check-out date/), '11222026');
    expect(within(screen.getByRole('group', { name: 'Check-out' })).getByRole('status').textContent).toBe('');
  });

  it('offers hours 00-23 without AM/PM on a 24-hour clock', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/create', { profile: sampleProfile({ hourClock: 2, dateEndianFormat: 'L' }) });
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Grand Hotel');
    await user.type(textbox(/^Check-in date/), '21112026');
    await user.type(textbox(/^Check-out date/), '23112026');
    const checkIn = timeGroup('Check-in time');
    expect(checkIn.period()).toBeNull();
    expect([...checkIn.hour.options].map((o) => o.value)).toEqual(['', ...Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0'))]);
    await user.selectOptions(checkIn.hour, '18');
    await user.selectOptions(checkIn.minute, '45');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(plans.create).toHaveBeenCalled());
    expect((lastCreated(plans) as LodgingPlan).startDateTime.time).toBe('18:45:00');
  });

  it('lets the user pick a time zone instead of the one the server derives from the address', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/create');
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Grand Hotel');
    await user.type(textbox(/^Check-in date/), '11212026');
    await user.type(textbox(/^Check-out date/), '11232026');
    const checkIn = screen.getByRole('group', { name: 'Check-in' });
    expect(within(checkIn).getByText('set from the address when you save')).toBeTruthy();
    await user.click(within(checkIn).getByRole('button', { name: 'Change time zone' }));
    const zones = within(checkIn).getByRole('combobox', { name: 'Time zone' });
    // Named for the reader with the offset at the check-in date, west to east; never an IANA id.
    const paris = within(zones).getByRole('option', { name: 'GMT+1 · Central European Time (Paris)' });
    expect(paris.getAttribute('value')).toBe('Europe/Paris');
    const labels = within(zones)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(labels.filter((label) => label.includes('/'))).toEqual([]);
    expect(labels.indexOf('GMT-6 · Central Time (Chicago)')).toBeLessThan(labels.indexOf('GMT+1 · Central European Time (Paris)'));
    await user.selectOptions(zones, 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(plans.create).toHaveBeenCalled());
    const plan = lastCreated(plans) as LodgingPlan;
    expect(plan.startDateTime).toMatchObject({ timezone: 'Europe/Paris', isTimezoneManual: true, isTimezoneKnown: true });
    expect(plan.endDateTime.timezone).toBe('');
  });

  it('edits a saved lodging: loads it by the URL uuid, shows its values and replaces it', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/seg-9/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Lodging' })).toBeTruthy();
    expect(plans.get).toHaveBeenCalledWith('lodging', 'seg-9');

    expect((textbox(/^Property name/) as HTMLInputElement).value).toBe('Grand Hotel');
    expect((textbox(/^Check-in date/) as HTMLInputElement).value).toBe('11/21/2026');
    expect(timeGroup('Check-in time').hour.value).toBe('03');
    expect(timeGroup('Check-in time').period()!.value).toBe('PM');
    expect((screen.getByRole('combobox', { name: /^Address/ }) as HTMLInputElement).value).toBe('1 Place Bellecour, Lyon');
    expect((textbox('Guest 1') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(within(screen.getByRole('group', { name: 'Check-in' })).getByText('Central European Time (Paris)')).toBeTruthy();
    // Booking details open by themselves when the plan has some.
    expect(screen.getByRole('button', { name: 'Booking details' }).getAttribute('aria-expanded')).toBe('true');
    expect((textbox(/^Supplier confirmation number/) as HTMLInputElement).value).toBe('GH-77');

    await user.clear(textbox(/^Room type/));
    await user.type(textbox(/^Room type/), 'Suite with a view');
    await user.clear(textbox('Guest 1'));
    await user.type(textbox('Guest 1'), 'Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(plans.replace).toHaveBeenCalledTimes(1));
    expect(plans.create).not.toHaveBeenCalled();
    expect(plans.replace.mock.calls[0]?.[0]).toEqual({
      ...STORED_LODGING,
      roomType: 'Suite with a view',
      // The guest's other details are kept.
      guests: [{ ...STORED_LODGING.guests[0], firstName: 'Ada', lastName: 'Byron' }],
    });
    await waitFor(() => expect(location()).toBe('/trips/t1'));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
  });

  it('drops the zone the server derived from the old address when the address changes', async () => {
    const { user, plans } = await renderForm('/trips/t1/lodging/r-1/edit');
    const address = await screen.findByRole('combobox', { name: /^Address/ });
    await user.clear(address);
    await chooseAddress(user, address, '12 Rue', '12 Rue de la République, Lyon, France');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(plans.replace).toHaveBeenCalled());
    const saved = plans.replace.mock.calls[0]?.[0] as LodgingPlan;
    expect(saved.address).toEqual({
      ...EMPTY_PLAN_ADDRESS,
      address: '12 Rue de la République, Lyon, France',
      addr1: '12 Rue de la République',
      city: 'Lyon',
      state: 'ARA',
      zip: '69002',
      country: 'FR',
      latitude: 45.74846,
      longitude: 4.84671,
    });
    expect(saved.startDateTime).toMatchObject({ date: '2026-11-21', time: '15:00:00', timezone: '', utcOffset: '' });
  });

  it('asks for the details of a chosen address; when they cannot be loaded, keeps its text, country and coordinates', async () => {
    const plans = fakePlans();
    const lookups = fakeLookups();
    lookups.addressDetail.mockResolvedValue(err({ kind: 'network' }));
    const { user } = await renderForm('/trips/t1/lodging/r-1/edit', { plans, bind: bindFakes(plans, fakeTrips(), lookups) });
    const address = await screen.findByRole('combobox', { name: /^Address/ });
    await user.clear(address);
    await chooseAddress(user, address, '221B', '221B Baker Street, London, United Kingdom');
    await waitFor(() => expect(lookups.addressDetail).toHaveBeenCalledWith('addr:london'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(plans.replace).toHaveBeenCalled());
    const saved = plans.replace.mock.calls[0]?.[0] as LodgingPlan;
    expect(saved.address).toEqual({
      ...EMPTY_PLAN_ADDRESS,
      address: '221B Baker Street, London, United Kingdom',
      country: 'GB',
      latitude: 51.52,
      longitude: -0.16,
    });
  });

  it('keeps typed text as the address when the address search fails', async () => {
    const plans = fakePlans();
    const lookups = fakeLookups();
    lookups.addresses.mockResolvedValue(err({ kind: 'network' }) as never);
    const { user } = await renderForm('/trips/t1/lodging/r-1/edit', { plans, bind: bindFakes(plans, fakeTrips(), lookups) });
    const address = await screen.findByRole('combobox', { name: /^Address/ });
    await user.clear(address);
    await user.type(address, '5 Quai Saint-Antoine, Lyon');
    await waitFor(() => expect(lookups.addresses).toHaveBeenCalled(), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(plans.replace).toHaveBeenCalled());
    expect((plans.replace.mock.calls[0]?.[0] as LodgingPlan).address).toEqual({ ...EMPTY_PLAN_ADDRESS, address: '5 Quai Saint-Antoine, Lyon' });
    expect(lookups.addressDetail).not.toHaveBeenCalled();
  });

  it('marks and focuses the field the server refused (invalid_field:LodgingObject.room_type) and keeps the draft', async () => {
    const plans = fakePlans();
    plans.replace.mockResolvedValueOnce(err(httpError(400, 'invalid_field:LodgingObject.room_type')));
    const { user } = await renderForm('/trips/t1/lodging/r-1/edit', { plans });
    const roomType = await screen.findByRole('textbox', { name: /^Room type/ });
    await user.clear(roomType);
    await user.type(roomType, 'x'.repeat(5));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(described(roomType)).toContain('This value was not accepted. Please check it.'));
    expect(roomType.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(roomType));
    expect(location()).toBe('/trips/t1/lodging/r-1/edit');
    expect((roomType as HTMLInputElement).value).toBe('x'.repeat(5));

    await user.type(roomType, '!');
    expect(described(roomType)).not.toContain('This value was not accepted.');
  });

  it('maps a refused booking field to its input, opening Booking details', async () => {
    const plans = fakePlans({ ...STORED_LODGING, booking: { ...STORED_LODGING.booking, supplierConfirmationNumber: '', totalCost: '' } });
    plans.replace.mockResolvedValueOnce(err(httpError(400, 'invalid_field:LodgingObject.booking_site_conf_num')));
    const { user } = await renderForm('/trips/t1/lodging/r-1/edit', { plans });
    const toggle = await screen.findByRole('button', { name: 'Booking details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    const field = textbox(/^Booking site confirmation number/);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(described(field)).toContain('This value was not accepted. Please check it.');
  });

  it('says so in a toast when saving fails otherwise, and keeps everything typed', async () => {
    const plans = fakePlans();
    plans.create.mockResolvedValueOnce(err({ kind: 'network' }));
    const { user } = await renderForm('/trips/t1/lodging/create', { plans });
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Grand Hotel');
    await user.type(textbox(/^Check-in date/), '11212026');
    await user.type(textbox(/^Check-out date/), '11222026');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    expect(await screen.findByText("We couldn't save this plan. Please try again.")).toBeTruthy();
    expect(location()).toBe('/trips/t1/lodging/create');
    expect((textbox(/^Property name/) as HTMLInputElement).value).toBe('Grand Hotel');

    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(plans.create).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(location()).toBe('/trips/t1'));
  });

  it('sends once however often Add Plan is pressed, and shows that it is saving', async () => {
    const plans = fakePlans();
    let answer: (r: Result<Plan, ApiFailure>) => void = () => undefined;
    plans.create.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await renderForm('/trips/t1/lodging/create', { plans });
    await user.type(await screen.findByRole('textbox', { name: /^Property name/ }), 'Grand Hotel');
    await user.type(textbox(/^Check-in date/), '11212026');
    await user.type(textbox(/^Check-out date/), '11222026');
    const submit = screen.getByRole('button', { name: 'Add plan' });
    await user.click(submit);
    await waitFor(() => expect(plans.create).toHaveBeenCalledTimes(1));
    expect(submit.textContent).toContain('Saving…');
    await user.click(submit);
    await user.click(submit);
    expect(plans.create).toHaveBeenCalledTimes(1);
    answer(ok({ ...STORED_LODGING, meta: { ...STORED_LODGING.meta, uuid: 'new-1' } }));
    await waitFor(() => expect(location()).toBe('/trips/t1'));
  });
});

describe('plan form: car rental', () => {
  it('saves a one-way rental with a different drop-off place', async () => {
    const { user, plans } = await renderForm('/trips/t1/car-rental/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Car Rental' })).toBeTruthy();
    await user.type(textbox(/^Rental company/), 'Hertz');
    await user.type(textbox(/^Pick-up date/), '11212026');
    await user.selectOptions(timeGroup('Pick-up time').hour, '09');
    await user.type(textbox(/^Pick-up location/), 'LYS');
    await user.type(textbox(/^Drop-off date/), '11232026');

    const same = screen.getByRole('checkbox', { name: 'Return the car where I pick it up' });
    expect((same as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /^Drop-off location/ })).toBeNull();
    await user.click(same);
    expect((same as HTMLInputElement).checked).toBe(false);
    await user.type(textbox(/^Drop-off location/), 'LHR');
    await chooseAddress(user, screen.getByRole('combobox', { name: /^Drop-off address/ }), '221B', '221B Baker Street, London, United Kingdom');
    await user.type(textbox(/^Car type/), 'Compact');
    await user.click(screen.getByRole('button', { name: 'Add a driver' }));
    await user.type(textbox('Driver 1'), 'Ada Byron');

    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(plans.create).toHaveBeenCalledTimes(1));
    const car = lastCreated(plans) as CarPlan;
    expect(car).toMatchObject({
      type: 'car',
      meta: { tripUuid: 't1' },
      booking: { supplierName: 'Hertz' },
      startLocationName: 'LYS',
      endLocationName: 'LHR',
      endLocationAddress: {
        ...EMPTY_PLAN_ADDRESS,
        address: '221B Baker Street, London, United Kingdom',
        addr1: '221B Baker Street',
        city: 'London',
        state: 'ENG',
        zip: 'NW1 6XE',
        country: 'GB',
        latitude: 51.523767,
        longitude: -0.158555,
      },
      carType: 'Compact',
    });
    expect(car.startDateTime).toMatchObject({ date: '2026-11-21', time: '09:00:00' });
    expect(car.endDateTime.date).toBe('2026-11-23');
    expect(car.drivers.map((d) => d.lastName)).toEqual(['Byron']);
    await waitFor(() => expect(location()).toBe('/trips/t1'));
  });

  it('clears the drop-off place when the car goes back where it was picked up', async () => {
    const stored: CarPlan = {
      type: 'car',
      meta: { ...EMPTY_RESERVATION_META, uuid: 'c-1', tripUuid: 't1' },
      booking: { ...EMPTY_BOOKING_FIELDS, supplierName: 'Avis' },
      startDateTime: { ...EMPTY_PLAN_DATE_TIME, date: '2026-11-21' },
      endDateTime: { ...EMPTY_PLAN_DATE_TIME, date: '2026-11-22' },
      startLocationAddress: { ...EMPTY_PLAN_ADDRESS, address: 'Gare Part-Dieu' },
      startLocationName: 'Part-Dieu',
      startLocationHours: '',
      startLocationPhone: '',
      endLocationAddress: { ...EMPTY_PLAN_ADDRESS, address: 'Aéroport' },
      endLocationName: 'Airport',
      endLocationHours: '',
      endLocationPhone: '',
      carDescription: '',
      carType: '',
      mileageCharges: '',
      drivers: [],
    };
    const { user, plans } = await renderForm('/trips/t1/car-rental/c-1/edit', { plans: fakePlans(stored) });
    const same = await screen.findByRole('checkbox', { name: 'Return the car where I pick it up' });
    expect((same as HTMLInputElement).checked).toBe(false);
    expect((textbox(/^Drop-off location/) as HTMLInputElement).value).toBe('Airport');
    await user.click(same);
    expect(screen.queryByRole('textbox', { name: /^Drop-off location/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(plans.replace).toHaveBeenCalled());
    expect(plans.replace.mock.calls[0]?.[0]).toMatchObject({ endLocationName: '', endLocationAddress: EMPTY_PLAN_ADDRESS, startLocationName: 'Part-Dieu' });
  });
});

describe('plan form: routes, rights and leaving', () => {
  it('answers an unknown plan type with the not-found page, without loading anything', async () => {
    const { plans, trips } = await renderForm('/trips/t1/boats/create');
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('404');
    expect(plans.get).not.toHaveBeenCalled();
    expect(trips.details).not.toHaveBeenCalled();
  });

  it('answers a plan the server does not know with "Plan not found"', async () => {
    const plans = fakePlans();
    plans.get.mockResolvedValueOnce(err(httpError(404, 'not_found')));
    await renderForm('/trips/t1/lodging/gone/edit', { plans });
    expect(await screen.findByText('Plan not found')).toBeTruthy();
  });

  it('treats a plan of another type than the URL says as not found', async () => {
    await renderForm('/trips/t1/car-rental/r-1/edit');
    expect(await screen.findByText('Plan not found')).toBeTruthy();
  });

  it('offers a retry when the plan could not be loaded', async () => {
    const plans = fakePlans();
    plans.get.mockResolvedValueOnce(err({ kind: 'timeout' }));
    const { user } = await renderForm('/trips/t1/lodging/r-1/edit', { plans });
    expect(await screen.findByText('Error loading plan. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Lodging' })).toBeTruthy();
    expect(plans.get).toHaveBeenCalledTimes(2);
  });

  it('tells a viewer of the trip that they cannot change its plans', async () => {
    const trips = fakeTrips({
      ...TRIP,
      invitees: [
        { profileRef: 'p-9', isOwner: true, isReadOnly: false, isTraveler: true },
        { profileRef: 'p-1', isOwner: false, isReadOnly: true, isTraveler: false },
      ],
    });
    await renderForm('/trips/t1/lodging/create', { trips });
    expect(await screen.findByText("You can view this trip, but you don't have permission to change its plans.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add plan' })).toBeNull();
  });

  it('asks before discarding a changed draft, and leaves at once when nothing changed', async () => {
    const { user } = await renderForm('/trips/t1/lodging/create');
    const name = await screen.findByRole('textbox', { name: /^Property name/ });
    await user.type(name, 'Grand Hotel');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((name as HTMLInputElement).value).toBe('Grand Hotel');
    expect(location()).toBe('/trips/t1/lodging/create');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard plan' }));
    await waitFor(() => expect(location()).toBe('/trips/t1'));
  });

  it('leaves an unchanged edit form without asking', async () => {
    const { user } = await renderForm('/trips/t1/lodging/r-1/edit');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/trips/t1'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('edits an unfiled note, keeps it unfiled, and returns to the unfiled items', async () => {
    const note: NotePlan = {
      type: 'note',
      meta: { ...EMPTY_RESERVATION_META, uuid: 'n-1', displayName: 'Passport' },
      booking: EMPTY_BOOKING_FIELDS,
      dateTime: EMPTY_PLAN_DATE_TIME,
      address: EMPTY_PLAN_ADDRESS,
      source: '',
      text: 'Renew it',
      url: '',
    };
    const plans = fakePlans(note);
    const { user, trips } = await renderForm('/unfiled/note/n-1/edit', { plans, trips: fakeTrips(EMPTY_TRIP) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Note' })).toBeTruthy();
    expect(screen.getByText('Unfiled item')).toBeTruthy();
    expect(trips.details).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Booking details' })).toBeNull();
    const text = screen.getByRole('textbox', { name: /^Note/ });
    await user.type(text, ' before May');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(plans.replace).toHaveBeenCalled());
    expect(plans.replace.mock.calls[0]?.[0]).toEqual({ ...note, text: 'Renew it before May' });
    await waitFor(() => expect(location()).toBe('/trips'));
  });
});

describe('plan form: other types', () => {
  it('creates an activity with its type and requires its name', async () => {
    const { user, plans } = await renderForm('/trips/t1/activity/create');
    await user.type(await screen.findByRole('textbox', { name: /^Start date/ }), '11222026');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    const name = textbox(/^Activity name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(described(name)).toContain('This field is required.');
    await user.type(name, 'Opera night');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of activity' }), 'H');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(plans.create).toHaveBeenCalled());
    expect(lastCreated(plans)).toMatchObject({ type: 'activity', detailTypeCode: 'H', meta: { displayName: 'Opera night', tripUuid: 't1' } });
  });

  it('requires both addresses of directions', async () => {
    const { user, plans } = await renderForm('/trips/t1/direction/create');
    await user.click(await screen.findByRole('button', { name: 'Add plan' }));
    const from = screen.getByRole('combobox', { name: /^From/ });
    await waitFor(() => expect(document.activeElement).toBe(from));
    expect(described(screen.getByRole('combobox', { name: /^To/ }))).toContain('This field is required.');
    expect(plans.create).not.toHaveBeenCalled();
  });
});
