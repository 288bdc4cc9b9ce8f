import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_PLAN_DATE_TIME, err, ok, type AirPlan, type PlanDateTime } from '@waybook/core';
import { AirFields, emptyAir, form } from '../types/air-form.js';
import { planFormErrors } from '../fields/plan-rules.js';
import { EMPTY_AIR_SEGMENT } from './empty-segments.js';
import type { FlightLookup, FlightLookupAnswer, FlightLookupLeg } from './flight-lookup.js';
import { fakeLookups } from '../plan-form-test-kit.js';
import { CHECK, renderFields, segmentBox, segmentCombo, segmentGroup, segmentLegends, segmentTime } from './segment-test-kit.js';

// The form's checks are core's validatePlan at the form's paths.
const validateAir = planFormErrors;

vi.setConfig({ testTimeout: 20000 });

const at = (date: string, time = '', timezone = ''): PlanDateTime => ({ ...EMPTY_PLAN_DATE_TIME, date, time, timezone });

const leg = (from: string, to: string, departure: PlanDateTime, arrival: PlanDateTime): FlightLookupLeg => ({
  originAirportCode: from,
  originAirportName: `${from} International`,
  destinationAirportCode: to,
  destinationAirportName: `${to} International`,
  departure,
  arrival,
  aircraft: 'Boeing 777-300ER',
  isInternational: true,
});

// QR 8 as a through flight: London to Doha, then Doha to Sydney under the same number.
const THROUGH_FLIGHT: FlightLookupAnswer = {
  legs: [
    leg('LHR', 'DOH', at('2026-03-20', '08:05:00', 'Europe/London'), at('2026-03-20', '17:20:00', 'Asia/Qatar')),
    leg('DOH', 'SYD', at('2026-03-20', '19:40:00', 'Asia/Qatar'), at('2026-03-21', '17:55:00', 'Australia/Sydney')),
  ],
  isSandbox: true,
};

const fakeLookup = (answer: Awaited<ReturnType<FlightLookup['lookup']>>) => ({ lookup: vi.fn<FlightLookup['lookup']>(async () => answer) });

const renderAir = (options: { lookup?: FlightLookup; initial?: AirPlan; lookups?: ReturnType<typeof fakeLookups> } = {}) =>
  renderFields({ Fields: AirFields, validate: validateAir, initial: options.initial ?? emptyAir(), lookup: options.lookup, lookups: options.lookups });

describe('air form: fields', () => {
  it('starts with one flight segment named for screen readers, and offers no lookup without a flight data service', async () => {
    await renderAir();
    expect(segmentLegends()).toEqual(['Segment 1 of 1']);
    expect(segmentCombo('Segment 1 of 1', /^Airline code/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Look up flight' })).toBeNull();
    // Without a service the flight is entered by hand.
    expect(form.empty()).toEqual(emptyAir());
  });

  it('types codes in upper case and keeps what is entered by hand', async () => {
    const { user, plan } = await renderAir();
    await user.type(segmentCombo('Segment 1 of 1', /^Airline code/), 'ba');
    await user.type(segmentBox('Segment 1 of 1', /^Flight number/), '117');
    await user.type(segmentCombo('Segment 1 of 1', /^Departure airport/), 'lhr');
    await user.type(segmentCombo('Segment 1 of 1', /^Arrival airport/), 'jfk');
    await user.type(segmentBox('Segment 1 of 1', /^Departure date/), '03202026');
    const time = segmentTime('Segment 1 of 1', 'Departure time');
    await user.selectOptions(time.hour, '08');
    await user.selectOptions(time.period, 'PM');
    await user.type(segmentBox('Segment 1 of 1', 'Seats'), '31F, 31G');
    const segment = plan().segments[0];
    expect(segment).toMatchObject({
      marketingAirlineCode: 'BA',
      marketingFlightNumber: '117',
      startAirportCode: 'LHR',
      endAirportCode: 'JFK',
      seats: '31F, 31G',
    });
    expect(segment?.startDateTime).toMatchObject({ date: '2026-03-20', time: '20:00:00', isTimeKnown: true });
  });

  it('fills code, name, city and country from a chosen airport suggestion, and clears them when the code is retyped', async () => {
    const lookups = fakeLookups();
    const { user, plan } = await renderAir({ lookups });
    const departure = segmentCombo('Segment 1 of 1', /^Departure airport/);
    await user.type(departure, 'san fr');
    await user.click(await screen.findByRole('option', { name: /^San Francisco International Airport \(SFO\)/ }, { timeout: 3000 }));
    expect(lookups.airports).toHaveBeenLastCalledWith('san fr');
    expect(plan().segments[0]).toMatchObject({
      startAirportCode: 'SFO',
      startAirportName: 'San Francisco International Airport',
      startCityName: 'San Francisco',
      startCountryCode: 'US',
    });
    expect(departure.value).toBe('SFO');
    expect(within(segmentGroup('Segment 1 of 1')).getByText('San Francisco International Airport')).toBeTruthy();

    await user.clear(departure);
    await user.type(departure, 'jf');
    expect(plan().segments[0]).toMatchObject({ startAirportCode: 'JF', startAirportName: '', startCityName: '', startCountryCode: '' });
  });

  it('takes a typed code as it is, and names the airport when a suggestion has that code', async () => {
    const lookups = fakeLookups();
    const { user, plan } = await renderAir({ lookups });
    const arrival = segmentCombo('Segment 1 of 1', /^Arrival airport/);
    await user.type(arrival, 'lhr');
    expect(plan().segments[0]?.endAirportCode).toBe('LHR');
    await waitFor(() => expect(plan().segments[0]).toMatchObject({ endAirportCode: 'LHR', endAirportName: 'London Heathrow Airport', endCityName: 'London' }));
    await user.tab();
    expect(arrival.value).toBe('LHR');
    expect(validateAir(plan())['segments.0.endAirportCode']).toBeUndefined();
  });

  it('stores a chosen airline by its code and name', async () => {
    const lookups = fakeLookups();
    lookups.airlines.mockResolvedValue(
      ok([{ id: 'BA', label: 'British Airways (BA)', code: 'BA', icaoCode: 'BAW', name: 'British Airways', countryCode: 'GB' }]) as never,
    );
    const { user, plan } = await renderAir({ lookups });
    await user.type(segmentCombo('Segment 1 of 1', /^Airline code/), 'brit');
    await user.click(await screen.findByRole('option', { name: 'British Airways (BA)' }, { timeout: 3000 }));
    expect(plan().segments[0]).toMatchObject({ marketingAirlineCode: 'BA', marketingAirline: 'British Airways' });
    expect(segmentCombo('Segment 1 of 1', /^Airline code/).value).toBe('BA');
  });

  it('says the time zones come from the airports', async () => {
    const { user } = await renderAir();
    const departure = within(segmentGroup('Segment 1 of 1')).getByRole('group', { name: 'Departure' });
    expect(within(departure).getByText('set from the airport when you save')).toBeTruthy();
    await user.click(within(departure).getByRole('button', { name: 'Change time zone' }));
    expect(within(departure).getByRole('option', { name: 'Automatic (from the airport)' })).toBeTruthy();
  });

  it('enables "Look up flight" only once departure date, airline code and flight number are given', async () => {
    const lookup = fakeLookup(ok(THROUGH_FLIGHT));
    const { user } = await renderAir({ lookup });
    const button = screen.getByRole('button', { name: 'Look up flight' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Flight lookup needs departure date, airline code and flight number.')).toBeTruthy();
    await user.type(segmentCombo('Segment 1 of 1', /^Airline code/), 'qr');
    await user.type(segmentBox('Segment 1 of 1', /^Flight number/), '8');
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.type(segmentBox('Segment 1 of 1', /^Departure date/), '03202026');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Flight lookup needs departure date, airline code and flight number.')).toBeNull();
    expect(lookup.lookup).not.toHaveBeenCalled();
  });

  it('fills a two-leg answer as two segments with airports, times and zones, and says it is sandbox data', async () => {
    const lookup = fakeLookup(ok(THROUGH_FLIGHT));
    const { user, plan } = await renderAir({ lookup });
    await user.type(segmentCombo('Segment 1 of 1', /^Airline code/), 'qr');
    await user.type(segmentBox('Segment 1 of 1', /^Flight number/), '8');
    await user.type(segmentBox('Segment 1 of 1', /^Departure date/), '03202026');
    await user.type(segmentBox('Segment 1 of 1', 'Seats'), '12A');
    await user.click(screen.getByRole('button', { name: 'Look up flight' }));

    expect(lookup.lookup).toHaveBeenCalledWith({ departureDate: '2026-03-20', airlineCode: 'QR', flightNumber: '8' });
    await waitFor(() => expect(segmentLegends()).toEqual(['Segment 1 of 2', 'Segment 2 of 2']));
    expect(screen.getByText('Flight information from the sandbox flight data service')).toBeTruthy();
    expect(screen.getByText(/its 2 legs were filled in as separate segments/)).toBeTruthy();

    const [first, second] = plan().segments;
    expect(first).toMatchObject({ startAirportCode: 'LHR', endAirportCode: 'DOH', seats: '12A', aircraft: 'Boeing 777-300ER', isInternational: true });
    expect(first?.startDateTime).toMatchObject({ date: '2026-03-20', time: '08:05:00', timezone: 'Europe/London', isTimezoneKnown: true });
    expect(second).toMatchObject({ marketingAirlineCode: 'QR', marketingFlightNumber: '8', startAirportCode: 'DOH', endAirportCode: 'SYD' });
    expect(second?.endDateTime).toMatchObject({ date: '2026-03-21', time: '17:55:00', timezone: 'Australia/Sydney' });

    // The screen shows what was filled: codes with airport names, times in the user's clock, zones.
    expect((segmentCombo('Segment 2 of 2', /^Departure airport/) as HTMLInputElement).value).toBe('DOH');
    expect(within(segmentGroup('Segment 2 of 2')).getByText('DOH International')).toBeTruthy();
    expect(segmentTime('Segment 1 of 2', 'Departure time').hour.value).toBe('08');
    expect(within(segmentGroup('Segment 2 of 2')).getByText('Australian Eastern Time (Sydney)')).toBeTruthy();
    expect(validateAir(plan())).toEqual({});

    // Once another flight is typed, the lookup's messages no longer apply.
    await user.type(segmentBox('Segment 1 of 2', /^Flight number/), '0');
    expect(screen.queryByText('Flight information from the sandbox flight data service')).toBeNull();
    expect(screen.queryByText(/its 2 legs were filled in/)).toBeNull();
  });

  it('says when no such flight operates, and when the lookup failed, leaving the segment as typed', async () => {
    const notFound = fakeLookup(err({ kind: 'not-found' }));
    const { user, plan, unmount } = await renderAir({
      lookup: notFound,
      initial: {
        ...emptyAir(),
        segments: [{ ...EMPTY_AIR_SEGMENT, marketingAirlineCode: 'BA', marketingFlightNumber: '9999', startDateTime: at('2026-03-20') }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Look up flight' }));
    expect(await screen.findByText('No flight BA 9999 was found on that date. Check the details or enter the flight yourself.')).toBeTruthy();
    expect(plan().segments).toHaveLength(1);
    expect(plan().segments[0]?.startAirportCode).toBe('');
    unmount();

    const failing = fakeLookup(err({ kind: 'network' }));
    const again = await renderAir({
      lookup: failing,
      initial: {
        ...emptyAir(),
        segments: [{ ...EMPTY_AIR_SEGMENT, marketingAirlineCode: 'BA', marketingFlightNumber: '117', startDateTime: at('2026-03-20') }],
      },
    });
    await again.user.click(screen.getByRole('button', { name: 'Look up flight' }));
    expect(await screen.findByText(/Flight information couldn't be loaded/)).toBeTruthy();
    expect(screen.queryByText('Flight information from the sandbox flight data service')).toBeNull();
  });
});

describe('air form: validation', () => {
  it('requires airline code, flight number, departure date and both airports on each segment', () => {
    expect(validateAir(emptyAir())).toEqual({
      'segments.0.marketingAirlineCode': { key: 'validation:required' },
      'segments.0.marketingFlightNumber': { key: 'validation:required' },
      'segments.0.startDateTime.date': { key: 'validation:required' },
      'segments.0.startAirportCode': { key: 'validation:required' },
      'segments.0.endAirportCode': { key: 'validation:required' },
    });
    expect(validateAir({ ...emptyAir(), segments: [] })).toEqual({ segments: { key: 'planSegments:segment.atLeastOne' } });
  });

  const filled = {
    ...EMPTY_AIR_SEGMENT,
    marketingAirlineCode: 'BA',
    marketingFlightNumber: '117',
    startAirportCode: 'LHR',
    endAirportCode: 'JFK',
    startDateTime: at('2026-03-20', '20:00:00'),
  };

  it('checks the shape of codes and flight numbers', () => {
    const errors = validateAir({
      ...emptyAir(),
      segments: [
        filled,
        { ...filled, marketingAirlineCode: 'B-A', marketingFlightNumber: '11A', startAirportCode: 'LONDON' },
        { ...filled, marketingFlightNumber: '12345' },
      ],
    });
    expect(errors).toEqual({
      'segments.1.marketingAirlineCode': { key: 'planSegments:air.errors.airlineCode' },
      'segments.1.marketingFlightNumber': { key: 'validation:numbersOnly' },
      'segments.1.startAirportCode': { key: 'planSegments:air.errors.airportCode' },
      'segments.2.marketingFlightNumber': { key: 'validation:characterLimitOf', values: { number: 4 } },
    });
  });

  it('refuses an arrival before the departure, comparing instants across zones', () => {
    const early = validateAir({ ...emptyAir(), segments: [{ ...filled, endDateTime: at('2026-03-19', '09:00:00') }] });
    expect(early).toEqual({ 'segments.0.endDateTime.date': { key: 'validation:date.endBeforeStart' } });
    const sameDay = validateAir({ ...emptyAir(), segments: [{ ...filled, endDateTime: at('2026-03-20', '19:00:00') }] });
    expect(sameDay).toEqual({ 'segments.0.endDateTime.time': { key: 'validation:time.endBeforeStart' } });
    // Tokyo 21:00 to Honolulu 09:00 the same calendar day is a real flight.
    const eastward = { ...filled, startDateTime: at('2026-03-20', '21:00:00', 'Asia/Tokyo'), endDateTime: at('2026-03-20', '09:00:00', 'Pacific/Honolulu') };
    expect(validateAir({ ...emptyAir(), segments: [eastward] })).toEqual({});
  });

  it('shows the messages in the segment they belong to', async () => {
    const { user } = await renderAir({ initial: { ...emptyAir(), segments: [filled, { ...filled, marketingFlightNumber: 'abc', endAirportCode: '' }] } });
    await user.click(screen.getByRole('button', { name: CHECK }));
    const second = segmentGroup('Segment 2 of 2');
    expect(within(second).getByText('Please enter numbers only.')).toBeTruthy();
    expect(within(second).getByText('This field is required.')).toBeTruthy();
    expect(within(segmentGroup('Segment 1 of 2')).queryByText('This field is required.')).toBeNull();
    const flightNumber = within(second).getByRole('textbox', { name: /^Flight number/ });
    expect(flightNumber.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows "Add at least one segment." for a flight without segments', async () => {
    const { user } = await renderAir({ initial: { ...emptyAir(), segments: [] } });
    await user.click(screen.getByRole('button', { name: CHECK }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one segment.');
    await user.click(screen.getByRole('button', { name: 'Add flight' }));
    expect(segmentLegends()).toEqual(['Segment 1 of 1']);
  });
});
